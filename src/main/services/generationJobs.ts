/**
 * Generation jobs for the app: one at a time, run in worker threads by the generation service,
 * recorded in the catalogue (so a reloaded window, or a restarted app, finds them), and reported to
 * the renderer as throttled progress events. A job that makes DTM tables lists them beside the DTC
 * tables (`KR-K DTM`), in the order they are made, after a restart too (the catalogue keeps both lists).
 */
import { existsSync } from 'node:fs';
import type { Answer, CanjuEvent, GenerationOptions, GenerationPlan, JobInfo, JobProgress, TablePlan } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { dependencyOrder } from '../../shared/material/dependencies';
import type { Material } from '../../shared/material/material';
import { formatSignature } from '../../shared/material/signature';
import type { Catalogue } from '../catalogue/catalogue';
import type { JobRow } from '../catalogue/jobRecords';
import { AbortedError, type SpawnWorker } from '../tablebase/generate/workerPool';
import { type ChainProgress, generateWithSubTables, setAsideDamaged, tablePath } from '../tablebase/generationService';
import { parseSignature } from '../../shared/material/signature';
import { MaterialIndex, withinTableLimit } from '../../shared/tablebase/materialIndex';
import { type PlanOptions, largestTable, planGeneration } from '../tablebase/plan';
import { JobFractions, namedTableCost, phaseShares } from './jobFractions';

/** About ten progress events a second: enough for a live view, little enough for IPC. */
const EVENT_INTERVAL_MS = 100;

export interface JobDependencies {
  readonly dir: string;
  readonly catalogue: Catalogue;
  readonly threads: number;
  readonly memoryBytes: number;
  readonly spawn: SpawnWorker;
  readonly emit: (event: CanjuEvent) => void;
}

interface RunningJob {
  readonly id: number;
  readonly controller: AbortController;
  readonly started: number;
  progress: JobProgress | null;
  finished: Promise<void>;
}

function progressOf(p: ChainProgress, started: number): JobProgress {
  return {
    table: p.table, tableNumber: p.tableNumber, tableCount: p.tableCount, phase: p.phase, percent: p.percent,
    positionsPerSecond: p.positionsPerSecond, etaSeconds: p.etaSeconds, rssBytes: p.rssBytes,
    elapsedSeconds: (Date.now() - started) / 1000, ...(p.order ? { order: p.order } : {}),
  };
}

/** What generating a material would cost (the API's planGeneration, `gen --plan`); a material too large for any table is refused. */
export function planFor(m: Material, options: PlanOptions): Answer<{ plan: GenerationPlan }> {
  return withinTableLimit(m) ? { ok: true, plan: planGeneration(m, options) } : failure('too-large', { material: formatSignature(m) });
}

/**
 * The plan of a generation that may start, or why it may not: a material too large for any table,
 * nothing to make, or its largest table over the memory budget (refused before any table starts:
 * finding out at the largest table would waste the smaller ones' hours).
 */
export function plannedGeneration(m: Material, options: PlanOptions): Answer<{ plan: GenerationPlan }> {
  const planned = planFor(m, options);
  if (!planned.ok) return planned;
  const { plan } = planned;
  const largest = largestTable(plan);
  if (!largest) return failure('nothing-to-generate', { material: plan.material });
  if (!plan.fitsMemory) return failure('memory-budget', { table: largest.material, neededBytes: largest.workingBytes, budgetBytes: plan.memoryBudgetBytes });
  return { ok: true, plan };
}

export class GenerationJobs {
  private running: RunningJob | undefined;
  /** The tables each job of this session makes, DTM ones included, with their sizes, and how many are finished. */
  private readonly queues = new Map<number, { readonly tables: readonly TablePlan[]; done: number; readonly fractions: JobFractions }>();

  constructor(private readonly deps: JobDependencies) {}

  /** Whether `material` is a table the running job has yet to finish. */
  isBusy(material: string): boolean {
    if (!this.running) return false;
    const row = this.deps.catalogue.jobs.get(this.running.id);
    return !!row && row.tables.includes(material) && this.deps.catalogue.tables.get(material)?.status !== 'complete';
  }

  start(m: Material, options: GenerationOptions): Answer<{ job: JobInfo }> {
    const signature = formatSignature(m);
    if (!withinTableLimit(m)) return failure('too-large', { material: signature });
    if (this.running) return failure('job-running', { material: this.deps.catalogue.jobs.get(this.running.id)?.material ?? '' });
    // A table that fails its checks is moved aside and made again, like a missing one (gen does the same).
    setAsideDamaged(this.deps.dir, m, options.dtm);
    const planned = plannedGeneration(m, { ...this.deps, dtm: options.dtm });
    if (!planned.ok) return planned;
    const { plan } = planned;
    const controller = new AbortController();
    let lastEvent = 0, lastKey = '';
    let created: RunningJob | undefined;
    const finished = generateWithSubTables(m, {
      dir: this.deps.dir, threads: this.deps.threads, memoryBytes: this.deps.memoryBytes, spawn: this.deps.spawn,
      signal: controller.signal, catalogue: this.deps.catalogue, dtm: options.dtm,
      onJobCreated: (id) => {
        created = { id, controller, started: Date.now(), progress: null, finished: Promise.resolve() };
        this.running = created;
        this.queues.set(id, { tables: plan.tables, done: 0, fractions: this.fractionsOf(plan.tables) });
      },
      onProgress: (p) => {
        if (!created) return;
        created.progress = progressOf(p, created.started);
        this.queues.get(created.id)?.fractions.report(p);
        const key = `${p.table} ${p.phase}`;
        if (Date.now() - lastEvent < EVENT_INTERVAL_MS && key === lastKey) return;
        lastEvent = Date.now();
        lastKey = key;
        this.emitJob(created.id);
      },
      onTableDone: (made) => {
        const queue = created && this.queues.get(created.id);
        if (queue) queue.done++;
        queue?.fractions.made(made.metric === 'dtm' ? `${made.material} DTM` : made.material);
        this.deps.emit({ type: 'tables' });
        if (created) this.emitJob(created.id);
      },
    }).then(
      () => undefined,
      (error: unknown) => {
        // The catalogue already holds the job's state and error; anything else is a bug worth a log line.
        if (!(error instanceof AbortedError)) console.error(`generation of ${signature} failed:`, error);
      },
    ).finally(() => {
      const id = created?.id;
      this.running = undefined;
      if (id !== undefined) this.emitJob(id);
      this.deps.emit({ type: 'tables' });
    });
    if (!created) throw new Error('the generation service created no job');
    (created as RunningJob).finished = finished;
    return { ok: true, job: this.info(this.deps.catalogue.jobs.get((created as RunningJob).id)!) };
  }

  cancel(id: number): Answer<{ cancelled: boolean }> {
    if (!this.running || this.running.id !== id) return failure('no-job', { id });
    this.running.controller.abort();
    return { ok: true, cancelled: true };
  }

  /** Resolves when the running job (if any) has stopped. */
  async idle(): Promise<void> {
    await this.running?.finished;
  }

  list(): JobInfo[] {
    return this.deps.catalogue.jobs.list().map((row) => this.info(row));
  }

  private emitJob(id: number): void {
    const row = this.deps.catalogue.jobs.get(id);
    if (row) this.deps.emit({ type: 'job', job: this.info(row) });
  }

  /** Positions per table of a job, computed once per job: the weights of its overall progress. */
  private readonly weights = new Map<number, number[]>();

  private entriesOf(row: JobRow, tables: readonly StoredTable[]): number[] {
    let entries = this.weights.get(row.id);
    if (!entries) {
      entries = tables.map((t) => (t.material ? 2 * new MaterialIndex(t.material).size : 0));
      this.weights.set(row.id, entries);
    }
    return entries;
  }

  /**
   * A job of an earlier session (or another process) as the catalogue keeps it: its tables, their
   * sizes, and how many are finished (a DTC table by its catalogue row, a DTM table by its file).
   */
  private earlier(row: JobRow): { tables: string[]; entries: number[]; done: number; costs: number[]; fractions: number[] } {
    const tables = storedTables(row);
    const finished = (t: StoredTable) => (t.metric === 'dtc'
      ? this.deps.catalogue.tables.get(t.signature)?.status === 'complete'
      : t.material !== undefined && existsSync(tablePath(this.deps.dir, t.material, 'dtm')));
    const made = tables.map(finished);
    return {
      tables: tables.map((t) => t.name), entries: this.entriesOf(row, tables), done: made.filter(Boolean).length,
      costs: tables.map((t) => namedTableCost(t.name, this.deps.threads)?.seconds ?? 0), fractions: made.map((x) => (x ? 1 : 0)),
    };
  }

  /** A new job's tables, each weighed by its phases' modelled seconds. */
  private fractionsOf(tables: readonly TablePlan[]): JobFractions {
    return new JobFractions(tables.map((t) => t.material), tables.map((t) => phaseShares(namedTableCost(t.material, this.deps.threads)!.phases)));
  }

  private info(row: JobRow): JobInfo {
    const live = this.running?.id === row.id ? this.running : undefined;
    const stored = row.progress as JobProgress | null;
    const progress = live?.progress ?? (stored && typeof stored === 'object' && 'table' in stored ? stored : null);
    const queue = this.queues.get(row.id);
    const listed = queue
      ? {
        tables: queue.tables.map((t) => t.material), entries: queue.tables.map((t) => t.entries), done: queue.done,
        costs: queue.tables.map((t) => t.seconds), fractions: queue.fractions.values,
      }
      : this.earlier(row);
    const finished = row.state === 'done';
    const done = finished ? listed.tables.length : listed.done;
    const fractions = finished ? listed.fractions.map(() => 1) : listed.fractions;
    const seconds = live ? (Date.now() - live.started) / 1000 : Math.max(0, (Date.parse(row.updatedAt) - Date.parse(row.createdAt)) / 1000);
    return {
      id: row.id, material: row.material, tables: listed.tables, entries: listed.entries, done, state: live ? 'running' : row.state, progress,
      costs: listed.costs, fractions, seconds: Number.isFinite(seconds) ? seconds : null,
      error: row.error, createdAt: row.createdAt, updatedAt: row.updatedAt,
    };
  }
}

interface StoredTable {
  /** As a plan names it: `KR-K`, `KR-K DTM`. */
  readonly name: string;
  readonly signature: string;
  readonly metric: 'dtc' | 'dtm';
  /** Undefined for a signature that no longer reads as a material. */
  readonly material: Material | undefined;
}

/**
 * The tables a catalogue's job makes, in the order the generation service makes them: by the job's
 * dependency order, each material's DTC table before its DTM table.
 */
function storedTables(row: JobRow): StoredTable[] {
  const named = (signature: string, metric: 'dtc' | 'dtm'): StoredTable => {
    const m = parseSignature(signature);
    return { name: metric === 'dtm' ? `${signature} DTM` : signature, signature, metric, material: m.ok ? m.value : undefined };
  };
  const job = parseSignature(row.material);
  const order = job.ok ? dependencyOrder(job.value).map(formatSignature) : [...row.tables, ...row.dtmTables];
  const rank = (signature: string) => order.indexOf(signature);
  return [...row.tables.map((t) => named(t, 'dtc')), ...row.dtmTables.map((t) => named(t, 'dtm'))]
    .sort((a, b) => rank(a.signature) - rank(b.signature) || (a.metric === 'dtc' ? -1 : 1));
}
