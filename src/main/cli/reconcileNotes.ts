/** Tells the user what opening a tables folder changed or left alone that they may wonder about. */
import type { ReconcileReport } from '../catalogue/reconcile';
import type { CliIo } from './io';
import { text } from './messages';
import type { Lang } from '../../shared/lang';

export function reportReconcile(report: ReconcileReport, io: CliIo, lang: Lang): void {
  for (const name of report.recovered) io.err(text('recovered', name)(lang));
  for (const name of report.keptTemporary) io.err(text('kept-temporary', name)(lang));
  if (report.foreign.length > 0) io.err(text('foreign', report.foreign)(lang));
}
