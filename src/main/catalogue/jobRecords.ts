/** The generation jobs a folder's catalogue records: what each makes, where it stands, its progress and error. */
import type { Database } from './database';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'interrupted';

export interface JobRow {
  readonly id: number;
  readonly material: string;
  /** The materials whose DTC table the job makes (the catalogue's rows), in order. */
  readonly tables: string[];
  /** The materials whose DTM table it makes too, in order. */
  readonly dtmTables: string[];
  readonly state: JobState;
  readonly progress: unknown;
  readonly error: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const now = () => new Date().toISOString();

function jobRow(r: Record<string, unknown>): JobRow {
  return {
    id: r.id as number, material: r.material as string, tables: JSON.parse(r.tables as string),
    dtmTables: JSON.parse(r.dtm_tables as string), state: r.state as JobState,
    progress: r.progress ? JSON.parse(r.progress as string) : null, error: r.error as string | null,
    createdAt: r.created_at as string, updatedAt: r.updated_at as string,
  };
}

export class JobRecords {
  constructor(private readonly db: Database) {}

  /** A job that makes the DTC tables of `tables` and the DTM tables of `dtmTables`. */
  create(material: string, tables: string[], dtmTables: string[] = []): number {
    const t = now();
    return Number(this.db.prepare('INSERT INTO jobs (material, tables, dtm_tables, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(material, JSON.stringify(tables), JSON.stringify(dtmTables), 'queued', t, t).lastInsertRowid);
  }

  update(id: number, change: { state?: JobState; progress?: unknown; error?: string | null }): void {
    const job = this.get(id);
    if (!job) throw new Error(`no job ${id}`);
    this.db.prepare('UPDATE jobs SET state = ?, progress = ?, error = ?, updated_at = ? WHERE id = ?').run(
      change.state ?? job.state, JSON.stringify(change.progress ?? job.progress), change.error === undefined ? job.error : change.error, now(), id,
    );
  }

  get(id: number): JobRow | undefined {
    const row = this.db.prepare('SELECT * FROM jobs WHERE id = ?').get(id);
    return row && jobRow(row);
  }

  /** Newest first. */
  list(): JobRow[] {
    return this.db.prepare('SELECT * FROM jobs ORDER BY id DESC').all().map(jobRow);
  }
}
