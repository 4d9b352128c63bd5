/**
 * The browser host: serves the built renderer and the API on the loopback interface, requests as
 * `POST /api/<operation>` with the JSON argument list, events over a WebSocket. It is how Canju runs
 * on a machine without a display and what the end-to-end tests drive.
 *
 * Any web page the user opens could try to reach a loopback port, so every request must name our own
 * host and port (no DNS rebinding) and, when the browser says where it comes from, our own origin.
 */
import { createReadStream } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { type CanjuApi, EVENTS_PATH, HTTP_API_PREFIX, MAX_IMPORT_BYTES, type Operation, badArguments } from '../../shared/api/contract';
import type { Failure } from '../../shared/api/problem';
import { dispatch, isOperation } from '../services/dispatch';
import { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy';
import { contentType, resolveStaticFile } from './staticFiles';

const MAX_BODY = 256 * 1024;
/** Imports carry files: the contract's limit, as base64 (a third more), with room for the names. */
const MAX_IMPORT_BODY = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4 * 1024 * 1024;

function bodyLimit(operation: Operation): number {
  return operation === 'importStudies' ? MAX_IMPORT_BODY : MAX_BODY;
}

export interface HttpHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startHttpHost(api: CanjuApi, rendererDir: string, port = 0): Promise<HttpHost> {
  const server = createServer();
  const sockets = new WebSocketServer({ noServer: true });
  let hosts: string[] = [];
  const allowed = (req: IncomingMessage): boolean => {
    const host = req.headers.host ?? '';
    if (!hosts.includes(host)) return false;
    const from = req.headers.origin;
    return from === undefined || from === `http://${host}`;
  };

  server.on('request', (req, res) => {
    if (repeatsHost(req)) return send(res, 400, 'text/plain', 'bad request');
    if (!allowed(req)) return send(res, 403, 'text/plain', 'forbidden');
    const path = (req.url ?? '/').split('?')[0];
    if (path.startsWith(HTTP_API_PREFIX)) return void handleApi(api, path.slice(HTTP_API_PREFIX.length), req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed');
    serveFile(rendererDir, path, res);
  });

  server.on('upgrade', (req, socket, head) => {
    if (repeatsHost(req) || !allowed(req) || (req.url ?? '') !== EVENTS_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const unsubscribe = api.onEvent((event) => ws.send(JSON.stringify(event)));
      ws.on('close', unsubscribe);
      ws.on('error', unsubscribe);
    });
  });

  await listen(server, port);
  const bound = (server.address() as AddressInfo).port;
  hosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => {
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * A request naming its Host (or Origin) twice is malformed (RFC 9110 allows one): Node keeps the
 * first, a proxy in front may have checked the other.
 */
function repeatsHost(req: IncomingMessage): boolean {
  const names = req.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
  return ['host', 'origin'].some((name) => names.indexOf(name) !== names.lastIndexOf(name));
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    'Content-Type': type, 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store',
  });
  res.end(body);
}

function serveFile(root: string, urlPath: string, res: ServerResponse): void {
  const file = resolveStaticFile(root, urlPath);
  if (!file) return send(res, 404, 'text/plain', 'not found');
  res.writeHead(200, {
    'Content-Type': contentType(file), 'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer',
  });
  createReadStream(file).pipe(res);
}

async function handleApi(api: CanjuApi, name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return send(res, 405, 'text/plain', 'method not allowed');
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return send(res, 415, 'text/plain', 'JSON only');
  if (!isOperation(name)) return send(res, 404, 'application/json', JSON.stringify(badArguments(`unknown operation "${name}"`)));
  const operation = name;
  let body = '';
  try {
    body = await readBody(req, bodyLimit(operation));
  } catch (error) {
    return send(res, 413, 'application/json', JSON.stringify(badArguments((error as Error).message)));
  }
  let args: unknown;
  try {
    args = JSON.parse(body);
  } catch {
    return send(res, 400, 'application/json', JSON.stringify(badArguments('the request body is not JSON')));
  }
  const result = await dispatch(api, operation, args);
  const code = (result as Failure).ok === false ? (result as Failure).errors[0]?.code : undefined;
  send(res, code === 'bad-argument' ? 400 : code === 'internal' ? 500 : 200, 'application/json', JSON.stringify(result));
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Answer at once and drain the rest, so the client reads the refusal instead of a reset.
        reject(new Error(`request body over ${limit} bytes`));
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
