import { describe, expect, it } from 'vitest';
import { ARGUMENT_CHECKS, OPERATIONS } from '../../src/shared/api/contract';
import { CONTENT_SECURITY_POLICY, isTrustedSender, webPreferences } from '../../src/main/electron/security';
import { readFileSync } from 'node:fs';

describe('Electron security', () => {
  it('isolates and sandboxes the renderer', () => {
    expect(webPreferences('/p.cjs')).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
  });

  it('has a strict content security policy, in the header and in the page', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    const html = readFileSync(new URL('../../src/renderer/index.html', import.meta.url), 'utf8');
    expect(html).toContain("script-src 'self'");
    expect(html).not.toContain('unsafe-eval');
  });

  it('accepts IPC only from our own page', () => {
    expect(isTrustedSender('file:///app/out/renderer/index.html', undefined)).toBe(true);
    expect(isTrustedSender('https://evil.example/', undefined)).toBe(false);
    expect(isTrustedSender('http://localhost:5173/', 'http://localhost:5173/')).toBe(true);
  });
});

describe('API argument validation', () => {
  it('covers every operation', () => {
    expect([...OPERATIONS].sort()).toEqual([
      'bestLine', 'cancelGeneration', 'deleteStudy', 'deleteTable', 'describeMaterial', 'exportLine', 'inspectTable', 'legalMoves',
      'listJobs', 'listStudies', 'listTables', 'openStudy', 'probe', 'saveStudy', 'startGeneration', 'validatePosition', 'verifyTable',
    ]);
  });

  it('refuses malformed records and ids', () => {
    const study = { title: '炮兵巧胜', composer: '', source: '', stipulation: '红先胜', fen: '4k4/9/9/9/9/9/9/9/9/3K5 w', notes: '' };
    expect(ARGUMENT_CHECKS.saveStudy([study, null, 'zh'])).toBeNull();
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, admin: true }, null, 'zh'])).toMatch(/unknown field "admin"/);
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, title: ' ' }, null, 'zh'])).toMatch(/title/);
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, notes: 'line one\nline two\tend' }, 3, 'zh'])).toBeNull();
    expect(ARGUMENT_CHECKS.saveStudy([{ ...study, notes: 'bad\u0007' }, 3, 'zh'])).toMatch(/control/);
    expect(ARGUMENT_CHECKS.openStudy([1.5, 'zh'])).toMatch(/positive integer/);
    expect(ARGUMENT_CHECKS.deleteStudy([-1, 'zh'])).toMatch(/positive integer/);
    expect(ARGUMENT_CHECKS.cancelGeneration(['1', 'zh'])).toMatch(/positive integer/);
    const options = { format: 'pgn', notation: 'chinese', encoding: 'gbk', sidelines: false, title: '' };
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', options, 'zh'])).toBeNull();
    expect(ARGUMENT_CHECKS.exportLine(['4k4/9/9/9/9/9/9/9/9/3K5 w', { ...options, encoding: 'latin1' }, 'zh'])).toMatch(/encoding/);
    expect(ARGUMENT_CHECKS.listTables([])).toBeNull();
    expect(ARGUMENT_CHECKS.listTables(['x'])).toMatch(/arguments/);
    expect(ARGUMENT_CHECKS.probe('not a list' as unknown as unknown[])).toMatch(/list/);
  });

  it('refuses wrong types, over-long strings, unknown values and extra arguments', () => {
    expect(ARGUMENT_CHECKS.validatePosition(['4k4/9/9/9/9/9/9/9/9/3K5 w', 'zh'])).toBeNull();
    expect(ARGUMENT_CHECKS.validatePosition([42, 'zh'])).toMatch(/string/);
    expect(ARGUMENT_CHECKS.validatePosition(['x'.repeat(129), 'zh'])).toMatch(/1-128/);
    expect(ARGUMENT_CHECKS.validatePosition(['4k4/9/9/9/9/9/9/9/9/3K5 w', 'fr'])).toMatch(/language/);
    expect(ARGUMENT_CHECKS.validatePosition(['4k4/9/9/9/9/9/9/9/9/3K5 w', 'zh', 'extra'])).toMatch(/arguments/);
    expect(ARGUMENT_CHECKS.legalMoves(['4k4/9/9/9/9/9/9/9/9/3K5 w', 'klingon', 'zh'])).toMatch(/notation/);
  });
});
