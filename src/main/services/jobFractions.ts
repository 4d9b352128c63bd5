/**
 * How far each table of a job is, 0 to 1, never back: the generator's phase and percent placed on the
 * table's own cost model (a rule-heavy table spends most of its time in the traps, a plain one in
 * its initial pass and levels). Each table keeps its own fraction, so reports of two tables made side
 * by side, or a phase whose percent starts again at each step, never move another table's back.
 */
import type { JobProgress, Phase } from '../../shared/api/contract';
import { parseSignature } from '../../shared/material/signature';
import { type PhaseSeconds, type TableCost, tableCost } from '../tablebase/costModel';

/** The model's cost of a job's table as the job names it (`KR-K`, `KR-K DTM`); none for a name that no longer reads as a material. */
export function namedTableCost(name: string, threads: number): TableCost | null {
  const [signature, metric] = name.split(' ');
  const m = parseSignature(signature);
  return m.ok ? tableCost(m.value, metric === 'DTM' ? 'dtm' : 'dtc', threads) : null;
}

/** A generator phase's start and share of its table, 0 to 1. */
export type PhaseShares = Readonly<Record<Phase, readonly [start: number, share: number]>>;

/** The model's phases laid on the generator's reports, in the order it makes them. */
export function phaseShares(phases: PhaseSeconds): PhaseShares {
  const parts: [Phase, number][] = [
    ['init', phases.setup + phases.initial + phases.distances], ['retro', phases.levels], ['perpetual', phases.traps],
    ['finalize', 0], ['compress', phases.compression],
  ];
  const total = parts.reduce((s, [, x]) => s + x, 0) || 1;
  let start = 0;
  const shares = {} as Record<Phase, readonly [number, number]>;
  for (const [phase, seconds] of parts) {
    shares[phase] = [start, seconds / total];
    start += seconds / total;
  }
  return shares;
}

/**
 * A table's fraction from its phase and the phase's percent. In the repetition orders the percent is a
 * step's (a trap's seeds, each sweep, the marking: each starts again at 0) and how many orders come is
 * not known, so the trap advances by order alone: half of what is left of its share at each order.
 */
export function tableFraction(p: Pick<JobProgress, 'phase' | 'percent' | 'order'>, shares: PhaseShares): number {
  const [start, share] = shares[p.phase];
  if (p.phase === 'perpetual') return start + share * (1 - 0.5 ** Math.max(0, (p.order ?? 1) - 1));
  return start + (share * Math.min(100, Math.max(0, p.percent))) / 100;
}

/** A running job's tables: each one's fraction, raised by its reports and set to 1 when it is made. */
export class JobFractions {
  private readonly fractions: number[];

  constructor(private readonly tables: readonly string[], private readonly shares: readonly PhaseShares[]) {
    this.fractions = tables.map(() => 0);
  }

  report(p: Pick<JobProgress, 'table' | 'phase' | 'percent' | 'order'>): void {
    const i = this.tables.indexOf(p.table);
    if (i >= 0) this.fractions[i] = Math.max(this.fractions[i], tableFraction(p, this.shares[i]));
  }

  made(table: string): void {
    const i = this.tables.indexOf(table);
    if (i >= 0) this.fractions[i] = 1;
  }

  get values(): number[] {
    return [...this.fractions];
  }
}
