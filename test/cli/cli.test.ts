import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, cli } from '../support/cli';


const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';

describe('CLI', () => {
  it('perft', async () => {
    expect(await cli('perft', START, '3')).toEqual({ code: 0, out: ['79666'], err: [] });
    expect((await cli('perft', START, 'x')).code).toBe(2);
  });

  it('moves in each notation', async () => {
    expect((await cli('moves', START)).out).toContain('炮二平五');
    expect((await cli('moves', START, '--notation', 'wxf')).out).toContain('C2.5');
    expect((await cli('moves', START, '--notation', 'iccs')).out).toHaveLength(44);
    expect((await cli('moves', START, '--notation', 'nope')).code).toBe(2);
  });

  it('validate: ok, or every broken rule on its own line with exit 1', async () => {
    expect(await cli('validate', START)).toEqual({ code: 0, out: ['ok'], err: [] });
    const bad = await cli('validate', '9/9/9/9/2B6/9/9/9/K8/9 w', '--lang', 'en');
    expect(bad.code).toBe(1);
    expect(bad.out).toHaveLength(3);
    expect(bad.out.join('\n')).toMatch(/no king/);
    expect(bad.out.join('\n')).toMatch(/palace/);
    const zh = await cli('validate', '4k4/9/9/9/9/9/9/9/9/4K4 w', '--lang', 'zh');
    expect(zh.out).toEqual(['将帅在同一直线上照面，中间没有棋子']);
    expect((await cli('validate', 'not a fen')).code).toBe(1);
  });

  it('unknown commands fail with usage', async () => {
    const result = await cli('fly');
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/unknown command/);
  });

  it('the built CLI runs as documented (npm run --silent cli, npx canju, node out/main/cli.js)', () => {
    const result = spawnSync(process.execPath, [BUILT_CLI, 'perft', START, '2'], { encoding: 'utf8' });
    expect(result.stdout.trim()).toBe('1920');
    expect(result.status).toBe(0);
  });

  it('package.json names the built CLI as the canju command, and the file starts with a shebang so npx can run it', () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'));
    expect(manifest.bin).toEqual({ canju: 'out/main/cli.js' });
    expect(readFileSync(fileURLToPath(new URL(`../../${manifest.bin.canju}`, import.meta.url)), 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
  });
});
