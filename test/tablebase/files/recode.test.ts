/**
 * Formats 1 and 2 coded a win or loss as 1 + ((order << 11 | dtc) << 1 | win) (docs/table-format.md);
 * the reader recodes every such value to format 3's code as it reads a block.
 */
import { describe, expect, it } from 'vitest';
import { recodeFormat2 } from '../../../src/main/tablebase/files/reader';
import { DRAW, ESCAPE, ILLEGAL, MAX_DTC, MAX_ORDER, decodeValue, lossValue, winValue } from '../../../src/shared/tablebase/value';

/** A value as formats 1 and 2 wrote it, from the description. */
const old = (order: number, dtc: number, win: boolean) => 1 + ((((order << 11) | dtc) << 1) | (win ? 1 : 0));

describe('reading values of formats 1 and 2', () => {
  it('every win and loss of the orders and DTCs format 2 held comes out as the same value in format 3', () => {
    const cases: { order: number; dtc: number; win: boolean }[] = [];
    for (let order = 0; order <= 14; order++) for (const dtc of [0, 1, 2, 57, 188, 1000, MAX_DTC]) for (const win of [true, false]) cases.push({ order, dtc, win });
    const values = Uint16Array.from([...cases.map((c) => old(c.order, c.dtc, c.win)), DRAW, ILLEGAL, ESCAPE]);
    expect(recodeFormat2(values)).toBe(true);
    cases.forEach((c, i) => {
      expect(values[i]).toBe(c.win ? winValue(c.order, c.dtc) : lossValue(c.order, c.dtc));
      expect(decodeValue(values[i])).toEqual({ wdl: c.win ? 'win' : 'loss', dtc: c.dtc, order: c.order });
    });
    expect([...values.subarray(cases.length)]).toEqual([DRAW, ILLEGAL, ESCAPE]);
  });

  it('refuses a DTC format 3 cannot hold, and format 3 holds orders beyond format 2', () => {
    expect(recodeFormat2(Uint16Array.from([old(1, MAX_DTC + 1, true)]))).toBe(false);
    expect(MAX_ORDER).toBeGreaterThan(14);
    expect(decodeValue(winValue(MAX_ORDER, MAX_DTC))).toEqual({ wdl: 'win', dtc: MAX_DTC, order: MAX_ORDER });
    expect(winValue(MAX_ORDER, MAX_DTC)).toBeLessThan(ESCAPE);
  });
});
