/** The Electron main process: one secured window, one IPC handler per API operation, events forwarded to the window. */
import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, ipcMain, session } from 'electron';
import { ARGUMENT_CHECKS, EVENT_CHANNEL, OPERATIONS, badArguments, channelOf } from '../../shared/api/contract';
import { type Services, createServices } from '../services/canjuServices';
import { spawnWorker } from '../tablebase/generate/spawnWorker';
import { CONTENT_SECURITY_POLICY, isTrustedSender, webPreferences } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
const devServer = process.env.ELECTRON_RENDERER_URL;

function registerHandlers(services: Services): void {
  for (const operation of OPERATIONS) {
    ipcMain.handle(channelOf(operation), async (event, ...args: unknown[]) => {
      if (!event.senderFrame || !isTrustedSender(event.senderFrame.url, devServer)) throw new Error('untrusted sender');
      const problem = ARGUMENT_CHECKS[operation](args);
      if (problem) return badArguments(problem);
      return (services.api[operation] as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }
  services.api.onEvent((event) => {
    for (const window of BrowserWindow.getAllWindows()) window.webContents.send(EVENT_CHANNEL, event);
  });
}

function createWindow(): void {
  const window = new BrowserWindow({
    width: 1280, height: 860, title: '残局 Canju', show: false,
    webPreferences: webPreferences(join(here, '../preload/index.cjs')),
  });
  window.once('ready-to-show', () => window.show());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  if (devServer) void window.loadURL(devServer);
  else void window.loadFile(join(here, '../renderer/index.html'));
}

void app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(permission === 'clipboard-sanitized-write'));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  // Tables live in the user's data folder, beside nothing else of ours, so the CLI can share them (`--dir`).
  const services = createServices({
    dir: join(app.getPath('userData'), 'tables'), spawn: spawnWorker,
    threads: availableParallelism(), memoryBytes: Math.min(8 * 2 ** 30, Math.floor(totalmem() * 0.6)),
  });
  registerHandlers(services);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('will-quit', () => void services.close());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
