/**
 * The CLI's language: `--lang zh|en`, else the environment's locale as POSIX ranks it (LC_ALL, then
 * LC_MESSAGES, then LANG): Chinese when it starts with `zh`, English otherwise (also where no
 * locale is set, as on Windows).
 */
import type { Lang } from '../../shared/lang';

export function environmentLang(env: NodeJS.ProcessEnv): Lang {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
