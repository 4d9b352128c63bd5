/**
 * A main line of 100,000 plies reads and writes in every format and prints (issue 47): readers and
 * writers walk lines with loops, so no length of line can exhaust the call stack. The line shuffles
 * two rooks up and back, with a comment every 10,000 plies and a variation at ply 50,001.
 */
import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../../src/main/export/gbk';
import type { PgnGame, PgnMove } from '../../src/shared/formats/pgn/game';
import { readPgn, writePgn } from '../../src/shared/formats/pgn';
import { readDhtmlxq, writeDhtmlxq } from '../../src/shared/formats/dhtmlxq';
import { printedMoves } from '../../src/shared/formats/text/printed';
import { readXqf, writeXqf } from '../../src/shared/formats/xqf';
import { type Move, moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';

const PLIES = 100_000;
const FEN = 'r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1';

function move(pos: Position, iccs: string): Move {
  const found = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (found === undefined) throw new Error(`${iccs} not legal in ${pos.fen()}`);
  return found;
}

function longGame(): PgnGame {
  const pos = Position.fromFen(FEN);
  const cycle = ['a0a1', 'a9a8', 'a1a0', 'a8a9'].map((iccs) => {
    const m = move(pos, iccs);
    pos.play(m);
    return m;
  });
  const moves: PgnMove[] = [];
  for (let i = 0; i < PLIES; i++) {
    const m = cycle[i % 4];
    moves.push({
      move: m,
      ...(i % 10_000 === 9_999 ? { comment: `第${i + 1}步` } : {}),
      // At ply 50,001 (red's a0a1), red may play a0a2 instead.
      ...(i === 50_000 ? { variations: [[{ move: move(Position.fromFen(FEN), 'a0a2'), nags: [2] }]] } : {}),
    });
  }
  return { tags: [['Title', '长着法']], fen: FEN, moves, result: '1/2-1/2' };
}

/** The game's main line as ICCS, and its comments and variations by ply, built with loops. */
function summary(game: PgnGame): { line: string; notes: string[] } {
  const line: string[] = [], notes: string[] = [];
  game.moves.forEach((m, i) => {
    line.push(moveToIccs(m.move));
    if (m.comment) notes.push(`${i}:${m.comment}`);
    for (const v of m.variations ?? []) notes.push(`${i}:(${v.map((x) => `${moveToIccs(x.move)}${x.nags?.join(',') ?? ''}`).join(' ')})`);
  });
  return { line: line.join(' '), notes };
}

describe('a main line of 100,000 plies', () => {
  const game = longGame();
  const expected = summary(game);

  // In ICCS: the line's length is what is tested, and Chinese names cost far more a move under the test runner's module transform.
  it('is written and read back whole as PGN', () => {
    const back = readPgn(writePgn(game, 'iccs'));
    if (!back.ok) throw new Error(back.error.code);
    expect(back.value.moves).toHaveLength(PLIES);
    expect(summary(back.value)).toEqual(expected);
  });

  it('is written and read back whole as DhtmlXQ', () => {
    const back = readDhtmlxq(writeDhtmlxq(game));
    if (!back.ok) throw new Error(back.error.code);
    expect(summary(back.value[0])).toEqual(expected);
  });

  it('is written and read back whole as XQF', () => {
    const back = readXqf(writeXqf(game, encodeGbk));
    if (!back.ok) throw new Error(back.error.code);
    expect(summary(back.value)).toEqual(expected);
  });

  it('prints, a line per move pair, the variation in brackets where it branches', () => {
    const lines = printedMoves(game, 'iccs');
    expect(lines).toHaveLength(PLIES / 2);
    expect(lines[0]).toBe('1. a0a1 a9a8');
    expect(lines[25_000]).toBe('25001. a0a1 (25001. a0a2?) 25001. … a9a8');
    expect(lines.at(-1)).toBe('50000. a1a0 a8a9 第100000步');
  });
});
