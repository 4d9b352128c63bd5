import { emptyMeta } from '../../src/shared/study/document';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { ARGUMENT_CHECKS, OPERATIONS } from '../../src/shared/api/contract';
import { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from '../../src/main/host/contentSecurityPolicy';
import { localeFromArgv } from '../../src/shared/api/shellBridge';
import { APP_PAGE, isTrustedSender, permissionAllowed, policyFor, rendererUrl, webPreferences } from '../../src/main/electron/security';
import { cspMetaPlugin } from '../../scripts/cspMetaPlugin';

const scriptSources = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))!.split(' ').slice(1);
const DEV = 'http://localhost:5173/';

describe('Electron security', () => {
  it('isolates and sandboxes the renderer', () => {
    expect(webPreferences('/p.cjs', 'zh-CN')).toMatchObject({
      contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, webSecurity: true, webviewTag: false,
    });
  });

  it('hands the page Electron\'s locale through the renderer\'s arguments, which the preload reads back', () => {
    const { additionalArguments } = webPreferences('/p.cjs', 'zh-CN');
    expect(localeFromArgv(['/electron', '--type=renderer', ...additionalArguments])).toBe('zh-CN');
    expect(localeFromArgv(['/electron', '--type=renderer'])).toBe('');
  });

  it('runs only our own scripts in the built and packaged page', () => {
    expect(scriptSources(CONTENT_SECURITY_POLICY)).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(policyFor(APP_PAGE)).toBe(CONTENT_SECURITY_POLICY);
  });

  it('lets the development window run the dev server\'s inline preamble and socket, and only it', () => {
    const dev = policyFor(DEV);
    expect(scriptSources(dev)).toEqual(["'self'", "'unsafe-inline'", 'http://localhost:5173']);
    expect(dev).toMatch(/connect-src 'self' http:\/\/localhost:5173 ws:\/\/localhost:5173/);
    expect(dev).not.toContain('unsafe-eval');
  });

  it('honours ELECTRON_RENDERER_URL only in development, never in a packaged app', () => {
    expect(rendererUrl(false, { ELECTRON_RENDERER_URL: DEV })).toBe(DEV);
    expect(rendererUrl(true, { ELECTRON_RENDERER_URL: 'https://evil.example/' })).toBe(APP_PAGE);
    expect(rendererUrl(false, {})).toBe(APP_PAGE);
    expect(APP_PAGE).toBe('canju://app/index.html');
  });

  it('accepts IPC only from the exact address of our page', () => {
    expect(isTrustedSender(APP_PAGE, APP_PAGE)).toBe(true);
    expect(isTrustedSender('canju://app/index.html#studies', APP_PAGE)).toBe(true);
    expect(isTrustedSender('canju://app/', APP_PAGE)).toBe(true);
    // A local file anywhere on disk, another host of our scheme, another page of ours, the web: refused.
    expect(isTrustedSender('file:///tmp/evil/out/renderer/index.html', APP_PAGE)).toBe(false);
    expect(isTrustedSender('file:///app/out/renderer/index.html', APP_PAGE)).toBe(false);
    expect(isTrustedSender('canju://other/index.html', APP_PAGE)).toBe(false);
    expect(isTrustedSender('canju://app/evil.html', APP_PAGE)).toBe(false);
    expect(isTrustedSender('https://evil.example/', APP_PAGE)).toBe(false);
    expect(isTrustedSender('not a url', APP_PAGE)).toBe(false);
    // In development the dev server's page, and not a look-alike host that merely starts the same.
    expect(isTrustedSender(DEV, DEV)).toBe(true);
    expect(isTrustedSender('http://localhost:5173.evil.example/', DEV)).toBe(false);
    expect(isTrustedSender('http://localhost:5174/', DEV)).toBe(false);
    expect(isTrustedSender(APP_PAGE, DEV)).toBe(false);
  });

  it('grants the page no permission but writing to the clipboard, asked or checked', () => {
    expect(permissionAllowed('clipboard-sanitized-write')).toBe(true);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fullscreen', 'hid', 'serial', 'usb']) {
      expect(permissionAllowed(permission)).toBe(false);
    }
  });

  it('builds the strict policy into the page, and leaves the development page without one', async () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/renderer/index.html', import.meta.url)), 'utf8');
    expect(source).not.toContain('Content-Security-Policy');
    expect(cspMetaPlugin().apply).toBe('build');
    const outDir = mkdtempSync(join(tmpdir(), 'canju-renderer-'));
    try {
      await build({
        configFile: false, logLevel: 'silent', root: fileURLToPath(new URL('../../src/renderer', import.meta.url)), base: './',
        plugins: [react(), cspMetaPlugin()], build: { outDir, emptyOutDir: true },
      });
      const html = readFileSync(join(outDir, 'index.html'), 'utf8').replaceAll('&#39;', "'");
      expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}">`);
      expect(META_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''));
      // The page names its icon, which the build ships, so browsers do not ask for a missing /favicon.ico.
      expect(html).toContain('<link rel="icon" type="image/svg+xml" href="./favicon.svg" />');
      expect(readFileSync(join(outDir, 'favicon.svg'), 'utf8')).toContain('<svg');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('API argument validation', () => {
  it('covers every operation', () => {
    expect([...OPERATIONS].sort()).toEqual([
      'bestLine', 'buildStudyTree', 'buildTree', 'cancelGeneration', 'cancelTree', 'cancelVerify', 'closeTree', 'deleteStudy', 'deleteTable', 'describeMaterial', 'expandNode',
      'exportLine', 'exportStudy', 'importStudies', 'inspectTable', 'legalMoves', 'listJobs', 'listStudies', 'listTables', 'openStudy',
      'planGeneration', 'probe', 'regenerateTable', 'restoreStudy', 'saveStudy', 'startAnalysis', 'startGeneration', 'stopAnalysis', 'studyReport', 'tableDependents', 'tableStatistics',
      'treeEdit', 'treeFold', 'treeInfo', 'treePosition', 'treeRowOf', 'treeRows', 'treeStep', 'validatePosition', 'verifyTable',
    ]);
  });

  it('refuses malformed records and ids', () => {
    const meta = { ...emptyMeta({ title: '炮兵巧胜' }) };
    const study = { meta, stipulation: '红先胜', fen: '4k4/9/9/9/9/9/9/9/9/3K5 w', notes: '' };
    expect(ARGUMENT_CHECKS.saveStudy([study, null])).toBeNull();
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, admin: true }, null])).toMatch(/unknown field "admin"/);
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, meta: { ...meta, title: ' ' } }, null])).toMatch(/title/);
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, meta: { ...meta, result: '2-0' } }, null])).toMatch(/result/);
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, notes: 'line one\nline two\tend' }, 3])).toBeNull();
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, notes: 'bad\u0007' }, 3])).toMatch(/control/);
    expect(ARGUMENT_CHECKS.openStudy([1.5])).toMatch(/positive integer/);
    expect(ARGUMENT_CHECKS.deleteStudy([-1])).toMatch(/positive integer/);
    expect(ARGUMENT_CHECKS.cancelGeneration(['1'])).toMatch(/positive integer/);
    const options = { format: 'pgn', notation: 'chinese', encoding: 'gbk', lineEnding: 'crlf', sidelines: false, title: '', lang: 'zh' };
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', options])).toBeNull();
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', { ...options, encoding: 'utf-8-bom' }])).toBeNull();
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', { ...options, encoding: 'latin1' }])).toMatch(/encoding/);
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', { ...options, lineEnding: 'cr' }])).toMatch(/line ending/);
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, tree: 4 }, 3])).toBeNull();
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, tree: 0 }, 3])).toMatch(/tree must be a positive integer/);
    expect(ARGUMENT_CHECKS.treeEdit([4, { kind: 'play', node: 0, iccs: 'h2e2' }])).toBeNull();
    expect(ARGUMENT_CHECKS.treeEdit([4, { kind: 'play', node: 0, iccs: 'H2-E2' }])).toMatch(/ICCS/);
    expect(ARGUMENT_CHECKS.treeEdit([4, { kind: 'nags', node: 3, nags: [2, 300] }])).toMatch(/NAG/);
    expect(ARGUMENT_CHECKS.treeEdit([4, { kind: 'delete', node: 0 }])).toMatch(/positive integer/);
    expect(ARGUMENT_CHECKS.treeEdit([4, { kind: 'keep', from: 5, node: 0 }])).toBeNull();
    expect(ARGUMENT_CHECKS.treeEdit([4, { kind: 'drop', node: 1 }])).toMatch(/kind is comment/);
    expect(ARGUMENT_CHECKS.treeRows([4, 0, 500, 'chinese'])).toBeNull();
    expect(ARGUMENT_CHECKS.treeRows([4, 0, 501, 'chinese'])).toMatch(/count/);
    expect(ARGUMENT_CHECKS.treeStep([4, 0, 'sideways'])).toMatch(/step/);
    expect(ARGUMENT_CHECKS.treeFold([4, 2, 'yes'])).toMatch(/folded/);
    expect(ARGUMENT_CHECKS.buildTree(['4k4/9/9/9/9/9/9/9/9/3K5 w', '红先胜', null, ['KR-K']])).toBeNull();
    expect(ARGUMENT_CHECKS.buildTree(['4k4/9/9/9/9/9/9/9/9/3K5 w', '红先胜', 0, []])).toMatch(/depth/);
    expect(ARGUMENT_CHECKS.buildTree(['4k4/9/9/9/9/9/9/9/9/3K5 w', '红先胜', 1001, []])).toMatch(/depth/);
    expect(ARGUMENT_CHECKS.buildTree(['4k4/9/9/9/9/9/9/9/9/3K5 w', '红先胜', 12, 'KR-K'])).toMatch(/known materials/);
    expect(ARGUMENT_CHECKS.expandNode([1, 7, 4])).toBeNull();
    expect(ARGUMENT_CHECKS.expandNode([1, 0, null])).toMatch(/positive integer/);
    expect(ARGUMENT_CHECKS.cancelTree([])).toBeNull();
    expect(ARGUMENT_CHECKS.studyReport([2])).toBeNull();
    expect(ARGUMENT_CHECKS.listTables([])).toBeNull();
    expect(ARGUMENT_CHECKS.listTables(['x'])).toMatch(/arguments/);
    expect(ARGUMENT_CHECKS.probe('not a list' as unknown as unknown[])).toMatch(/list/);
  });

  it('refuses wrong types, over-long strings, unknown values and extra arguments', () => {
    expect(ARGUMENT_CHECKS.validatePosition(['4k4/9/9/9/9/9/9/9/9/3K5 w'])).toBeNull();
    expect(ARGUMENT_CHECKS.validatePosition([42])).toMatch(/string/);
    expect(ARGUMENT_CHECKS.validatePosition(['x'.repeat(129)])).toMatch(/1-128/);
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', { format: 'pgn', notation: 'chinese', encoding: 'gbk', lineEnding: 'lf', sidelines: false, title: '', lang: 'fr' }])).toMatch(/language/);
    expect(ARGUMENT_CHECKS.validatePosition(['4k4/9/9/9/9/9/9/9/9/3K5 w', 'extra'])).toMatch(/arguments/);
    expect(ARGUMENT_CHECKS.legalMoves(['4k4/9/9/9/9/9/9/9/9/3K5 w', 'klingon'])).toMatch(/notation/);
  });
});
