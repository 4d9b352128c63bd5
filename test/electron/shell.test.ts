/**
 * The desktop shell's logic (shell.ts) with Electron's pieces played by stand-ins and everything else
 * real: the services over a real tables folder, generations in worker threads, the folder move, the
 * log file. Electron's quit is played as Electron plays it: `quit()` comes back through `before-quit`,
 * which may hold it back, and only then are the windows closed.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanjuEvent, JobInfo } from '../../src/shared/api/contract';
import { type FolderMoveNotice, SHELL_NOTICE_CHANNEL, type ShellNotice } from '../../src/shared/api/shellBridge';
import { LOCK_FILE } from '../../src/main/catalogue/folderLock';
import { createServices } from '../../src/main/services/canjuServices';
import { readSettings, writeSettings } from '../../src/main/settings/appSettings';
import { openLogFile } from '../../src/main/electron/logFile';
import { type Shell, type ShellDialogs, type ShellWindow, createShell } from '../../src/main/electron/shell';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';

const made: string[] = [];
const shells: { shell: Shell; app: FakeApp }[] = [];
afterEach(async () => {
  // Quit what a test left running, as the user would, so the folders' locks go.
  for (const { app } of shells.splice(0)) await app.quitAndWait();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-shell-'));
  made.push(dir);
  return dir;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const until = async (condition: () => boolean, what: string, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

class FakeWindow implements ShellWindow {
  readonly sent: [string, unknown][] = [];
  reloads = 0;
  forward = 0;
  closed = false;
  readonly progress: number[] = [];
  /** Called with each message as the page would receive it. */
  onSend: (channel: string, payload: unknown) => void = () => undefined;
  private readonly handlers: { close?: (prevent: () => void) => void; closed?: () => void; loaded?: () => void; gone?: (reason: string, code: number) => void } = {};

  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
    this.onSend(channel, payload);
  }
  reload() { this.reloads++; }
  bringForward() { this.forward++; }
  setProgress(fraction: number) { this.progress.push(fraction); }
  onClose(handler: (prevent: () => void) => void) { this.handlers.close = handler; }
  onClosed(handler: () => void) { this.handlers.closed = handler; }
  onLoaded(handler: () => void) { this.handlers.loaded = handler; }
  onRendererGone(handler: (reason: string, code: number) => void) { this.handlers.gone = handler; }

  load() { this.handlers.loaded?.(); }
  crash(reason: string) { this.handlers.gone?.(reason, 139); }
  /** The user's click on the close box; true when the window closed. */
  close(): boolean {
    let prevented = false;
    this.handlers.close?.(() => (prevented = true));
    if (!prevented) {
      this.closed = true;
      this.handlers.closed?.();
    }
    return !prevented;
  }
  notices(): ShellNotice[] { return this.sent.filter(([c]) => c === SHELL_NOTICE_CHANNEL).map(([, n]) => n as ShellNotice); }
  events(): CanjuEvent[] { return this.sent.filter(([c]) => c === 'canju:event').map(([, e]) => e as CanjuEvent); }
}

/** Electron's app as the shell sees it: quits that come back through before-quit, windows, exits. */
class FakeApp {
  readonly windows: FakeWindow[] = [];
  readonly calls: string[] = [];
  quitted = false;
  exitCode: number | null = null;
  shell!: Shell;

  quit() {
    let prevented = false;
    this.shell.onBeforeQuit(() => (prevented = true));
    if (prevented) return;
    for (const window of this.windows.filter((w) => !w.closed)) window.close();
    this.quitted = true;
  }
  async quitAndWait() {
    if (this.quitted || this.exitCode !== null || this.shell.phase === 'starting') return;
    this.quit();
    await until(() => this.quitted, 'the quit');
  }
  get window(): FakeWindow {
    return this.windows.at(-1)!;
  }
}

interface Options {
  platform?: NodeJS.Platform;
  commandLineDir?: string | null;
  dialogs?: Partial<ShellDialogs>;
}

function start(root: string, options: Options = {}) {
  const app = new FakeApp();
  const log = openLogFile({ dir: join(root, 'logs') });
  const blocks: string[] = [];
  const dialogs: ShellDialogs = {
    chooseFirstFolder: async (defaultDir) => defaultDir,
    recover: async () => ({ kind: 'quit' }),
    legacyNotMoved: async () => undefined,
    chooseMoveTarget: async () => null,
    moveRefused: async () => undefined,
    generationRunning: async () => undefined,
    confirmStopWork: async () => false,
    crashedRepeatedly: async () => undefined,
    startupFailed: async () => undefined,
    ...options.dialogs,
  };
  const shell = createShell({
    platform: options.platform ?? 'linux',
    log,
    dialogs,
    commandLineDir: options.commandLineDir ?? null,
    settingsFile: join(root, 'userData', 'settings.json'),
    defaultTablesDir: join(root, 'tables'),
    legacyTablesDir: join(root, 'userData', 'tables'),
    blocker: { start: () => (blocks.push('start'), 1), stop: () => void blocks.push('stop') },
    openServices: async (dir) => {
      app.calls.push(`open ${dir}`);
      return createServices({ dir, owner: 'test', threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker });
    },
    prepare: async () => void app.calls.push('prepare'),
    createWindow: () => {
      app.calls.push('window');
      const window = new FakeWindow();
      app.windows.push(window);
      return window;
    },
    focusApp: () => void app.calls.push('focus'),
    quit: () => app.quit(),
    exit: (code) => void (app.exitCode = code),
  });
  app.shell = shell;
  shells.push({ shell, app });
  return { shell, app, log, blocks, started: shell.start() };
}

const logText = (root: string) => readFileSync(join(root, 'logs', 'canju.log'), 'utf8');

async function generate(shell: Shell, material: string): Promise<void> {
  const started = await shell.services()!.api.startGeneration(material, { dtm: false });
  if (!started.ok) throw new Error(started.errors[0].code);
}

const lastJob = (window: FakeWindow): JobInfo | undefined =>
  window.events().filter((e): e is Extract<CanjuEvent, { type: 'job' }> => e.type === 'job').at(-1)?.job;

/** A started shell whose folder holds KR-K and whose File menu moves the tables to `moved`. */
async function startWithKrK(root: string) {
  const target = join(root, 'moved');
  const { shell, app, started } = start(root, { dialogs: { chooseMoveTarget: async () => target } });
  await started;
  await generate(shell, 'KR-K');
  await until(() => lastJob(app.window)?.state === 'done', 'the generation');
  return { shell, app, target };
}

describe('starting', () => {
  it('makes its one window only after the services and the plumbing; a second launch meanwhile brings the dialog forward', async () => {
    const root = scratch();
    const question = deferred<string>();
    const { shell, app, started } = start(root, { dialogs: { chooseFirstFolder: () => question.promise } });
    await until(() => shell.phase === 'starting', 'the start');
    shell.onSecondInstance();
    shell.onSecondInstance();
    shell.onActivate();
    expect(app.calls).toEqual(['focus', 'focus']);
    question.resolve(join(root, 'chosen'));
    await started;
    expect(app.calls).toEqual(['focus', 'focus', `open ${join(root, 'chosen')}`, 'prepare', 'window']);
    expect(readSettings(join(root, 'userData', 'settings.json'))).toEqual({ tablesDir: join(root, 'chosen') });
    expect(logText(root).split('\n').map((line) => line.slice(25))).toEqual(expect.arrayContaining([
      'INFO  first run: asking where the tables go', `INFO  tables folder opened: ${join(root, 'chosen')}`, 'INFO  window opened',
    ]));
    // Ready: a second launch brings the window forward; once it is closed (macOS keeps the app), it makes a new one.
    shell.onSecondInstance();
    expect(app.window.forward).toBe(1);
    app.window.close();
    shell.onSecondInstance();
    expect(app.windows).toHaveLength(2);
  });

  it('goes on with another folder when the saved one cannot be opened, and says why in the log', async () => {
    const root = scratch();
    writeSettings(join(root, 'userData', 'settings.json'), { tablesDir: join(root, 'unplugged', 'tables') });
    const { app, started } = start(root, { dialogs: { recover: async (_dir, _error, defaultDir) => ({ kind: 'use', dir: defaultDir }) } });
    await started;
    expect(app.calls).toEqual([`open ${join(root, 'tables')}`, 'prepare', 'window']);
    expect(readSettings(join(root, 'userData', 'settings.json'))).toEqual({ tablesDir: join(root, 'tables') });
    expect(logText(root)).toMatch(/WARN  the tables folder .*unplugged.* cannot be opened FolderMissingError: .* is not there/);
  });

  it('exits when the user quits at the recovery question, with no window', async () => {
    const root = scratch();
    writeSettings(join(root, 'userData', 'settings.json'), { tablesDir: join(root, 'unplugged') });
    const { app, started } = start(root);
    await started;
    expect(app.exitCode).toBe(0);
    expect(app.windows).toEqual([]);
  });
});

describe('while running', () => {
  it('forwards events, keeps the computer awake and logs while generating, and tells a reloaded page', async () => {
    const root = scratch();
    const { shell, app, blocks, started } = start(root);
    await started;
    await generate(shell, 'KR-K');
    await until(() => lastJob(app.window)?.state === 'done', 'the generation');
    expect(blocks).toEqual(['start', 'stop']);
    const awake = app.window.events().filter((e) => e.type === 'awake');
    expect(awake).toEqual([{ type: 'awake', held: true }, { type: 'awake', held: false }]);
    expect(logText(root)).toMatch(/INFO  generation 1 \(KR-K\): running\n(.*\n)*.*INFO  generation 1 \(KR-K\): done\n/);
    app.window.load();
    expect(app.window.events().at(-1)).toEqual({ type: 'awake', held: false });
  });

  it('reloads a page that crashed and tells it once back; gives up and quits after repeated crashes', async () => {
    const root = scratch();
    const gaveUp: string[] = [];
    const { app, log, started } = start(root, { dialogs: { crashedRepeatedly: async (file) => void gaveUp.push(file) } });
    await started;
    const window = app.window;
    window.crash('clean-exit');
    expect(window.reloads).toBe(0);
    window.crash('crashed');
    expect(window.reloads).toBe(1);
    expect(window.notices()).toEqual([]);
    window.load();
    expect(window.notices()).toEqual([{ type: 'renderer-crashed', reason: 'crashed', logFile: log.file }]);
    window.load();
    expect(window.notices()).toHaveLength(1);
    expect(logText(root)).toMatch(/ERROR the window's page stopped \(crashed, exit code 139\); reloading it/);
    for (const reason of ['oom', 'crashed', 'killed']) window.crash(reason);
    expect(window.reloads).toBe(3);
    await until(() => app.quitted, 'the quit after repeated crashes');
    expect(gaveUp).toEqual([log.file]);
  });

  it('asks before the window closes on a generation, and on stop quits once the services closed: finished tables kept, lock released', async () => {
    const root = scratch();
    const asked: string[] = [];
    let stop = false;
    const { shell, app, started } = start(root, { dialogs: { confirmStopWork: async (work) => (asked.push(work), stop) } });
    await started;
    const dir = join(root, 'tables');
    // K-KN and KR-K first, then KR-KN (several seconds): closed once the first two are finished.
    await generate(shell, 'KR-KN');
    await until(() => (lastJob(app.window)?.done ?? 0) >= 2, 'the sub-tables');
    expect(app.window.close()).toBe(false);
    await until(() => asked.length === 1, 'the question');
    expect(lastJob(app.window)?.state).toBe('running');
    expect(app.quitted).toBe(false);
    stop = true;
    expect(app.window.close()).toBe(false);
    await until(() => app.quitted, 'the quit');
    expect(asked).toEqual(['generation', 'generation']);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(readdirSync(dir).filter((n) => n.endsWith('.cjtb')).sort()).toEqual(['K-KN.cjtb', 'KR-K.cjtb']);
    expect(logText(root)).toMatch(/quit confirmed while working(.*\n)*.*generation 1 \(KR-KN\): cancelled\n(.*\n)*.*services closed; quitting\n/);
  });
});

describe('moving the tables folder from the File menu', () => {
  it('moves with progress in the window, saves the new folder, reopens the services there and refreshes the page', async () => {
    const root = scratch();
    const { shell, app, target } = await startWithKrK(root);
    await shell.moveTables();
    const notices = app.window.notices() as FolderMoveNotice[];
    expect(notices[0]).toMatchObject({ type: 'folder-move', state: 'moving', from: join(root, 'tables'), to: target, doneBytes: 0 });
    expect(notices.at(-2)).toMatchObject({ state: 'moving', doneBytes: expect.any(Number) });
    expect(notices.at(-1)).toEqual({ type: 'folder-move', state: 'moved', from: join(root, 'tables'), to: target });
    expect(app.window.progress.at(-1)).toBe(-1);
    expect(app.window.events().at(-1)).toEqual({ type: 'tables' });
    expect(readSettings(join(root, 'userData', 'settings.json'))).toEqual({ tablesDir: target });
    const listed = await shell.services()!.api.listTables();
    expect(listed).toMatchObject({ ok: true, tables: [{ material: 'KR-K' }], folder: { dir: target } });
    expect(existsSync(join(root, 'tables', 'KR-K.cjtb'))).toBe(false);
  });

  it('keeps the saved choice as it was when the run is on --tables-dir', async () => {
    const root = scratch();
    const settings = join(root, 'userData', 'settings.json');
    writeSettings(settings, { tablesDir: join(root, 'saved') });
    const target = join(root, 'moved');
    const { shell, started } = start(root, { commandLineDir: join(root, 'portable'), dialogs: { chooseMoveTarget: async () => target } });
    await started;
    await shell.moveTables();
    expect(await shell.services()!.api.listTables()).toMatchObject({ ok: true, folder: { dir: target } });
    expect(readSettings(settings)).toEqual({ tablesDir: join(root, 'saved') });
  });

  it('refuses to move during a generation, and refuses a target inside the folder without closing anything', async () => {
    const root = scratch();
    const told: string[] = [];
    const { shell, app, started } = start(root, {
      dialogs: {
        generationRunning: async () => void told.push('running'),
        chooseMoveTarget: async (current) => join(current, 'inside'),
        moveRefused: async (problem) => void told.push(problem.code),
      },
    });
    await started;
    await generate(shell, 'KR-KN');
    await until(() => lastJob(app.window)?.state === 'running', 'the generation');
    await shell.moveTables();
    expect(told).toEqual(['running']);
    await shell.services()!.api.cancelGeneration(1);
    await until(() => lastJob(app.window)?.state === 'cancelled', 'the cancel');
    await shell.moveTables();
    expect(told).toEqual(['running', 'inside-source']);
    expect(shell.services()).not.toBeNull();
  });

  it('cancels from the window: both folders as they were, the services back on the old folder', async () => {
    const root = scratch();
    const { shell, app, target } = await startWithKrK(root);
    const before = readdirSync(join(root, 'tables')).sort();
    // The user presses Cancel as soon as the window shows the move; twice.
    app.window.onSend = (channel) => {
      if (channel !== SHELL_NOTICE_CHANNEL) return;
      shell.cancelMove();
      shell.cancelMove();
    };
    await shell.moveTables();
    const notices = app.window.notices() as FolderMoveNotice[];
    const cancelling = notices.findIndex((n) => n.state === 'moving' && n.cancelling);
    expect(cancelling).toBeGreaterThan(0);
    expect(notices.slice(cancelling, -1).every((n) => n.state === 'moving' && n.cancelling)).toBe(true);
    expect(logText(root).match(/cancelling the folder move/g)).toHaveLength(1);
    expect(notices.at(-1)).toEqual({ type: 'folder-move', state: 'cancelled', from: join(root, 'tables'), to: target });
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(join(root, 'tables')).sort()).toEqual(before);
    expect(await shell.services()!.api.listTables()).toMatchObject({ ok: true, tables: [{ material: 'KR-K' }], folder: { dir: join(root, 'tables') } });
    expect(readSettings(join(root, 'userData', 'settings.json'))).toEqual({ tablesDir: join(root, 'tables') });
  });
});
