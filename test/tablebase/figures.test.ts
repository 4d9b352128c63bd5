import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { tableStatistics } from '../../src/main/tablebase/generate/passes/statistics';
import { Position } from '../../src/shared/rules/position';
import { decodeValue } from '../../src/shared/tablebase/value';
import { counts, generateChain } from '../support/tables';

// Published figures (see ../shared/guide/rules.md): all legal placements, identical pieces
// interchangeable, side not to move not in check, no symmetry reduction; wins/losses for red.
const tables = new MemoryTables();

describe('published figures', () => {
  const cases: [string, string, object, object][] = [
    ['KR', 'K', { legal: 3834, win: 3834, draw: 0, loss: 0 }, { legal: 4914, win: 0, draw: 108, loss: 4806 }],
    ['KN', 'KA', { legal: 21426, win: 21366, draw: 60, loss: 0 }, { legal: 22806, win: 0, draw: 816, loss: 21990 }],
    ['KCA', 'K', { legal: 22710, win: 22710, draw: 0, loss: 0 }, { legal: 22806, win: 0, draw: 532, loss: 22274 }],
    ['KP', 'K', { legal: 2826, win: 2394, draw: 432, loss: 0 }, { legal: 3015, win: 0, draw: 546, loss: 2469 }],
  ];
  for (const [red, black, redStats, blackStats] of cases) {
    it(`${red}-${black}`, () => {
      const stats = tableStatistics(generateChain(counts(red, black), tables));
      expect(stats.red).toMatchObject(redStats);
      expect(stats.black).toMatchObject(blackStats);
    });
  }
});

describe('published positions', () => {
  const cases: [string, string, string, object][] = [
    ['KR', 'K', '9/5k3/9/9/4R4/9/9/9/9/3K5 w', { wdl: 'win', dtc: 3, order: 0 }],
    // The horse is pinned by the facing kings.
    ['KN', 'KA', '3k5/3N5/5a3/9/9/9/9/3K5/9/9 w', { wdl: 'draw', dtc: 0, order: 0 }],
    ['KP', 'KA', '7P1/3k5/3a5/9/9/9/9/9/9/3K5 b', { wdl: 'draw', dtc: 0, order: 0 }],
  ];
  for (const [red, black, fen, expected] of cases) {
    it(fen, () => {
      const table = generateChain(counts(red, black), tables);
      const pos = Position.fromFen(fen);
      expect(decodeValue(table.values[pos.turn][table.index.encode(pos.board)])).toEqual(expected);
    });
  }
});
