/**
 * The browser host refuses a request that names its Host or Origin twice, whichever copy is its own:
 * Node would keep the first, a proxy in front may have checked the other.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CanjuApi } from '../../src/shared/api/contract';
import { EVENTS_PATH } from '../../src/shared/api/contract';
import { type HttpHost, startHttpHost } from '../../src/main/host/httpHost';

let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** The status line of the answer to a raw request (its header lines as given), or '' when the connection is closed unanswered. */
function statusOf(port: number, request: string, lines: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${request}\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`));
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe('the browser host', () => {
  it('answers 400 to two Host headers or two Origin headers, and serves one', async () => {
    host = await startHttpHost({ onEvent: () => () => undefined } as unknown as CanjuApi, '/nonexistent');
    const port = Number(new URL(host.url).port);
    const own = `Host: 127.0.0.1:${port}`, close = 'Connection: close';
    expect(await statusOf(port, 'GET /x HTTP/1.1', [own, close])).toBe('HTTP/1.1 404 Not Found');
    expect(await statusOf(port, 'GET /x HTTP/1.1', [own, 'Host: evil.example', close])).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusOf(port, 'GET /x HTTP/1.1', ['Host: evil.example', own, close])).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusOf(port, 'GET /x HTTP/1.1', [own, `Origin: http://127.0.0.1:${port}`, 'Origin: http://evil.example', close])).toBe('HTTP/1.1 400 Bad Request');
    const upgrade = ['Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='];
    expect(await statusOf(port, `GET ${EVENTS_PATH} HTTP/1.1`, [own, ...upgrade])).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await statusOf(port, `GET ${EVENTS_PATH} HTTP/1.1`, [own, own, ...upgrade])).toBe('');
  });
});
