/**
 * The tables joined to the search: inside a table the search answers the table's value; a capture
 * into a material with a table scores the table's exact result; table wins rank above every heuristic
 * score, a shorter table win above a longer one, and every mate the search proves above them all.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderTableProbe } from '../../src/main/search/tableProbe';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { evaluate } from '../../src/shared/search/evaluate';
import {
  HEURISTIC_LIMIT, MAX_PLY, TABLE_BOUND, describeScore, mateIn, tableLoss, tableWin,
} from '../../src/shared/search/score';
import { search } from '../../src/shared/search/deepening';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';
import { sayScore } from '../../src/shared/words/say';

const dir = generatedFolder(counts('KR', 'K'));

describe('score bands', () => {
  it('a table win lies above every heuristic score and below every mate; shorter wins above longer', () => {
    const longest = tableWin(2047 + MAX_PLY, 14);
    expect(longest).toBeGreaterThanOrEqual(TABLE_BOUND);
    expect(longest).toBeGreaterThan(HEURISTIC_LIMIT);
    expect(tableWin(0, 0)).toBeLessThan(mateIn(MAX_PLY));
    expect(tableWin(10)).toBeGreaterThan(tableWin(11));
    expect(tableWin(2000, 0)).toBeGreaterThan(tableWin(1, 1));
    expect(tableLoss(11)).toBeGreaterThan(tableLoss(10));
    expect(describeScore(tableWin(23))).toMatchObject({ kind: 'table', winner: 'us', plies: 23, moves: 12, order: 0 });
    expect(sayScore(tableWin(23), 'en')).toBe('table win in 12');
    expect(sayScore(tableLoss(22), 'zh')).toBe('库负11步');
  });

  it('the evaluation stays far inside the heuristic band even with every piece of one side on the board', () => {
    const lopsided = Position.fromFen('3k5/9/9/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w - - 0 1');
    expect(Math.abs(evaluate(lopsided))).toBeLessThan(HEURISTIC_LIMIT / 10);
  });
});

describe('search with the tables', () => {
  it('from a position inside a table returns the table value and keeps to its shortest win', () => {
    withTableProbe(dir, (probe, prober) => {
      const fen = '9/9/3k5/9/9/9/9/9/9/R4K3 w - - 0 1';
      const pos = Position.fromFen(fen);
      const value = prober.value(pos);
      expect(value.wdl).toBe('win');
      expect(value.dtc).toBeGreaterThan(1);
      const result = search(pos, { probe, limits: { depth: 3 }, hashMb: 1 });
      expect(describeScore(result.score)).toMatchObject({ kind: 'table', winner: 'us', plies: value.dtc, order: 0 });
      // The move chosen is one of the table's best: its DTC is the root's.
      const best = prober.moves(pos)[0];
      const chosen = prober.moves(pos).find((m) => m.move === result.bestMove)!;
      expect(chosen.dtc, moveToIccs(result.bestMove)).toBe(best.dtc);
      expect(result.iterations[0].tableHits).toBeGreaterThan(0);
      // The principal variation goes on through the table to the mate, as long as the table's DTC.
      expect(result.pv).toHaveLength(value.dtc);
      const end = pos.clone();
      for (const m of result.pv) end.play(m);
      expect(end.hasLegalMove()).toBe(false);
    });
  });

  it('a lost position inside a table scores the table loss', () => {
    withTableProbe(dir, (probe, prober) => {
      const pos = Position.fromFen('9/9/3k5/9/9/9/9/9/9/R4K3 b - - 0 1');
      const value = prober.value(pos);
      expect(value.wdl).toBe('loss');
      const result = search(pos, { probe, limits: { depth: 2 }, hashMb: 1 });
      expect(describeScore(result.score)).toMatchObject({ kind: 'table', winner: 'them', plies: value.dtc });
    });
  });

  it('a capture into a material with a table scores that table exactly', () => {
    withTableProbe(dir, (probe, prober) => {
      // KR-KN has no table here; rook takes horse reaches KR-K.
      const fen = '3k5/9/9/9/9/9/9/9/1n7/1R2K4 w - - 0 1';
      const pos = Position.fromFen(fen);
      const result = search(pos, { probe, limits: { depth: 4 }, hashMb: 1 });
      expect(moveToIccs(result.bestMove)).toBe('b0b1');
      const after = prober.value(pos.after(result.bestMove));
      expect(after.wdl).toBe('loss');
      expect(describeScore(result.score)).toMatchObject({ kind: 'table', winner: 'us', plies: after.dtc + 1 });
      // Without the tables the same search sees no table result (a mate or a heuristic score).
      expect(describeScore(search(pos, { limits: { depth: 4 }, hashMb: 1 }).score).kind).not.toBe('table');
    });
  });

  it('a corrupt table is left out of the search and named', () => {
    const broken = mkdtempSync(join(tmpdir(), 'canju-search-corrupt-'));
    try {
      const bytes = readFileSync(join(dir, 'KR-K.cjtb'));
      for (let i = bytes.length >> 1; i < bytes.length - 64; i += 97) bytes[i] ^= 0xff;
      writeFileSync(join(broken, 'KR-K.cjtb'), bytes);
      const tables = new TableSet(broken, 1 << 20);
      try {
        const probe = new FolderTableProbe(tables);
        const pos = Position.fromFen('9/9/3k5/9/9/9/9/9/9/R4K3 w - - 0 1');
        const result = search(pos, { probe, limits: { depth: 3 }, hashMb: 1 });
        expect([...probe.corrupt]).toEqual(['KR-K']);
        expect(describeScore(result.score).kind).not.toBe('table');
        expect(result.bestMove).not.toBe(0);
      } finally {
        tables.close();
      }
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
