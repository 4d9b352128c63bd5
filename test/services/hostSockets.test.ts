/**
 * The browser host's event socket, as a web page elsewhere would try it: only a connection addressed
 * to the host itself (Host) from its own page (Origin) is upgraded and gets events.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CanjuApi, CanjuEvent } from '../../src/shared/api/contract';
import { EVENTS_PATH } from '../../src/shared/api/contract';
import { type HttpHost, startHttpHost } from '../../src/main/host/httpHost';

let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

function eventsApi(): { api: CanjuApi; emit(event: CanjuEvent): void } {
  const listeners = new Set<(event: CanjuEvent) => void>();
  return {
    api: { onEvent: (l: (event: CanjuEvent) => void) => (listeners.add(l), () => void listeners.delete(l)) } as unknown as CanjuApi,
    emit: (event) => listeners.forEach((l) => l(event)),
  };
}

/** Resolves with `open` once upgraded (calling `then` on the open socket), or with how the connection was refused. */
function connect(url: string, headers: Record<string, string>, then?: (socket: WebSocket) => void): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => (then ? then(socket) : (resolve('open'), socket.close())));
    socket.on('message', (data) => {
      resolve(`message ${String(data)}`);
      socket.close();
    });
    socket.on('error', (error) => resolve(`error ${(error as Error).message}`));
  });
}

describe('the event socket', () => {
  it('refuses a foreign Origin and a foreign Host, and serves our own page', async () => {
    const { api, emit } = eventsApi();
    host = await startHttpHost(api, '/nonexistent');
    const url = `${host.url.replace('http', 'ws')}${EVENTS_PATH}`;
    const port = new URL(host.url).port;
    expect(await connect(url, { Origin: 'http://evil.example' })).toBe('error socket hang up');
    expect(await connect(url, { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` })).toBe('error socket hang up');
    expect(await connect(url.replace(EVENTS_PATH, '/other'), { Origin: host.url })).toBe('error socket hang up');
    expect(await connect(url, { Origin: host.url })).toBe('open');
    expect(await connect(url, { Origin: host.url }, () => emit({ type: 'tables' }))).toBe('message {"type":"tables"}');
  });
});
