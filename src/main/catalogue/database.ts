/**
 * The small database interface the catalogue needs, so its services do not depend on one driver.
 * `openSqlite` implements it with better-sqlite3 in WAL mode.
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
  return {
    prepare(sql) {
      const statement = db.prepare(sql);
      return {
        run: (...params) => statement.run(...params),
        get: <T>(...params: Param[]) => statement.get(...params) as T | undefined,
        all: <T>(...params: Param[]) => statement.all(...params) as T[],
      };
    },
    exec: (sql) => void db.exec(sql),
    transaction: <T>(fn: () => T) => db.transaction(fn)(),
    close: () => db.close(),
  };
}
