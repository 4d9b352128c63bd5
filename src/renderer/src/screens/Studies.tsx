/** Studies: save the position on the editor with its title, composer, source, stipulation and notes; list, open, delete; work on one's solution tree. */
import { useEffect, useState } from 'react';
import type { CanjuApi, Lang, StudyFields, StudyInfo } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import { StudyWorkbench } from './StudyWorkbench';

const BLANK = { title: '', composer: '', source: '', stipulation: '红先胜', notes: '' };

export function Studies({ api, t, lang, fen, onOpen }: { api: CanjuApi; t: Strings; lang: Lang; fen: string; onOpen(study: StudyInfo): void }) {
  const [fields, setFields] = useState(BLANK);
  const [studies, setStudies] = useState<StudyInfo[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [working, setWorking] = useState<StudyInfo | null>(null);
  const refresh = () => void api.listStudies().then((r) => (r.ok ? setStudies(r.studies) : setMessage({ ok: false, text: problemText(t, r.errors) })));
  useEffect(refresh, [api]);

  const save = async () => {
    if (!fields.title.trim()) return setMessage({ ok: false, text: t.studies.needTitle });
    const study: StudyFields = { ...fields, fen };
    const r = await api.saveStudy(study, null, lang);
    setMessage(r.ok ? { ok: true, text: t.studies.saved } : { ok: false, text: problemText(t, r.errors) });
    if (r.ok) {
      setFields(BLANK);
      refresh();
    }
  };
  const remove = async (id: number) => {
    const r = await api.deleteStudy(id, lang);
    if (!r.ok) setMessage({ ok: false, text: problemText(t, r.errors) });
    refresh();
  };
  if (working) {
    return <StudyWorkbench api={api} t={t} lang={lang} study={working} onSaved={(s) => { setWorking(s); refresh(); }} onClose={() => setWorking(null)} />;
  }
  const field = (key: 'title' | 'composer' | 'source', label: string) => (
    <label className="field">{label}<input value={fields[key]} maxLength={200} onChange={(e) => setFields({ ...fields, [key]: e.target.value })} data-testid={`study-${key}`} /></label>
  );

  return (
    <section className="screen studies">
      <h2>{t.studies.title}</h2>
      <form className="study-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <p><code>{fen}</code></p>
        {field('title', t.studies.titleField)}
        {field('composer', t.studies.composer)}
        {field('source', t.studies.source)}
        <label className="field">{t.studies.stipulation}
          <select value={fields.stipulation} onChange={(e) => setFields({ ...fields, stipulation: e.target.value })} data-testid="study-stipulation">
            {t.studies.stipulations.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
        <label className="field">{t.studies.notes}<textarea value={fields.notes} maxLength={10000} onChange={(e) => setFields({ ...fields, notes: e.target.value })} data-testid="study-notes" /></label>
        <button type="submit" className="primary" data-testid="save-study">{t.studies.save}</button>
        {message && <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ok' : 'problems'} data-testid="study-message">{message.text}</p>}
      </form>
      <h3>{t.studies.list}</h3>
      {studies.length === 0 ? <p>{t.studies.empty}</p> : (
        <ul className="study-list" data-testid="study-list">
          {studies.map((s) => (
            <li key={s.id} data-testid={`study-${s.id}`}>
              <strong>{s.title}</strong> {s.stipulation} {s.composer && `· ${s.composer}`} {s.source && `· ${s.source}`} <code>{s.material}</code>
              <button type="button" onClick={() => onOpen(s)} data-testid={`open-study-${s.id}`}>{t.studies.open}</button>
              <button type="button" onClick={() => setWorking(s)} data-testid={`tree-study-${s.id}`}>{t.tree.open}</button>
              <button type="button" onClick={() => void remove(s.id)}>{t.studies.delete}</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
