/**
 * Where tables live by default, and how much room a folder has. Tables run to gigabytes, so they go to
 * a local, non-roaming folder: on Windows %LOCALAPPDATA% (the app's user-data folder is in Roaming,
 * which profiles that roam copy at every logon and logoff), on macOS Application Support, on Linux
 * the XDG data folder. Each platform's folder is joined with that platform's separator, whatever
 * system this code runs on.
 */
import { existsSync, readdirSync, statfsSync } from 'node:fs';
import { dirname, posix, win32 } from 'node:path';

export function defaultTablesDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return win32.join(env.LOCALAPPDATA ?? win32.join(home, 'AppData', 'Local'), 'Canju', 'tables');
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', 'Canju', 'tables');
  return posix.join(env.XDG_DATA_HOME || posix.join(home, '.local', 'share'), 'canju', 'tables');
}

/** Free bytes on the volume that holds `dir`, or would hold it once created. */
export function freeBytes(dir: string): number {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const stats = statfsSync(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
    }
  }
}

/** Whether a folder holds tables or a catalogue (of this version or an earlier one). */
export function holdsTables(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.cjtb') || name === 'catalogue.sqlite');
}
