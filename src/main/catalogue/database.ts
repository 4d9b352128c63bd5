/**
 * The small database interface the catalogue needs, so its records (tables, jobs, studies) do not
 * depend on one driver. `openSqlite` implements it with better-sqlite3 in WAL mode, each statement
 * prepared once (an import of thousands of studies runs the same few thousands of times).
 */
import BetterSqlite3 from 'better-sqlite3';

export type Param = string | number | bigint | null | Uint8Array;

export interface Statement {
  run(...params: Param[]): { changes: number; lastInsertRowid: number | bigint };
  get<T = Record<string, unknown>>(...params: Param[]): T | undefined;
  all<T = Record<string, unknown>>(...params: Param[]): T[];
}

export interface Database {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  /** Runs `fn` in one transaction: all of it is written, or none of it. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

export function openSqlite(path: string): Database {
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const prepared = new Map<string, Statement>();
  return {
    prepare(sql) {
      let cached = prepared.get(sql);
      if (!cached) {
        const statement = db.prepare(sql);
        cached = {
          run: (...params) => statement.run(...params),
          get: <T>(...params: Param[]) => statement.get(...params) as T | undefined,
          all: <T>(...params: Param[]) => statement.all(...params) as T[],
        };
        prepared.set(sql, cached);
      }
      return cached;
    },
    exec: (sql) => void db.exec(sql),
    transaction: <T>(fn: () => T) => db.transaction(fn)(),
    close: () => db.close(),
  };
}
