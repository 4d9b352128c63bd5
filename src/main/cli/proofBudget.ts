/**
 * `--proof-time S` and `--proof-depth N` of `study check` and `tree`: the budget of each proof beyond
 * the tables (shared/study/proof.ts's `ProofBudget`, default half a second and 24 plies). The prover
 * counts the time in nodes (studyProving.ts), so the same command gives the same answer on a loaded
 * machine. Named apart from `tree`'s own `--depth`, the tree's.
 */
import { DEFAULT_PROOF_BUDGET, type ProofBudget } from '../../shared/study/proof';
import { type ParsedArgs, numberArg } from './args';

export const PROOF_BUDGET_OPTIONS = ['proof-time', 'proof-depth'] as const;

export function proofBudgetArg(args: ParsedArgs): ProofBudget {
  return {
    depth: numberArg(args, 'proof-depth', DEFAULT_PROOF_BUDGET.depth, 1, 64, true),
    timeMs: numberArg(args, 'proof-time', DEFAULT_PROOF_BUDGET.timeMs / 1000, 0.01, 86_400, false) * 1000,
  };
}
