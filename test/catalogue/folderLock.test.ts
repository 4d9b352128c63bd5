/**
 * One process per tables folder: the app, `npm run serve` and the CLI refuse a folder another live
 * process holds, naming it, and take over the lock of one that died. The cross-process cases run the
 * real browser host and CLI as child processes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { FolderLockedError, LOCK_FILE, type LockHolder, type LockWorld, holderGone, lockFolder } from '../../src/main/catalogue/folderLock';
import { parseMachineId, sameMachine, thisMachine } from '../../src/main/fs/machineId';
import { openingProblem } from '../../src/main/services/knownErrors';
import type { Lang } from '../../src/shared/lang';
import { say } from '../../src/shared/words/say';

const startupWords = (error: unknown, dir: string, lang: Lang) => say(openingProblem(error, dir), lang);

const OUT = fileURLToPath(new URL('../../out/main/', import.meta.url));
const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-lock-'));
  made.push(dir);
  return dir;
}

function serve(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(OUT, 'serve.js'), '--dir', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Canju is serving')) resolve(child);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

const cli = (...args: string[]) => spawnSync(process.execPath, [join(OUT, 'cli.js'), ...args], { encoding: 'utf8' });

describe('the tables folder lock', () => {
  it('is shared within one process and released with the last holder', () => {
    const dir = folder();
    const first = Catalogue.open(dir, 'test');
    const second = Catalogue.open(dir, 'test');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, owner: 'test', host: hostname() });
    first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    second.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder a live process holds, naming it', () => {
    const dir = folder();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname(), owner: 'npm run serve', since: new Date().toISOString() }));
    expect(() => lockFolder(dir, 'test')).toThrow(FolderLockedError);
    expect(() => Catalogue.open(dir)).toThrow(new RegExp(`in use by npm run serve \\(process ${process.ppid} on `));
    expect(existsSync(join(dir, 'catalogue.sqlite'))).toBe(false);
  });

  it('takes over the lock of a process that is gone, and an unreadable lock left by a crash', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: Number(gone.stdout), host: hostname(), owner: 'canju gen', since: 'then' }));
    lockFolder(dir, 'test').release();
    writeFileSync(join(dir, LOCK_FILE), '{"pid": 12');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    lockFolder(dir, 'test').release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('leaves a lock from another machine standing (a shared drive cannot be checked), and says which file to delete once it is gone', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'another-machine', owner: 'Canju app', since: 'then' }));
    expect(() => lockFolder(dir, 'test')).toThrow(/Canju app \(process 1 on another-machine/);
    let error: FolderLockedError | undefined;
    try {
      lockFolder(dir, 'test');
    } catch (e) {
      error = e as FolderLockedError;
    }
    expect(error?.lockFile).toBe(join(dir, LOCK_FILE));
    expect(error?.message).toMatch(new RegExp(`If it is not running any more \\(it crashed, or another-machine was switched off\\), delete ${join(dir, LOCK_FILE).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`));
  });

  it('writes this machine\'s identity into the lock, and takes over its own dead lock whatever the case of the host name', () => {
    const dir = folder();
    const lock = lockFolder(dir, 'test');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ host: thisMachine().host, machine: thisMachine().id });
    lock.release();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: Number(gone.stdout), host: hostname().toUpperCase(), owner: 'canju gen', since: new Date().toISOString() }));
    lockFolder(dir, 'test').release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});

describe('whose lock is stale', () => {
  const boot = Date.parse('2026-12-01T08:00:00Z');
  const mac = (host: string, id: string | null = 'a1b2c3d4-0000-4000-8000-000000000001') => ({ host, id });
  const world = (alive: boolean, me = mac('Lis-MacBook-Pro.local')): LockWorld => ({ me, pid: 500, alive: () => alive, bootedAt: boot });
  const lock = (over: Partial<LockHolder>): LockHolder => ({
    pid: 321, host: 'Lis-MacBook-Pro.local', machine: mac('').id, owner: 'Canju app', since: '2026-12-01T09:00:00Z', ...over,
  });

  it('knows its own machine after its host name changed with the network (macOS), by the machine id', () => {
    expect(holderGone(lock({ host: 'dhcp-10-2-3-4.corp.example' }), world(false))).toBe(true);
    expect(holderGone(lock({ host: 'dhcp-10-2-3-4.corp.example' }), world(true))).toBe(false);
  });

  it('never takes over the lock of another machine, even one of the same name, nor one with no id of another name', () => {
    expect(holderGone(lock({ machine: 'ffffffff-0000-4000-8000-000000000002' }), world(false))).toBe(false);
    expect(holderGone(lock({ machine: null, host: 'other-mac.local' }), world(false))).toBe(false);
    expect(holderGone(lock({ machine: undefined, host: 'server.dc2.example' }), world(false, { host: 'server.dc1.example', id: null }))).toBe(false);
  });

  it('takes over a lock written before this machine last started, even if its pid is in use again', () => {
    expect(holderGone(lock({ since: '2026-11-30T22:00:00Z' }), world(true))).toBe(true);
    expect(holderGone(lock({ since: 'not a time' }), world(true))).toBe(false);
  });

  it('never takes over its own process\'s lock', () => {
    expect(holderGone(lock({ pid: 500 }), world(false))).toBe(false);
  });

  it('reads the machine ids macOS and Windows give, and has none on Linux', () => {
    const ioreg = '+-o J314sAP  <class IOPlatformExpertDevice>\n    "IOPlatformUUID" = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"\n';
    expect(parseMachineId('darwin', ioreg)).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    const reg = '\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Cryptography\r\n    MachineGuid    REG_SZ    6b29fc40-ca47-1067-b31d-00dd010662da\r\n';
    expect(parseMachineId('win32', reg)).toBe('6b29fc40-ca47-1067-b31d-00dd010662da');
    expect(parseMachineId('linux', ioreg)).toBeNull();
    expect(parseMachineId('darwin', 'nothing')).toBeNull();
    expect(sameMachine({ host: 'a', id: 'x' }, { host: 'b', id: 'x' })).toBe(true);
    expect(sameMachine({ host: 'PC1', id: null }, { host: 'pc1', id: 'x' })).toBe(true);
  });

  it('keeps the CLI out of a folder `npm run serve` has, and lets it in once serve has died', async () => {
    const dir = folder();
    const host = await serve(dir);
    const refused = cli('list', '--dir', dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`in use by npm run serve \\(process ${host.pid} on `))]);
    // Killed outright, as a crash would: its lock stays behind, stale.
    const exited = new Promise((resolve) => host.once('exit', resolve));
    host.kill('SIGKILL');
    await exited;
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    const after = cli('list', '--dir', dir);
    expect(after.stderr).toBe('');
    expect(after.status).toBe(0);
  });

  it('keeps a second `npm run serve` out, with one line in the chosen language', async () => {
    const dir = folder();
    const first = await serve(dir);
    const second = spawnSync(process.execPath, [join(OUT, 'serve.js'), '--dir', dir, '--port', '0', '--lang', 'zh'], { encoding: 'utf8', timeout: 20_000 });
    expect(second.status).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^残局库目录 .* 正被 npm run serve 使用（.* 上的进程 ${first.pid}，自 .* 起）；请先关闭它，或换一个目录$`))]);
  });
});

describe('why the services could not start', () => {
  it('names a tables folder that is a file', () => {
    const file = join(folder(), 'not-a-folder');
    writeFileSync(file, 'x');
    let error: unknown;
    try {
      Catalogue.open(file);
    } catch (e) {
      error = e;
    }
    expect(startupWords(error, file, 'en')).toMatch(new RegExp(`^The tables folder ${file} cannot be used: `));
    expect(startupWords(error, file, 'zh')).toMatch(new RegExp(`^无法使用残局库目录 ${file}：`));
  });

  it('names a catalogue that is not a database', () => {
    const dir = folder();
    writeFileSync(join(dir, 'catalogue.sqlite'), 'this is not a database, it is a note');
    let error: unknown;
    try {
      Catalogue.open(dir);
    } catch (e) {
      error = e;
    }
    expect(startupWords(error, dir, 'en')).toMatch(/^The catalogue catalogue.sqlite in .* cannot be opened: not a database \(SQLITE_NOTADB\)$/);
    expect(startupWords(error, dir, 'zh')).toMatch(/^无法打开残局库目录 .* 中的目录数据库 catalogue.sqlite：不是数据库（SQLITE_NOTADB）$/);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('says a native module that does not load must be reinstalled', () => {
    const error = Object.assign(new Error('The module better_sqlite3.node was compiled against a different Node.js version'), { code: 'ERR_DLOPEN_FAILED' });
    expect(startupWords(error, '/t', 'en')).toMatch(/^The database module \(better-sqlite3\) cannot be loaded; reinstall Canju/);
  });
});
