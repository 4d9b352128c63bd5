import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { formatSignature } from '../../../shared/material/signature';
import { Catalogue } from '../../catalogue/catalogue';
import { RenameError } from '../../fs/renameWithRetry';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { AbortedError } from '../../tablebase/generate/workerPool';
import { type ChainProgress, MemoryBudgetError, generateWithSubTables } from '../../tablebase/generationService';
import type { Command } from '../command';
import { cancelOnInterrupt } from '../interrupt';
import { reportReconcile } from '../reconcileNotes';
import { dirArg, materialArg, numberArg } from '../material';

function line(p: ChainProgress): string {
  const eta = p.etaSeconds === null ? '' : ` ETA ${p.etaSeconds.toFixed(0)}s`;
  const level = p.level === undefined ? '' : ` level ${p.level}`;
  const order = p.order ? ` order ${p.order}` : '';
  return `[${p.tableNumber + 1}/${p.tableCount}] ${p.table} ${p.phase}${level}${order} ${p.percent.toFixed(1)}% ` +
    `${(p.positionsPerSecond / 1e6).toFixed(2)}M pos/s${eta} RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`;
}

export const genCommand: Command = {
  name: 'gen',
  usage: 'gen <signature|Chinese name> --dir <tables> [--threads N] [--memory-gb G]',
  summary: 'generate a table and its missing sub-tables',
  async run(args, io) {
    const material = materialArg(args.positionals[0]);
    const dir = dirArg(args.options.get('dir'));
    const threads = numberArg(args.options.get('threads'), 'threads', availableParallelism(), 1, 256);
    const memoryGb = numberArg(args.options.get('memory-gb'), 'memory-gb', 8, 0.1, 4096);
    mkdirSync(dir, { recursive: true });
    const catalogue = Catalogue.open(dir);
    reportReconcile(catalogue.reconcile(), io);
    let last = 0, lastPhase = '';
    try {
      const done = await cancelOnInterrupt((signal) => generateWithSubTables(material, {
        dir, threads, memoryBytes: memoryGb * 2 ** 30, spawn: spawnWorker, signal, catalogue,
        onProgress: (p) => {
          const now = Date.now(), phase = `${p.table} ${p.phase}`;
          if (now - last < 1000 && phase === lastPhase) return;
          last = now;
          lastPhase = phase;
          io.err(line(p));
        },
        onTableDone: (t) => io.out(`${t.material} done in ${t.seconds.toFixed(1)}s, ${(t.fileBytes / 1e6).toFixed(1)} MB, peak RSS ${(t.peakRssBytes / 2 ** 30).toFixed(2)} GiB`),
      }));
      if (done.length === 0) io.out(`${formatSignature(material)} and its sub-tables already exist in ${dir}`);
      return 0;
    } catch (error) {
      if (error instanceof AbortedError) {
        io.err('cancelled: finished tables are kept; the table in progress was not written');
        return 130;
      }
      if (error instanceof RenameError) {
        io.err(`${error.message}; the next \`list\` or \`gen\` on ${dir}, or the app, moves the finished table into place`);
        return 1;
      }
      if (error instanceof MemoryBudgetError) {
        io.err(error.message);
        return 1;
      }
      throw error;
    } finally {
      catalogue.close();
    }
  },
};
