/**
 * Generation progress: the tables a request needs in order, the running table's phase, percent,
 * rate, elapsed time, ETA and memory, overall progress, cancel, and errors with their table. The
 * state comes from the host (job list plus events), so a reloaded window shows the same view.
 */
import { useState } from 'react';
import type { CanjuApi, JobInfo, Lang } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';

function duration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}` : `${m}:${String(s % 60).padStart(2, '0')}`;
}

function JobView({ api, t, lang, job }: { api: CanjuApi; t: Strings; lang: Lang; job: JobInfo }) {
  const p = job.progress;
  const running = job.state === 'running';
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = async () => {
    const r = await api.cancelGeneration(job.id, lang);
    setCancelError(r.ok ? null : problemText(t, r.errors));
  };
  const overall = job.tables.length ? (100 * (job.done + (running && p ? p.percent / 100 : 0))) / job.tables.length : 100;
  return (
    <article className={`job ${job.state}`} data-testid={`job-${job.id}`} data-state={job.state}>
      <h3>
        <code>{job.material}</code> — <span data-testid="job-state">{t.generation.state[job.state]}</span>
      </h3>
      <p data-testid="job-overall">{t.generation.overall(job.done, job.tables.length)}</p>
      <progress max={100} value={overall} aria-label={t.generation.overall(job.done, job.tables.length)} />
      {running && p && (
        <dl className="stats" data-testid="job-progress">
          <dt>{t.generation.current}</dt><dd><code>{p.table}</code> ({p.tableNumber + 1}/{p.tableCount}) {t.generation.phase[p.phase]}</dd>
          <dt>{t.generation.percent}</dt><dd><progress max={100} value={p.percent} /> {p.percent.toFixed(1)}%</dd>
          <dt>{t.generation.rate}</dt><dd>{t.generation.positionsPerSecond((p.positionsPerSecond / 1e6).toFixed(2))}</dd>
          <dt>{t.generation.elapsed}</dt><dd>{duration(p.elapsedSeconds)}</dd>
          <dt>{t.generation.eta}</dt><dd>{duration(p.etaSeconds)}</dd>
          <dt>{t.generation.memory}</dt><dd>{(p.rssBytes / 2 ** 30).toFixed(2)} GiB</dd>
        </dl>
      )}
      {job.error && <p role="alert" className="problems">{t.generation.error}（{p?.table ?? job.material}）：{job.error}</p>}
      <details open={running}>
        <summary>{t.generation.queue}</summary>
        <ol className="queue">
          {job.tables.map((table, i) => {
            const state = i < job.done || job.state === 'done' ? 'done' : running && p?.table === table ? 'running' : 'pending';
            const label = state === 'done' ? t.generation.tableDone : state === 'running' ? t.generation.tableRunning : t.generation.tablePending;
            return <li key={table} className={`queue-${state}`}><code>{table}</code> {label}</li>;
          })}
        </ol>
      </details>
      {running && <button type="button" onClick={() => void cancel()} data-testid="cancel-job">{t.generation.cancel}</button>}
      {cancelError && <p role="alert" className="problems" data-testid="cancel-error">{cancelError}</p>}
    </article>
  );
}

export function Generation({ api, t, lang, jobs, awake }: { api: CanjuApi; t: Strings; lang: Lang; jobs: readonly JobInfo[]; awake: boolean }) {
  if (jobs.length === 0) return <section className="screen"><h2>{t.generation.title}</h2><p>{t.generation.none}</p></section>;
  const [latest, ...earlier] = jobs;
  return (
    <section className="screen generation">
      <h2>{t.generation.title}</h2>
      {awake && <p role="status" className="ok" data-testid="keeping-awake">{t.generation.keepingAwake}</p>}
      <JobView api={api} t={t} lang={lang} job={latest} />
      {earlier.length > 0 && (
        <details>
          <summary>{t.generation.history}</summary>
          {earlier.map((job) => <JobView key={job.id} api={api} t={t} lang={lang} job={job} />)}
        </details>
      )}
    </section>
  );
}
