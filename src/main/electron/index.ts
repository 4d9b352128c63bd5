/**
 * The Electron main process: Electron's pieces handed to the shell (shell.ts, which holds the logic
 * and is tested under Node). One instance, one secured window, one IPC handler per API operation plus
 * the shell's own channel, the File and Help menus, and a log file for everything a packaged app's
 * missing console would lose.
 */
import { availableParallelism, homedir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, Menu, MenuItem, app, ipcMain, powerSaveBlocker, session, shell as desktop } from 'electron';
import { OPERATIONS, channelOf } from '../../shared/api/contract';
import { SHELL_CANCEL_MOVE_CHANNEL } from '../../shared/api/shellBridge';
import { defaultTablesDir } from '../settings/tablesFolder';
import { registerAppScheme, serveRenderer } from './appProtocol';
import { blockerType } from './keepAwake';
import { type Logger, copyConsoleTo, openLogFile } from './logFile';
import { type Shell, type ShellWindow, createShell } from './shell';
import { createDialogs } from './shellDialogs';
import { langOfLocales } from '../../shared/lang';
import { isTrustedSender, permissionAllowed, policyFor, rendererUrl, webPreferences } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
const page = rendererUrl(app.isPackaged, process.env);

function createWindow(): { window: BrowserWindow; shellWindow: ShellWindow } {
  const window = new BrowserWindow({
    width: 1280, height: 860, title: '残局 Canju', show: false,
    webPreferences: webPreferences(join(here, '../preload/index.cjs'), app.getLocale()),
  });
  window.once('ready-to-show', () => window.show());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  void window.loadURL(page);
  const alive = () => !window.isDestroyed();
  return {
    window,
    shellWindow: {
      send: (channel, payload) => void (alive() && window.webContents.send(channel, payload)),
      reload: () => void (alive() && window.webContents.reload()),
      bringForward: () => {
        if (window.isMinimized()) window.restore();
        window.show();
        window.focus();
      },
      setProgress: (fraction) => void (alive() && window.setProgressBar(fraction)),
      onClose: (handler) => void window.on('close', (event) => handler(() => event.preventDefault())),
      onClosed: (handler) => void window.on('closed', handler),
      onLoaded: (handler) => void window.webContents.on('did-finish-load', handler),
      onRendererGone: (handler) => void window.webContents.on('render-process-gone', (_event, details) => handler(details.reason, details.exitCode)),
    },
  };
}

function secureSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(permissionAllowed(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => permissionAllowed(permission));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policyFor(page)] } });
  });
}

async function registerHandlers(shell: Shell): Promise<void> {
  const { dispatch, internalFailure } = await import('../services/dispatch');
  const trusted = (event: Electron.IpcMainInvokeEvent) => {
    if (!event.senderFrame || !isTrustedSender(event.senderFrame.url, page)) throw new Error('untrusted sender');
  };
  for (const operation of OPERATIONS) {
    ipcMain.handle(channelOf(operation), (event, ...args: unknown[]) => {
      trusted(event);
      const services = shell.services();
      if (!services) return internalFailure(new Error('the tables folder is being moved; try again in a moment'));
      return dispatch(services.api, operation, args);
    });
  }
  ipcMain.handle(SHELL_CANCEL_MOVE_CHANNEL, (event) => {
    trusted(event);
    shell.cancelMove();
  });
}

/** File ▸ 残局库目录… (Tables Folder…) and Help ▸ 打开日志文件夹 (Open Logs Folder), added to Electron's default menu. */
function addMenuItems(shell: Shell, logsDir: string): void {
  const menu = Menu.getApplicationMenu();
  if (!menu) return;
  const submenuOf = (role: string) => menu.items.find((item) => item.role?.toLowerCase() === role)?.submenu;
  submenuOf('filemenu')?.insert(0, new MenuItem({ label: '残局库目录… Tables Folder…', click: () => void shell.moveTables() }));
  submenuOf('help')?.insert(0, new MenuItem({ label: '打开日志文件夹 Open Logs Folder', click: () => void desktop.openPath(logsDir) }));
  Menu.setApplicationMenu(menu);
}

function openLog(): { log: Logger; logsDir: string } {
  // macOS: ~/Library/Logs/<app>; Windows and Linux: the user-data folder's `logs`.
  app.setAppLogsPath();
  const logsDir = app.getPath('logs');
  const log = openLogFile({ dir: logsDir });
  copyConsoleTo(log);
  log.info(`Canju ${app.getVersion()} starting: Electron ${process.versions.electron}, ${process.platform} ${process.arch}, `
    + `${app.isPackaged ? 'packaged' : 'from the build'}, page ${page}`);
  return { log, logsDir };
}

function run(): void {
  const { log, logsDir } = openLog();
  let mainWindow: BrowserWindow | null = null;
  const dialogs = createDialogs(() => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null), log.file, () => langOfLocales([app.getLocale()]));
  process.on('uncaughtException', (error) => log.error('uncaught exception in the main process', error));
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection in the main process', reason));
  app.on('child-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') log.error(`Electron's ${details.type} process stopped (${details.reason}, exit code ${details.exitCode})`);
  });

  const shell = createShell({
    platform: process.platform,
    log,
    dialogs,
    commandLineDir: app.commandLine.getSwitchValue('tables-dir') || null,
    settingsFile: join(app.getPath('userData'), 'settings.json'),
    defaultTablesDir: defaultTablesDir(process.platform, process.env, homedir()),
    legacyTablesDir: join(app.getPath('userData'), 'tables'),
    blocker: { start: () => powerSaveBlocker.start(blockerType(process.platform)), stop: (id) => powerSaveBlocker.stop(id) },
    async openServices(dir) {
      // Loaded here, not imported above: a native addon that does not load must end in the recovery dialog too.
      const { createServices } = await import('../services/canjuServices');
      const { spawnWorker } = await import('../tablebase/generate/spawnWorker');
      const services = createServices({
        dir, spawn: spawnWorker, owner: 'Canju app',
        threads: availableParallelism(), memoryBytes: Math.min(8 * 2 ** 30, Math.floor(totalmem() * 0.6)),
      });
      const { warmSearchWorker } = await import('../search/searchWorker');
      void warmSearchWorker();
      return services;
    },
    async prepare(ready) {
      secureSession();
      serveRenderer(join(here, '../renderer'));
      await registerHandlers(ready);
      addMenuItems(ready, logsDir);
    },
    createWindow() {
      const { window, shellWindow } = createWindow();
      mainWindow = window;
      window.webContents.on('unresponsive', () => log.warn('the window is not responding'));
      return shellWindow;
    },
    focusApp: () => app.focus({ steal: true }),
    quit: () => app.quit(),
    exit: (code) => app.exit(code),
  });

  app.on('second-instance', () => shell.onSecondInstance());
  app.on('activate', () => shell.onActivate());
  app.on('window-all-closed', () => shell.onAllWindowsClosed());
  app.on('before-quit', (event) => shell.onBeforeQuit(() => event.preventDefault()));
  app.on('will-quit', () => log.info('quit'));
  void app.whenReady().then(() => shell.start());
}

if (!app.requestSingleInstanceLock()) {
  // A second launch hands over to the first (which shows its window) and leaves.
  app.quit();
} else {
  registerAppScheme();
  run();
}
