/**
 * A probed value's verdict (docs/rules.md 2.3–2.4): values decoded from real 16-bit codes, the
 * natural move limit's edge (60 moves, 120 plies without a capture: a conversion on the 120th ply is
 * in time, one on the 121st is not), and the rule named only where the repetition order says so.
 */
import { describe, expect, it } from 'vitest';
import { DRAW, MAX_DTC, MAX_ORDER, decodeValue, lossValue, winValue } from '../../src/shared/tablebase/value';
import { NATURAL_MOVE_LIMIT_PLIES, verdictOf } from '../../src/shared/tablebase/verdict';

const decoded = (code: number) => verdictOf(decodeValue(code)!);

describe('verdictOf', () => {
  it('gives an ordinary win its DTC and no rule, within the limit', () => {
    expect(decoded(winValue(0, 12))).toEqual({ result: 'win', distance: { metric: 'dtc', plies: 12 }, order: 0, rule: null, beyondMoveLimit: false });
  });

  it('names the rule that decided every order above 0, check or chase, on both sides, and none for order 0', () => {
    for (const order of [1, 2, MAX_ORDER]) {
      expect(decoded(winValue(order, 5))).toMatchObject({ result: 'win', order, rule: 'check' });
      expect(decoded(lossValue(order, 0))).toMatchObject({ result: 'loss', distance: { metric: 'dtc', plies: 0 }, order, rule: 'check' });
      expect(decoded(winValue(order, 5, true))).toMatchObject({ result: 'win', distance: { metric: 'dtc', plies: 5 }, order, rule: 'chase' });
      expect(decoded(lossValue(order, 0, true))).toMatchObject({ result: 'loss', order, rule: 'chase' });
    }
    // A value without its rule (the API's views of tables before format 4) reads as check.
    expect(verdictOf({ wdl: 'win', dtc: 3, order: 2 }).rule).toBe('check');
    expect(decoded(lossValue(0, 0)).rule).toBeNull();
  });

  it('says a win or loss is beyond the natural move limit from DTC 121 on, for the winner and the loser alike', () => {
    expect(NATURAL_MOVE_LIMIT_PLIES).toBe(120);
    for (const make of [winValue, lossValue]) {
      expect(decoded(make(0, 120)).beyondMoveLimit).toBe(false);
      expect(decoded(make(0, 121)).beyondMoveLimit).toBe(true);
      expect(decoded(make(0, MAX_DTC)).beyondMoveLimit).toBe(true);
      // A rule-decided DTC counts to the cycle the rule condemns; the limit applies to it the same way.
      expect(decoded(make(3, 121))).toMatchObject({ rule: 'check', beyondMoveLimit: true });
    }
  });

  it('gives a draw no distance, no rule and no limit', () => {
    expect(decoded(DRAW)).toEqual({ result: 'draw', distance: null, order: 0, rule: null, beyondMoveLimit: false });
  });
});
