/**
 * Formats 1 and 2 coded a win or loss as 1 + ((order << 11 | dtc) << 1 | win), format 3 as
 * 1 + ((order << 10 | dtc) << 1 | win) with no rule bit (docs/table-format.md); the reader recodes every
 * such value to format 4's code as it reads a block, a rule-decided one as decided by perpetual check.
 */
import { describe, expect, it } from 'vitest';
import { recodeOlder } from '../../../src/main/tablebase/files/reader';
import {
  DRAW, ESCAPE, ILLEGAL, MAX_DTC, MAX_ORDER, MAX_RULE_DTC, decodeValue, isChaseDecided, lossValue, winValue,
} from '../../../src/shared/tablebase/value';

/** A value as formats 1 and 2 wrote it, and as format 3 did, from the description. */
const format2 = (order: number, dtc: number, win: boolean) => 1 + ((((order << 11) | dtc) << 1) | (win ? 1 : 0));
const format3 = (order: number, dtc: number, win: boolean) => 1 + ((((order << 10) | dtc) << 1) | (win ? 1 : 0));

const expected = (c: { order: number; dtc: number; win: boolean }) => ({
  wdl: c.win ? 'win' : 'loss', dtc: c.dtc, order: c.order, ...(c.order > 0 ? { rule: 'check' } : {}),
});

describe('reading values of formats 1, 2 and 3', () => {
  for (const [format, code, orders] of [[2, format2, 14], [3, format3, MAX_ORDER]] as const) {
    it(`every win and loss of format ${format} comes out as the same value, the rule as check`, () => {
      const cases: { order: number; dtc: number; win: boolean }[] = [];
      for (let order = 0; order <= orders; order++) {
        for (const dtc of [0, 1, 2, 57, 188, MAX_RULE_DTC, ...(order === 0 ? [1000, MAX_DTC] : [])]) for (const win of [true, false]) cases.push({ order, dtc, win });
      }
      const values = Uint16Array.from([...cases.map((c) => code(c.order, c.dtc, c.win)), DRAW, ILLEGAL, ESCAPE]);
      expect(recodeOlder(values, format)).toBe(true);
      cases.forEach((c, i) => {
        expect(values[i]).toBe(c.win ? winValue(c.order, c.dtc) : lossValue(c.order, c.dtc));
        expect(decodeValue(values[i])).toEqual(expected(c));
      });
      expect([...values.subarray(cases.length)]).toEqual([DRAW, ILLEGAL, ESCAPE]);
    });
  }

  it('refuses a rule-decided DTC format 4 cannot hold', () => {
    expect(recodeOlder(Uint16Array.from([format2(1, MAX_RULE_DTC + 1, true)]), 2)).toBe(false);
    expect(recodeOlder(Uint16Array.from([format3(1, MAX_RULE_DTC + 1, true)]), 3)).toBe(false);
    expect(recodeOlder(Uint16Array.from([format3(0, MAX_DTC, true)]), 3)).toBe(true);
  });
});

describe('format 4 values', () => {
  it('hold orders beyond format 2, DTC to 1023 at order 0 and 511 with the rule beside it above', () => {
    expect(MAX_ORDER).toBeGreaterThan(14);
    expect(decodeValue(winValue(MAX_ORDER, MAX_RULE_DTC, true))).toEqual({ wdl: 'win', dtc: MAX_RULE_DTC, order: MAX_ORDER, rule: 'chase' });
    expect(decodeValue(lossValue(3, 17))).toEqual({ wdl: 'loss', dtc: 17, order: 3, rule: 'check' });
    expect(decodeValue(winValue(0, MAX_DTC))).toEqual({ wdl: 'win', dtc: MAX_DTC, order: 0 });
    expect(winValue(MAX_ORDER, MAX_RULE_DTC, true)).toBeLessThan(ESCAPE);
    expect(isChaseDecided(lossValue(5, 0, true))).toBe(true);
    expect(isChaseDecided(lossValue(5, 0))).toBe(false);
    // Order 0 has no rule: its tenth DTC bit is distance.
    expect(isChaseDecided(winValue(0, 600))).toBe(false);
  });
});
