/**
 * Study files for the library's tests: games with lines, variations and comments, played from
 * ICCS so every move is checked, written in each format by the real writers, and a catalogue's
 * studies dumped row by row, so a test can show that an import changed nothing.
 */
import { join } from 'node:path';
import { writeDhtmlxq } from '../../src/shared/formats/dhtmlxq';
import type { PgnGame, PgnMove, PgnResult } from '../../src/shared/formats/pgn/game';
import { writePgn } from '../../src/shared/formats/pgn/write';
import { writeXqf } from '../../src/shared/formats/xqf';
import { encodeGbk } from '../../src/main/export/gbk';
import { openSqlite } from '../../src/main/catalogue/database';
import { type Move, moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';

/** K+N vs K, red to move wins. */
export const KN_K = '3k5/9/9/9/9/9/9/9/4N4/5K3 w';
/** K+R vs K, red to move wins. */
export const KR_K = '3k5/9/9/9/9/9/9/9/9/R3K4 w';
/** K+P vs K+A: a draw with black to move. */
export const KP_KA = '3k5/4a4/9/9/9/4P4/9/9/9/4K4 b';

function legal(pos: Position, iccs: string): Move {
  const move = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (move === undefined) throw new Error(`${iccs} is not legal in ${pos.fen()}`);
  return move;
}

/**
 * A line from `fen` in ICCS with comments after moves (`e1f3 {好棋} d9e9`) and variations replacing
 * the move before them as `( … )`, one level deep.
 */
export function line(fen: string, text: string): PgnMove[] {
  const tokens: string[] = text.match(/\{[^}]*\}|\(|\)|[a-i][0-9][a-i][0-9]/g) ?? [];
  const pos = Position.fromFen(fen);
  const out: { move: Move; comment?: string; variations?: PgnMove[][] }[] = [];
  let before = pos.clone();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.startsWith('{')) {
      out[out.length - 1].comment = token.slice(1, -1);
    } else if (token === '(') {
      const close = tokens.indexOf(')', i);
      const inner = tokens.slice(i + 1, close).join(' ');
      (out[out.length - 1].variations ??= []).push(line(before.fen(), inner));
      i = close;
    } else {
      before = pos.clone();
      const move = legal(pos, token);
      pos.play(move);
      out.push({ move });
    }
  }
  return out;
}

export function game(fen: string, tags: [string, string][], moves: string, result: PgnResult, startComment?: string): PgnGame {
  return { tags, fen: Position.fromFen(fen).fen(), moves: line(fen, moves), result, ...(startComment ? { startComment } : {}) };
}

/** The knight study: a main line with comments, a variation with its own comment, and notes. */
export const KNIGHT = game(KN_K, [['Event', '马擒孤将 红先胜'], ['Author', '佚名'], ['Source', '象棋残局选']],
  'e1f3 {跳马} d9e9 (d9d8 {另一着}) f3e5', '1-0', '马的用法');
export const ROOK = game(KR_K, [['Title', 'Rook alone'], ['Author', 'Anon']], 'a0a7 d9d8', '1-0');
export const PAWN = game(KP_KA, [['Event', '兵对士 黑先和']], 'e8f7 {退士}', '1/2-1/2');

export const pgnFile = (...games: PgnGame[]) => games.map((g) => writePgn(g, 'iccs')).join('\n');
export const dhtmlxqFile = (...games: PgnGame[]) => games.map(writeDhtmlxq).join('\n');
export const xqfFile = (g: PgnGame) => writeXqf(g, encodeGbk);

/** Every row of a folder's studies table, every column, in id order. */
export function dumpStudies(dir: string): unknown[] {
  const db = openSqlite(join(dir, 'catalogue.sqlite'));
  try {
    return db.prepare('SELECT * FROM studies ORDER BY id').all();
  } finally {
    db.close();
  }
}
