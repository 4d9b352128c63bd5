/**
 * The default tables folder of each platform is joined with that platform's separator whatever system
 * computes it. Here `node:path`'s join is Windows' (as it is on a Windows runner), and the macOS and
 * Linux folders must still come out with forward slashes.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('node:path', async (original) => {
  const path = await original<typeof import('node:path')>();
  return { ...path, join: path.win32.join };
});

describe('the default tables folder, computed on Windows', () => {
  it('keeps forward slashes for macOS and Linux, backslashes for Windows', async () => {
    const { defaultTablesDir } = await import('../../src/main/settings/tablesFolder');
    expect(defaultTablesDir('darwin', {}, '/Users/li')).toBe('/Users/li/Library/Application Support/Canju/tables');
    expect(defaultTablesDir('linux', {}, '/home/li')).toBe('/home/li/.local/share/canju/tables');
    expect(defaultTablesDir('linux', { XDG_DATA_HOME: '/data' }, '/home/li')).toBe('/data/canju/tables');
    expect(defaultTablesDir('win32', {}, 'C:\\Users\\li')).toBe('C:\\Users\\li\\AppData\\Local\\Canju\\tables');
  });
});
