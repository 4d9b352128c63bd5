/** The typed bridge: exactly one method per API operation plus the event subscription; nothing else of Electron reaches the page. */
import { contextBridge, ipcRenderer } from 'electron';
import { type CanjuApi, type CanjuEvent, EVENT_CHANNEL, OPERATIONS, channelOf } from '../shared/api/contract';

const methods = Object.fromEntries(
  OPERATIONS.map((operation) => [operation, (...args: unknown[]) => ipcRenderer.invoke(channelOf(operation), ...args)]),
);

const api = {
  ...methods,
  onEvent(listener: (event: CanjuEvent) => void) {
    const forward = (_event: unknown, payload: CanjuEvent) => listener(payload);
    ipcRenderer.on(EVENT_CHANNEL, forward);
    return () => void ipcRenderer.off(EVENT_CHANNEL, forward);
  },
} as CanjuApi;

contextBridge.exposeInMainWorld('canju', api);
