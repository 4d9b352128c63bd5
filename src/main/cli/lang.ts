/**
 * The CLI's language: `--lang zh|en`, else the environment's locale as POSIX ranks it (LC_ALL, then
 * LC_MESSAGES, then LANG; "C" and "POSIX" name no language), else the user's UI language as the
 * runtime's Intl reports it (on Windows, where no locale variable is usually set, that is the
 * user's display language).
 */
import { type Lang, langOfLocales } from '../../shared/lang';

export function environmentLang(env: NodeJS.ProcessEnv, uiLocale: () => string = intlLocale): Lang {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  if (locale && !/^(C|POSIX)([._@]|$)/.test(locale)) return langOfLocales([locale]);
  return langOfLocales([uiLocale()]);
}

function intlLocale(): string {
  return Intl.DateTimeFormat().resolvedOptions().locale;
}
