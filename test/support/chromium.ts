/**
 * Where the end-to-end tests find a Chromium-based browser on each OS: CANJU_CHROMIUM when set, else
 * the usual install paths of Chromium, Chrome and Edge, else the browser playwright-core installs
 * (`npx playwright-core install chromium`), if it is there.
 */
import { posix, win32 } from 'node:path';

export interface BrowserSearch {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly exists: (path: string) => boolean;
  /** Where playwright-core's own Chromium would be. */
  readonly playwrightChromium: () => string;
}

function installPaths(platform: NodeJS.Platform, env: BrowserSearch['env']): string[] {
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => r !== undefined);
    return ['Google\\Chrome\\Application\\chrome.exe', 'Chromium\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe']
      .flatMap((app) => roots.map((root) => win32.join(root, app)));
  }
  if (platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge'];
    const folders = ['/Applications', ...(env.HOME ? [posix.join(env.HOME, 'Applications')] : [])];
    return apps.flatMap((app) => folders.map((folder) => posix.join(folder, app)));
  }
  return ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'].map((name) => `/usr/bin/${name}`).concat('/snap/bin/chromium');
}

export function findChromium(search: BrowserSearch): string {
  const wanted = search.env.CANJU_CHROMIUM;
  if (wanted !== undefined) {
    if (search.exists(wanted)) return wanted;
    throw new Error(`CANJU_CHROMIUM is ${wanted}, which does not exist`);
  }
  const candidates = installPaths(search.platform, search.env);
  const found = candidates.find(search.exists);
  if (found) return found;
  const playwright = search.playwrightChromium();
  if (search.exists(playwright)) return playwright;
  throw new Error(
    `no Chromium, Chrome or Edge found; looked in CANJU_CHROMIUM (unset), ${[...candidates, playwright].join(', ')}. ` +
    'Set CANJU_CHROMIUM to a Chromium-based browser, install one (Debian: apt-get install chromium), or run npx playwright-core install chromium.',
  );
}
