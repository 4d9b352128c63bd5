/** Every word of the catalogue in Simplified Chinese (words.ts says what each one is). */
import { fileNumber, fileNumeral, lineNumber } from '../notation/points';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from '../rules/piece';
import { fileOf, rowOf } from '../rules/square';
import type { Words } from './words';

const side = (color: Color) => (color === RED ? '红方' : '黑方');

/** Each side's name of a piece kind: 帅/将, 仕/士, 相/象 …. */
const PIECES: Record<PieceKind, readonly [string, string]> = {
  [KING]: ['帅', '将'], [ADVISOR]: ['仕', '士'], [ELEPHANT]: ['相', '象'], [HORSE]: ['马', '马'],
  [ROOK]: ['车', '车'], [CANNON]: ['炮', '炮'], [PAWN]: ['兵', '卒'],
};
const piece = (color: Color, kind: PieceKind) => PIECES[kind][color];

/** A material's piece by kind (index 0 unused), as signatures and names count them. */
const MATERIAL_PIECES = ['', '将', '士', '象', '马', '车', '炮', '兵'];

/** A point as a side names it: its file number and its line from that side's back rank (红方五路第3横线). */
function point(square: number, color: Color): string {
  return `${side(color)}${fileNumeral(color, fileNumber(color, fileOf(square)))}路第${lineNumber(color, rowOf(square))}横线`;
}

export const zh: Words = {
  violation: {
    'invalid-square': (v) => `无效的棋盘位置（${v.square}）`,
    'invalid-piece': (v) => `${point(v.square, RED)}上的棋子无效`,
    'two-on-point': (v) => `${point(v.square, RED)}上放了两枚棋子`,
    'missing-king': (v) => `${side(v.color)}缺少${piece(v.color, KING)}`,
    'too-many': (v) => `${side(v.color)}${piece(v.color, v.kind)}过多（${v.count} 个，最多 ${v.max} 个）`,
    'king-outside-palace': (v) => `${side(v.color)}${piece(v.color, KING)}不在九宫内（${point(v.square, v.color)}）`,
    'advisor-off-point': (v) => `${side(v.color)}${piece(v.color, ADVISOR)}不在九宫的士位上（${point(v.square, v.color)}）`,
    'elephant-off-point': (v) => `${side(v.color)}${piece(v.color, ELEPHANT)}不在本方的象位上，象不能过河（${point(v.square, v.color)}）`,
    'pawn-unreachable': (v) => `${side(v.color)}${piece(v.color, PAWN)}在它永远走不到的位置（${point(v.square, v.color)}）`,
    'kings-facing': () => '将帅在同一直线上照面，中间没有棋子',
    'opponent-in-check': (v) => `${side(v.color)}不该走棋却正被将军`,
  },
  fen: {
    'empty': () => 'FEN 是空的',
    'ranks': (e) => `FEN 的棋盘有 ${e.count} 行；象棋棋盘有 10 行`,
    'piece-letter': (e) => `第 ${e.rank} 行有无法识别的棋子字母 '${e.letter}'`,
    'rank-width': (e) => `第 ${e.rank} 行（'${e.text}'）占 ${e.files} 列；象棋棋盘有 9 列`,
    'turn': (e) => `走棋方只能是 'w'（或 'r'）或 'b'，不能是 '${e.text}'`,
  },
  material: {
    'signature-sides': (e) => `'${e.text}' 要用一个 '-' 分开红方和黑方的棋子`,
    'piece-letter': (e) => `'${e.text}' 中有无法识别的棋子字母 '${e.letter}'（可用 K A B N R C P）`,
    'kings': (e) => `${side(e.color)}要有且只有一个将（K），不能是 ${e.count} 个`,
    'too-many': (e) => `${side(e.color)}的${MATERIAL_PIECES[e.kind]}太多（${e.count} 个，最多 ${e.max} 个）`,
    'name-sides': (e) => `'${e.text}' 要用"对"分开红方和黑方的棋子（例如 车兵对马炮双士）`,
    'unknown-word': (e) => `${side(e.color)}的名称中有无法识别的词 '${e.word}'`,
  },
  placedPawns: (words, signature, name) => `${words.join('、')}说的是排局中兵的位置，不属于子力：残局库 ${signature}（${name}）包括兵在每个位置的局面`,
};
