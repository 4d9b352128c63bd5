/**
 * The whole API as the Node services implement it, over one tables folder: both hosts (Electron IPC
 * and the browser host) serve this object after validating arguments with ARGUMENT_CHECKS.
 */
import type { CanjuApi, CanjuEvent, FolderInfo } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import type { SpawnWorker } from '../tablebase/generate/workerPool';
import { AnalysisService } from './analysisService';
import { exportLine } from './exportService';
import { importStudyFiles } from './importService';
import { exportStudy } from './studyExportService';
import { GenerationJobs, planFor } from './generationJobs';
import { describeMaterial, materialOf } from './materialService';
import { legalMoves, validatePosition } from './positionService';
import { bestLine, probe } from './probeService';
import { StudyService } from './studyService';
import { TreeService } from './treeService';
import { studyProving } from './studyProving';
import { TableService, tableStatus } from './tableService';
import { pastedPath } from '../fs/pastedPath';
import { openTablesFolder } from './tablesFolder';

export interface ServiceOptions {
  /** The tables folder; the catalogue lives in it. */
  readonly dir: string;
  /** Who holds the folder, as another process's refusal names it (`Canju app`, `npm run serve`). */
  readonly owner: string;
  readonly threads: number;
  readonly memoryBytes: number;
  readonly spawn: SpawnWorker;
  readonly cacheBytes?: number;
}

export interface Services {
  readonly api: CanjuApi;
  /** Cancels a running generation (waiting for it to stop), a tree being built and an analysis, and closes the tables and the catalogue. */
  close(): Promise<void>;
}

export function createServices(options: ServiceOptions): Services {
  const opened = openTablesFolder(options.dir, { owner: options.owner, cacheBytes: options.cacheBytes });
  const { catalogue } = opened;
  let folder: FolderInfo;
  try {
    const { recovered, keptTemporary, foreign } = catalogue.reconcile();
    folder = { dir: options.dir, recovered, keptTemporary, foreign };
  } catch (error) {
    opened.close();
    throw error;
  }
  const listeners = new Set<(event: CanjuEvent) => void>();
  const emit = (event: CanjuEvent) => {
    // Probers remember which tables exist; a generated or deleted table starts a fresh set.
    if (event.type === 'tables') opened.reopenTables();
    for (const listener of listeners) listener(event);
  };
  const jobs = new GenerationJobs({ dir: options.dir, catalogue, threads: options.threads, memoryBytes: options.memoryBytes, spawn: options.spawn, emit });
  const tables = new TableService(options.dir, catalogue, options.threads, options.spawn);
  // The prober changes when tables are generated or deleted; studies and trees always ask the current one,
  // and beyond the tables the prover in the search worker.
  const { tables: currentProber, proving } = studyProving(opened.prober, options.dir);
  const trees = new TreeService(currentProber, emit, proving);
  const studies = new StudyService(catalogue, trees, currentProber, proving);
  const analyses = new AnalysisService(options.dir, emit);

  const api: CanjuApi = {
    validatePosition: async (fen) => validatePosition(fen),
    legalMoves: async (fen, notation) => legalMoves(fen, notation),
    describeMaterial: async (text) => describeMaterial(text, (m) => tableStatus(catalogue, options.dir, m)),
    probe: async (fen, notation, metric) => probe(opened.prober(), fen, notation, metric),
    bestLine: async (fen, notation, metric) => bestLine(opened.prober(), fen, notation, metric),
    planGeneration: async (material, generation) => {
      const found = materialOf(material);
      return found.ok ? planFor(found.material, { ...options, catalogue, dtm: generation.dtm }) : failure('bad-material', { text: material, reason: found.reason });
    },
    startGeneration: async (material, generation) => {
      const found = materialOf(material);
      if (!found.ok) return failure('bad-material', { text: material, reason: found.reason });
      return jobs.start(found.material, generation);
    },
    cancelGeneration: async (id) => jobs.cancel(id),
    listJobs: async () => ({ ok: true, jobs: jobs.list() }),
    listTables: async () => ({ ok: true, tables: tables.list(), folder }),
    inspectTable: async (material) => tables.inspect(material),
    verifyTable: (material) => tables.verify(material),
    tableStatistics: async (material, dtmCount) => tables.statistics(material, dtmCount, opened.prober),
    deleteTable: async (material) => {
      if (jobs.isBusy(material)) return failure('table-in-use', { material });
      const result = tables.delete(material);
      if (result.ok) emit({ type: 'tables' });
      return result;
    },
    saveStudy: async (fields, id) => studies.save(fields, id),
    listStudies: async (query) => studies.list(query),
    openStudy: async (id) => studies.open(id),
    deleteStudy: async (id) => studies.delete(id),
    restoreStudy: async (id) => studies.restore(id),
    importStudies: async (files) => ({
      ok: true, summary: importStudyFiles(catalogue, files.map((f) => ({ name: f.name, bytes: Buffer.from(f.base64, 'base64') }))),
    }),
    exportStudy: async (id, exportOptions) => exportStudy(catalogue, id, exportOptions),
    exportLine: async (fen, exportOptions) => exportLine(opened.prober(), fen, exportOptions),
    buildTree: (fen, stipulation, depth, known) => trees.build(fen, stipulation, depth, known),
    buildStudyTree: async (id, depth, known) => {
      const study = studies.row(id);
      if (!study) return failure('no-study', { id });
      return study.stipulation ? trees.build(study.fen, study.stipulation, depth, known) : failure('no-stipulation', { id });
    },
    expandNode: (treeId, node, depth) => trees.expand(treeId, node, depth),
    cancelTree: async () => trees.cancel(),
    treeInfo: async (treeId) => trees.info(treeId),
    treeRows: async (treeId, offset, count, notation) => trees.rows(treeId, offset, count, notation),
    treeFold: async (treeId, node, folded) => trees.fold(treeId, node, folded),
    treeRowOf: async (treeId, node) => trees.rowOf(treeId, node),
    treeStep: async (treeId, node, step) => trees.step(treeId, node, step),
    treePosition: async (treeId, node) => trees.position(treeId, node),
    treeEdit: async (treeId, action) => trees.edit(treeId, action),
    closeTree: async (treeId) => trees.close(treeId),
    studyReport: async (id) => studies.report(id),
    // A path pasted with Explorer's "Copy as path" comes in quotes.
    startAnalysis: (fen, engine, lines, notation) =>
      analyses.start(fen, engine === 'canju' ? engine : { path: pastedPath(engine.path) }, lines, notation),
    stopAnalysis: () => analyses.stop(),
    onEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    api,
    async close() {
      // A tree being built stops at its next slice, before it would probe the closed tables.
      trees.cancel();
      await analyses.stop();
      for (const job of jobs.list()) if (job.state === 'running') jobs.cancel(job.id);
      await jobs.idle();
      opened.close();
    },
  };
}
