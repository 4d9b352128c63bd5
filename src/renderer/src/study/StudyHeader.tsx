/**
 * A study's header as a composer reads it: title and stipulation, author and source, the game's
 * event, players, date and result; and the form that edits every field of its metadata, its
 * stipulation and its notes, which `saveStudy` keeps.
 */
import { STIPULATIONS, stipulationText } from '../i18n/stipulation';
import { useState } from 'react';
import type { StudyInfo } from '../../../shared/api/contract';
import { type GameResult, META_TEXTS, type MetaText, type StudyMeta } from '../../../shared/study/document';
import type { Strings } from '../i18n/zh';

const RESULTS: readonly GameResult[] = ['1-0', '0-1', '1/2-1/2', '*'];

export interface StudyDetails {
  readonly meta: StudyMeta;
  readonly stipulation: string;
  readonly notes: string;
}

/** The header's second line: what is known of the study's origin, in reading order, the empty fields left out. */
export function originLine(t: Strings, meta: StudyMeta): string {
  const players = meta.red || meta.black ? t.moveTree.vs(meta.red || '?', meta.black || '?') : '';
  const parts = [meta.author, meta.source, meta.event, meta.site, meta.round, players, meta.date, meta.opening, meta.ecco];
  if (meta.result !== '*') parts.push(t.moveTree.results[meta.result]);
  return parts.filter(Boolean).join(' · ');
}

function DetailsForm({ t, study, onSave, onCancel }: { t: Strings; study: StudyDetails; onSave(details: StudyDetails): void; onCancel(): void }) {
  const [meta, setMeta] = useState(study.meta);
  const [stipulation, setStipulation] = useState(study.stipulation);
  const [notes, setNotes] = useState(study.notes);
  const field = (key: MetaText) => (
    <label className="field" key={key}>{t.moveTree.fields[key]}
      <input value={meta[key]} maxLength={200} onChange={(e) => setMeta({ ...meta, [key]: e.target.value })} data-testid={`meta-${key}`} />
    </label>
  );
  return (
    <form className="study-details" onSubmit={(e) => {
      e.preventDefault();
      onSave({ meta, stipulation, notes });
    }} data-testid="details-form">
      <div className="details-grid">
        {META_TEXTS.map(field)}
        <label className="field">{t.moveTree.fields.result}
          <select value={meta.result} onChange={(e) => setMeta({ ...meta, result: e.target.value as GameResult })} data-testid="meta-result">
            {RESULTS.map((r) => <option key={r} value={r}>{t.moveTree.results[r]}</option>)}
          </select>
        </label>
        <label className="field">{t.studies.stipulation}
          <select value={stipulation} onChange={(e) => setStipulation(e.target.value)} data-testid="meta-stipulation">
            <option value="">{t.library.any}</option>
            {STIPULATIONS.map((s) => <option key={s} value={s}>{stipulationText(s, t.lang)}</option>)}
          </select>
        </label>
      </div>
      <label className="field">{t.moveTree.notes}<textarea value={notes} maxLength={10000} onChange={(e) => setNotes(e.target.value)} data-testid="meta-notes" /></label>
      <div className="row">
        <button type="submit" className="primary" disabled={!meta.title.trim()} data-testid="details-save">{t.moveTree.save}</button>
        <button type="button" onClick={onCancel}>{t.moveTree.cancel}</button>
      </div>
    </form>
  );
}

export function StudyHeader({ t, study, onSave }: { t: Strings; study: StudyInfo; onSave(details: StudyDetails): Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const origin = originLine(t, study.meta);
  return (
    <header className="study-header" data-testid="study-header">
      <h2>{study.meta.title} <span className="hint" data-testid="study-stipulation">{stipulationText(study.stipulation, t.lang)}</span></h2>
      {origin && <p className="hint" data-testid="study-origin">{origin}</p>}
      {study.notes && <p className="notes" data-testid="study-notes-shown">{study.notes}</p>}
      {editing
        ? <DetailsForm t={t} study={study} onCancel={() => setEditing(false)} onSave={(details) => void onSave(details).then((ok) => ok && setEditing(false))} />
        : <button type="button" onClick={() => setEditing(true)} data-testid="edit-details">{t.moveTree.edit}</button>}
    </header>
  );
}
