/**
 * The browser host refuses what a hostile page or a confused client could send: other host names
 * (DNS rebinding), other origins, unknown operations, non-JSON bodies, malformed arguments, and
 * files outside the renderer folder.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningHost, startHost } from './host';

let host: RunningHost;
beforeAll(async () => {
  host = await startHost();
}, 30_000);
afterAll(async () => {
  await host?.stop();
});

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string; csp?: string }> {
  const url = new URL(path, host.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body, csp: res.headers['content-security-policy'] as string | undefined }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = { 'Content-Type': 'application/json' };

describe('browser host', () => {
  it('serves the page with a strict content security policy', async () => {
    const page = await send('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.csp).toContain("script-src 'self'");
    expect(page.csp).toContain("object-src 'none'");
  });

  it('answers only requests addressed to itself from its own pages', async () => {
    expect((await send('/', { headers: { Host: 'evil.example' } })).status).toBe(403);
    const foreign = await send('/api/listTables', { method: 'POST', headers: { ...json, Origin: 'http://evil.example' }, body: '[]' });
    expect(foreign.status).toBe(403);
    const own = await send('/api/listTables', { method: 'POST', headers: { ...json, Origin: host.url }, body: '[]' });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual({ ok: true, tables: [], folder: { dir: host.dir, recovered: [], keptTemporary: [], foreign: [] } });
  });

  it('refuses unknown operations, other methods, non-JSON bodies and malformed arguments with a reason', async () => {
    expect((await send('/api/dropTables', { method: 'POST', headers: json, body: '[]' })).status).toBe(404);
    expect((await send('/api/listTables')).status).toBe(405);
    expect((await send('/api/listTables', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '[]' })).status).toBe(415);
    const notJson = await send('/api/probe', { method: 'POST', headers: json, body: '{' });
    expect(notJson.status).toBe(400);
    const wrong = await send('/api/saveStudy', { method: 'POST', headers: json, body: JSON.stringify([{ title: 'x' }, null]) });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body)).toMatchObject({ ok: false, errors: [{ code: 'bad-argument', params: { detail: expect.stringContaining('title') } }] });
    const huge = await send('/api/probe', { method: 'POST', headers: json, body: JSON.stringify(['x'.repeat(300_000)]) });
    expect(huge.status).toBe(413);
    // Imports carry whole files: a megabyte is read (here, a file of blanks that holds no study); the answer lists what was added.
    const file = { name: 'blank.pgn', base64: Buffer.alloc(1_000_000, 32).toString('base64') };
    const good = { name: 'good.pgn', base64: Buffer.from('[Title "马"]\n[FEN "3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1"]\n\n1. 马五进四 *\n').toString('base64') };
    const imported = await send('/api/importStudies', { method: 'POST', headers: json, body: JSON.stringify([[file, good]]) });
    expect(imported.status).toBe(200);
    expect(JSON.parse(imported.body)).toMatchObject({ ok: true, summary: { imported: [{ title: '马', file: 'good.pgn' }], failed: [{ file: 'blank.pgn' }] } });
  });

  it('serves no file outside the renderer folder', async () => {
    expect((await send('/../../package.json')).status).toBe(404);
    expect((await send('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });
});
