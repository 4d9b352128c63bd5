/**
 * The desktop shell's logic, free of `electron` imports: index.ts hands it Electron's pieces as ports
 * (a window, native dialogs, quitting), so Node tests drive it with stand-ins.
 *
 * It starts in order: the tables folder is resolved and opened (with recovery, startup.ts), Electron's
 * plumbing is set up (session, scheme, IPC, menus), and only then is the window made. A second launch
 * before that only brings the start-up's dialog forward. While it runs it forwards the services' events
 * to the window, holds off sleep during generations, writes generations, moves and crashes to the log,
 * reloads a crashed page, moves the tables folder off the main thread with progress and cancel, and
 * holds a quit back until the services are closed (quitGuard.ts).
 */
import { resolve } from 'node:path';
import { type CanjuEvent, EVENT_CHANNEL } from '../../shared/api/contract';
import { type FolderMoveNotice, SHELL_NOTICE_CHANNEL, type ShellNotice } from '../../shared/api/shellBridge';
import type { MoveProblem } from '../catalogue/moveFolder';
import type { Services } from '../services/canjuServices';
import { readSettings, writeSettings } from '../settings/appSettings';
import { holdsTables } from '../settings/tablesFolder';
import { type Blocker, keepAwakeWhileGenerating } from './keepAwake';
import type { Logger } from './logFile';
import { quitGuard } from './quitGuard';
import { crashPolicy } from './rendererCrash';
import { type FolderSteps, type Recovery, openTablesFolder, openWithRecovery } from './startup';

/** The one window, as the shell uses it. */
export interface ShellWindow {
  send(channel: string, payload: unknown): void;
  reload(): void;
  /** Restores it if minimized, shows and focuses it. */
  bringForward(): void;
  /** The taskbar or dock progress, 0 to 1; -1 removes it. */
  setProgress(fraction: number): void;
  onClose(handler: (prevent: () => void) => void): void;
  onClosed(handler: () => void): void;
  /** The page finished loading (the first time, and after every reload). */
  onLoaded(handler: () => void): void;
  onRendererGone(handler: (reason: string, exitCode: number) => void): void;
}

/** The native questions and messages (tablesFolderDialogs.ts). */
export interface ShellDialogs {
  chooseFirstFolder(defaultDir: string, legacyDir: string | null): Promise<string>;
  recover(dir: string, error: unknown, defaultDir: string): Promise<Recovery>;
  legacyNotMoved(legacyDir: string, error: unknown): Promise<void>;
  chooseMoveTarget(currentDir: string): Promise<string | null>;
  moveRefused(problem: MoveProblem): Promise<void>;
  generationRunning(): Promise<void>;
  /** Closing or quitting while work runs: true to stop it and quit. */
  confirmStopWork(work: 'generation' | 'move'): Promise<boolean>;
  crashedRepeatedly(logFile: string): Promise<void>;
  /** A failure of the start-up itself (not of the folder): shown before the app exits. */
  startupFailed(error: unknown, dir: string): Promise<void>;
}

export interface ShellPorts {
  readonly platform: NodeJS.Platform;
  readonly log: Logger;
  readonly dialogs: ShellDialogs;
  /** `--tables-dir`: the folder of this run only. */
  readonly commandLineDir: string | null;
  readonly settingsFile: string;
  readonly defaultTablesDir: string;
  /** Where versions before 0.2 kept their tables. */
  readonly legacyTablesDir: string;
  readonly blocker: Blocker;
  /** Opens the services (imported lazily, so a native addon that does not load ends in the recovery dialog). */
  openServices(dir: string): Promise<Services>;
  /** Electron's plumbing, once the services are open: session security, the page's scheme, IPC handlers, menus. */
  prepare(shell: Shell): Promise<void>;
  createWindow(): ShellWindow;
  /** Brings the app (and so the start-up's open dialog) forward. */
  focusApp(): void;
  quit(): void;
  exit(code: number): void;
  readonly now?: () => number;
}

export type Phase = 'starting' | 'ready' | 'quitting';

/** What index.ts wires to Electron's events, IPC and menus. */
export interface Shell {
  readonly phase: Phase;
  /** The services for a request, or null while the folder is being moved. */
  services(): Services | null;
  start(): Promise<void>;
  onSecondInstance(): void;
  /** macOS: the Dock icon clicked with no window open. */
  onActivate(): void;
  onAllWindowsClosed(): void;
  onBeforeQuit(prevent: () => void): void;
  /** File ▸ Tables Folder…: moves the tables and their catalogue, with progress and cancel in the window. */
  moveTables(): Promise<void>;
  /** The window's Cancel: what was moved goes back. */
  cancelMove(): void;
}

/** How often a move's progress reaches the window at most. */
const PROGRESS_MS = 100;

export function createShell(ports: ShellPorts): Shell {
  const { log, dialogs } = ports;
  const now = ports.now ?? Date.now;
  let phase: Phase = 'starting';
  let services: Services | null = null;
  let tablesDir = '';
  let window: ShellWindow | null = null;
  let move: { controller: AbortController; notice: FolderMoveNotice; finished: Promise<void> } | null = null;
  // Notices for the page's next load: a crash is told once the page is back.
  const pending: ShellNotice[] = [];
  const jobStates = new Map<number, string>();
  const crashes = crashPolicy();

  const notify = (notice: ShellNotice) => window?.send(SHELL_NOTICE_CHANNEL, notice);

  const awake = keepAwakeWhileGenerating(ports.blocker, (held) => {
    log.info(held ? 'generating: the computer is kept awake' : 'no generation: the computer may sleep');
    window?.send(EVENT_CHANNEL, { type: 'awake', held });
  });

  const onEvent = (event: CanjuEvent) => {
    window?.send(EVENT_CHANNEL, event);
    awake.onEvent(event);
    if (event.type === 'job' && jobStates.get(event.job.id) !== event.job.state) {
      jobStates.set(event.job.id, event.job.state);
      const line = `generation ${event.job.id} (${event.job.material}): ${event.job.state}`;
      if (event.job.state === 'failed') log.error(line, event.job.error);
      else log.info(line);
    }
  };

  const attach = (opened: Services, dir: string) => {
    services = opened;
    tablesDir = dir;
    opened.api.onEvent(onEvent);
  };

  const folderSteps: FolderSteps<Services> = {
    open: (dir) => ports.openServices(dir),
    recover: (dir, error) => dialogs.recover(dir, error, ports.defaultTablesDir),
    save: (dir) => {
      try {
        writeSettings(ports.settingsFile, { ...readSettings(ports.settingsFile), tablesDir: dir });
      } catch (error) {
        // The folder is open and works; only the next start will ask again.
        log.error(`the settings file ${ports.settingsFile} cannot be written`, error);
      }
    },
    log: (message, error) => (error === undefined ? log.info(message) : log.warn(message, error)),
  };

  /** The first run's question; an earlier version's tables move along, or stay in use where they are when they cannot. */
  const chooseFirstFolder = async (): Promise<string> => {
    const legacy = holdsTables(ports.legacyTablesDir) ? ports.legacyTablesDir : null;
    const dir = await dialogs.chooseFirstFolder(ports.defaultTablesDir, legacy);
    if (!legacy || resolve(dir) === resolve(legacy)) return dir;
    try {
      const { moveTablesFolder } = await import('../catalogue/moveFolder');
      await moveTablesFolder(legacy, dir);
      log.info(`the earlier version's tables moved from ${legacy} to ${dir}`);
      return dir;
    } catch (error) {
      log.error(`the earlier version's tables could not be moved from ${legacy}`, error);
      await dialogs.legacyNotMoved(legacy, error);
      return legacy;
    }
  };

  const guard = quitGuard({
    lastWindowQuits: ports.platform !== 'darwin',
    isWorking: () => awake.held || move !== null,
    confirmStop: () => dialogs.confirmStopWork(move ? 'move' : 'generation'),
    shutDown: async () => {
      phase = 'quitting';
      if (move) {
        move.controller.abort();
        await move.finished;
      }
      awake.release();
      const closing = services;
      services = null;
      await closing?.close();
    },
    quit: () => ports.quit(),
    log: (message, error) => (error === undefined ? log.info(message) : log.error(message, error)),
  });

  const openWindow = () => {
    const opened = ports.createWindow();
    window = opened;
    opened.onClosed(() => {
      if (window === opened) window = null;
    });
    opened.onClose((prevent) => guard.onWindowClose(prevent));
    opened.onLoaded(() => {
      // A reloaded page learns the hold and a move under way from the shell, as it learns jobs from the services.
      opened.send(EVENT_CHANNEL, { type: 'awake', held: awake.held });
      if (move) opened.send(SHELL_NOTICE_CHANNEL, move.notice);
      for (const notice of pending.splice(0)) opened.send(SHELL_NOTICE_CHANNEL, notice);
    });
    opened.onRendererGone((reason, exitCode) => {
      const action = crashes(reason, now());
      if (action === 'ignore') return;
      log.error(`the window's page stopped (${reason}, exit code ${exitCode}); ${action === 'reload' ? 'reloading it' : 'giving up'}`);
      if (action === 'reload') {
        pending.push({ type: 'renderer-crashed', reason, logFile: log.file });
        opened.reload();
      } else {
        void dialogs.crashedRepeatedly(log.file).then(() => ports.quit());
      }
    });
  };

  const shell: Shell = {
    get phase(): Phase {
      return phase;
    },

    services: () => services,

    async start(): Promise<void> {
      try {
        const opened = await openTablesFolder({
          ...folderSteps,
          commandLineDir: ports.commandLineDir,
          savedDir: readSettings(ports.settingsFile)?.tablesDir ?? null,
          chooseFirstFolder,
        });
        if (!opened) {
          log.info('the user quit at start-up');
          return ports.exit(0);
        }
        if (phase === 'quitting') return void (await opened.services.close());
        attach(opened.services, opened.dir);
        await ports.prepare(shell);
        phase = 'ready';
        openWindow();
        log.info('window opened');
      } catch (error) {
        log.error('start-up failed', error);
        await services?.close().catch(() => undefined);
        await dialogs.startupFailed(error, tablesDir);
        ports.exit(1);
      }
    },

    onSecondInstance(): void {
      log.info(`a second launch handed over (${phase})`);
      if (phase === 'starting') return ports.focusApp();
      if (phase !== 'ready') return;
      if (window) window.bringForward();
      else openWindow();
    },

    onActivate(): void {
      if (phase === 'ready' && !window) openWindow();
    },

    onAllWindowsClosed(): void {
      if (ports.platform !== 'darwin') ports.quit();
    },

    onBeforeQuit(prevent: () => void): void {
      guard.onBeforeQuit(prevent);
    },

    async moveTables(): Promise<void> {
      if (phase !== 'ready' || move) return;
      if (awake.held) return dialogs.generationRunning();
      const from = tablesDir;
      const to = await dialogs.chooseMoveTarget(from);
      if (!to || phase !== 'ready' || move) return;
      const mover = await import('../catalogue/moveFolder');
      const problem = mover.checkMoveTarget(from, to);
      if (problem) return dialogs.moveRefused(problem);
      if (!window) openWindow();
      let finish!: () => void;
      const current = {
        controller: new AbortController(),
        notice: { type: 'folder-move', state: 'moving', from, to, doneBytes: 0, totalBytes: 0, cancelling: false } as FolderMoveNotice,
        finished: new Promise<void>((done) => (finish = done)),
      };
      move = current;
      notify(current.notice);
      log.info(`moving the tables folder from ${from} to ${to}`);
      const closing = services;
      services = null;
      let outcome: FolderMoveNotice;
      try {
        await closing?.close();
        let sentAt = -Infinity;
        const result = await mover.moveTablesFolder(from, to, {
          signal: current.controller.signal,
          onProgress: ({ doneBytes, totalBytes }) => {
            current.notice = { ...current.notice, doneBytes, totalBytes } as FolderMoveNotice;
            if (now() - sentAt < PROGRESS_MS && doneBytes < totalBytes) return;
            sentAt = now();
            notify(current.notice);
            window?.setProgress(totalBytes > 0 ? doneBytes / totalBytes : 0);
          },
        });
        // A run on --tables-dir keeps the saved choice as it was.
        if (!ports.commandLineDir) folderSteps.save(to);
        tablesDir = to;
        log.info(`tables folder moved: ${result.moved.length} files`);
        if (result.leftBehind.length > 0) log.warn(`originals left in ${from} (another program holds them): ${result.leftBehind.join(', ')}`);
        outcome = { type: 'folder-move', state: 'moved', from, to };
      } catch (error) {
        const cancelled = current.controller.signal.aborted;
        if (cancelled) log.info('the folder move was cancelled; both folders are as they were');
        else log.error('the folder move failed; both folders are as they were', error);
        outcome = cancelled
          ? { type: 'folder-move', state: 'cancelled', from, to }
          : { type: 'folder-move', state: 'failed', from, to, reason: error instanceof Error ? error.message : String(error) };
      }
      window?.setProgress(-1);
      notify(outcome);
      const reopened = await openWithRecovery(tablesDir, folderSteps, !ports.commandLineDir, null);
      if (reopened) attach(reopened.services, reopened.dir);
      move = null;
      finish();
      if (!reopened) return ports.quit();
      // The page asks for the folder and its tables again, as after a generation.
      window?.send(EVENT_CHANNEL, { type: 'tables' });
    },

    cancelMove(): void {
      if (!move || move.controller.signal.aborted) return;
      log.info('cancelling the folder move');
      move.controller.abort();
      move.notice = { ...move.notice, cancelling: true } as FolderMoveNotice;
      notify(move.notice);
    },
  };
  return shell;
}
