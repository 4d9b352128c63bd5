import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { Position } from '../../src/shared/rules/position';
import { decodeValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';
import { solveMaterial } from './forwardSolver';

const tables = new MemoryTables();

function compare(material: string): { positions: number; mismatches: string[] } {
  const [red, black] = material.split('-');
  const table = generateChain(counts(red, black), tables);
  const oracle = solveMaterial(material);
  const mismatches: string[] = [];
  for (const [fen, expected] of oracle) {
    const pos = Position.fromFen(fen);
    const index = table.index.encode(pos.board);
    const got = decodeValue(table.values[pos.turn][index]);
    if (!got || got.wdl !== expected.wdl || got.dtc !== expected.dtc || got.order !== expected.order) {
      if (mismatches.length < 5) mismatches.push(`${fen}: generator ${JSON.stringify(got)}, oracle ${JSON.stringify(expected)}`);
    }
  }
  return { positions: oracle.size, mismatches };
}

describe('the generator agrees with an independent forward solver on every position', () => {
  for (const material of ['KR-K', 'KP-K', 'KN-KA', 'KC-KA', 'KP-KA', 'KCA-K', 'KR-KAA']) {
    it(material, () => {
      const { positions, mismatches } = compare(material);
      expect(mismatches).toEqual([]);
      expect(positions).toBeGreaterThan(5000);
    });
  }
});
