/** Opens a tables folder for probing; corrupt tables found while probing are recorded in the catalogue. */
import { Prober } from '../tablebase/probe/prober';
import { TableSet } from '../tablebase/probe/tableSet';
import { openCatalogue } from './tablesFolder';

/** Runs `fn` with a prober over `dir`; returns its exit code. Probing errors reach runCli, which words them. */
export function withProber(dir: string, fn: (prober: Prober) => number): number {
  const catalogue = openCatalogue(dir);
  const tables = new TableSet(dir, 256 << 20, (e) => catalogue.setProblem(e.material, 'corrupt', e.cause.message));
  try {
    return fn(new Prober(tables));
  } finally {
    tables.close();
    catalogue.close();
  }
}
