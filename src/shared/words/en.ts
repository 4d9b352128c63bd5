/** Every word of the catalogue in English (words.ts says what each one is). */
import type { DhtmlxqMoveProblem, PgnMoveProblem, ReadError } from '../formats/readError';
import { fileNumber, lineNumber } from '../notation/points';
import type { Notation } from '../notation/types';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from '../rules/piece';
import { fileOf, rowOf } from '../rules/square';
import type { Violation } from '../rules/validate';
import { type Words, word } from './words';

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

const violation: Words['violation'] = {
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
};

const fen: Words['fen'] = {
  'empty': () => 'FEN is empty',
  'ranks': (e) => `FEN board has ${e.count} ranks; Xiangqi has 10`,
  'piece-letter': (e) => `unknown piece letter '${e.letter}' in rank ${e.rank}`,
  'rank-width': (e) => `rank ${e.rank} ('${e.text}') covers ${e.files} files; Xiangqi has 9`,
  'turn': (e) => `side to move must be 'w' (or 'r') or 'b', not '${e.text}'`,
};

/** Every broken rule of a setup, one after another. */
const broken = (violations: readonly Violation[]) => violations.map((v) => word(violation, v)).join('; ');

const RESULTS = '1-0, 0-1, 1/2-1/2 or *';
const NOTATIONS: Readonly<Record<Notation, string>> = { chinese: 'Chinese', wxf: 'WXF', iccs: 'ICCS' };

/** Why a PGN move names no move. */
function pgnMoveProblem(p: PgnMoveProblem): string {
  switch (p.error) {
    case 'malformed':
      return `not a ${NOTATIONS[p.notation]} move${p.formatGiven ? '' : ' (the file has no Format tag, so moves are read as Chinese; WXF or ICCS moves need [Format "WXF"] or [Format "ICCS"])'}`;
    case 'ambiguous':
      return 'ambiguous: it fits more than one legal move (two like pieces on one file need 前/后, or + and - in WXF)';
    case 'no-piece':
      return `no ${side(p.turn)} piece stands on its starting point`;
    case 'illegal':
      return p.exposesKing ? 'it would leave the king in check (or the kings facing)' : 'the piece cannot move that way';
    case 'no-match':
      return 'no legal move is written that way in this position';
  }
}

const pgnMove = (e: ReadError & { readonly params: PgnMoveProblem }) =>
  `${Side(e.params.turn)}'s move '${e.move}' ${e.params.error === 'malformed' ? 'is ' : 'cannot be played: '}${pgnMoveProblem(e.params)} (position ${e.fen})`;

const DHTMLXQ_MOVES: Readonly<Record<DhtmlxqMoveProblem, (turn: Color) => string>> = {
  'off-board': () => 'a point is off the board',
  'no-piece': () => 'no piece stands on its starting point',
  'not-its-turn': (turn) => (turn === RED ? "the piece on its starting point is black's, and red is to move" : "the piece on its starting point is red's, and black is to move"),
  'cannot-move': () => 'the piece cannot move that way',
  'exposes-king': () => 'it would leave its own king in check (or the kings facing)',
};

export const en: Words = {
  violation,
  fen,
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
  read: {
    place: (p) => (p.line !== undefined ? `line ${p.line}, column ${p.column ?? 1}` : p.offset !== undefined ? `byte 0x${p.offset.toString(16)}` : ''),
    pgn: {
      'unclosed-comment': () => "comment '{' is never closed (no '}' follows)",
      'stray-brace': () => "'}' without an opening '{'",
      'bad-nag': () => "'$' must be followed by a NAG number, as in $1",
      'bad-tag': (e) => `malformed tag ${e.params.tag}: expected [Name "value"]`,
      'bad-format': (e) => `unknown Format "${e.params.value}": expected Chinese, WXF or ICCS`,
      'bad-fen': (e) => `bad FEN tag "${e.params.value}": ${word(fen, e.params.problem)}`,
      'illegal-position': (e) => `FEN tag "${e.params.value}" is not a legal position: ${broken(e.params.violations)}`,
      'unclosed-variation': () => "variation '(' is never closed",
      'stray-paren': () => "')' without an opening '('",
      'variation-first': () => "'(' opens a variation before any move it could replace",
      'deep-variation': (e) => `variations nested more than ${e.params.most} deep`,
      'result-in-variation': () => 'a result inside a variation: only the main line ends in a result',
      'no-result': () => `the game has no result (${RESULTS}) before the next game's tags`,
      'truncated': () => `the file ends before the game's result (${RESULTS}): it may be cut short`,
      'no-game': () => 'the file holds no game',
      'bad-move': pgnMove,
      'illegal-move': pgnMove,
      'ambiguous-move': pgnMove,
    },
    dhtmlxq: {
      'no-block': () => 'the text holds no [DhtmlXQ] block',
      'truncated': (e) => `the [DhtmlXQ] block opened on line ${e.params.line} never reaches its [/DhtmlXQ]: the text may be cut short`,
      'unclosed-block': () => 'this [DhtmlXQ] block has no [/DhtmlXQ] before the next block opens',
      'unclosed-tag': (e) => `tag [DhtmlXQ_${e.params.name}] has no closing [/DhtmlXQ_${e.params.name}] before the next tag`,
      'duplicate-tag': (e) => `tag [DhtmlXQ_${e.params.name}] appears twice, so which one holds is unclear`,
      'bad-variation': (e) => `variation [DhtmlXQ_${e.params.name}] is numbered 0, the main line's number`,
      'bad-binit': (e) => `start position binit '${e.params.value}' must be 64 digits (two a piece for 32 pieces: column, row)`,
      'bad-fen': (e) => `bad FEN tag '${e.params.value}': ${word(fen, e.params.problem)}`,
      'illegal-position': (e) => `the start position (${e.params.source}) is not legal: ${broken(e.params.violations)}`,
      'bad-movelist': (e) => `[DhtmlXQ_${e.params.name}] must hold 4 digits a move (from column, row, to column, row), ${e.params.found === null ? 'but its last move has fewer' : `not '${e.params.found}'`}`,
      'illegal-move': (e) => `${Side(e.params.turn)}'s move ${e.move} cannot be played: ${DHTMLXQ_MOVES[e.params.why](e.params.turn)} (position ${e.fen})`,
    },
    xqf: {
      'bad-magic': () => 'not an XQF file: it does not start with "XQ"',
      'unknown-version': (e) => `unknown XQF version ${e.params.version} (versions up to ${e.params.last} can be read)`,
      'truncated-header': (e) => `truncated header: an XQF header is 1024 bytes, the file has ${e.params.length}`,
      'bad-keys': () => 'the scrambling keys do not sum to zero: the file is damaged',
      'illegal-position': (e) => `the start position is not legal: ${broken(e.params.violations)}`,
      'truncated-moves': () => 'truncated move records: the file ends inside a record',
      'comment-overrun': (e) => `a comment of ${e.params.length} bytes runs past the end of the file (${e.params.left} bytes left)`,
      'off-board': (e) => `a move's ${e.params.end === 'from' ? 'origin' : 'target'} is not on the board (point byte ${e.params.point})`,
      'illegal-move': (e) => `move ${e.move} is not legal in ${e.fen}`,
    },
  },
};
