/**
 * Chinese endgame names: 炮高兵单士象对士象全 = KCPAB-KAABB. Each side is a run of words — pieces
 * (车 马 炮 兵, with 单/双/三… counts, pawn words 高兵/低兵/底兵/中兵/边兵/过河兵 each one pawn, 卒 for
 * 兵 throughout) and defence words (士象全, 单缺士, 单缺象, 单士象, 双士, 双象, 单士, 单象; 全 alone = 士象全) — and the
 * sides are joined by 对 (or 擒). Kings are implied; a bare king is 帅/将. We print attackers
 * 车 马 炮 兵 then the defence, 士象 for both sides (as players write endgame names), 单车 for a lone
 * attacker, and 帅/将 for a bare king. A pawn word places its pawn, which a material cannot do, so
 * readChineseName reports them: the table covers every placement (the edges say so, shared/words placedPawnNote).
 */
import { err, ok, type Result } from '../result';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, PAWN, ROOK } from '../rules/piece';
import { type Material, emptyMaterial } from './material';
import { type MaterialProblem, tooMany } from './materialErrors';

const VARIANTS: Record<string, string> = {
  車: '车', 俥: '车', 硨: '车', 馬: '马', 傌: '马', 砲: '炮', 包: '炮', 卒: '兵', 仕: '士', 相: '象',
  帥: '将', 將: '将', 帅: '将', 單: '单', 雙: '双', 對: '对', 過: '过', 邊: '边',
};

/** Defence words: [advisors, elephants]. */
const DEFENCES: Record<string, readonly [number, number]> = {
  士象全: [2, 2], 全: [2, 2], 单缺士: [1, 2], 单缺象: [2, 1], 单士象: [1, 1], 双士: [2, 0], 双象: [0, 2],
  单士: [1, 0], 单象: [0, 1],
};
const PIECES: Record<string, number> = { 车: ROOK, 马: HORSE, 炮: CANNON, 兵: PAWN };
const COUNTS: Record<string, number> = { 单: 1, 双: 2, 二: 2, 三: 3, 四: 4, 五: 5 };
const PAWN_WORDS = ['过河兵', '高兵', '低兵', '底兵', '中兵', '边兵'];

/** Every word with the counts it adds: [kind, count] pairs. */
function vocabulary(): Map<string, [number, number][]> {
  const words = new Map<string, [number, number][]>();
  for (const [word, [a, b]] of Object.entries(DEFENCES)) words.set(word, [[ADVISOR, a], [ELEPHANT, b]]);
  for (const [piece, kind] of Object.entries(PIECES)) {
    words.set(piece, [[kind, 1]]);
    for (const [prefix, n] of Object.entries(COUNTS)) words.set(prefix + piece, [[kind, n]]);
  }
  for (const word of PAWN_WORDS) words.set(word, [[PAWN, 1]]);
  words.set('将', []);
  return words;
}

const WORDS = vocabulary();
const LONGEST = Math.max(...[...WORDS.keys()].map((w) => w.length));

interface Word {
  readonly word: string;
  /** Where it starts in its side's text. */
  readonly at: number;
}

function wordsOf(text: string, color: Color): Result<Word[], MaterialProblem> {
  const words: Word[] = [];
  for (let i = 0; i < text.length; ) {
    let matched = '';
    for (let len = Math.min(LONGEST, text.length - i); len > 0; len--) {
      if (WORDS.has(text.slice(i, i + len))) {
        matched = text.slice(i, i + len);
        break;
      }
    }
    if (!matched) {
      let end = i + 1;
      while (end < text.length && ![...WORDS.keys()].some((w) => text.startsWith(w, end))) end++;
      return err({ code: 'unknown-word', word: text.slice(i, end), color });
    }
    words.push({ word: matched, at: i });
    i += matched.length;
  }
  return ok(words);
}

/** A Chinese name as read: its material, and the words in it that place a pawn (高兵, 底卒 …) as they were typed. */
export interface ChineseName {
  readonly material: Material;
  readonly placedPawns: readonly string[];
}

export function readChineseName(text: string): Result<ChineseName, MaterialProblem> {
  // Each variant is one character for one, so a word found in `normal` is at the same place in `typed`.
  const typed = [...text].filter((ch) => !/\s/.test(ch)).join('');
  const normal = [...typed].map((ch) => VARIANTS[ch] ?? ch).join('');
  const sides = normal.split(/[对擒]/);
  if (sides.length !== 2 || !sides[0] || !sides[1]) return err({ code: 'name-sides', text });
  const material = emptyMaterial();
  const placedPawns: string[] = [];
  for (const [color, side] of sides.entries()) {
    const words = wordsOf(side, color as Color);
    if (!words.ok) return words;
    const start = color === 0 ? 0 : sides[0].length + 1;
    for (const { word, at } of words.value) {
      for (const [kind, n] of WORDS.get(word)!) material[color][kind] += n;
      if (PAWN_WORDS.includes(word)) placedPawns.push(typed.slice(start + at, start + at + word.length));
    }
    const excess = tooMany(material[color], color as Color);
    if (excess) return err(excess);
  }
  return ok({ material, placedPawns });
}

export function parseChineseName(text: string): Result<Material, MaterialProblem> {
  const name = readChineseName(text);
  return name.ok ? ok(name.value.material) : name;
}

const DEFENCE_NAMES: Record<string, string> = { '22': '士象全', '12': '单缺士', '21': '单缺象', '11': '单士象', '20': '双士', '02': '双象', '10': '单士', '01': '单象' };
const COUNT_PREFIX = ['', '', '双', '三', '四', '五'];

function sideName(counts: readonly number[], bareKing: string): string {
  const attackers = [ROOK, HORSE, CANNON, PAWN].filter((k) => counts[k] > 0);
  const pieces = attackers.map((k) => COUNT_PREFIX[counts[k]] + '车马炮兵'[[ROOK, HORSE, CANNON, PAWN].indexOf(k)]).join('');
  const defence = DEFENCE_NAMES[`${counts[ADVISOR]}${counts[ELEPHANT]}`] ?? '';
  if (!pieces && !defence) return bareKing;
  const lone = attackers.length === 1 && counts[attackers[0]] === 1 && !defence;
  return (lone ? '单' : '') + pieces + defence;
}

export function chineseNameOf(m: Material): string {
  return `${sideName(m[0], '帅')}对${sideName(m[1], '将')}`;
}
