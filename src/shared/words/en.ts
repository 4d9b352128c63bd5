/** Every word of the catalogue in English (words.ts says what each one is). */
import { fileNumber, lineNumber } from '../notation/points';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from '../rules/piece';
import { fileOf, rowOf } from '../rules/square';
import type { Words } from './words';

/** A side as a sentence starts with it, and inside one. */
const Side = (color: Color) => (color === RED ? 'Red' : 'Black');
const side = (color: Color) => (color === RED ? 'red' : 'black');

const PIECES: Record<PieceKind, string> = {
  [KING]: 'king', [ADVISOR]: 'advisor', [ELEPHANT]: 'elephant', [HORSE]: 'horse', [ROOK]: 'rook', [CANNON]: 'cannon', [PAWN]: 'pawn',
};

/** A point as a side names it: its file number and its line from that side's back rank (red file 5, line 3). */
function point(square: number, color: Color): string {
  return `${side(color)} file ${fileNumber(color, fileOf(square))}, line ${lineNumber(color, rowOf(square))}`;
}

export const en: Words = {
  violation: {
    'invalid-square': (v) => `invalid board point (${v.square})`,
    'invalid-piece': (v) => `invalid piece on ${point(v.square, RED)}`,
    'two-on-point': (v) => `two pieces on ${point(v.square, RED)}`,
    'missing-king': (v) => `${Side(v.color)} has no king`,
    'too-many': (v) => `${Side(v.color)} has too many ${PIECES[v.kind]}s (${v.count}, at most ${v.max})`,
    'king-outside-palace': (v) => `${Side(v.color)} king outside its palace (${point(v.square, v.color)})`,
    'advisor-off-point': (v) => `${Side(v.color)} advisor off the palace diagonals (${point(v.square, v.color)})`,
    'elephant-off-point': (v) => `${Side(v.color)} elephant off its seven points; elephants never cross the river (${point(v.square, v.color)})`,
    'pawn-unreachable': (v) => `${Side(v.color)} pawn on a point it can never reach (${point(v.square, v.color)})`,
    'kings-facing': () => 'the kings face each other on an open file',
    'opponent-in-check': (v) => `${Side(v.color)} is in check but it is not ${Side(v.color)}'s turn`,
  },
  fen: {
    'empty': () => 'FEN is empty',
    'ranks': (e) => `FEN board has ${e.count} ranks; Xiangqi has 10`,
    'piece-letter': (e) => `unknown piece letter '${e.letter}' in rank ${e.rank}`,
    'rank-width': (e) => `rank ${e.rank} ('${e.text}') covers ${e.files} files; Xiangqi has 9`,
    'turn': (e) => `side to move must be 'w' (or 'r') or 'b', not '${e.text}'`,
  },
  material: {
    'signature-sides': (e) => `'${e.text}' needs exactly one '-' between red's and black's pieces`,
    'piece-letter': (e) => `unknown piece letter '${e.letter}' in '${e.text}' (use K A B N R C P)`,
    'kings': (e) => `${side(e.color)} must have exactly one king (K), not ${e.count}`,
    'too-many': (e) => `${side(e.color)} has too many ${PIECES[e.kind]}s (${e.count} > ${e.max})`,
    'name-sides': (e) => `'${e.text}' needs 对 between red's and black's pieces (e.g. 车兵对马炮双士)`,
    'unknown-word': (e) => `unknown word '${e.word}' in ${side(e.color)}'s side of the name`,
  },
  placedPawns: (words, signature, name) => {
    const many = words.length > 1;
    return `${words.join(', ')} ${many ? 'describe' : 'describes'} the study's position, not its material: the table ` +
      `${signature} (${name}) covers every placement of ${many ? 'the pawns' : 'the pawn'}`;
  },
};
