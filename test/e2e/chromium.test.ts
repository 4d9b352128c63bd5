import { describe, expect, it } from 'vitest';
import { type BrowserSearch, findChromium } from '../support/chromium';

const PLAYWRIGHT = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

function search(platform: NodeJS.Platform, present: string[], env: BrowserSearch['env'] = {}): BrowserSearch {
  return { platform, env, exists: (path) => present.includes(path), playwrightChromium: () => PLAYWRIGHT };
}

describe('finding a Chromium for the end-to-end tests', () => {
  it('CANJU_CHROMIUM wins, and a wrong one is an error that names it', () => {
    expect(findChromium(search('linux', ['/opt/c', '/usr/bin/chromium'], { CANJU_CHROMIUM: '/opt/c' }))).toBe('/opt/c');
    expect(() => findChromium(search('linux', ['/usr/bin/chromium'], { CANJU_CHROMIUM: '/opt/none' }))).toThrow(/CANJU_CHROMIUM is \/opt\/none/);
  });

  it('Linux: Debian\'s chromium, then chromium-browser and Google Chrome', () => {
    expect(findChromium(search('linux', ['/usr/bin/chromium', '/usr/bin/google-chrome']))).toBe('/usr/bin/chromium');
    expect(findChromium(search('linux', ['/usr/bin/chromium-browser']))).toBe('/usr/bin/chromium-browser');
    expect(findChromium(search('linux', ['/usr/bin/google-chrome']))).toBe('/usr/bin/google-chrome');
  });

  it('Windows: Chrome or Edge under Program Files or the user\'s local programs', () => {
    const env = { PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)', LOCALAPPDATA: 'C:\\Users\\王\\AppData\\Local' };
    expect(findChromium(search('win32', ['C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe'], env)))
      .toBe('C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe');
    expect(findChromium(search('win32', ['C:\\Users\\王\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe'], env)))
      .toBe('C:\\Users\\王\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe');
  });

  it('macOS: the Chrome, Chromium or Edge app bundle', () => {
    expect(findChromium(search('darwin', ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'], { HOME: '/Users/wang' })))
      .toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    expect(findChromium(search('darwin', ['/Users/wang/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge'], { HOME: '/Users/wang' })))
      .toBe('/Users/wang/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge');
  });

  it('then playwright-core\'s own Chromium; with none, the error lists every place looked at', () => {
    expect(findChromium(search('darwin', [PLAYWRIGHT]))).toBe(PLAYWRIGHT);
    expect(() => findChromium(search('linux', []))).toThrow(/\/usr\/bin\/chromium, .*\/usr\/bin\/google-chrome.*chromium-1.*CANJU_CHROMIUM/s);
  });
});
