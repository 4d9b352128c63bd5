/**
 * The tables managed from the catalogue: which tables read a table (named before it is deleted), a
 * verification with progress that can be cancelled, and a table made again, a damaged one too, by the
 * same generation jobs as any other (its files removed first, so the job finds it missing).
 */
import { existsSync, rmSync } from 'node:fs';
import type { Answer, CanjuEvent, GenerationOptions, JobInfo, VerifyResult } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { dependencyOrder } from '../../shared/material/dependencies';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { formatSignature } from '../../shared/material/signature';
import type { Catalogue } from '../catalogue/catalogue';
import { workingBytes } from '../tablebase/generate/tableMemory';
import { AbortedError } from '../tablebase/generate/workerPool';
import { tablePath } from '../tablebase/generationService';
import type { GenerationJobs } from './generationJobs';
import type { TableService } from './tableService';

/** About ten progress events a second, as a generation's. */
const EVENT_INTERVAL_MS = 100;

/** The catalogue's tables other than `material` whose chains hold it, smallest first as the catalogue lists them. */
export function dependentTables(catalogue: Catalogue, material: string): Answer<{ material: string; dependents: string[] }> {
  const parsed = parseMaterial(material);
  if (!parsed.ok) return failure('bad-material', { text: material, reason: { material: parsed.error } });
  const signature = formatSignature(parsed.value);
  const dependents: string[] = [];
  for (const row of catalogue.tables.list()) {
    if (row.material === signature) continue;
    const other = parseMaterial(row.material);
    if (other.ok && dependencyOrder(other.value).some((m) => formatSignature(m) === signature)) dependents.push(row.material);
  }
  return { ok: true, material: signature, dependents };
}

/** One verification at a time, its progress as throttled `verify` events, cancellable. */
export class Verifications {
  private running: AbortController | undefined;

  constructor(private readonly tables: TableService, private readonly emit: (event: CanjuEvent) => void) {}

  async verify(material: string): Promise<VerifyResult> {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    let last = 0;
    try {
      return await this.tables.verify(material, {
        signal: controller.signal,
        onProgress: (table, done, total) => {
          if (done < total && Date.now() - last < EVENT_INTERVAL_MS) return;
          last = Date.now();
          this.emit({ type: 'verify', material, table, done, total });
        },
      });
    } catch (error) {
      if (error instanceof AbortedError || controller.signal.aborted) return failure('cancelled');
      throw error;
    } finally {
      if (this.running === controller) this.running = undefined;
    }
  }

  cancel(): Answer<{ cancelled: boolean }> {
    const running = this.running;
    running?.abort();
    return { ok: true, cancelled: running !== undefined };
  }
}

/**
 * Makes a table again: refused while a job runs or where the table cannot fit the memory budget
 * (before anything is removed); then its files go (the DTM file too, made again where it was) and a
 * job makes it, as the generation of any missing table.
 */
export function regenerateTable(
  deps: { readonly dir: string; readonly catalogue: Catalogue; readonly jobs: GenerationJobs; readonly memoryBytes: number },
  material: string, options: GenerationOptions,
): Answer<{ job: JobInfo }> {
  const parsed = parseMaterial(material);
  if (!parsed.ok) return failure('bad-material', { text: material, reason: { material: parsed.error } });
  const m = parsed.value, signature = formatSignature(m);
  const running = deps.jobs.list().find((job) => job.state === 'running');
  if (running) return failure('job-running', { material: running.material });
  const dtm = options.dtm || existsSync(tablePath(deps.dir, m, 'dtm'));
  const needed = Math.max(workingBytes(m, 'dtc'), dtm ? workingBytes(m, 'dtm') : 0);
  if (needed > deps.memoryBytes) return failure('memory-budget', { table: signature, neededBytes: needed, budgetBytes: deps.memoryBytes });
  if (deps.catalogue.tables.get(signature)) deps.catalogue.tables.delete(signature);
  for (const metric of ['dtc', 'dtm'] as const) rmSync(tablePath(deps.dir, m, metric), { force: true });
  return deps.jobs.start(m, { dtm });
}
