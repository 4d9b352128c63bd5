/** The catalogue's tables for the API (and the CLI's `verify` and `stats`): listing, details, statistics, verification and deletion. */
import { existsSync } from 'node:fs';
import type { Answer, DtmCount, SideFigures, TableCheck, TableInfo, TableStatisticsView, TableStatus, VerifyResult } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { subMaterials } from '../../shared/material/dependencies';
import { type Material, isDrawnByRule } from '../../shared/material/material';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { formatSignature } from '../../shared/material/signature';
import type { Metric } from '../../shared/tablebase/value';
import type { Catalogue } from '../catalogue/catalogue';
import { type TableRow, dtmPathOf } from '../catalogue/tableRecords';
import { type TableHeader, TableFileError } from '../tablebase/files/format';
import { TableFile } from '../tablebase/files/reader';
import type { SideStatistics } from '../tablebase/generate/passes/statistics';
import { verifyParallel } from '../tablebase/generate/parallelVerify';
import type { SpawnWorker } from '../tablebase/generate/workerPool';
import { tablePath } from '../tablebase/generationService';
import type { Prober } from '../tablebase/probe/prober';
import { tableName } from '../tablebase/probe/tableSet';
import { type LongestCount, countMaterial, longestCounts } from '../tablebase/xiangqitbCount/countMaterial';
import { bothSidesAttack } from '../tablebase/xiangqitbCount/positionGraph';
import { probing } from './probeService';

export function tableInfo(row: TableRow): TableInfo {
  return {
    material: row.material, chineseName: row.chineseName, status: row.status, sizeBytes: row.sizeBytes, indexSize: row.indexSize,
    seconds: row.seconds, peakRssBytes: row.peakRssBytes, createdAt: row.createdAt, problem: row.problem,
    dtmProblem: row.dtmProblem, hasDtm: existsSync(dtmPathOf(row.path)), statistics: row.statistics,
  };
}

/** Where a table stands: the catalogue's word, or 'absent' when neither a row nor a file exists. */
export function tableStatus(catalogue: Catalogue, dir: string, material: string): TableStatus {
  const row = catalogue.tables.get(material);
  if (row) return row.status;
  const parsed = parseMaterial(material);
  return parsed.ok && existsSync(tablePath(dir, parsed.value)) ? 'complete' : 'absent';
}

/** How a verification goes: each table's progress (entries done of all) and its check once done, and the signal that cancels it. */
export interface VerifyProgress {
  readonly onProgress?: (table: string, done: number, total: number) => void;
  readonly onTableDone?: (check: TableCheck) => void;
  readonly signal?: AbortSignal;
}

function headerOf(path: string): TableHeader {
  const file = TableFile.open(path);
  try {
    return file.header;
  } finally {
    file.close();
  }
}

/** A side's figures, its longest DTM from the DTM table's statistics (which count distances in the same fields) or from xiangqitb's count. */
function sideFigures(s: SideStatistics, dtm: SideStatistics | undefined, counted: LongestCount | undefined): SideFigures {
  return {
    legal: s.legal, win: s.win, draw: s.draw, loss: s.loss, maxDtc: s.maxDtc, maxDtcFen: s.maxDtcFen,
    maxDtm: counted ? counted.plies : dtm ? dtm.maxDtc : null, maxDtmFen: counted ? counted.fen : dtm ? dtm.maxDtcFen : null, ruleDecided: s.ruleDecided,
    // Tables before format 4 do not say which rule decided a value.
    checkDecided: s.checkDecided ?? null, chaseDecided: s.chaseDecided ?? null,
  };
}

export class TableService {
  constructor(
    private readonly dir: string,
    private readonly catalogue: Catalogue,
    private readonly threads: number,
    private readonly spawn: SpawnWorker,
  ) {}

  list(): TableInfo[] {
    return this.catalogue.tables.list().map(tableInfo);
  }

  inspect(material: string): Answer<{ table: TableInfo }> {
    const row = this.find(material);
    return row ? { ok: true, table: tableInfo(row) } : failure('no-table', { material });
  }

  /**
   * Checks the material's table, then its DTM table when the folder has one (against the sub-tables'
   * DTM tables): each needs its file and every sub-table's. A file that fails its checks is recorded
   * in the catalogue, the sub-table it is or else the table verified; a DTM file as that material's
   * DTM problem, the DTC table's status left as it is; a DTM file that passes clears such a problem.
   */
  async verify(material: string, progress: VerifyProgress = {}): Promise<VerifyResult> {
    const parsed = parseMaterial(material);
    if (!parsed.ok) return failure('bad-material', { text: material, reason: { material: parsed.error } });
    const m = parsed.value, signature = formatSignature(m);
    const subs = subMaterials(m).filter((sub) => !isDrawnByRule(sub));
    const metrics: Metric[] = existsSync(tablePath(this.dir, m, 'dtm')) ? ['dtc', 'dtm'] : ['dtc'];
    const tables: TableCheck[] = [];
    for (const metric of metrics) {
      const named = (t: Material) => tableName(formatSignature(t), metric);
      const missing = [m, ...subs].filter((t) => !existsSync(tablePath(this.dir, t, metric)));
      if (missing.length) return failure('verify-missing', { table: named(m), materials: missing.map(named) });
      const subTables = Object.fromEntries(subs.map((sub) => [formatSignature(sub), tablePath(this.dir, sub, metric)]));
      let file: TableFile;
      try {
        file = TableFile.open(tablePath(this.dir, m, metric));
      } catch (error) {
        return this.corrupt(error, signature, {}, metric);
      }
      try {
        const result = await verifyParallel({
          counts: m, file, subTables, threads: this.threads, spawn: this.spawn, signal: progress.signal,
          onProgress: (done, total) => progress.onProgress?.(named(m), done, total),
        });
        const examples = result.examples.map(({ fen, stored, expected }) => ({ fen, stored, expected }));
        const check = { table: named(m), checked: result.checked, seconds: result.seconds, inconsistencies: result.inconsistencies, examples };
        tables.push(check);
        progress.onTableDone?.(check);
      } catch (error) {
        return this.corrupt(error, signature, subTables, metric);
      } finally {
        file.close();
      }
      if (metric === 'dtm' && this.catalogue.tables.get(signature)?.dtmProblem) this.catalogue.tables.setDtmProblem(signature, null);
    }
    const inconsistencies = tables.reduce((sum, t) => sum + t.inconsistencies, 0);
    return { ok: true, consistent: inconsistencies === 0, inconsistencies, tables };
  }

  /**
   * Records the file that failed its checks as corrupt: one of the sub-tables read, else the verified
   * table; a DTM file (`metric` dtm) as that material's DTM problem, its DTC table untouched.
   */
  private corrupt(error: unknown, material: string, subTables: Readonly<Record<string, string>>, metric: Metric): VerifyResult {
    if (!(error instanceof TableFileError)) throw error;
    const culprit = Object.keys(subTables).find((sub) => subTables[sub] === error.file) ?? material;
    if (metric === 'dtc') this.catalogue.tables.setProblem(culprit, 'corrupt', error.message);
    else this.catalogue.tables.setDtmProblem(culprit, error.message);
    return failure('corrupt-file', { detail: error.message, fileFault: error.fileFault });
  }

  /**
   * A table's statistics from its file's header, and the longest DTM per side: from the DTM table's
   * header, or with `xiangqitb` that program's count, computed from the tables where both sides attack
   * (elsewhere it is the DTM table's own, docs/rules.md 5).
   */
  statistics(material: string, dtmCount: DtmCount, prober: () => Prober): Answer<{ statistics: TableStatisticsView }> {
    const parsed = parseMaterial(material);
    if (!parsed.ok) return failure('bad-material', { text: material, reason: { material: parsed.error } });
    const m = parsed.value, path = tablePath(this.dir, m);
    if (!existsSync(path)) return failure('no-table-file', { material: formatSignature(m), path });
    return probing(() => {
      const h = headerOf(path);
      const dtmPath = tablePath(this.dir, m, 'dtm');
      const dtm = existsSync(dtmPath) ? headerOf(dtmPath).statistics : null;
      const counted = dtmCount === 'xiangqitb' && bothSidesAttack(m) ? longestCounts(countMaterial(m, prober())) : undefined;
      return {
        ok: true as const,
        statistics: {
          material: h.material, indexSize: h.entries, seconds: h.seconds, peakRssBytes: h.peakRssBytes,
          red: sideFigures(h.statistics.red, dtm?.red, counted?.[0]), black: sideFigures(h.statistics.black, dtm?.black, counted?.[1]), dtmCount,
        },
      };
    });
  }

  /** Deletes a table's file and row; the caller makes sure no job is writing it and probers forget it. */
  delete(material: string): Answer<{ deleted: string }> {
    const row = this.find(material);
    if (!row) return failure('no-table', { material });
    this.catalogue.tables.delete(row.material);
    return { ok: true, deleted: row.material };
  }

  private find(material: string): TableRow | undefined {
    const parsed = parseMaterial(material);
    return parsed.ok ? this.catalogue.tables.get(formatSignature(parsed.value)) : undefined;
  }
}
