import { describe, expect, it } from 'vitest';
import { generateTable, type GeneratedTable } from '../../src/main/tablebase/generate/generateTable';
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import type { PieceCounts } from '../../src/shared/tablebase/materialIndex';
import { ILLEGAL, isWin, isLoss, DRAW } from '../../src/shared/tablebase/value';

function counts(red: string, black: string): PieceCounts {
  const c = (s: string) => { const a = [0, 0, 0, 0, 0, 0, 0, 0]; for (const ch of s) a[' KABNRCP'.indexOf(ch)]++; return a; };
  return [c(red), c(black)];
}

function stats(t: GeneratedTable, side: 0 | 1) {
  const codec = new PositionCodec(t.index);
  let legal = 0, win = 0, draw = 0, loss = 0;
  const values = t.values[side];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === ILLEGAL) continue;
    codec.load(i);
    const w = codec.redSymmetric[codec.redDigit] ? 1 : 2;
    legal += w;
    if (v === DRAW) draw += w; else if (isWin(v)) win += w; else if (isLoss(v)) loss += w;
  }
  return { legal, win, draw, loss };
}

function chain(m: PieceCounts, tables = new MemoryTables()): GeneratedTable {
  const have = tables.get(m);
  if (have) return have;
  for (const color of [0, 1]) for (let kind = 2; kind <= 7; kind++) {
    if (!m[color][kind]) continue;
    const sub = [m[0].slice(), m[1].slice()] as [number[], number[]];
    sub[color][kind]--;
    if ([4, 5, 6, 7].some((k) => sub[0][k] || sub[1][k])) chain(sub, tables);
  }
  const t = generateTable(m, tables.probeFor(m));
  tables.add(t);
  return t;
}

describe('published figures', () => {
  const cases: [string, string, object, object][] = [
    ['KR', 'K', { legal: 3834, win: 3834, draw: 0, loss: 0 }, { legal: 4914, win: 0, draw: 108, loss: 4806 }],
    ['KN', 'KA', { legal: 21426, win: 21366, draw: 60, loss: 0 }, { legal: 22806, win: 0, draw: 816, loss: 21990 }],
    ['KCA', 'K', { legal: 22710, win: 22710, draw: 0, loss: 0 }, { legal: 22806, win: 0, draw: 532, loss: 22274 }],
    ['KP', 'K', { legal: 2826, win: 2394, draw: 432, loss: 0 }, { legal: 3015, win: 0, draw: 546, loss: 2469 }],
  ];
  for (const [red, black, redStats, blackStats] of cases) {
    it(`${red}-${black}`, () => {
      const t = chain(counts(red, black));
      expect(stats(t, 0)).toEqual(redStats);
      expect(stats(t, 1)).toEqual(blackStats);
    });
  }
});
