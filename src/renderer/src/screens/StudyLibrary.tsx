/**
 * The study library: a page of studies at a time (the services page it, so ten thousand imported
 * studies list as fast as ten), searched and filtered by material, stipulation, soundness and
 * source file; each row opens its study onto the board or into its workbench, exports it, or
 * deletes it, with an undo bar that brings it back.
 */
import { useEffect, useRef, useState } from 'react';
import type { CanjuApi, StudyQuery, StudySoundness, StudySummary } from '../../../shared/api/contract';
import { chineseNameOf } from '../../../shared/material/chineseName';
import { parseSignature } from '../../../shared/material/signature';
import type { Strings } from '../i18n/zh';
import { Thumbnail } from '../board/Thumbnail';
import { STIPULATIONS, stipulationText } from '../i18n/stipulation';
import { problemText } from '../problems';
import { StudyExport } from './StudyExport';
import type { Lang } from '../../../shared/lang';

export const PAGE_SIZE = 50;
/** How long typing rests before a search goes out. */
export const SEARCH_DELAY_MS = 300;

export type SoundnessFilter = 'any' | 'sound' | 'unsound' | 'unchecked';

export interface LibraryFilters {
  readonly text: string;
  readonly material: string;
  readonly stipulation: string;
  readonly soundness: SoundnessFilter;
  readonly sourceFile: string;
}

export const NO_FILTERS: LibraryFilters = { text: '', material: '', stipulation: '', soundness: 'any', sourceFile: '' };

const SOUNDNESS: Record<Exclude<SoundnessFilter, 'any'>, StudySoundness> = { sound: 'sound', unsound: 'unsound', unchecked: '' };

/** The query of a page: every filter left empty is left out (it then matches everything). */
export function studyQuery(filters: LibraryFilters, offset: number, limit = PAGE_SIZE): StudyQuery {
  const text = filters.text.trim(), material = filters.material.trim(), sourceFile = filters.sourceFile.trim();
  return {
    ...(text ? { text } : {}),
    ...(material ? { material } : {}),
    ...(filters.stipulation ? { stipulation: filters.stipulation } : {}),
    ...(filters.soundness !== 'any' ? { soundness: SOUNDNESS[filters.soundness] } : {}),
    ...(sourceFile ? { sourceFile } : {}),
    offset, limit,
  };
}

/** A material's Chinese name (炮兵对单士) from its signature, or '' when the signature cannot be read. */
export function materialName(signature: string): string {
  const m = parseSignature(signature);
  return m.ok ? chineseNameOf(m.value) : '';
}

/** `value`, once it has stood unchanged for `ms` (compared by value: a string). */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Undo = { readonly study: StudySummary; readonly restored: boolean };

export function StudyLibrary({ api, t, lang, version, onOpen, onWork, onProblem }: {
  api: CanjuApi; t: Strings; lang: Lang;
  /** Changes when studies were added elsewhere (saved, imported): the page is read again. */
  version: number;
  onOpen(id: number): void;
  onWork(id: number): void;
  onProblem(text: string): void;
}) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ studies: StudySummary[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [undo, setUndo] = useState<Undo | null>(null);
  const [exporting, setExporting] = useState<StudySummary | null>(null);
  // Typing waits for a pause; a choice from a list applies at once.
  const typed = JSON.parse(useSettled(JSON.stringify({ text: filters.text, material: filters.material, sourceFile: filters.sourceFile }), SEARCH_DELAY_MS)) as Partial<LibraryFilters>;
  const key = JSON.stringify(studyQuery({ ...filters, ...typed }, offset));
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    void api.listStudies(JSON.parse(key) as StudyQuery).then((r) => {
      if (request !== latest.current) return;
      setLoading(false);
      if (!r.ok) return onProblem(problemText(t, r.errors));
      // The last page emptied (its studies deleted): show the new last page.
      if (r.studies.length === 0 && r.total > 0 && offset > 0) return setOffset(Math.floor((r.total - 1) / PAGE_SIZE) * PAGE_SIZE);
      setPage({ studies: r.studies, total: r.total });
    });
    // `key` stands for the query and the offset; `onProblem` and `t` need not trigger a reload.
  }, [api, key, version, reloads]);

  const filter = (change: Partial<LibraryFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setOffset(0);
  };
  const reload = () => setReloads((n) => n + 1);
  const remove = async (study: StudySummary) => {
    const r = await api.deleteStudy(study.id);
    if (!r.ok) return onProblem(problemText(t, r.errors));
    setUndo({ study, restored: false });
    if (exporting?.id === study.id) setExporting(null);
    reload();
  };
  const restore = async (study: StudySummary) => {
    const r = await api.restoreStudy(study.id);
    if (!r.ok) return onProblem(problemText(t, r.errors));
    setUndo({ study, restored: true });
    reload();
  };

  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.floor(offset / PAGE_SIZE) + 1;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const soundnessText = (s: StudySoundness) => (s === 'sound' ? t.library.sound : s === 'unsound' ? t.library.unsound : t.library.unchecked);
  const text = (key: 'text' | 'material' | 'sourceFile', label: string, placeholder: string, testId: string) => (
    <label className="field">{label}
      <input type={key === 'text' ? 'search' : 'text'} value={filters[key]} placeholder={placeholder} maxLength={key === 'sourceFile' ? 1000 : key === 'material' ? 64 : 200}
        onChange={(e) => filter({ [key]: e.target.value })} data-testid={testId} />
    </label>
  );

  return (
    <section className="study-library" aria-labelledby="library-title" data-testid="study-library">
      <h3 id="library-title">{t.library.title}</h3>
      <fieldset className="library-filters">
        <legend>{t.library.filters}</legend>
        {text('text', t.library.search, t.library.searchPlaceholder, 'library-search')}
        {text('material', t.library.material, t.library.materialPlaceholder, 'filter-material')}
        <label className="field">{t.library.stipulation}
          <select value={filters.stipulation} onChange={(e) => filter({ stipulation: e.target.value })} data-testid="filter-stipulation">
            <option value="">{t.library.any}</option>
            {STIPULATIONS.map((s) => <option key={s} value={s}>{stipulationText(s, lang)}</option>)}
          </select>
        </label>
        <label className="field">{t.library.soundness}
          <select value={filters.soundness} onChange={(e) => filter({ soundness: e.target.value as SoundnessFilter })} data-testid="filter-soundness">
            <option value="any">{t.library.any}</option>
            <option value="sound">{t.library.sound}</option>
            <option value="unsound">{t.library.unsound}</option>
            <option value="unchecked">{t.library.unchecked}</option>
          </select>
        </label>
        {text('sourceFile', t.library.sourceFile, t.library.sourceFilePlaceholder, 'filter-source-file')}
        <button type="button" onClick={() => filter(NO_FILTERS)} disabled={!filtered} data-testid="clear-filters">{t.library.clearFilters}</button>
      </fieldset>

      {undo && (
        <div className="undo-bar" role="status" data-testid="undo-bar">
          <span>{undo.restored ? t.library.restored(undo.study.meta.title) : t.library.deleted(undo.study.meta.title)}</span>
          {!undo.restored && <button type="button" onClick={() => void restore(undo.study)} data-testid="undo-delete">{t.library.undo}</button>}
          <button type="button" className="link" onClick={() => setUndo(null)} aria-label={t.library.dismiss}>×</button>
        </div>
      )}

      {page === null ? <p role="status">{t.library.loading}</p> : page.studies.length === 0 ? (
        <p data-testid="library-empty">{filtered ? t.library.none : t.library.empty}</p>
      ) : (
        <table className="tables library" aria-busy={loading} data-testid="study-list">
          <caption className="hint">{t.library.range(offset + 1, offset + page.studies.length, total)}</caption>
          <thead>
            <tr>
              {(['position', 'title', 'composer', 'stipulation', 'material', 'soundness', 'sourceFile', 'actions'] as const).map((c) => <th key={c} scope="col">{t.library.columns[c]}</th>)}
            </tr>
          </thead>
          <tbody>
            {page.studies.map((s) => (
              <tr key={s.id} data-testid={`study-${s.id}`}>
                <td className="thumb"><Thumbnail fen={s.fen} label={t.library.thumbnail(s.meta.title)} /></td>
                <th scope="row" id={`study-title-${s.id}`}>{s.meta.title}</th>
                <td>{s.meta.author}</td>
                <td>{stipulationText(s.stipulation, lang)}</td>
                <td>{lang === 'zh' && `${materialName(s.material)} `}<code>{s.material}</code></td>
                <td className={`soundness-${s.soundness || 'unchecked'}`}>{soundnessText(s.soundness)}</td>
                <td>
                  {s.sourceFile
                    ? <button type="button" className="link" title={t.library.byFile(s.sourceFile)} onClick={() => filter({ sourceFile: s.sourceFile })}>{s.sourceFile}</button>
                    : <span className="hint">{t.library.savedHere}</span>}
                </td>
                <td className="actions">
                  <button type="button" onClick={() => onOpen(s.id)} aria-describedby={`study-title-${s.id}`} data-testid={`open-study-${s.id}`}>{t.library.onBoard}</button>
                  <button type="button" onClick={() => onWork(s.id)} aria-describedby={`study-title-${s.id}`} data-testid={`tree-study-${s.id}`}>{t.tree.open}</button>
                  <button type="button" onClick={() => setExporting(s)} aria-describedby={`study-title-${s.id}`} aria-pressed={exporting?.id === s.id} data-testid={`export-study-${s.id}`}>{t.library.export}</button>
                  <button type="button" onClick={() => void remove(s)} aria-describedby={`study-title-${s.id}`} data-testid={`delete-study-${s.id}`}>{t.studies.delete}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {total > PAGE_SIZE && (
        <nav className="pager row" aria-label={t.library.pages} data-testid="pager">
          <button type="button" onClick={() => setOffset(0)} disabled={current === 1} data-testid="page-first">{t.library.first}</button>
          <button type="button" onClick={() => setOffset(offset - PAGE_SIZE)} disabled={current === 1} data-testid="page-previous">{t.library.previous}</button>
          <span data-testid="page-number">{t.library.page(current, pages)}</span>
          <button type="button" onClick={() => setOffset(offset + PAGE_SIZE)} disabled={current === pages} data-testid="page-next">{t.library.next}</button>
          <button type="button" onClick={() => setOffset((pages - 1) * PAGE_SIZE)} disabled={current === pages} data-testid="page-last">{t.library.last}</button>
        </nav>
      )}

      {exporting && <StudyExport key={exporting.id} api={api} t={t} lang={lang} study={exporting} onClose={() => setExporting(null)} />}
    </section>
  );
}
