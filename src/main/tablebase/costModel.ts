/**
 * What one table costs to make or verify, by phase, before it starts: the rate model that the plan
 * (`gen --plan`, the app's summary), the job's progress weights and its ETA share.
 *
 * A phase's work is CPU time per index entry (both sides to move), measured on this project's 2-core
 * machine (docs/performance.md; the command that checks the model against real runs is
 * `npm run bench:estimates`). Per entry the work grows with the table (its values leave the caches:
 * KCP-KAB 12.3 M entries 0.31 µs, KCPA-KAB 54.6 M 0.36 µs, KCPAB-KAABB 1.93 G 0.48 µs of CPU on one
 * thread, about a quarter more per tenfold). The repetition rule's trap layers are what a folder-wide
 * rate cannot see: where both colours can give check, every position of both sides is swept for the
 * check traps order after order, and where a colour can chase, for its chase traps too (KRP-KR,
 * KCBB-KRB: most of the table's time). A DTM table runs the DTC table's phases with its distance
 * passes added and its levels spread over more plies. Threads divide the work (1.9-1.95x on two, the
 * levels' gathers and the checks' random reads cost a little more for each); every table pays a
 * fixed set-up (workers, capture values, the file).
 */
import type { Material } from '../../shared/material/material';
import { ROOK } from '../../shared/rules/piece';
import { MaterialIndex } from '../../shared/tablebase/materialIndex';
import type { Metric } from '../../shared/tablebase/value';
import { WHOLE_TABLE_ENTRIES } from './generate/passes/whole';
import { trapSides } from './generate/trapSides';

/** A table's phases, as the model counts them (the generator reports init, retro, perpetual, finalize, compress). */
export interface PhaseSeconds {
  /** Workers' set-up, the sub-tables' capture values, the file written and recorded. */
  readonly setup: number;
  readonly initial: number;
  /** DTM only: the passes that give captures their sub-table distances. */
  readonly distances: number;
  readonly levels: number;
  /** The repetition rule's check and chase traps, order after order. */
  readonly traps: number;
  /** Statistics, the digit-order choice and compression. */
  readonly compression: number;
}

export interface TableCost {
  /** Wall seconds on the given threads, the phases' sum. */
  readonly seconds: number;
  /** CPU seconds of the whole process over the table, all threads together: what a shared machine does not stretch. */
  readonly cpuSeconds: number;
  readonly phases: PhaseSeconds;
}

/** The table the per-entry figures below were measured on: KCP-KAB, 12,295,800 entries. */
const REFERENCE_ENTRIES = 12_295_800;
/** How much more each entry costs per tenfold of the table (cache misses), and the floor for small tables. */
const GROWTH_PER_DECADE = 0.25;
const SMALLEST_FACTOR = 0.6;

/**
 * CPU nanoseconds per entry at the reference size, on one thread. KCP-KAB on one thread (idle): set-up
 * 0.28 s, initial pass 1.14 s, levels and checks 1.60 s, trap, statistics and order choice 0.89 s,
 * compression 0.19 s (docs/performance.md, "Where a middle table's time goes").
 */
const NS = {
  initial: 93,
  levels: 130,
  /** The check trap started from the checker's positions where one colour alone checks. */
  oneSidedTrap: 25,
  compression: 50,
} as const;

/**
 * Where both colours can check, the traps sweep both sides order after order, and both colours chase:
 * trap CPU nanoseconds per entry at the reference size, by what fights. Measured with `bench:estimates`
 * and GNU time (CPU seconds, the machine shared): KCBB-KRB about 900, KNBB-KR about 1,400 (its DTM
 * table the same). Where both colours have a rook the orders run up to 19 and each defender more
 * than doubles the work: KRP-KR about 2,500-2,900 (81 s on two threads at low load), KRP-KRA about
 * 5,900 (698 s on two threads idle, 168,399,000 entries).
 */
const TWO_SIDED_TRAP_NS = 950;
const ROOK_AGAINST_ROOK_TRAP_NS = 2700;
/** Per man beyond KRP-KR's five, where both colours have a rook. */
const ROOK_AGAINST_ROOK_PER_MAN = 2.2;
/** DTM: the distance passes, per entry, and the levels' longer count (DTM tables run 1.16-1.19 times their DTC table where large, KCPA-KAB and the main table; KCP-KA 1.35 of its CPU). */
const DISTANCES_NS = 40;
const DTM_LEVELS_FACTOR = 1.5;
/** Verification recomputes each value from its successors: the main table's 1.93 G entries in 694 s on two threads. */
const VERIFY_NS = 460;

/** Fixed per table: the workers' set-up and the file; a table whole on one worker pays less. */
const SETUP_SECONDS = 0.25;
const WHOLE_SETUP_SECONDS = 0.08;
/** CPU per second of set-up (the driver and the workers loading capture values, zstd writing the file), and per thread-second of passes (messages, collections). */
const SETUP_CPU = 1.5;
const THREAD_CPU = 1.1;
/** A job's start: the workers spawned and their code compiled, the catalogue read (KCP-KA's chain: 2.1 s in all, its tables 1.5 s). */
export const JOB_START_SECONDS = 0.5;
/** Its CPU: the driver and each worker compiling their code. */
export const JOB_START_CPU_SECONDS = 1.5;
/** What the second and later threads give (KCPA-KAB 1.95x on two, KCP-KAB 1.62x). */
const THREAD_EFFICIENCY = 0.9;

function sizeFactor(entries: number): number {
  return Math.max(SMALLEST_FACTOR, 1 + GROWTH_PER_DECADE * Math.log10(entries / REFERENCE_ENTRIES));
}

/** The threads a table's passes run on: one for a table whole on a worker, else all of them. */
function parallelism(m: Material, threads: number): number {
  return new MaterialIndex(m).size <= WHOLE_TABLE_ENTRIES ? 1 : 1 + (threads - 1) * THREAD_EFFICIENCY;
}

/** The cost of making the material's table by `metric` on `threads` threads. */
export function tableCost(m: Material, metric: Metric, threads: number): TableCost {
  const entries = 2 * new MaterialIndex(m).size;
  const scale = (entries * sizeFactor(entries)) / 1e9 / parallelism(m, threads);
  const sides = trapSides(m);
  const men = [...m[0], ...m[1]].reduce((a, b) => a + b, 0);
  const trapNs = !(sides.check[0] && sides.check[1]) ? NS.oneSidedTrap
    : m[0][ROOK] > 0 && m[1][ROOK] > 0 ? ROOK_AGAINST_ROOK_TRAP_NS * ROOK_AGAINST_ROOK_PER_MAN ** Math.max(0, men - 5)
    : TWO_SIDED_TRAP_NS;
  const dtm = metric === 'dtm';
  const phases: PhaseSeconds = {
    setup: entries <= 2 * WHOLE_TABLE_ENTRIES ? WHOLE_SETUP_SECONDS : SETUP_SECONDS,
    initial: NS.initial * scale,
    distances: dtm ? DISTANCES_NS * scale : 0,
    levels: NS.levels * (dtm ? DTM_LEVELS_FACTOR : 1) * scale,
    traps: trapNs * scale,
    compression: NS.compression * scale,
  };
  const seconds = Object.values(phases).reduce((s, x) => s + x, 0);
  const work = seconds - phases.setup;
  return { seconds, cpuSeconds: phases.setup * SETUP_CPU + work * parallelism(m, threads) * THREAD_CPU, phases };
}

/** Wall seconds to verify the material's table by `metric` on `threads` threads. */
export function verifySeconds(m: Material, threads: number): number {
  const entries = 2 * new MaterialIndex(m).size;
  return SETUP_SECONDS + (VERIFY_NS * entries * sizeFactor(entries)) / 1e9 / parallelism(m, threads);
}

/**
 * A chain's wall time: tables whole on one worker run side by side, a worker each, so together they
 * take their sum over the threads; a larger table runs alone on every worker.
 */
export function chainSeconds(tables: readonly { readonly entries: number; readonly seconds: number }[], threads: number): number {
  let alone = 0, sideBySide = 0;
  for (const t of tables) {
    if (t.entries <= 2 * WHOLE_TABLE_ENTRIES) sideBySide += t.seconds;
    else alone += t.seconds;
  }
  return tables.length ? JOB_START_SECONDS + alone + sideBySide / threads : 0;
}
