/** Tells the user what opening a tables folder changed or left alone that they may wonder about. */
import type { ReconcileReport } from '../catalogue/catalogue';
import type { CliIo } from './io';

export function reportReconcile(report: ReconcileReport, io: CliIo): void {
  for (const name of report.recovered) io.err(`${name}: a finished table left under its temporary name, now moved into place`);
  for (const name of report.keptTemporary) {
    io.err(`${name}: a finished table that still cannot be renamed into place (another program holds it open?); tried again next time`);
  }
  if (report.foreign.length > 0) io.err(`not tables, left alone: ${report.foreign.join(', ')}`);
}
