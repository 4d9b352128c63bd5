import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { MissingTablesError, TableSet } from '../../src/main/tablebase/probe/tableSet';
import { dependencyOrder } from '../../src/shared/material/dependencies';
import { materialOfBoard } from '../../src/shared/material/material';
import { Position } from '../../src/shared/rules/position';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { ILLEGAL, decodeValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

const dir = mkdtempSync(join(tmpdir(), 'canju-probe-'));
let tables: TableSet;
let prober: Prober;

beforeAll(async () => {
  await generateWithSubTables(counts('KCP', 'KA'), { dir, threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker });
  tables = new TableSet(dir, 32 << 20);
  prober = new Prober(tables);
}, 120_000);
afterAll(() => {
  tables.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('probing table files', () => {
  it('every position of every table of the KCP-KA chain reads back the generator’s value', () => {
    const memory = new MemoryTables();
    let compared = 0;
    const mismatches: string[] = [];
    for (const m of dependencyOrder(counts('KCP', 'KA'))) {
      const table = generateChain(m, memory);
      const codec = new PositionCodec(table.index);
      for (const side of [0, 1] as const) {
        for (let i = 0; i < table.index.size; i++) {
          if (table.values[side][i] === ILLEGAL) continue;
          codec.load(i);
          const got = tables.value(m, side, codec.board);
          if (got !== table.values[side][i] && mismatches.length < 5) mismatches.push(`${i}/${side}: ${got} vs ${table.values[side][i]}`);
          compared++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(1_500_000);
  });

  it('lists every move with its value from the mover’s point of view, best first', () => {
    const pos = Position.fromFen('3k1a3/3C5/9/9/9/9/P8/3K5/9/9 w');
    const value = prober.value(pos);
    const moves = prober.moves(pos);
    expect(moves.length).toBe(pos.legalMoves().length);
    expect(moves[0].wdl).toBe(value.wdl);
    expect(moves[0].dtc).toBe(value.dtc);
    const order = { win: 2, draw: 1, loss: 0 } as const;
    for (let i = 1; i < moves.length; i++) {
      const [a, b] = [moves[i - 1], moves[i]];
      expect(order[a.wdl]).toBeGreaterThanOrEqual(order[b.wdl]);
      if (a.wdl === b.wdl && a.wdl === 'win') expect(a.dtc).toBeLessThanOrEqual(b.dtc);
      if (a.wdl === b.wdl && a.wdl === 'loss') expect(a.dtc).toBeGreaterThanOrEqual(b.dtc);
    }
  });

  it('the best line of a won position ends in mate, and its length is the sum of each phase’s DTC', () => {
    const pos = Position.fromFen('3k1a3/3C5/9/9/9/9/P8/3K5/9/9 w');
    const line = prober.bestLine(pos);
    // The game ends with the loser to move and no legal move: checkmate, or 困毙 (also a loss).
    expect(['checkmate', 'stalemate']).toContain(line.end);
    const last = Position.fromFen(line.moves.at(-1)!.fen).after(line.moves.at(-1)!.move);
    expect(last.outcome()?.loser).toBe(last.turn);
    let phases = line.moves[0].value.dtc;
    for (let i = 1; i < line.moves.length; i++) {
      const before = Position.fromFen(line.moves[i - 1].fen);
      if (before.pieceAt(line.moves[i - 1].move >> 7) !== 0) phases += line.moves[i].value.dtc;
    }
    expect(line.plies).toBe(phases);
    expect(line.plies).toBeGreaterThan(value(pos).dtc);
    // Each move of the winner keeps the win and counts down; captures start a new phase.
    for (const step of line.moves) expect(step.value.wdl).not.toBe('draw');
  });

  it('names the missing tables', () => {
    const pos = Position.fromFen('3k5/9/9/9/9/9/9/9/9/R3CK3 w');
    expect(() => prober.value(pos)).toThrow(MissingTablesError);
    expect(() => prober.moves(pos)).toThrow('missing tables: KR-K, KRC-K');
  });
});

function value(pos: Position) {
  return decodeValue(tables.value(materialOfBoard(pos.board), pos.turn, pos.board))!;
}
