/**
 * Verify in the cases verify.test.ts does not reach: the position named for each side, entries checked
 * one at a time in any order, a value generation left unknown, and the trap condition's captures,
 * stored values no trap seed may have, and the answers that count, on KR-KN tables whose values are
 * changed around one position (a custom capture probe where captures must lead to chosen values).
 */
import { describe, expect, it } from 'vitest';
import type { CaptureProbe } from '../../src/main/tablebase/generate/captureProbe';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { type Inconsistency, Verifier } from '../../src/main/tablebase/generate/passes/verify';
import { boardFen } from '../../src/shared/rules/fen';
import { Position } from '../../src/shared/rules/position';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { DRAW, ILLEGAL, UNKNOWN, lossValue, winValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

const tables = new MemoryTables();
const krk = generateChain(counts('KR', 'K'), tables);
const krkn = generateChain(counts('KR', 'KN'), tables);

type Values = readonly [Uint16Array, Uint16Array];
const copy = (t: { values: Values }): [Uint16Array, Uint16Array] => [t.values[0].slice(), t.values[1].slice()];

/** What verify reports for entry `index` of `side` of K+R vs K+N holding `values`. */
function reported(values: Values, side: 0 | 1, index: number, probe: CaptureProbe = tables.probeFor(krkn.index.counts)): Inconsistency[] {
  const found: Inconsistency[] = [];
  new Verifier(krkn.index, values, probe).verifyRange(side, index, index + 1, (i) => found.push(i));
  return found;
}

interface Move {
  readonly move: number;
  readonly capture: boolean;
  readonly check: boolean;
  /** The entry (of the other side to move) the move leads to, as the verifier computes it for a quiet move. */
  readonly index: number;
}

/** The legal moves of `side` from entry `index` of K+R vs K+N. */
function movesFrom(side: 0 | 1, index: number): Move[] {
  const codec = new PositionCodec(krkn.index);
  codec.load(index);
  const pos = Position.unchecked(codec.board, side);
  return pos.legalMoves().map((move) => ({
    move, capture: codec.board[move >> 7] !== 0, check: pos.givesCheck(move), index: codec.indexAfter(codec.at[move & 127], move >> 7),
  }));
}

describe('verify reports', () => {
  it('each inconsistency with the position’s board and side to move', () => {
    for (const side of [0, 1] as const) {
      const values = copy(krk);
      const index = values[side].findIndex((v) => v !== ILLEGAL && v !== DRAW && v !== lossValue(0, 0));
      values[side][index] = DRAW;
      const found: Inconsistency[] = [];
      new Verifier(krk.index, values, tables.probeFor(krk.index.counts)).verifyRange(side, index, index + 1, (i) => found.push(i));
      const codec = new PositionCodec(krk.index);
      codec.load(index);
      expect(found).toEqual([{ side, index, fen: `${boardFen(codec.board)} ${side === 0 ? 'w' : 'b'}`, stored: 'draw', expected: expect.any(String) }]);
    }
  });

  it('the same whatever order single entries are checked in', () => {
    const values = copy(krk);
    const changed = values[0].findIndex((v) => v !== ILLEGAL && v !== DRAW);
    values[0][changed] = DRAW;
    const verifier = new Verifier(krk.index, values, tables.probeFor(krk.index.counts));
    const inOrder: Inconsistency[] = [], oneByOne: Inconsistency[] = [];
    for (const side of [0, 1] as const) verifier.verifyRange(side, 0, krk.index.size, (i) => inOrder.push(i));
    for (const side of [1, 0] as const) for (let index = krk.index.size - 1; index >= 0; index--) verifier.verifyRange(side, index, index + 1, (i) => oneByOne.push(i));
    expect(inOrder.length).toBeGreaterThan(1);
    expect(inOrder[0]).toMatchObject({ side: 0, index: changed, stored: 'draw' });
    expect(oneByOne.sort((a, b) => a.side - b.side || a.index - b.index)).toEqual(inOrder);
  });

  it('a successor left unknown counts as a draw, as generation finishes unknown positions', () => {
    // Red to move has one legal move (a quiet check), into an entry left unknown.
    const index = krkn.index.encode(Position.fromFen('4k4/9/9/9/9/9/9/3K5/3R5/4n4 w').board);
    const [only, ...more] = movesFrom(0, index);
    expect(more).toEqual([]);
    const values = copy(krkn);
    values[0][index] = lossValue(0, 5);
    values[1][only.index] = UNKNOWN;
    expect(reported(values, 0, index)).toMatchObject([{ index, stored: 'loss dtc 5', expected: 'draw' }]);
  });
});

describe('the trap condition', () => {
  it('a capture keeps the trap only when it leads to a win of lower order for the other side', () => {
    // Black to move, with a capture and quiet moves: every quiet move made a lower-order win for red.
    const index = krkn.values[1].findIndex((v, i) => v !== ILLEGAL && movesFrom(1, i).some((m) => m.capture) && movesFrom(1, i).some((m) => !m.capture));
    expect(index).toBeGreaterThanOrEqual(0);
    const values = copy(krkn);
    for (const m of movesFrom(1, index)) if (!m.capture) values[0][m.index] = winValue(0, 5);
    values[1][index] = lossValue(2, 0);
    const probe = (value: number): CaptureProbe => ({ valueAfterCapture: () => value });
    const expected = (value: number) => reported(values, 1, index, probe(value)).map((i) => i.expected);
    // A lower-order win after the capture too: a trap of order 1, found before order 2.
    expect(expected(winValue(0, 1))).toEqual(['loss dtc 0 order 1 check']);
    // A draw, or a win of the same order: no trap; the capture is the best move.
    expect(expected(DRAW)).toEqual(['draw']);
    expect(expected(winValue(1, 1))).toEqual(['loss dtc 1 order 1 check']);
    // Checked in one range, the entries after it come out as when each is checked alone: the capture
    // tried in the trap condition was taken back.
    const range: Inconsistency[] = [], alone: Inconsistency[] = [];
    new Verifier(krkn.index, values, probe(winValue(0, 1))).verifyRange(1, index, index + 40, (i) => range.push(i));
    for (let i = index; i < index + 40; i++) alone.push(...reported(values, 1, i, probe(winValue(0, 1))));
    expect(range.length).toBeGreaterThan(1);
    expect(range).toEqual(alone);
  });

  it('a win stored at distance 0 is no trap seed', () => {
    let seeds = 0;
    for (const side of [0, 1] as const) {
      for (let index = 0; index < krkn.index.size && seeds < 20 * (side + 1); index++) {
        if (krkn.values[side][index] !== lossValue(1, 0)) continue;
        seeds++;
        const values = copy(krkn);
        values[side][index] = winValue(1, 0);
        expect(reported(values, side, index)).toMatchObject([{ index, stored: 'win dtc 0 order 1 check' }]);
      }
    }
    expect(seeds).toBe(40);
  });

  it('a loss at distance 0 with moves left is no mate, even when every move is a check the opponent answers by stalemate', () => {
    // Red to move has one legal move, a quiet check; made a win in 1 for black, whose quiet non-checks all
    // lead to red losing at distance 0.
    const pos = Position.fromFen('4k4/9/9/9/9/9/9/3K5/3R5/4n4 w');
    const index = krkn.index.encode(pos.board);
    const moves = movesFrom(0, index);
    expect(moves).toMatchObject([{ capture: false, check: true }]);
    const values = copy(krkn);
    values[1][moves[0].index] = winValue(0, 1);
    const answers = movesFrom(1, moves[0].index).filter((m) => !m.capture && !m.check);
    expect(answers.length).toBeGreaterThan(0);
    for (const m of answers) values[0][m.index] = lossValue(0, 0);
    values[0][index] = lossValue(0, 0);
    expect(reported(values, 0, index)).toMatchObject([{ index, stored: 'loss dtc 0', expected: 'loss dtc 2' }]);
  });

  it('only quiet answers that give no check lead back into a trap seed', () => {
    // Red to move with a quiet check after which black can answer `kind` (a capture that gives no check,
    // or a quiet check): every other move of red made a lower-order win for black, the check a win of
    // order 1, black's quiet non-checks lead to no trap seed, and the answers of that kind to seeds.
    const capturesWin: CaptureProbe = { valueAfterCapture: () => winValue(0, 1) };
    for (const kind of ['capture', 'check'] as const) {
      const fits = (m: Move) => (kind === 'capture' ? m.capture && !m.check : !m.capture && m.check) && m.index >= 0 && m.index < krkn.index.size;
      // Red has a quiet check after which black can take the rook with its king (no check), or answer with a knight check.
      const index = krkn.index.encode(Position.fromFen(kind === 'capture' ? '3k5/R8/3n5/9/9/9/9/3K5/9/9 w' : '4k4/9/9/3n5/9/9/9/3K1R3/9/9 w').board);
      const check = movesFrom(0, index).find((m) => !m.capture && m.check && movesFrom(1, m.index).some(fits))!;
      expect(check).toBeDefined();
      const values = copy(krkn);
      for (const m of movesFrom(0, index)) if (!m.capture) values[1][m.index] = winValue(0, 5);
      values[1][check.index] = winValue(1, 1);
      const answers = movesFrom(1, check.index);
      for (const m of answers) if (!m.capture && !m.check) values[0][m.index] = lossValue(1, 2);
      for (const m of answers.filter(fits)) values[0][m.index] = lossValue(1, 0);
      values[0][index] = lossValue(1, 0);
      expect(reported(values, 0, index, capturesWin), kind).toMatchObject([{ index, stored: 'loss dtc 0 order 1 check', expected: 'loss dtc 2 order 1 check' }]);
      // Given a quiet non-check answer into a seed, the same position is one.
      const quiet = answers.find((m) => !m.capture && !m.check)!;
      values[0][quiet.index] = lossValue(1, 0);
      expect(reported(values, 0, index, capturesWin), kind).toEqual([]);
    }
  });
});
