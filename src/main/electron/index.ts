/**
 * The Electron main process: one instance, one secured window, one IPC handler per API operation,
 * events forwarded to the window. If the services cannot start, a dialog says why and the app quits,
 * so no invisible process stays behind.
 */
import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, dialog, ipcMain, session } from 'electron';
import { EVENT_CHANNEL, OPERATIONS, channelOf } from '../../shared/api/contract';
import type { Services } from '../services/canjuServices';
import { registerAppScheme, serveRenderer } from './appProtocol';
import { isTrustedSender, permissionAllowed, policyFor, rendererUrl, webPreferences } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
const page = rendererUrl(app.isPackaged, process.env);
let mainWindow: BrowserWindow | null = null;

/** Says why the app cannot start, in Chinese and English, and quits (`exit`, so no window or handler keeps it alive). */
async function fail(error: unknown, tablesDir: string): Promise<void> {
  let text: string;
  try {
    const { describeStartupFailure } = await import('../services/startupProblem');
    text = `${describeStartupFailure(error, tablesDir, 'zh')}\n\n${describeStartupFailure(error, tablesDir, 'en')}`;
  } catch {
    text = String((error as Error)?.message ?? error);
  }
  dialog.showErrorBox('残局 Canju', text);
  app.exit(1);
}

async function registerHandlers(services: Services): Promise<void> {
  const { dispatch } = await import('../services/dispatch');
  for (const operation of OPERATIONS) {
    ipcMain.handle(channelOf(operation), (event, ...args: unknown[]) => {
      if (!event.senderFrame || !isTrustedSender(event.senderFrame.url, page)) throw new Error('untrusted sender');
      return dispatch(services.api, operation, args);
    });
  }
  services.api.onEvent((event) => {
    for (const window of BrowserWindow.getAllWindows()) window.webContents.send(EVENT_CHANNEL, event);
  });
}

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1280, height: 860, title: '残局 Canju', show: false,
    webPreferences: webPreferences(join(here, '../preload/index.cjs')),
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  mainWindow.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  mainWindow.webContents.on('will-navigate', (event) => event.preventDefault());
  void mainWindow.loadURL(page);
}

function secureSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(permissionAllowed(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => permissionAllowed(permission));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policyFor(page)] } });
  });
}

async function start(): Promise<void> {
  const tablesDir = join(app.getPath('userData'), 'tables');
  let services: Services;
  try {
    // Loaded here, not imported above: a native addon that does not load must end in the dialog too.
    const { createServices } = await import('../services/canjuServices');
    const { spawnWorker } = await import('../tablebase/generate/spawnWorker');
    services = createServices({
      dir: tablesDir, spawn: spawnWorker, owner: 'Canju app',
      threads: availableParallelism(), memoryBytes: Math.min(8 * 2 ** 30, Math.floor(totalmem() * 0.6)),
    });
  } catch (error) {
    return fail(error, tablesDir);
  }
  secureSession();
  serveRenderer(join(here, '../renderer'));
  await registerHandlers(services);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('will-quit', () => void services.close());
}

if (!app.requestSingleInstanceLock()) {
  // A second launch hands over to the first (which shows its window) and leaves.
  app.quit();
} else {
  registerAppScheme();
  app.on('second-instance', () => {
    if (!mainWindow) return createWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  void app.whenReady().then(start).catch((error: unknown) => fail(error, join(app.getPath('userData'), 'tables')));
}
