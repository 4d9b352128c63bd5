/**
 * A job's progress weighted by work: each table counts by its positions, and within a table each
 * phase by its share of the time (measured on KCPA-KAB: the initial pass about half, the backward
 * levels a fifth, compression a quarter). Counting tables instead made a 108-table chain look 90%
 * done while its main table, most of the work, had not started.
 */
import type { JobInfo, JobProgress, Phase } from '../../../shared/api/contract';

const PHASES: Record<Phase, readonly [start: number, share: number]> = {
  init: [0, 0.5], retro: [0.5, 0.2], perpetual: [0.7, 0.05], finalize: [0.75, 0], compress: [0.75, 0.25],
};

/**
 * How far a table is, 0 to 1, from its phase and the phase's percent. In the repetition orders the
 * percent is a step's (a trap's seeds, each sweep, the marking: each starts again at 0) and how many
 * orders and sweeps come is not known, so the bar advances by order alone: half of what is left of
 * the phase's share at each order, never back.
 */
export function tableFraction(p: Pick<JobProgress, 'phase' | 'percent' | 'order'>): number {
  const [start, share] = PHASES[p.phase];
  if (p.phase === 'perpetual') return start + share * (1 - 0.5 ** Math.max(0, (p.order ?? 1) - 1));
  return start + (share * Math.min(100, Math.max(0, p.percent))) / 100;
}

/** The share of the job's work done (0 to 1), and the time left at the pace so far. */
export function jobProgress(job: JobInfo): { fraction: number; etaSeconds: number | null } {
  const total = job.entries.reduce((s, n) => s + n, 0);
  if (job.state === 'done' || total === 0) return { fraction: job.state === 'done' ? 1 : 0, etaSeconds: null };
  const p = job.state === 'running' ? job.progress : null;
  const finished = p ? p.tableNumber : job.done;
  let done = job.entries.slice(0, finished).reduce((s, n) => s + n, 0);
  if (p) done += job.entries[p.tableNumber] * tableFraction(p);
  const fraction = done / total;
  const etaSeconds = p && fraction > 0.005 ? (p.elapsedSeconds * (1 - fraction)) / fraction : null;
  return { fraction, etaSeconds };
}
