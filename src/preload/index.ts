/**
 * The typed bridges: `window.canju`, exactly one method per API operation plus the event subscription,
 * and `window.canjuShell`, the desktop shell's notices (a folder move, a crash recovered) and the move's
 * cancel. Nothing else of Electron reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { type CanjuApi, type CanjuEvent, EVENT_CHANNEL, OPERATIONS, channelOf } from '../shared/api/contract';
import { SHELL_CANCEL_MOVE_CHANNEL, SHELL_NOTICE_CHANNEL, type ShellBridge, localeFromArgv } from '../shared/api/shellBridge';

/** A subscription to one channel; the page gets the payload only, never Electron's event object. */
function listen<T>(channel: string, listener: (payload: T) => void): () => void {
  const forward = (_event: unknown, payload: T) => listener(payload);
  ipcRenderer.on(channel, forward);
  return () => void ipcRenderer.off(channel, forward);
}

const methods = Object.fromEntries(
  OPERATIONS.map((operation) => [operation, (...args: unknown[]) => ipcRenderer.invoke(channelOf(operation), ...args)]),
);

const api = {
  ...methods,
  onEvent: (listener: (event: CanjuEvent) => void) => listen(EVENT_CHANNEL, listener),
} as CanjuApi;

const shell: ShellBridge = {
  locale: localeFromArgv(process.argv),
  onNotice: (listener) => listen(SHELL_NOTICE_CHANNEL, listener),
  cancelFolderMove: async () => void (await ipcRenderer.invoke(SHELL_CANCEL_MOVE_CHANNEL)),
};

contextBridge.exposeInMainWorld('canju', api);
contextBridge.exposeInMainWorld('canjuShell', shell);
