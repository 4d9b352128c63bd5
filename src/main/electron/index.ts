/**
 * The Electron main process: one instance, one secured window, one IPC handler per API operation,
 * events forwarded to the window. The tables folder is the user's choice (asked on the first run,
 * movable from the File menu) and sleep is held off while a generation works. If the services cannot
 * start, a dialog says why and the app quits, so no invisible process stays behind.
 */
import { availableParallelism, homedir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, Menu, MenuItem, app, dialog, ipcMain, powerSaveBlocker, session } from 'electron';
import { type CanjuEvent, EVENT_CHANNEL, OPERATIONS, channelOf } from '../../shared/api/contract';
import type { Services } from '../services/canjuServices';
import { readSettings, writeSettings } from '../settings/appSettings';
import { defaultTablesDir } from '../settings/tablesFolder';
import { registerAppScheme, serveRenderer } from './appProtocol';
import { keepAwakeWhileGenerating } from './keepAwake';
import { isTrustedSender, permissionAllowed, policyFor, rendererUrl, webPreferences } from './security';
import { chooseFirstFolder, chooseMoveTarget, holdsTables } from './tablesFolderDialogs';

const here = fileURLToPath(new URL('.', import.meta.url));
const page = rendererUrl(app.isPackaged, process.env);
let mainWindow: BrowserWindow | null = null;
// Null while the tables folder is being moved: requests then get an answer saying so.
let services: Services | null = null;
let tablesDir = '';

function broadcast(event: CanjuEvent): void {
  for (const window of BrowserWindow.getAllWindows()) window.webContents.send(EVENT_CHANNEL, event);
}

// Idle sleep would pause a generation of hours; App Nap would slow it while the window is closed.
const awake = keepAwakeWhileGenerating(
  { start: () => powerSaveBlocker.start('prevent-app-suspension'), stop: (id) => powerSaveBlocker.stop(id) },
  (held) => broadcast({ type: 'awake', held }),
);

/** Says why the app cannot start, in Chinese and English, and quits (`exit`, so no window or handler keeps it alive). */
async function fail(error: unknown, dir: string): Promise<void> {
  let text: string;
  try {
    const [{ openingProblem }, { say }] = await Promise.all([import('../services/knownErrors'), import('../../shared/words/say')]);
    const problem = openingProblem(error, dir);
    text = `${say(problem, 'zh')}\n\n${say(problem, 'en')}`;
  } catch {
    text = String((error as Error)?.message ?? error);
  }
  dialog.showErrorBox('残局 Canju', text);
  app.exit(1);
}

async function openServices(dir: string): Promise<Services> {
  // Loaded here, not imported above: a native addon that does not load must end in the dialog too.
  const { createServices } = await import('../services/canjuServices');
  const { spawnWorker } = await import('../tablebase/generate/spawnWorker');
  const opened = createServices({
    dir, spawn: spawnWorker, owner: 'Canju app',
    threads: availableParallelism(), memoryBytes: Math.min(8 * 2 ** 30, Math.floor(totalmem() * 0.6)),
  });
  opened.api.onEvent((event) => {
    broadcast(event);
    awake.onEvent(event);
  });
  const { warmSearchWorker } = await import('../search/searchWorker');
  void warmSearchWorker();
  return opened;
}

async function registerHandlers(): Promise<void> {
  const { dispatch, internalFailure } = await import('../services/dispatch');
  for (const operation of OPERATIONS) {
    ipcMain.handle(channelOf(operation), (event, ...args: unknown[]) => {
      if (!event.senderFrame || !isTrustedSender(event.senderFrame.url, page)) throw new Error('untrusted sender');
      if (!services) return internalFailure(new Error('the tables folder is being moved; try again in a moment'));
      return dispatch(services.api, operation, args);
    });
  }
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
  // A reloaded page learns the hold from the shell, as it learns jobs from the services.
  mainWindow.webContents.on('did-finish-load', () => mainWindow?.webContents.send(EVENT_CHANNEL, { type: 'awake', held: awake.held }));
  void mainWindow.loadURL(page);
}

function secureSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(permissionAllowed(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => permissionAllowed(permission));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policyFor(page)] } });
  });
}

const settingsFile = () => join(app.getPath('userData'), 'settings.json');

/**
 * The tables folder: `--tables-dir` for this run (a portable set-up, the smoke test), else the one
 * chosen before, else (first run) the user's choice, bringing an earlier version's tables along.
 */
async function resolveTablesDir(): Promise<string> {
  const given = app.commandLine.getSwitchValue('tables-dir');
  if (given) return given;
  const chosen = readSettings(settingsFile())?.tablesDir;
  if (chosen) return chosen;
  // Versions before 0.2 kept tables in the user-data folder, on Windows inside the roaming profile.
  const legacy = join(app.getPath('userData'), 'tables');
  const hasLegacy = holdsTables(legacy);
  const dir = await chooseFirstFolder(defaultTablesDir(process.platform, process.env, homedir()), hasLegacy ? legacy : null);
  if (hasLegacy && dir !== legacy) {
    const { moveTablesFolder } = await import('../catalogue/moveFolder');
    moveTablesFolder(legacy, dir);
  }
  writeSettings(settingsFile(), { tablesDir: dir });
  return dir;
}

async function moveTables(): Promise<void> {
  if (awake.held) {
    await dialog.showMessageBox({ type: 'info', message: '正在生成残局库，请先等待完成或取消。A generation is running: let it finish or cancel it first.' });
    return;
  }
  const target = await chooseMoveTarget(mainWindow, tablesDir);
  if (!target || !services) return;
  const closing = services;
  services = null;
  await closing.close();
  try {
    const { moveTablesFolder } = await import('../catalogue/moveFolder');
    moveTablesFolder(tablesDir, target);
    tablesDir = target;
    writeSettings(settingsFile(), { tablesDir });
  } catch (error) {
    dialog.showErrorBox('残局 Canju', `残局库没有移动，原目录保持不变。The tables were not moved; nothing changed.\n\n${(error as Error).message}`);
  }
  try {
    services = await openServices(tablesDir);
  } catch (error) {
    return fail(error, tablesDir);
  }
  mainWindow?.webContents.reload();
}

function addTablesFolderMenu(): void {
  const menu = Menu.getApplicationMenu();
  const file = menu?.items.find((item) => item.role?.toLowerCase() === 'filemenu');
  if (!menu || !file?.submenu) return;
  file.submenu.insert(0, new MenuItem({ label: '残局库目录… Tables Folder…', click: () => void moveTables() }));
  Menu.setApplicationMenu(menu);
}

async function start(): Promise<void> {
  try {
    tablesDir = await resolveTablesDir();
    services = await openServices(tablesDir);
  } catch (error) {
    return fail(error, tablesDir || join(app.getPath('userData'), 'tables'));
  }
  secureSession();
  serveRenderer(join(here, '../renderer'));
  await registerHandlers();
  addTablesFolderMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('will-quit', () => {
    awake.release();
    void services?.close();
  });
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
  void app.whenReady().then(start).catch((error: unknown) => fail(error, tablesDir));
}
