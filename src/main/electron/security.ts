/**
 * The Electron shell's security settings, kept free of `electron` imports so they can be tested under
 * plain Node. The renderer is untrusted: isolated, sandboxed, no Node, served from our own privileged
 * scheme (not `file://`, which would trust every local file) with a CSP that allows only our scripts.
 */
import { LOCALE_ARGUMENT } from '../../shared/api/shellBridge';
import { CONTENT_SECURITY_POLICY, developmentPolicy } from '../host/contentSecurityPolicy';

/** Our page's scheme and address; the renderer's files are served under it and nothing else is. */
export const APP_SCHEME = 'canju';
export const APP_HOST = 'app';
export const APP_PAGE = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** `locale`: Electron's `app.getLocale()`, handed to the page (through the preload) as the language it opens in. */
export function webPreferences(preload: string, locale: string) {
  return {
    preload,
    additionalArguments: [`${LOCALE_ARGUMENT}${locale}`] as string[],
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  } as const;
}

/**
 * The page the window loads: the Vite dev server only while developing (electron-vite sets
 * ELECTRON_RENDERER_URL), never in a packaged app, where the variable could point it anywhere.
 */
export function rendererUrl(isPackaged: boolean, env: NodeJS.ProcessEnv): string {
  const devServer = env.ELECTRON_RENDERER_URL;
  return !isPackaged && devServer ? devServer : APP_PAGE;
}

/** The policy every response to the window carries: strict, unless the page is the dev server's. */
export function policyFor(pageUrl: string): string {
  return pageUrl === APP_PAGE ? CONTENT_SECURITY_POLICY : developmentPolicy(pageUrl);
}

/** Whether an IPC message comes from our page: exactly its address, a fragment or query aside. */
export function isTrustedSender(url: string, pageUrl: string): boolean {
  let sender: URL, page: URL;
  try {
    sender = new URL(url);
    page = new URL(pageUrl);
  } catch {
    return false;
  }
  const path = (u: URL) => (u.pathname === '/' || u.pathname === '' ? '/index.html' : u.pathname);
  return sender.protocol === page.protocol && sender.host === page.host && path(sender) === path(page);
}

/** The only permission the page may use: writing text to the clipboard (copy FEN, copy export). */
export function permissionAllowed(permission: string): boolean {
  return permission === 'clipboard-sanitized-write';
}

