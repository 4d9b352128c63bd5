/**
 * Generation progress: the tables a request needs in order, the running table's phase, percent,
 * rate, elapsed time, ETA and memory, overall progress, cancel, and errors with their table. The
 * state comes from the host (job list plus events), so a reloaded window shows the same view.
 */
import { useState } from 'react';
import type { CanjuApi, JobInfo, JobProgress } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { problemText } from '../problems';
import { jobProgress } from './jobProgress';
import { duration } from './PlanSummary';

/** The rate of what the phase counts: positions in the initial pass and the levels, blocks in compression, orders in the trap. */
export function rateText(t: Strings, p: JobProgress): string {
  if (p.phase === 'compress') return t.generation.blocksPerSecond(p.positionsPerSecond.toFixed(1));
  if (p.phase === 'perpetual') return p.order ? t.generation.orderRate(p.order) : '—';
  if (p.phase === 'finalize') return '—';
  return t.generation.positionsPerSecond((p.positionsPerSecond / 1e6).toFixed(2));
}

function JobView({ api, t, job, onBack }: { api: CanjuApi; t: Strings; job: JobInfo; onBack?: () => void }) {
  const p = job.progress;
  const running = job.state === 'running';
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = async () => {
    const r = await api.cancelGeneration(job.id);
    setCancelError(r.ok ? null : problemText(t, r.errors));
  };
  const { fraction, etaSeconds, counter } = jobProgress(job);
  return (
    <article className={`job ${job.state}`} data-testid={`job-${job.id}`} data-state={job.state}>
      <h3>
        <code>{job.material}</code> — <span data-testid="job-state">{t.generation.state[job.state]}</span>
      </h3>
      <p data-testid="job-overall">
        {t.generation.overall(job.done, job.tables.length)} · {(100 * fraction).toFixed(1)}%
        {running && etaSeconds !== null && <> · <span data-testid="job-eta">{t.generation.overallEta(duration(etaSeconds))}</span></>}
        {job.state === 'done' && job.seconds !== null && <> · <span data-testid="job-total-time">{t.manage.totalTime(duration(job.seconds))}</span></>}
      </p>
      <progress max={100} value={100 * fraction} aria-label={t.generation.overall(job.done, job.tables.length)} />
      {job.state === 'done' && onBack && <button type="button" className="primary" onClick={onBack} data-testid="back-to-analysis">{t.generation.backToAnalysis}</button>}
      {running && p && (
        <dl className="stats" data-testid="job-progress">
          <dt>{t.generation.current}</dt><dd><code>{p.table}</code> <span data-testid="job-counter">({counter[0]}/{counter[1]})</span> {t.generation.phase[p.phase]}</dd>
          <dt>{t.generation.percent}</dt><dd><progress max={100} value={p.percent} /> {p.percent.toFixed(1)}%</dd>
          <dt>{t.generation.rate}</dt><dd data-testid="job-rate">{rateText(t, p)}</dd>
          <dt>{t.generation.elapsed}</dt><dd>{duration(p.elapsedSeconds)}</dd>
          <dt>{t.generation.eta}</dt><dd>{duration(p.etaSeconds)}</dd>
          <dt>{t.generation.memory}</dt><dd>{(p.rssBytes / 2 ** 30).toFixed(2)} GiB</dd>
        </dl>
      )}
      {job.error && <p role="alert" className="problems">{t.generation.error} ({p?.table ?? job.material}){t.colon}{job.error}</p>}
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

export function Generation({ api, t, jobs, awake, onBack }: {
  api: CanjuApi; t: Strings; jobs: readonly JobInfo[]; awake: boolean;
  /** Back to the position the latest generation was asked from, once it is done. */
  onBack?: () => void;
}) {
  if (jobs.length === 0) return <section className="screen"><h2>{t.generation.title}</h2><p>{t.generation.none}</p></section>;
  const [latest, ...earlier] = jobs;
  return (
    <section className="screen generation">
      <h2>{t.generation.title}</h2>
      {awake && <p role="status" className="ok" data-testid="keeping-awake">{t.generation.keepingAwake}</p>}
      <JobView api={api} t={t} job={latest} onBack={onBack} />
      {earlier.length > 0 && (
        <details>
          <summary>{t.generation.history}</summary>
          {earlier.map((job) => <JobView key={job.id} api={api} t={t} job={job} />)}
        </details>
      )}
    </section>
  );
}
