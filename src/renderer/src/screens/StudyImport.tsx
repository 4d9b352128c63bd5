/**
 * Importing study files: pick files, pick a folder, or drop either onto the studies screen; the
 * files are read here and sent in batches to `importStudies`; then a summary of what came in, what
 * was already in the library (a link to the study it matches), and every file that could not be
 * read or was skipped, with why.
 */
import { type DragEvent, useRef, useState } from 'react';
import type { CanjuApi, ImportFile } from '../../../shared/api/contract';
import { say } from '../../../shared/words/say';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import {
  EMPTY_SUMMARY, LARGEST_FILE, type PickedFile, type ShownProblem, type ShownSummary, addSummaries, base64OfBytes, batches, droppedFiles, pickedFiles,
} from './importFiles';

export interface StudyImportState {
  readonly progress: string | null;
  readonly summary: ShownSummary | null;
  readonly error: string | null;
  readonly dragging: boolean;
  run(files: readonly PickedFile[]): Promise<void>;
  dismiss(): void;
  /** Spread onto the element that takes drops (the whole studies screen). */
  readonly dropTarget: {
    onDragEnter(e: DragEvent): void;
    onDragOver(e: DragEvent): void;
    onDragLeave(e: DragEvent): void;
    onDrop(e: DragEvent): void;
  };
}

async function readAll(files: readonly PickedFile[]): Promise<{ files: ImportFile[]; summary: ShownSummary }> {
  const read: ImportFile[] = [];
  const skipped: ShownProblem[] = [];
  const failed: ShownProblem[] = [];
  for (const { name, file } of files) {
    if (file.size > LARGEST_FILE) {
      skipped.push({ file: name, words: (t) => t.importing.tooLarge(LARGEST_FILE / 1024 / 1024) });
      continue;
    }
    try {
      read.push({ name, base64: base64OfBytes(new Uint8Array(await file.arrayBuffer())) });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      failed.push({ file: name, words: (t) => t.importing.unreadable(reason) });
    }
  }
  return { files: read, summary: { ...EMPTY_SUMMARY, failed, skipped } };
}

/** The import's state and actions; `onImported` runs after any study came in, to refresh the library. */
export function useStudyImport({ api, t, onImported }: { api: CanjuApi; t: Strings; onImported(): void }): StudyImportState {
  const [progress, setProgress] = useState<string | null>(null);
  const [summary, setSummary] = useState<ShownSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Enter and leave fire for every child crossed: the drag is over the target while more entered than left.
  const depth = useRef(0);

  const run = async (picked: readonly PickedFile[]) => {
    setSummary(null);
    setError(null);
    if (picked.length === 0) return setError(t.importing.nothing);
    setProgress(t.importing.reading(picked.length));
    const { files, summary: local } = await readAll(picked);
    let total = local;
    let done = picked.length - files.length;
    for (const batch of batches(files)) {
      setProgress(t.importing.sending(done, picked.length));
      const r = await api.importStudies(batch);
      done += batch.length;
      if (r.ok) total = addSummaries(total, r.summary);
      else {
        // The call failed as a whole (the host refused or could not answer): its files say why, the others go on.
        const why = problemText(t, r.errors);
        setError(why);
        total = addSummaries(total, { ...EMPTY_SUMMARY, failed: batch.map((f) => ({ file: f.name, words: (shown) => problemText(shown, r.errors) })) });
      }
    }
    setProgress(null);
    setSummary(total);
    if (total.imported.length > 0) onImported();
  };

  const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');
  return {
    progress, summary, error, dragging, run,
    dismiss: () => {
      setSummary(null);
      setError(null);
    },
    dropTarget: {
      onDragEnter: (e) => {
        if (!hasFiles(e)) return;
        depth.current++;
        setDragging(true);
      },
      onDragOver: (e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (e) => {
        if (!hasFiles(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop: (e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        void droppedFiles(e.dataTransfer).then(run);
      },
    },
  };
}

/** A file or a game's line: the services' problem names its file already; words of ours get the name put before them. */
function withFile(t: Strings, entry: ShownProblem): string {
  const words = 'problem' in entry ? say(entry.problem, t.lang) : entry.words(t);
  return words.startsWith(entry.file) ? words : `${entry.file}: ${words}`;
}

export function ImportSummaryPanel({ t, summary, onOpen, onDismiss }: { t: Strings; summary: ShownSummary; onOpen(id: number): void; onDismiss(): void }) {
  const { imported, duplicates, failed, skipped } = summary;
  const problems = (title: string, entries: readonly ShownProblem[], testId: string) => entries.length > 0 && (
    <section aria-label={title}>
      <h4>{title}</h4>
      <ul data-testid={testId}>{entries.map((f, i) => <li key={i}>{withFile(t, f)}</li>)}</ul>
    </section>
  );
  const studies = (entries: ShownSummary['imported'], prefix: string) => entries.map((s, i) => (
    <li key={i}>
      <code>{s.file}</code>{prefix && ` — ${prefix}`}
      <button type="button" className="link" onClick={() => onOpen(s.id)} data-testid={`${prefix ? 'duplicate' : 'imported'}-${s.id}`}>《{s.title}》</button>
    </li>
  ));
  return (
    <section className="import-summary" aria-label={t.importing.summary} data-testid="import-summary">
      <h3>{t.importing.summary}</h3>
      <p role="status" data-testid="import-counts">{t.importing.counts(imported.length, duplicates.length, failed.length, skipped.length)}</p>
      {problems(t.importing.failed, failed, 'import-failed')}
      {problems(t.importing.skipped, skipped, 'import-skipped')}
      {duplicates.length > 0 && (
        <section aria-label={t.importing.duplicates}>
          <h4>{t.importing.duplicates}</h4>
          <ul data-testid="import-duplicates">{studies(duplicates, t.importing.sameAs)}</ul>
        </section>
      )}
      {imported.length > 0 && (
        <details>
          <summary>{t.importing.imported} ({imported.length})</summary>
          <ul data-testid="import-imported">{studies(imported, '')}</ul>
        </details>
      )}
      <button type="button" onClick={onDismiss} data-testid="import-dismiss">{t.importing.dismiss}</button>
    </section>
  );
}

/** `webkitdirectory` is not in React's input attributes; Chromium and Electron take it as written. */
const FOLDER_INPUT = { webkitdirectory: '', directory: '' } as Record<string, string>;

export function StudyImport({ t, state, onOpen }: { t: Strings; state: StudyImportState; onOpen(id: number): void }) {
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const picked = (input: HTMLInputElement) => {
    const files = pickedFiles(input.files ?? []);
    input.value = '';
    void state.run(files);
  };
  const busy = state.progress !== null;
  return (
    <fieldset className={`study-import${state.dragging ? ' dragging' : ''}`} data-testid="study-import">
      <legend>{t.importing.title}</legend>
      <p className="hint">{t.importing.hint}</p>
      <div className="row">
        <button type="button" onClick={() => filesInput.current?.click()} disabled={busy} data-testid="import-files">{t.importing.files}</button>
        <button type="button" onClick={() => folderInput.current?.click()} disabled={busy} data-testid="import-folder">{t.importing.folder}</button>
        <span className="hint drop-hint">{state.dragging ? t.importing.dropHere : t.importing.drop}</span>
      </div>
      <input ref={filesInput} type="file" multiple hidden tabIndex={-1} aria-hidden="true" onChange={(e) => picked(e.target)} data-testid="import-files-input" />
      <input ref={folderInput} type="file" multiple hidden tabIndex={-1} aria-hidden="true" {...FOLDER_INPUT} onChange={(e) => picked(e.target)} data-testid="import-folder-input" />
      {state.progress && <p role="status" data-testid="import-progress">{state.progress}</p>}
      {state.error && <p role="alert" className="problems" data-testid="import-error">{state.error}</p>}
      {state.summary && <ImportSummaryPanel t={t} summary={state.summary} onOpen={onOpen} onDismiss={state.dismiss} />}
    </fieldset>
  );
}
