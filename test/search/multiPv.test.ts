/**
 * MultiPV: the search reports the best N root moves, each with its own score and line. The lines are
 * distinct root moves, best first; the first is the single-PV answer where one move is clearly best;
 * inside a table every line's score is the table's value of its move (the prober, which reads the
 * tables independently of the search, ranks the moves).
 */
import { describe, expect, it } from 'vitest';
import { FolderTableProbe } from '../../src/main/search/tableProbe';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { DRAW_SCORE, mateIn, tableLoss, tableWin } from '../../src/shared/search/score';
import { type Iteration, search } from '../../src/shared/search/deepening';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const tableDir = generatedFolder(counts('KR', 'K'));

/** Every line is a legal line from `fen`, the lines start with distinct moves and go best first. */
function expectWellFormed(fen: string, it: Iteration, n: number): void {
  expect(it.lines).toHaveLength(n);
  expect(it.score).toBe(it.lines[0].score);
  expect(it.pv).toEqual(it.lines[0].pv);
  expect(new Set(it.lines.map((l) => l.pv[0])).size).toBe(n);
  for (let i = 1; i < n; i++) expect(it.lines[i].score).toBeLessThanOrEqual(it.lines[i - 1].score);
  for (const line of it.lines) {
    const pos = Position.fromFen(fen);
    for (const m of line.pv) {
      expect(pos.isLegal(m), moveToIccs(m)).toBe(true);
      pos.play(m);
    }
  }
}

describe('multi-PV search', () => {
  it('gives N distinct root moves best first, the first being the single-PV answer (马后炮, mate in 1)', () => {
    const fen = '4k4/9/4N4/9/C8/9/9/9/9/3K5 w - - 0 1';
    const single = search(Position.fromFen(fen), { limits: { depth: 4 }, hashMb: 1 });
    const multi = search(Position.fromFen(fen), { limits: { depth: 4 }, hashMb: 1, multiPV: 4 });
    for (const it of multi.iterations) expectWellFormed(fen, it, 4);
    expect(multi.score).toBe(mateIn(1));
    expect(multi.bestMove).toBe(single.bestMove);
    expect(multi.score).toBe(single.score);
    // Only one move mates: the others score below it.
    expect(multi.iterations.at(-1)!.lines[1].score).toBeLessThan(mateIn(1));
  });

  it('in a full middle game, over every iteration', () => {
    const fen = 'r1bakabr1/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1';
    const result = search(Position.fromFen(fen), { limits: { depth: 4 }, hashMb: 4, multiPV: 5 });
    expect(result.iterations).toHaveLength(4);
    for (const it of result.iterations) expectWellFormed(fen, it, 5);
  });

  it('asks for no more lines than there are legal moves; one line by default', () => {
    const fen = '4k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 0 1';
    const legal = Position.fromFen(fen).legalMoves().length;
    const result = search(Position.fromFen(fen), { limits: { depth: 2 }, hashMb: 1, multiPV: 50 });
    expect(result.iterations.at(-1)!.lines).toHaveLength(legal);
    expect(search(Position.fromFen(fen), { limits: { depth: 2 }, hashMb: 1 }).iterations.at(-1)!.lines).toHaveLength(1);
  });

  it("inside a table, every line's score is the table's value of its move", () => {
    const tables = new TableSet(tableDir, 16 << 20);
    try {
      const probe = new FolderTableProbe(tables), prober = new Prober(tables);
      for (const fen of ['9/9/3k5/9/9/9/9/9/9/R4K3 w - - 0 1', '3k5/9/9/9/9/9/9/9/9/R4K3 b - - 0 1']) {
        const pos = Position.fromFen(fen);
        const n = Math.min(6, pos.legalMoves().length);
        const result = search(pos, { probe, limits: { depth: 3 }, hashMb: 1, multiPV: n });
        const it = result.iterations.at(-1)!;
        expectWellFormed(fen, it, n);
        // The table's score of each root move, from the side to move's view at the root.
        const byTable = new Map(prober.moves(pos).map((m) => [m.move, m.mate ? mateIn(1)
          : m.wdl === 'draw' ? DRAW_SCORE : m.wdl === 'win' ? tableWin(m.dtc, m.order) : tableLoss(m.dtc, m.order)]));
        for (const line of it.lines) expect(line.score, moveToIccs(line.pv[0])).toBe(byTable.get(line.pv[0]));
        // And they are the table's N best.
        const best = [...byTable.values()].sort((a, b) => b - a).slice(0, n);
        expect(it.lines.map((l) => l.score)).toEqual(best);
      }
    } finally {
      tables.close();
    }
  });
});
