/**
 * The whole API as the Node services implement it, over one tables folder: both hosts (Electron IPC
 * and the browser host) serve this object after validating arguments with ARGUMENT_CHECKS.
 */
import { mkdirSync } from 'node:fs';
import type { CanjuApi, CanjuEvent, FolderInfo } from '../../shared/api/contract';
import { Catalogue } from '../catalogue/catalogue';
import type { SpawnWorker } from '../tablebase/generate/workerPool';
import { Prober } from '../tablebase/probe/prober';
import { TableSet } from '../tablebase/probe/tableSet';
import { AnalysisService } from './analysisService';
import { exportLine } from './exportService';
import { importStudyFiles } from './importService';
import { exportStudy } from './studyExportService';
import { GenerationJobs } from './generationJobs';
import { describeMaterial, materialOf } from './materialService';
import { failure } from './messages';
import { legalMoves, validatePosition } from './positionService';
import { bestLine, probe } from './probeService';
import { StudyService } from './studyService';
import { TreeService } from './treeService';
import { studyProving } from './studyProving';
import { TableService, tableStatus } from './tableService';
import { formatSignature } from '../../shared/material/signature';
import { withinTableLimit } from '../../shared/tablebase/materialIndex';
import { planGeneration } from '../tablebase/plan';
import { pastedPath } from '../fs/pastedPath';

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
  mkdirSync(options.dir, { recursive: true });
  const catalogue = Catalogue.open(options.dir, options.owner);
  let folder: FolderInfo;
  try {
    const { recovered, keptTemporary, foreign } = catalogue.reconcile();
    folder = { dir: options.dir, recovered, keptTemporary, foreign };
  } catch (error) {
    catalogue.close();
    throw error;
  }
  const listeners = new Set<(event: CanjuEvent) => void>();
  const emit = (event: CanjuEvent) => {
    if (event.type === 'tables') reopenTables();
    for (const listener of listeners) listener(event);
  };
  let tableSet: TableSet, prober: Prober;
  // Probers remember which tables exist; a generated or deleted table starts a fresh set.
  const reopenTables = () => {
    tableSet?.close();
    tableSet = new TableSet(options.dir, options.cacheBytes ?? 256 << 20, (e) => (e.metric === 'dtm' ? catalogue.setDtmProblem(e.material, e.cause.message) : catalogue.setProblem(e.material, 'corrupt', e.cause.message)));
    prober = new Prober(tableSet);
  };
  reopenTables();
  const jobs = new GenerationJobs({ dir: options.dir, catalogue, threads: options.threads, memoryBytes: options.memoryBytes, spawn: options.spawn, emit });
  const tables = new TableService(options.dir, catalogue, options.threads, options.spawn);
  // The prober changes when tables are generated or deleted; studies and trees always ask the current one,
  // and beyond the tables the prover in the search worker.
  const { tables: currentProber, proving } = studyProving(() => prober, options.dir);
  const studies = new StudyService(catalogue, currentProber, proving);
  const trees = new TreeService(currentProber, emit, proving);
  const analyses = new AnalysisService(options.dir, emit);

  const api: CanjuApi = {
    validatePosition: async (fen, lang) => validatePosition(fen, lang),
    legalMoves: async (fen, notation, lang) => legalMoves(fen, notation, lang),
    describeMaterial: async (text, lang) => describeMaterial(text, lang, (m) => tableStatus(catalogue, options.dir, m)),
    probe: async (fen, notation, metric, lang) => probe(prober, fen, notation, metric, lang),
    bestLine: async (fen, notation, metric, lang) => bestLine(prober, fen, notation, metric, lang),
    planGeneration: async (material, generation, lang) => {
      const found = materialOf(material, lang);
      if (!found.ok) return failure('bad-material', lang, found.message);
      if (!withinTableLimit(found.material)) return failure('too-large', lang, formatSignature(found.material));
      return { ok: true, plan: planGeneration(found.material, { ...options, catalogue, dtm: generation.dtm }) };
    },
    startGeneration: async (material, generation, lang) => {
      const found = materialOf(material, lang);
      if (!found.ok) return failure('bad-material', lang, found.message);
      return jobs.start(found.material, generation, lang);
    },
    cancelGeneration: async (id, lang) => jobs.cancel(id, lang),
    listJobs: async () => ({ ok: true, jobs: jobs.list() }),
    listTables: async () => ({ ok: true, tables: tables.list(), folder }),
    inspectTable: async (material, lang) => tables.inspect(material, lang),
    verifyTable: (material, lang) => tables.verify(material, lang),
    deleteTable: async (material, lang) => {
      if (jobs.isBusy(material)) return failure('table-in-use', lang, material);
      const result = tables.delete(material, lang);
      if (result.ok) emit({ type: 'tables' });
      return result;
    },
    saveStudy: async (fields, id, lang) => studies.save(fields, id, lang),
    listStudies: async (query, lang) => studies.list(query, lang),
    openStudy: async (id, lang) => studies.open(id, lang),
    deleteStudy: async (id, lang) => studies.delete(id, lang),
    restoreStudy: async (id, lang) => studies.restore(id, lang),
    importStudies: async (files, lang) => ({
      ok: true, summary: importStudyFiles(catalogue, files.map((f) => ({ name: f.name, bytes: Buffer.from(f.base64, 'base64') })), lang),
    }),
    exportStudy: async (id, exportOptions, lang) => exportStudy(catalogue, id, exportOptions, lang),
    exportLine: async (fen, exportOptions, lang) => exportLine(prober, fen, exportOptions, lang),
    buildTree: (fen, stipulation, depth, known, lang) => trees.build(fen, stipulation, depth, known, lang),
    buildStudyTree: async (id, depth, known, lang) => {
      const opened = studies.open(id, lang);
      if (!opened.ok) return opened;
      const { fen, stipulation, edits } = opened.study;
      return stipulation ? trees.build(fen, stipulation, depth, known, lang, edits) : failure('no-stipulation', lang, String(id));
    },
    expandNode: (id, depth, lang) => trees.expand(id, depth, lang),
    cancelTree: async () => trees.cancel(),
    studyReport: async (id, lang) => studies.report(id, lang),
    // A path pasted with Explorer's "Copy as path" comes in quotes.
    startAnalysis: (fen, engine, lines, notation, lang) =>
      analyses.start(fen, engine === 'canju' ? engine : { path: pastedPath(engine.path) }, lines, notation, lang),
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
      for (const job of jobs.list()) if (job.state === 'running') jobs.cancel(job.id, 'en');
      await jobs.idle();
      tableSet.close();
      catalogue.close();
    },
  };
}
