/**
 * Proof budgets users control (issue 46, point 6): `--proof-time` / `--proof-depth` of `study check`
 * and `tree`, and the study prover counting them in nodes, so two runs give the same answer and the
 * same nodes however loaded the machine is.
 */
import { describe, expect, it } from 'vitest';
import { BadArgument } from '../../src/main/cli/failure';
import { proofBudgetArg } from '../../src/main/cli/proofBudget';
import { workerProver } from '../../src/main/services/studyProving';
import { Position } from '../../src/shared/rules/position';
import { DEFAULT_PROOF_BUDGET } from '../../src/shared/study/proof';

const args = (options: Record<string, string>) => ({ positionals: [], options: new Map<string, string | true>(Object.entries(options)) });

describe('proof budgets', () => {
  it('--proof-time and --proof-depth set the budget; the default is the old one; bad values are refused', () => {
    expect(proofBudgetArg(args({}))).toEqual(DEFAULT_PROOF_BUDGET);
    expect(proofBudgetArg(args({ 'proof-time': '2.5', 'proof-depth': '30' }))).toEqual({ depth: 30, timeMs: 2500 });
    expect(() => proofBudgetArg(args({ 'proof-depth': '0' }))).toThrow(BadArgument);
    expect(() => proofBudgetArg(args({ 'proof-time': 'soon' }))).toThrow(BadArgument);
  });

  it('the study prover counts its budget in nodes: the same answer and nodes twice', async () => {
    // 《适情雅趣》第001局: a 13-ply mate the deepening prover does not reach within this budget.
    const pos = Position.fromFen('2baka3/3P3N1/bN7/7nc/9/4C1P2/P5n1P/B3R3B/4Apr2/2RAK3c w - - 0 1');
    const prover = workerProver('/nonexistent-tables-folder');
    const budget = { depth: 24, timeMs: 300 };
    const a = await prover(pos, budget), b = await prover(pos, budget);
    expect(a.proven).toBe(false);
    expect(b.proven).toBe(false);
    expect(a.nodes).toBe(b.nodes);
    expect(a.nodes).toBeGreaterThanOrEqual(120_000);
  }, 60_000);
});
