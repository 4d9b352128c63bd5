/** Opens a tables folder for probing; corrupt tables found while probing are recorded in the catalogue. */
import type { Catalogue } from '../catalogue/catalogue';
import { Prober } from '../tablebase/probe/prober';
import { TableSet } from '../tablebase/probe/tableSet';
import type { CliIo } from './io';
import { text } from './messages';
import { openCatalogue } from './tablesFolder';
import type { Lang } from '../../shared/lang';

/**
 * Runs `fn` with a prober over `dir` and the folder's catalogue; returns its exit code. Probing errors
 * reach runCli, which words them; a DTM table that could not be read is told once on stderr (`warn`).
 */
export async function withProber(dir: string, fn: (prober: Prober, catalogue: Catalogue) => number | Promise<number>, warn?: { io: CliIo; lang: Lang }): Promise<number> {
  const catalogue = openCatalogue(dir);
  const tables = new TableSet(dir, 256 << 20, (e) => (e.metric === 'dtm' ? catalogue.setDtmProblem(e.material, e.cause.message) : catalogue.setProblem(e.material, 'corrupt', e.cause.message)));
  try {
    const code = await fn(new Prober(tables), catalogue);
    if (warn) for (const e of tables.dtmProblems()) warn.io.err(text('dtm-left-out', e.material, e.cause.message)(warn.lang));
    return code;
  } finally {
    tables.close();
    catalogue.close();
  }
}
