import type { Lang } from '../lang';
/** A move with its number counted from the study's first move: `2. 炮八平五`, `2. …… 将5平4` (`2. ... 将5平4` in English). */

export function numberedMove(ply: number, text: string, blackFirst: boolean, lang: Lang): string {
  const half = ply - 1 + (blackFirst ? 1 : 0);
  return `${Math.floor(half / 2) + 1}. ${half % 2 === 1 ? (lang === 'zh' ? '…… ' : '... ') : ''}${text}`;
}
