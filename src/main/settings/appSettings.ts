/**
 * The desktop app's own settings, in a small JSON file in its user-data folder: today, which folder
 * holds the tables. Absent on the first run, which is how the app knows to ask.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface AppSettings {
  readonly tablesDir?: string;
}

export function readSettings(file: string): AppSettings | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as AppSettings;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    // A damaged settings file is a first run again: the user is asked, nothing is lost.
    return null;
  }
}

export function writeSettings(file: string, settings: AppSettings): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(settings, null, 2));
  renameSync(`${file}.tmp`, file);
}
