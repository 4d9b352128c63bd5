/** Probing answers for the API: a position's value, its ranked moves, and the best line, by DTC or DTM. */
import type { LineResult, ProbeResult, ValueView } from '../../shared/api/contract';
import { type Failure, type Problem, problem } from '../../shared/api/problem';
import { type Notation, writeMove } from '../../shared/notation';
import { Position } from '../../shared/rules/position';
import type { Metric, Value } from '../../shared/tablebase/value';
import type { Prober } from '../tablebase/probe/prober';
import { MissingTablesError } from '../tablebase/probe/tableSet';
import { corruptTable, knownProblem } from './knownErrors';
import { validatePosition } from './positionService';

const view = (v: Value, dtm: number | null): ValueView => ({ wdl: v.wdl, dtc: v.dtc, order: v.order, dtm, ...(v.rule ? { rule: v.rule } : {}) });

type ProbeFailure = Failure & { missing?: string[] };

/**
 * The answer a known error deserves (knownErrors.ts): missing tables are named and listed for the UI,
 * corrupt or too large ones reported; undefined for any other error.
 */
export function probeFailure(error: unknown): ProbeFailure | undefined {
  const known = knownProblem(error);
  if (!known) return undefined;
  return { ok: false, errors: [known], ...(error instanceof MissingTablesError ? { missing: error.materials } : {}) };
}

/** Runs `fn`, turning known errors into answers (probeFailure). */
export function probing<T>(fn: () => T): T | ProbeFailure {
  try {
    return fn();
  } catch (error) {
    const answer = probeFailure(error);
    if (answer) return answer;
    throw error;
  }
}

/** The DTM tables found unreadable so far, as one problem for the answer (absent when there are none). */
function dtmProblem(prober: Prober): { dtmProblem?: Problem } {
  const corrupt = prober.tables.dtmProblems();
  return corrupt.length ? { dtmProblem: problem('corrupt-dtm-table', { tables: corrupt.map(corruptTable) }) } : {};
}

export function probe(prober: Prober, fen: string, notation: Notation, metric: Metric): ProbeResult {
  const checked = validatePosition(fen);
  if (!checked.ok) return checked;
  const pos = Position.fromFen(checked.fen);
  return probing(() => {
    const value = view(prober.value(pos), prober.dtm(pos));
    const moves = prober.moves(pos, metric).map((m) => ({ ...view(m, m.dtm), iccs: m.iccs, text: writeMove(pos, m.move, notation), capture: m.capture, mate: m.mate }));
    const found = dtmProblem(prober);
    // Ranked by DTM, the moves whose blocks still read would pass for the whole answer: refused instead.
    if (metric === 'dtm' && found.dtmProblem) return { ok: false as const, errors: [found.dtmProblem] };
    return { ok: true as const, value, moves, ...found };
  });
}

export function bestLine(prober: Prober, fen: string, notation: Notation, metric: Metric): LineResult {
  const checked = validatePosition(fen);
  if (!checked.ok) return checked;
  const start = Position.fromFen(checked.fen);
  return probing(() => {
    const line = prober.bestLine(start, undefined, metric);
    const pos = start.clone();
    const steps = line.moves.map((m) => {
      const step = { ...view(m.value, m.value.dtm), before: view(m.before, m.before.dtm), iccs: m.iccs, fen: m.fen, text: writeMove(pos, m.move, notation), capture: m.value.capture };
      pos.play(m.move);
      return step;
    });
    // Said only where the line had to follow DTC instead of the DTM asked for.
    return { ok: true as const, steps, end: line.end, finalFen: pos.fen(), metric: line.metric, ...(line.metric === metric ? {} : dtmProblem(prober)) };
  });
}
