/**
 * A job's overall progress: each table weighs its estimated seconds (the services' cost model), so a
 * chain's main table, most of the work, weighs most, and each table's fraction never goes back (the
 * services keep it per table), so the whole never does. The counter "(k/n)" counts the table being
 * made among all the job's: n is fixed at the start, k grows as tables are made, whatever order the
 * side-by-side tables report in.
 */
import type { JobInfo } from '../../../shared/api/contract';

/**
 * The ETA's pace starts at the plan's and moves to the pace measured as work gets done: this much of
 * the job's planned work counts as done at the planned pace, so the first seconds of a table that is
 * quicker or slower than planned do not swing the ETA from minutes to hours.
 */
const PLANNED_PACE_WEIGHT = 0.1;

export interface Overall {
  /** Share of the job's work done, 0 to 1. */
  readonly fraction: number;
  /** Seconds left, while running. */
  readonly etaSeconds: number | null;
  /** The table being made among the job's tables, 1-based, and how many there are. */
  readonly counter: readonly [number, number];
}

export function jobProgress(job: JobInfo): Overall {
  const n = job.tables.length;
  const total = job.costs.reduce((s, x) => s + x, 0);
  const running = job.state === 'running';
  const counter = [running ? Math.min(n, job.done + 1) : job.done, n] as const;
  if (job.state === 'done') return { fraction: 1, etaSeconds: null, counter };
  if (total <= 0) return { fraction: 0, etaSeconds: null, counter };
  const done = job.costs.reduce((s, cost, i) => s + cost * Math.min(1, Math.max(0, job.fractions[i] ?? 0)), 0);
  const fraction = done / total;
  if (!running || job.seconds === null) return { fraction, etaSeconds: null, counter };
  const prior = PLANNED_PACE_WEIGHT * total;
  const pace = (job.seconds + prior) / (done + prior);
  return { fraction, etaSeconds: (total - done) * pace, counter };
}
