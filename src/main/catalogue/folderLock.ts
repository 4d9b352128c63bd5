/**
 * One process owns a tables folder at a time. Opening the catalogue reconciles it with the files,
 * which marks running jobs interrupted and deletes temporary table files: run by a second process
 * (the app beside `npm run serve` or the CLI), it would destroy the first one's work. The lock is a
 * file in the folder naming its holder; a holder that died (same machine, process gone) leaves a
 * stale lock that the next opener takes over. Within one process the lock is shared and counted.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'canju.lock';

export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** What the holder is, for the message a second process prints: `Canju app`, `npm run serve`, `canju gen`. */
  readonly owner: string;
  readonly since: string;
}

export class FolderLockedError extends Error {
  constructor(readonly dir: string, readonly holder: LockHolder) {
    super(`the tables folder ${dir} is in use by ${holder.owner} (process ${holder.pid} on ${holder.host}, since ${holder.since}); `
      + 'close it first, or use another folder');
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  release(): void;
}

const held = new Map<string, number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
    return Number.isSafeInteger(holder.pid) && typeof holder.host === 'string' ? holder : null;
  } catch {
    // Gone since we looked, or cut short by a crash while it was written: either way nobody holds it.
    return null;
  }
}

/**
 * Whether the holder is certainly gone. A holder on another machine (a shared drive) cannot be
 * checked, so it stands; an unreadable lock is a crash's leftover once it is older than a write takes.
 */
function stale(path: string, holder: LockHolder | null): boolean {
  if (holder === null) {
    try {
      return Date.now() - statSync(path).mtimeMs > 5000;
    } catch {
      return true;
    }
  }
  return holder.host === hostname() && holder.pid !== process.pid && !alive(holder.pid);
}

const UNKNOWN: Omit<LockHolder, 'since'> = { pid: 0, host: 'unknown', owner: 'another Canju process' };

export function lockFolder(dir: string, owner: string): FolderLock {
  const key = resolve(dir);
  const path = join(key, LOCK_FILE);
  const count = held.get(key) ?? 0;
  if (count === 0) {
    const me: LockHolder = { pid: process.pid, host: hostname(), owner, since: new Date().toISOString() };
    for (let attempt = 0; ; attempt++) {
      try {
        writeFileSync(path, JSON.stringify(me), { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(path);
        if (attempt > 0 || !stale(path, holder)) throw new FolderLockedError(dir, holder ?? { ...UNKNOWN, since: 'now' });
        rmSync(path, { force: true });
      }
    }
  }
  held.set(key, count + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const left = held.get(key)! - 1;
      if (left > 0) return void held.set(key, left);
      held.delete(key);
      if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
    },
  };
}

/** How a process names itself in the lock when it does not say: `canju <command>` for the CLI. */
export function defaultOwner(): string {
  const command = process.argv[2];
  return command && !command.startsWith('-') ? `canju ${command}` : 'canju';
}
