/**
 * Studies: save the position on the editor with its title, author, source, stipulation and notes;
 * import study files (files, a folder, or dropped onto the screen); the library, paged, searched and
 * filtered, each study opened onto the board or into its workbench, exported, deleted with undo.
 */
import { useEffect, useState } from 'react';
import type { CanjuApi, StudyInfo } from '../../../shared/api/contract';
import { emptyMeta } from '../../../shared/study/document';
import type { Strings } from '../i18n/zh';
import { STIPULATIONS, stipulationText } from '../i18n/stipulation';
import { problemText } from '../problems';
import { saveOpenStudy, savedOpenStudy } from '../settings/place';
import { StudyExport } from './StudyExport';
import { StudyImport, useStudyImport } from './StudyImport';
import { StudyLibrary } from './StudyLibrary';
import { StudyWorkbench } from './StudyWorkbench';
import type { Lang } from '../../../shared/lang';

const BLANK = { title: '', author: '', source: '', stipulation: '红先胜', notes: '' };

export function Studies({ api, t, lang, fen, onOpen }: { api: CanjuApi; t: Strings; lang: Lang; fen: string; onOpen(study: StudyInfo): void }) {
  const [fields, setFields] = useState(BLANK);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [working, setWorking] = useState<StudyInfo | null>(null);
  // Bumped when studies came in here (saved, imported, edited): the library reads its page again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const problem = (text: string) => setMessage({ ok: false, text });
  const importing = useStudyImport({ api, t, onImported: changed });
  // The study open in its workbench survives a reload: opened again by its id (gone if it was deleted).
  useEffect(() => {
    const id = savedOpenStudy();
    if (id !== null) void api.openStudy(id).then((r) => r.ok && setWorking(r.study));
  }, [api]);
  useEffect(() => saveOpenStudy(working?.id ?? null), [working]);

  const save = async () => {
    if (!fields.title.trim()) return problem(t.studies.needTitle);
    const { title, author, source, stipulation, notes } = fields;
    const r = await api.saveStudy({ fen, stipulation, meta: emptyMeta({ title, author, source }), notes }, null);
    setMessage(r.ok ? { ok: true, text: t.studies.saved } : { ok: false, text: problemText(t, r.errors) });
    if (r.ok) {
      setFields(BLANK);
      changed();
    }
  };
  /** The whole study (its moves opened in the services, which the library's rows leave out), then `then` with it. */
  const withStudy = async (id: number, then: (study: StudyInfo) => void) => {
    const r = await api.openStudy(id);
    if (r.ok) then(r.study);
    else problem(problemText(t, r.errors));
  };
  const field = (key: 'title' | 'author' | 'source', label: string) => (
    <label className="field">{label}<input value={fields[key]} maxLength={200} onChange={(e) => setFields({ ...fields, [key]: e.target.value })} data-testid={`study-${key}`} /></label>
  );

  // The library stays mounted, hidden, while a study is worked on: closing the workbench finds it on the same page and filters.
  return (
    <>
      {working && (
        <>
          <StudyWorkbench api={api} t={t} lang={lang} study={working} onSaved={(s) => { setWorking(s); changed(); }} onClose={() => setWorking(null)} />
          <StudyExport key={working.id} api={api} t={t} lang={lang} study={working} />
        </>
      )}
      <section className={`screen studies${importing.dragging ? ' dragging' : ''}`} hidden={working !== null} {...importing.dropTarget}>
        <h2>{t.studies.title}</h2>
        <div className="studies-top">
          <form className="study-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
            <p><code>{fen}</code></p>
            {field('title', t.studies.titleField)}
            {field('author', t.studies.composer)}
            {field('source', t.studies.source)}
            <label className="field">{t.studies.stipulation}
              <select value={fields.stipulation} onChange={(e) => setFields({ ...fields, stipulation: e.target.value })} data-testid="study-stipulation">
                {STIPULATIONS.map((s) => <option key={s} value={s}>{stipulationText(s, lang)}</option>)}
              </select>
            </label>
            <label className="field">{t.studies.notes}<textarea value={fields.notes} maxLength={10000} onChange={(e) => setFields({ ...fields, notes: e.target.value })} data-testid="study-notes" /></label>
            <button type="submit" className="primary" data-testid="save-study">{t.studies.save}</button>
            {message && <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ok' : 'problems'} data-testid="study-message">{message.text}</p>}
          </form>
          <StudyImport t={t} state={importing} onOpen={(id) => void withStudy(id, setWorking)} />
        </div>
        <StudyLibrary api={api} t={t} lang={lang} version={version} onProblem={problem}
          onOpen={(id) => void withStudy(id, onOpen)} onWork={(id) => void withStudy(id, setWorking)} />
      </section>
    </>
  );
}
