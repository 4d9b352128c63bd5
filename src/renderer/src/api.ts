/**
 * The one place that knows which host serves the API. Under Electron the preload exposes
 * `window.canju`; in a plain browser the page talks to the Node host that served it, over HTTP for
 * requests and a WebSocket for events. The rest of the renderer only sees `CanjuApi`.
 */
import { type CanjuApi, type CanjuEvent, EVENTS_PATH, HTTP_API_PREFIX, OPERATIONS } from '../../shared/api/contract';
import { type Failure, failure } from '../../shared/api/problem';

declare global {
  interface Window {
    canju?: CanjuApi;
  }
}

function httpApi(): CanjuApi {
  const listeners = new Set<(event: CanjuEvent) => void>();
  let socket: WebSocket | undefined;
  const connect = () => {
    socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${EVENTS_PATH}`);
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data)) as CanjuEvent;
      for (const listener of listeners) listener(event);
    };
    // The host may restart; keep trying while anyone listens.
    socket.onclose = () => {
      socket = undefined;
      if (listeners.size) setTimeout(connect, 1000);
    };
  };
  const methods = Object.fromEntries(OPERATIONS.map((operation) => [operation, async (...args: unknown[]) => {
    const response = await fetch(`${HTTP_API_PREFIX}${operation}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(args),
    });
    return response.json();
  }]));
  return {
    ...methods,
    onEvent(listener: (event: CanjuEvent) => void) {
      listeners.add(listener);
      if (!socket) connect();
      return () => {
        listeners.delete(listener);
        if (!listeners.size) socket?.close();
      };
    },
  } as CanjuApi;
}

/**
 * Every call answers, even when the host cannot: a rejected call (the IPC channel refused, the HTTP
 * host gone, a reply that is not JSON) becomes an `internal` failure, which every screen shows
 * instead of waiting for an answer that never comes.
 */
export function settled(api: CanjuApi): CanjuApi {
  const methods = Object.fromEntries(OPERATIONS.map((operation) => [operation, (...args: unknown[]) =>
    (api[operation] as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown): Failure =>
      failure('internal', { detail: error instanceof Error ? error.message : String(error) })),
  ]));
  return { ...methods, onEvent: (listener) => api.onEvent(listener) } as CanjuApi;
}

export function connectApi(): CanjuApi {
  return settled(window.canju ?? httpApi());
}
