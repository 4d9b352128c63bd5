/**
 * `probe` says what decided a value and where the natural move limit would stop it (issue 20
 * point 6): the heading names the rule set, a rule-decided value names the repetition rule, in
 * Chinese and English, and `--json` carries `beyondMoveLimit` for the position and every move.
 *
 * The real table is KR-KN (about 4 s with its sub-tables): its black-to-move position
 * `9/9/4k4/9/9/9/9/3n5/9/R2K5 b` is lost by the perpetual-check rule (xiangqitb rules it too,
 * docs/rules-anchor.md). No table this cheap has a DTC over 120 plies (KR-KN's longest is 24, the
 * KCP-KAB chain's 70), so the limit's mark is shown on values made of real codes near the edge.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeLines } from '../../src/main/cli/commands/probe';
import { DRAW, decodeValue, lossValue, winValue } from '../../src/shared/tablebase/value';
import { cli } from '../support/cli';

const dir = mkdtempSync(join(tmpdir(), 'canju-probe-verdict-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  const gen = await cli('gen', 'KR-KN', '--dir', dir, '--threads', '2');
  expect(gen.code, gen.err.join('\n')).toBe(0);
});

const TRAPPED = '9/9/4k4/9/9/9/9/3n5/9/R2K5 b';
/** KR-KN's longest win, red to move (its header's maxDtcFen): an ordinary value. */
const LONGEST = '5k3/9/9/9/9/R8/9/4n4/9/3K5 w';

interface JsonMove { iccs: string; wdl: string; dtc: number; order: number; beyondMoveLimit: boolean }

describe('probe on a real table', () => {
  it('names the rule set in its heading and the repetition rule where it decided, in English', async () => {
    const result = await cli('probe', TRAPPED, '--dir', dir, '--lang', 'en');
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('Asian rules: loss DTC 0 order 1 (perpetual check loses)');
    // The loser's longest resistance keeps the cycle the rule condemns; every other move loses by order 0.
    expect(result.out[1]).toBe('d2b1 loss 2 order 1 (perpetual check loses)');
    expect(result.out.slice(2).every((l) => /^[a-i]\d[a-i]\d loss \d+( capture)?$/.test(l))).toBe(true);
    const ordinary = await cli('probe', LONGEST, '--dir', dir, '--lang', 'en');
    expect(ordinary.out[0]).toBe('Asian rules: win DTC 23');
  });

  it('says the same in Chinese', async () => {
    const result = await cli('probe', TRAPPED, '--dir', dir, '--lang', 'zh');
    expect(result.out[0]).toBe('亚洲规则：负 DTC 0 第 1 层（长将判负）');
    expect(result.out[1]).toBe('d2b1 负 2 第 1 层（长将判负）');
    expect(result.out).toContain('d2b3 负 12');
  });

  it('--json carries beyondMoveLimit for the position and every move, false where no DTC exceeds 120', async () => {
    for (const fen of [TRAPPED, LONGEST]) {
      const answer = JSON.parse((await cli('probe', fen, '--dir', dir, '--json')).out[0]) as JsonMove & { moves: JsonMove[] };
      expect(answer.beyondMoveLimit).toBe(false);
      expect(answer.moves.length).toBeGreaterThan(0);
      for (const m of answer.moves) expect(m).toMatchObject({ beyondMoveLimit: false, dtc: expect.any(Number) });
      expect(Math.max(answer.dtc, ...answer.moves.map((m) => m.dtc))).toBeLessThanOrEqual(120);
    }
  });
});

describe('probe text with DTM', () => {
  it('puts the distance to mate beside DTC where the DTM tables give one, not on draws', () => {
    const moves = [
      { iccs: 'e1e2', ...decodeValue(winValue(0, 7))!, dtm: 15, capture: false, mate: false },
      { iccs: 'e1e3', ...decodeValue(DRAW)!, dtm: 0, capture: false, mate: false },
    ];
    expect(probeLines({ ...decodeValue(winValue(0, 7))!, dtm: 15 }, moves, 'en')).toEqual(['Asian rules: win DTC 7 DTM 15', 'e1e2 win 7 DTM 15', 'e1e3 draw']);
    expect(probeLines({ ...decodeValue(winValue(0, 7))!, dtm: 15 }, moves, 'zh')[0]).toBe('亚洲规则：胜 DTC 7 DTM 15');
  });
});

describe('probe text beyond the natural move limit', () => {
  const position = decodeValue(winValue(0, 121))!;
  const moves = [
    { iccs: 'e1e2', ...decodeValue(winValue(0, 121))!, dtm: null, capture: false, mate: false },
    { iccs: 'e1e3', ...decodeValue(winValue(0, 120))!, dtm: null, capture: false, mate: false },
    { iccs: 'e1e9', ...decodeValue(lossValue(0, 1))!, dtm: null, capture: true, mate: false },
  ];

  it('marks the heading with the reason, and each move beyond the limit, in English', () => {
    expect(probeLines({ ...position, dtm: null }, moves, 'en')).toEqual([
      'Asian rules: win DTC 121 (beyond the natural move limit: 60 moves without a capture draw over the board; the table assumes no limit)',
      'e1e2 win 121 (beyond the natural move limit)',
      'e1e3 win 120',
      'e1e9 loss 1 capture',
    ]);
  });

  it('and in Chinese', () => {
    expect(probeLines({ ...position, dtm: null }, moves, 'zh')).toEqual([
      '亚洲规则：胜 DTC 121（超出自然限着：实战中 60 回合不吃子判和；残局库的值不考虑这个限制）',
      'e1e2 胜 121（超出自然限着）',
      'e1e3 胜 120',
      'e1e9 负 1 吃子',
    ]);
  });
});
