import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { tableStatistics } from '../../src/main/tablebase/generate/statistics';
import { counts, generateChain } from '../support/tables';

// Published figures (see ../shared/guide/rules.md): all legal placements, identical pieces
// interchangeable, side not to move not in check, no symmetry reduction; wins/losses for red.
describe('published figures', () => {
  const tables = new MemoryTables();
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
