/** Opens a tables folder for probing; corrupt tables found while probing are recorded in the catalogue. */
import type { Catalogue } from '../catalogue/catalogue';
import { Prober } from '../tablebase/probe/prober';
import { TableSet } from '../tablebase/probe/tableSet';
import { openCatalogue } from './tablesFolder';

/** Runs `fn` with a prober over `dir` and the folder's catalogue; returns its exit code. Probing errors reach runCli, which words them. */
export async function withProber(dir: string, fn: (prober: Prober, catalogue: Catalogue) => number | Promise<number>): Promise<number> {
  const catalogue = openCatalogue(dir);
  const tables = new TableSet(dir, 256 << 20, (e) => catalogue.setProblem(e.material, 'corrupt', e.cause.message));
  try {
    return await fn(new Prober(tables), catalogue);
  } finally {
    tables.close();
    catalogue.close();
  }
}
