/**
 * One process owns a tables folder at a time. Opening the catalogue reconciles it with the files,
 * which marks running jobs interrupted and deletes temporary table files: run by a second process
 * (the app beside `npm run serve` or the CLI), it would destroy the first one's work. The lock is a
 * file in the folder naming its holder; a holder that died (same machine, process gone, or the
 * machine restarted since) leaves a stale lock that the next opener takes over. Within one process
 * the lock is shared and counted.
 *
 * A holder on another computer (a folder on a network share) cannot be checked, and it is never
 * taken over by age: a process whose main thread is busy for a while would lose its lock to a second
 * one while it still works, which is the destruction the lock exists to prevent. Instead the refusal
 * says which computer and process hold it, and which file to delete once that process is gone. What
 * counts as "this computer" survives a change of host name (machineId.ts).
 */
import { lstatSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { uptime } from 'node:os';
import { join, resolve } from 'node:path';
import { type MachineIdentity, sameMachine, thisMachine } from '../fs/machineId';

export const LOCK_FILE = 'canju.lock';

export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** The holder's machine id (machineId.ts), absent in locks of earlier versions and where the platform has none. */
  readonly machine?: string | null;
  /** What the holder is, for the message a second process prints: `Canju app`, `npm run serve`, `canju gen`. */
  readonly owner: string;
  readonly since: string;
}

export class FolderLockedError extends Error {
  /** The lock file, which the user may delete once the holder is certainly gone. */
  readonly lockFile: string;

  constructor(readonly dir: string, readonly holder: LockHolder) {
    const lockFile = join(dir, LOCK_FILE);
    super(`the tables folder ${dir} is in use by ${holder.owner} (process ${holder.pid} on ${holder.host}, since ${holder.since}); `
      + `close it first, or use another folder. If it is not running any more (it crashed, or ${holder.host} was switched off), `
      + `delete ${lockFile}`);
    this.name = 'FolderLockedError';
    this.lockFile = lockFile;
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

/** What a stale-lock check needs to know about this process's world. */
export interface LockWorld {
  readonly me: MachineIdentity;
  readonly pid: number;
  readonly alive: (pid: number) => boolean;
  /** When this machine last started, in ms since the epoch. */
  readonly bootedAt: number;
}

/**
 * Whether a readable lock's holder is certainly gone: it runs on this machine, is not this process,
 * and its process is gone or was started before the machine last booted (its pid may belong to
 * another program by now). A holder on another machine cannot be checked, so it stands.
 */
export function holderGone(holder: LockHolder, world: LockWorld): boolean {
  if (!sameMachine({ host: holder.host, id: holder.machine ?? null }, world.me) || holder.pid === world.pid) return false;
  const since = Date.parse(holder.since);
  return !world.alive(holder.pid) || (Number.isFinite(since) && since < world.bootedAt);
}

/** An unreadable lock is a crash's leftover once it is older than a write takes. */
function stale(path: string, holder: LockHolder | null): boolean {
  if (holder === null) {
    try {
      return Date.now() - statSync(path).mtimeMs > 5000;
    } catch {
      return true;
    }
  }
  // A minute's margin: uptime and the clock are read at slightly different moments.
  return holderGone(holder, { me: thisMachine(), pid: process.pid, alive, bootedAt: Date.now() - uptime() * 1000 - 60_000 });
}

/**
 * Something other than a file under the lock's name (a folder someone made, a FIFO) is no holder:
 * it would read as an unknown one for ever. Refused as the system refuses a path (EISDIR), naming it.
 */
function notALockFile(path: string): void {
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    // Gone since the write failed: the next attempt takes it.
    return;
  }
  if (stat.isFile()) return;
  throw Object.assign(new Error(`${path} is not a file`), { code: stat.isDirectory() ? 'EISDIR' : 'not-regular', path });
}

const UNKNOWN: Omit<LockHolder, 'since'> = { pid: 0, host: 'unknown', owner: 'another Canju process' };

export function lockFolder(dir: string, owner: string): FolderLock {
  const key = resolve(dir);
  const path = join(key, LOCK_FILE);
  const count = held.get(key) ?? 0;
  if (count === 0) {
    const { host, id } = thisMachine();
    const me: LockHolder = { pid: process.pid, host, machine: id, owner, since: new Date().toISOString() };
    for (let attempt = 0; ; attempt++) {
      try {
        writeFileSync(path, JSON.stringify(me), { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        notALockFile(path);
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
