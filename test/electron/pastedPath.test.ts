/**
 * An engine path pasted as Windows Explorer's "Copy as path" gives it (in double quotes), or with the
 * spaces and line end a copy brings along, is the path the user meant: the analysis looks for the
 * engine there instead of refusing the path as not absolute.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pastedPath } from '../../src/main/fs/pastedPath';
import { type Services, createServices } from '../../src/main/services/canjuServices';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';

const dir = mkdtempSync(join(tmpdir(), 'canju-pasted-'));
let services: Services | undefined;
afterAll(async () => {
  await services?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a pasted path', () => {
  it('loses the quotes and spaces around it, and nothing inside', () => {
    expect(pastedPath('"C:\\Program Files\\Pikafish\\pikafish.exe"')).toBe('C:\\Program Files\\Pikafish\\pikafish.exe');
    expect(pastedPath("  '/Applications/Pikafish app/pikafish'\n")).toBe('/Applications/Pikafish app/pikafish');
    expect(pastedPath(' /usr/bin/eleeye \r\n')).toBe('/usr/bin/eleeye');
    expect(pastedPath('"unbalanced')).toBe('"unbalanced');
    expect(pastedPath('/a/"quoted"/b')).toBe('/a/"quoted"/b');
  });

  it('reaches the engine lookup through the services', async () => {
    services = createServices({ dir, owner: 'test', threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker });
    const missing = join(dir, 'no engine here');
    const answer = await services.api.startAnalysis('3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1', { path: `"${missing}"\r\n` }, 1, 'iccs');
    expect(answer).toEqual({ ok: false, errors: [{ code: 'engine-missing', params: { path: missing } }] });
  });
});
