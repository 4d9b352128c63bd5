/**
 * The CLI's first check, in code any Node loads: the CLI needs Node 22.15 or later (node:zlib's zstd,
 * package.json's `engines`); an older Node would die on a link error's trace, so it is told in one
 * line instead, in the language `--lang` or the locale chose. Its words are here, not in
 * messages.ts, whose imports reach the modules an older Node cannot link.
 */
import type { Lang } from '../../shared/lang';
import { environmentLang } from './lang';

const NEEDED: readonly [number, number] = [22, 15];

export function nodeTooOld(version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  return major < NEEDED[0] || (major === NEEDED[0] && minor < NEEDED[1]);
}

const WORDS: Readonly<Record<Lang, (version: string) => string>> = {
  en: (v) => `Canju needs Node.js ${NEEDED.join('.')} or later; this is Node.js ${v}`,
  zh: (v) => `Canju 需要 Node.js ${NEEDED.join('.')} 或更高版本；当前是 Node.js ${v}`,
};

/** The line for an older Node, in the language `--lang` names (checked no further: the CLI itself will not run) or the environment's. */
export function nodeTooOldLine(argv: readonly string[], env: NodeJS.ProcessEnv, version: string): string {
  const at = argv.indexOf('--lang');
  const named = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  const lang: Lang = named === 'zh' || named === 'en' ? named : environmentLang(env);
  return WORDS[lang](version);
}
