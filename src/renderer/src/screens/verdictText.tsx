/**
 * A probed value in the analysis screen's words, from the one verdict of `shared/tablebase/verdict.ts`:
 * the result, its DTC, its DTM where the DTM tables give one and, when the repetition rule decided it,
 * that rule with its order; and the mark of a conversion the natural move limit (自然限着) would stop
 * over the board.
 */
import type { Verdict } from '../../../shared/tablebase/verdict';
import type { Strings } from '../i18n/zh';

/** `result` (胜, 红胜 …), then the distances, then the deciding rule: "胜 · DTC 12 · DTM 15 · 循环规则判定（第 1 层）". */
export function verdictBadge(t: Strings, v: Verdict, result: string, dtm: number | null): string {
  const parts = [result];
  if (v.distance) parts.push(t.analysis.dtc(v.distance.plies));
  if (v.distance && dtm !== null) parts.push(t.analysis.dtm(dtm));
  if (v.rule) parts.push(t.analysis.ruleOrder(t.analysis.rules[v.rule], v.order));
  return parts.join(' · ');
}

/** The badge's tooltip: what DTC (and DTM, where shown) means, and where a rule decided, what that means. */
export function verdictTitle(t: Strings, v: Verdict, dtm: number | null): string {
  return [t.analysis.dtcExplained, v.distance && dtm !== null && t.analysis.dtmExplained, v.rule && t.analysis.ruleExplained].filter(Boolean).join('\n');
}

export function MoveLimitMark({ t, className, testId }: { t: Strings; className: 'tag' | 'mark'; testId: string }) {
  return <span className={`${className} beyond-limit`} title={t.analysis.beyondLimitExplained} data-testid={testId}>{t.analysis.beyondLimit}</span>;
}
