/**
 * What a generation will cost, before it starts: how many tables, positions, disk, peak memory and
 * time on this machine, with the tables folded below; and the confirmation asked when the work is long
 * or does not fit the memory budget.
 */
import type { GenerationPlan } from '../../../shared/api/contract';
import type { Strings } from '../i18n/zh';
import { count } from '../numbers';

/** Past this estimate a click asks first: a few minutes is the most a user should get unasked. */
export const CONFIRM_SECONDS = 180;

export function needsConfirmation(plan: GenerationPlan): boolean {
  return !plan.fitsMemory || plan.totalSeconds > CONFIRM_SECONDS;
}

export function bytes(n: number): string {
  if (n < 1e6) return `${Math.max(0.1, n / 1e3).toFixed(1)} kB`;
  return n < 1e9 ? `${(n / 1e6).toFixed(1)} MB` : `${(n / 1e9).toFixed(2)} GB`;
}

export function duration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}` : `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** `list`: the tables in a folded list; off where the caller already lists them with their status. */
export function PlanSummary({ t, plan, list = true }: { t: Strings; plan: GenerationPlan; list?: boolean }) {
  return (
    <div className="plan" data-testid="plan">
      <p data-testid="plan-summary">
        {t.plan.summary(plan.tables.length, count(plan.entries, t.lang), bytes(plan.diskBytes), bytes(plan.peakMemoryBytes), duration(plan.totalSeconds))}
        {' '}<span className="hint">{plan.measured ? t.plan.measuredRate((plan.positionsPerSecond / 1e6).toFixed(2)) : t.plan.assumedRate((plan.positionsPerSecond / 1e6).toFixed(2))}</span>
      </p>
      {!plan.fitsMemory && <p role="alert" className="problems" data-testid="plan-memory">{t.plan.tooMuchMemory(bytes(plan.peakMemoryBytes), bytes(plan.memoryBudgetBytes))}</p>}
      {list && <details>
        <summary>{t.plan.tables(plan.tables.length)}</summary>
        <table className="plan-tables">
          <tbody>
            {plan.tables.map((x) => (
              <tr key={x.material}><td><code>{x.material}</code></td><td>{count(x.entries, t.lang)}</td><td>{bytes(x.diskBytes)}</td><td>{duration(x.seconds)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>}
    </div>
  );
}

/** Asked before long work starts; a plan that does not fit memory cannot be started at all. */
export function ConfirmGeneration({ t, plan, onStart, onCancel }: { t: Strings; plan: GenerationPlan; onStart(): void; onCancel(): void }) {
  return (
    <section className="confirm" role="dialog" aria-label={t.plan.confirmTitle} data-testid="confirm-generation">
      <h2>{t.plan.confirmTitle}</h2>
      <PlanSummary t={t} plan={plan} />
      <div className="row">
        {plan.fitsMemory && <button type="button" className="primary" onClick={onStart} data-testid="confirm-start">{t.plan.start(duration(plan.totalSeconds))}</button>}
        <button type="button" onClick={onCancel} data-testid="confirm-cancel">{t.plan.cancel}</button>
      </div>
    </section>
  );
}
