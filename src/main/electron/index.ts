/** The Electron main process: one secured window, and one IPC handler per API operation. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, ipcMain, session } from 'electron';
import { ARGUMENT_CHECKS, OPERATIONS, channelOf } from '../../shared/api/contract';
import { services } from '../services/positionService';
import { CONTENT_SECURITY_POLICY, isTrustedSender, webPreferences } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
const devServer = process.env.ELECTRON_RENDERER_URL;

function registerHandlers(): void {
  for (const operation of OPERATIONS) {
    ipcMain.handle(channelOf(operation), async (event, ...args: unknown[]) => {
      if (!event.senderFrame || !isTrustedSender(event.senderFrame.url, devServer)) throw new Error('untrusted sender');
      const problem = ARGUMENT_CHECKS[operation](args);
      if (problem) return { ok: false, errors: [{ code: 'bad-argument', message: problem }] };
      return (services[operation] as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }
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
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  registerHandlers();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
