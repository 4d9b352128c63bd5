/**
 * Where the user was, kept across a reload: the language chosen (until then the browser's or
 * Electron's UI language), the notation chosen, the study open in its workbench, the tab open and the analysis (its start, every move played with its
 * variations, the line followed and the ply shown).
 */
import { type Lang, langOfLocales } from '../../../shared/lang';
import type { Notation } from '../../../shared/notation/types';
import { type AnalysisHistory, restoreHistory, storeHistory } from '../screens/playedTree';
import { readSetting, writeSetting } from './storage';

const LANG_KEY = 'canju.lang';
const TAB_KEY = 'canju.tab';
const ANALYSIS_KEY = 'canju.analysis';
const NOTATION_KEY = 'canju.notation';
const OPEN_STUDY_KEY = 'canju.openStudy';

/** The desktop's language (Electron's `app.getLocale()`, through the preload), then the browser's. */
function uiLanguages(): string[] {
  const desktop = globalThis.window?.canjuShell?.locale;
  return [...(desktop ? [desktop] : []), ...(globalThis.navigator?.languages ?? [])];
}

/** The language chosen, else the first of the UI's languages Canju speaks. */
export function savedLang(languages: readonly string[] = uiLanguages()): Lang {
  const saved = readSetting(LANG_KEY);
  return saved === 'zh' || saved === 'en' ? saved : langOfLocales(languages);
}

export function saveLang(lang: Lang): void {
  writeSetting(LANG_KEY, lang);
}

/** The notation chosen, else null: each language's own (Chinese for Chinese, WXF for English) until one is. */
export function savedNotation(): Notation | null {
  const saved = readSetting(NOTATION_KEY);
  return saved === 'chinese' || saved === 'wxf' || saved === 'iccs' ? saved : null;
}

export function saveNotation(notation: Notation): void {
  writeSetting(NOTATION_KEY, notation);
}

export function savedTab<T extends string>(tabs: readonly T[], fallback: T): T {
  const saved = readSetting(TAB_KEY);
  return tabs.find((tab) => tab === saved) ?? fallback;
}

export function saveTab(tab: string): void {
  writeSetting(TAB_KEY, tab);
}

/** The study open in its workbench, by id; null when none is. */
export function savedOpenStudy(): number | null {
  const id = Number(readSetting(OPEN_STUDY_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function saveOpenStudy(id: number | null): void {
  writeSetting(OPEN_STUDY_KEY, id === null ? '' : String(id));
}

export function savedAnalysis(): AnalysisHistory | null {
  try {
    return restoreHistory(JSON.parse(readSetting(ANALYSIS_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function saveAnalysis(history: AnalysisHistory | null): void {
  writeSetting(ANALYSIS_KEY, history ? JSON.stringify(storeHistory(history)) : 'null');
}
