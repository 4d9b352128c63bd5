/** Opens a tables folder for probing and turns probing errors into CLI messages. */
import { Prober } from '../tablebase/probe/prober';
import { CorruptTableError, MissingTablesError, TableSet, TooLargeError } from '../tablebase/probe/tableSet';
import { Catalogue } from '../catalogue/catalogue';
import type { CliIo } from './io';

/** Runs `fn` with a prober over `dir`; corrupt tables are recorded in the catalogue. Returns the exit code. */
export function withProber(dir: string, io: CliIo, fn: (prober: Prober) => number): number {
  const catalogue = Catalogue.open(dir);
  const tables = new TableSet(dir, 256 << 20, (e) => catalogue.setProblem(e.material, 'corrupt', e.cause.message));
  try {
    return fn(new Prober(tables));
  } catch (error) {
    if (error instanceof MissingTablesError || error instanceof CorruptTableError || error instanceof TooLargeError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    tables.close();
    catalogue.close();
  }
}
