/**
 * Serves the built renderer under `canju://app/`, as Electron's security checklist asks instead of
 * `file://`: the page gets a real origin, only its own files are reachable, and every response
 * carries our headers (the CSP among them), which `file://` responses never do.
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { contentType, resolveStaticFile } from '../host/staticFiles';
import { CONTENT_SECURITY_POLICY } from '../host/contentSecurityPolicy';
import { APP_HOST, APP_SCHEME } from './security';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** Serves files of `rendererDir` (inside app.asar when packaged; Electron's fs reads it there). */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveStaticFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('not found', { status: 404 });
    return new Response(await readFile(file), {
      headers: {
        'Content-Type': contentType(file), 'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer',
      },
    });
  });
}
