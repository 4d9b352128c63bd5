/**
 * The content security policy of our page, wherever it is served: the browser host's responses, the
 * Electron shell's `canju://` responses and the built page's own meta tag. The renderer is untrusted:
 * only our own scripts run.
 *
 * Development is the one exception: Vite's dev server injects @vitejs/plugin-react's inline preamble
 * and talks to the page over a WebSocket, so the development policy allows inline scripts and the dev
 * server's origin; nothing built or packaged ever gets it.
 */
const STRICT: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

function format(directives: Record<string, string[]>, omit: readonly string[] = []): string {
  return Object.entries(directives).filter(([name]) => !omit.includes(name)).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export const CONTENT_SECURITY_POLICY = format(STRICT);

/** The policy as a page's meta tag can carry it: browsers ignore frame-ancestors there (the headers carry it). */
export const META_CONTENT_SECURITY_POLICY = format(STRICT, ['frame-ancestors']);

/** The policy for the development window, loaded from the Vite dev server at `devServerUrl`. */
export function developmentPolicy(devServerUrl: string): string {
  const origin = new URL(devServerUrl);
  const socket = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  return format({
    ...STRICT,
    'script-src': [...STRICT['script-src'], "'unsafe-inline'", origin.origin],
    'connect-src': [...STRICT['connect-src'], origin.origin, socket],
  });
}
