/**
 * Players name a study by its pawn's place (炮高兵单士象对士象全), but a table is indexed by material
 * alone: it holds the pawn on every point it can reach. This note, in Simplified Chinese or English,
 * says so wherever such a name was typed, so the canonical name the answer shows is no surprise.
 */
import { chineseNameOf, readChineseName } from './chineseName';
import type { Material } from './material';
import { formatSignature } from './signature';
import type { Lang } from '../lang';

/** The note for `typed`, read as `m`, or null when it placed no pawn. */
export function placedPawnNote(typed: string, m: Material, lang: Lang): string | null {
  const name = readChineseName(typed);
  const words = name.ok ? name.value.placedPawns : [];
  if (words.length === 0) return null;
  const signature = formatSignature(m), canonical = chineseNameOf(m);
  if (lang === 'zh') return `${words.join('、')}说的是排局中兵的位置，不属于子力：残局库 ${signature}（${canonical}）包括兵在每个位置的局面`;
  const many = words.length > 1;
  return `${words.join(', ')} ${many ? 'describe' : 'describes'} the study's position, not its material: the table ` +
    `${signature} (${canonical}) covers every placement of ${many ? 'the pawns' : 'the pawn'}`;
}
