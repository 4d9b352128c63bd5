/** Probing answers for the API: a position's value, its ranked moves, and the best line, by DTC or DTM. */
import type { LineResult, ProbeResult, Problem, ValueView } from '../../shared/api/contract';
import { type Notation, writeMove } from '../../shared/notation';
import { moveTo } from '../../shared/rules/move';
import { Position } from '../../shared/rules/position';
import type { Metric, Value } from '../../shared/tablebase/value';
import type { Prober } from '../tablebase/probe/prober';
import { CorruptTableError, MissingTablesError, TooLargeError } from '../tablebase/probe/tableSet';
import { failure, problem } from './messages';
import { validatePosition } from './positionService';
import type { Lang } from '../../shared/lang';

const view = (v: Value, dtm: number | null): ValueView => ({ wdl: v.wdl, dtc: v.dtc, order: v.order, dtm, ...(v.rule ? { rule: v.rule } : {}) });

type ProbeFailure = ReturnType<typeof failure> & { missing?: string[] };

/** The answer a probing error deserves: missing tables are named (and listed for the UI), corrupt ones reported; undefined for any other error. */
export function probeFailure(error: unknown, lang: Lang): ProbeFailure | undefined {
  if (error instanceof MissingTablesError) return { ...failure('missing-tables', lang, error.materials.join(', ')), missing: error.materials };
  if (error instanceof CorruptTableError) return failure('corrupt-table', lang, error.message);
  if (error instanceof TooLargeError) return failure('too-large', lang, error.material);
  return undefined;
}

/** Runs `fn`, turning probing errors into answers (probeFailure). */
export function probing<T>(lang: Lang, fn: () => T): T | ProbeFailure {
  try {
    return fn();
  } catch (error) {
    const answer = probeFailure(error, lang);
    if (answer) return answer;
    throw error;
  }
}

/** The DTM tables found unreadable so far, as one problem for the answer (absent when there are none). */
function dtmProblem(prober: Prober, lang: Lang): { dtmProblem?: Problem } {
  const corrupt = prober.tables.dtmProblems();
  return corrupt.length ? { dtmProblem: problem('corrupt-dtm-table', lang, corrupt.map((e) => e.message).join('; ')) } : {};
}

export function probe(prober: Prober, fen: string, notation: Notation, metric: Metric, lang: Lang): ProbeResult {
  const checked = validatePosition(fen, lang);
  if (!checked.ok) return checked;
  const pos = Position.fromFen(checked.fen);
  return probing(lang, () => {
    const value = view(prober.value(pos), prober.dtm(pos));
    const moves = prober.moves(pos, metric).map((m) => ({ ...view(m, m.dtm), iccs: m.iccs, text: writeMove(pos, m.move, notation), capture: m.capture, mate: m.mate }));
    return { ok: true as const, value, moves, ...dtmProblem(prober, lang) };
  });
}

export function bestLine(prober: Prober, fen: string, notation: Notation, metric: Metric, lang: Lang): LineResult {
  const checked = validatePosition(fen, lang);
  if (!checked.ok) return checked;
  const start = Position.fromFen(checked.fen);
  return probing(lang, () => {
    const line = prober.bestLine(start, undefined, metric);
    const pos = start.clone();
    const steps = line.moves.map((m) => {
      const step = { ...view(m.value, m.dtm), iccs: m.iccs, fen: m.fen, text: writeMove(pos, m.move, notation), capture: pos.pieceAt(moveTo(m.move)) !== 0 };
      pos.play(m.move);
      return step;
    });
    // Said only where the line had to follow DTC instead of the DTM asked for.
    return { ok: true as const, steps, end: line.end, finalFen: pos.fen(), ...(line.metric === metric ? {} : dtmProblem(prober, lang)) };
  });
}
