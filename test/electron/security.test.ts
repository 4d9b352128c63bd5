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
    expect(OPERATIONS.sort()).toEqual(['legalMoves', 'validatePosition']);
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
