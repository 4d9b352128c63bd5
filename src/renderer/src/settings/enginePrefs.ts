/**
 * What the engine panel remembers between sessions: which engine (Canju's own or an outside one),
 * the outside engine's path, so Pikafish is typed in once, and how many lines to show.
 */
import { MAX_ANALYSIS_LINES } from '../../../shared/api/contract';
import { readSetting, writeSetting } from './storage';

export interface EnginePrefs {
  readonly engine: 'canju' | 'outside';
  /** The outside engine's program; '' until the user gives one. */
  readonly path: string;
  readonly lines: number;
}

const KEY = 'canju.engine';
const DEFAULTS: EnginePrefs = { engine: 'canju', path: '', lines: 1 };

/** The saved choice, each field checked (an older or hand-edited value falls back to its default). */
export function savedEnginePrefs(): EnginePrefs {
  let saved: Partial<Record<keyof EnginePrefs, unknown>> = {};
  try {
    saved = JSON.parse(readSetting(KEY) ?? '{}') ?? {};
  } catch {
    // Not JSON: the defaults.
  }
  return {
    engine: saved.engine === 'outside' ? 'outside' : 'canju',
    path: typeof saved.path === 'string' ? saved.path : DEFAULTS.path,
    lines: Number.isInteger(saved.lines) && (saved.lines as number) >= 1 && (saved.lines as number) <= MAX_ANALYSIS_LINES ? saved.lines as number : DEFAULTS.lines,
  };
}

export function saveEnginePrefs(prefs: EnginePrefs): void {
  writeSetting(KEY, JSON.stringify(prefs));
}
