/** The catalogue's tables for the API: listing, details, verification and deletion. */
import { existsSync } from 'node:fs';
import type { Answer, TableInfo, TableStatus, VerifyResult } from '../../shared/api/contract';
import { failure } from '../../shared/api/problem';
import { subMaterials } from '../../shared/material/dependencies';
import { isDrawnByRule } from '../../shared/material/material';
import { parseMaterial } from '../../shared/material/parseMaterial';
import { formatSignature } from '../../shared/material/signature';
import type { Metric } from '../../shared/tablebase/value';
import type { Catalogue, TableRow } from '../catalogue/catalogue';
import { TableFileError } from '../tablebase/files/format';
import { TableFile } from '../tablebase/files/reader';
import { verifyParallel } from '../tablebase/generate/parallelVerify';
import type { SpawnWorker } from '../tablebase/generate/workerPool';
import { tablePath } from '../tablebase/generationService';

export function tableInfo(row: TableRow): TableInfo {
  return {
    material: row.material, chineseName: row.chineseName, status: row.status, sizeBytes: row.sizeBytes, indexSize: row.indexSize,
    seconds: row.seconds, peakRssBytes: row.peakRssBytes, createdAt: row.createdAt, problem: row.problem,
    dtmProblem: row.dtmProblem, statistics: row.statistics,
  };
}

/** Where a table stands: the catalogue's word, or 'absent' when neither a row nor a file exists. */
export function tableStatus(catalogue: Catalogue, dir: string, material: string): TableStatus {
  const row = catalogue.table(material);
  if (row) return row.status;
  const parsed = parseMaterial(material);
  return parsed.ok && existsSync(tablePath(dir, parsed.value)) ? 'complete' : 'absent';
}

export class TableService {
  constructor(
    private readonly dir: string,
    private readonly catalogue: Catalogue,
    private readonly threads: number,
    private readonly spawn: SpawnWorker,
  ) {}

  list(): TableInfo[] {
    return this.catalogue.tables().map(tableInfo);
  }

  inspect(material: string): Answer<{ table: TableInfo }> {
    const row = this.find(material);
    return row ? { ok: true, table: tableInfo(row) } : failure('no-table', { material });
  }

  /**
   * Checks the table, and its DTM table when the folder has one (against the sub-tables' DTM tables).
   * A DTM file that fails its checks is recorded as the DTM table's problem, the DTC table's status
   * left as it is; one that passes clears such a problem.
   */
  async verify(material: string): Promise<VerifyResult> {
    const row = this.find(material);
    if (!row || row.status !== 'complete') return failure('no-table', { material });
    const parsed = parseMaterial(row.material);
    if (!parsed.ok) return failure('bad-material', { text: row.material, reason: { material: parsed.error } });
    const subs = subMaterials(parsed.value).filter((m) => !isDrawnByRule(m));
    const metrics: Metric[] = existsSync(tablePath(this.dir, parsed.value, 'dtm')) ? ['dtc', 'dtm'] : ['dtc'];
    let inconsistencies = 0;
    const examples: string[] = [];
    for (const metric of metrics) {
      const suffix = metric === 'dtm' ? ' DTM' : '';
      const missing = subs.filter((m) => !existsSync(tablePath(this.dir, m, metric))).map((m) => `${formatSignature(m)}${suffix}`);
      if (missing.length) return failure('verify-missing', { table: `${row.material}${suffix}`, materials: missing });
      const subTables = Object.fromEntries(subs.map((m) => [formatSignature(m), tablePath(this.dir, m, metric)]));
      let file: TableFile;
      try {
        file = TableFile.open(metric === 'dtc' ? row.path : tablePath(this.dir, parsed.value, metric));
      } catch (error) {
        return this.corrupt(error, row.material, {}, metric);
      }
      try {
        const result = await verifyParallel({ counts: parsed.value, file, subTables, threads: this.threads, spawn: this.spawn });
        inconsistencies += result.inconsistencies;
        examples.push(...result.examples.map((i) => `${metric === 'dtm' ? 'DTM ' : ''}${i.fen}: ${i.stored} ≠ ${i.expected}`));
      } catch (error) {
        return this.corrupt(error, row.material, subTables, metric);
      } finally {
        file.close();
      }
      if (metric === 'dtm' && row.dtmProblem !== null) this.catalogue.setDtmProblem(row.material, null);
    }
    return { ok: true, consistent: inconsistencies === 0, inconsistencies, examples };
  }

  /**
   * Marks the table whose file failed its checks corrupt: one of the sub-tables read, else the
   * verified table; a DTM file (`metric` dtm) as that material's DTM problem, its DTC table untouched.
   */
  private corrupt(error: unknown, material: string, subTables: Readonly<Record<string, string>>, metric: Metric): VerifyResult {
    if (!(error instanceof TableFileError)) throw error;
    const culprit = Object.keys(subTables).find((sub) => subTables[sub] === error.file) ?? material;
    if (metric === 'dtc') this.catalogue.setProblem(culprit, 'corrupt', error.message);
    else this.catalogue.setDtmProblem(culprit, error.message);
    return failure('corrupt-file', { detail: error.message });
  }

  /** Deletes a table's file and row; the caller makes sure no job is writing it and probers forget it. */
  delete(material: string): Answer<{ deleted: string }> {
    const row = this.find(material);
    if (!row) return failure('no-table', { material });
    this.catalogue.deleteTable(row.material);
    return { ok: true, deleted: row.material };
  }

  private find(material: string): TableRow | undefined {
    const parsed = parseMaterial(material);
    return parsed.ok ? this.catalogue.table(formatSignature(parsed.value)) : undefined;
  }
}
