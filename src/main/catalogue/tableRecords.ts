/**
 * The tables a folder's catalogue records: each material's table, its file, size, statistics and
 * provenance, and where it stands (queued, generating, complete, corrupt, missing), with its DTM
 * table's problem apart.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chineseNameOf } from '../../shared/material/chineseName';
import { parseSignature } from '../../shared/material/signature';
import type { TableHeader } from '../tablebase/files/format';
import type { TableStatistics } from '../tablebase/generate/passes/statistics';
import type { Database } from './database';

export type TableStatus = 'queued' | 'generating' | 'complete' | 'corrupt' | 'missing';

export interface TableRow {
  readonly material: string;
  readonly chineseName: string;
  readonly path: string;
  readonly sizeBytes: number | null;
  readonly indexSize: number;
  readonly statistics: TableStatistics | null;
  readonly ruleSet: string;
  readonly generator: string | null;
  readonly checksum: number | null;
  readonly createdAt: string | null;
  readonly seconds: number | null;
  readonly peakRssBytes: number | null;
  readonly status: TableStatus;
  readonly problem: string | null;
  /** Set when the material's DTM table (`.cjdtm`) failed its checks; the DTC table keeps its own status. */
  readonly dtmProblem: string | null;
}

/** The DTM table beside a DTC table's file. */
export const dtmPathOf = (path: string): string => path.replace(/\.cjtb$/, '.cjdtm');

function tableRow(r: Record<string, unknown>): TableRow {
  return {
    material: r.material as string, chineseName: r.chinese_name as string, path: r.path as string,
    sizeBytes: r.size_bytes as number | null, indexSize: r.index_size as number,
    statistics: r.statistics ? JSON.parse(r.statistics as string) : null, ruleSet: r.rule_set as string,
    generator: r.generator as string | null, checksum: r.checksum as number | null, createdAt: r.created_at as string | null,
    seconds: r.seconds as number | null, peakRssBytes: r.peak_rss_bytes as number | null, status: r.status as TableStatus,
    problem: r.problem as string | null, dtmProblem: r.dtm_problem as string | null,
  };
}

function chineseName(material: string): string {
  const m = parseSignature(material);
  return m.ok ? chineseNameOf(m.value) : material;
}

export class TableRecords {
  constructor(private readonly db: Database) {}

  /** Smallest first. */
  list(): TableRow[] {
    return this.db.prepare('SELECT * FROM tables ORDER BY index_size, material').all().map(tableRow);
  }

  get(material: string): TableRow | undefined {
    const row = this.db.prepare('SELECT * FROM tables WHERE material = ?').get(material);
    return row && tableRow(row);
  }

  /** Marks a table as queued or generating (the file does not exist yet). */
  setPending(material: string, path: string, indexSize: number, status: 'queued' | 'generating'): void {
    this.db.prepare(
      `INSERT INTO tables (material, chinese_name, path, index_size, rule_set, status) VALUES (?, ?, ?, ?, '', ?)
       ON CONFLICT(material) DO UPDATE SET status = excluded.status, path = excluded.path, problem = NULL`,
    ).run(material, chineseName(material), path, indexSize, status);
  }

  /** Records a table whose file is in place (call only after the file was renamed into place). */
  setComplete(path: string, header: TableHeader, sizeBytes: number): void {
    this.db.prepare(
      `INSERT INTO tables (material, chinese_name, path, size_bytes, index_size, statistics, rule_set, generator, checksum,
         created_at, seconds, peak_rss_bytes, status, problem)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'complete', NULL)
       ON CONFLICT(material) DO UPDATE SET path = excluded.path, size_bytes = excluded.size_bytes,
         index_size = excluded.index_size, statistics = excluded.statistics, rule_set = excluded.rule_set,
         generator = excluded.generator, checksum = excluded.checksum, created_at = excluded.created_at,
         seconds = excluded.seconds, peak_rss_bytes = excluded.peak_rss_bytes, status = 'complete', problem = NULL`,
    ).run(
      header.material, chineseName(header.material), path, sizeBytes, header.entries, JSON.stringify(header.statistics),
      header.ruleSet, header.generator, header.payloadChecksum, header.createdAt, header.seconds, header.peakRssBytes,
    );
  }

  setProblem(material: string, status: 'corrupt' | 'missing', problem: string): void {
    this.db.prepare('UPDATE tables SET status = ?, problem = ? WHERE material = ?').run(status, problem, material);
  }

  /** Records what is wrong with a material's DTM table (null: nothing), leaving its DTC table's status alone. */
  setDtmProblem(material: string, problem: string | null): void {
    this.db.prepare('UPDATE tables SET dtm_problem = ? WHERE material = ?').run(problem, material);
  }

  /** A table made again is queued: its file is gone. */
  setQueued(material: string): void {
    this.db.prepare("UPDATE tables SET status = 'queued' WHERE material = ?").run(material);
  }

  /** Deletes a table's file, its DTM table's (of no use without it) and its row. */
  delete(material: string): void {
    const row = this.get(material);
    if (!row) return;
    rmSync(row.path, { force: true });
    rmSync(dtmPathOf(row.path), { force: true });
    this.db.prepare('DELETE FROM tables WHERE material = ?').run(material);
  }

  /** Points every table's row at `dir`, after the folder was moved (moveFolder.ts). */
  relocate(dir: string): void {
    this.db.transaction(() => {
      const update = this.db.prepare('UPDATE tables SET path = ? WHERE material = ?');
      for (const row of this.list()) update.run(join(dir, `${row.material}.cjtb`), row.material);
    });
  }
}
