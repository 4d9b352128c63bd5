import { availableParallelism } from 'node:os';
import { formatSignature } from '../../../shared/material/signature';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { type ChainProgress, generateWithSubTables } from '../../tablebase/generationService';
import { numberArg } from '../args';
import type { Command } from '../command';
import { cancelOnInterrupt } from '../interrupt';
import { materialArg, notePlacedPawns } from '../material';
import { reportReconcile } from '../reconcileNotes';
import { openCatalogue, tablesDir } from '../tablesFolder';

function line(p: ChainProgress): string {
  const eta = p.etaSeconds === null ? '' : ` ETA ${p.etaSeconds.toFixed(0)}s`;
  const level = p.level === undefined ? '' : ` level ${p.level}`;
  const order = p.order ? ` order ${p.order}` : '';
  return `[${p.tableNumber + 1}/${p.tableCount}] ${p.table} ${p.phase}${level}${order} ${p.percent.toFixed(1)}% ` +
    `${(p.positionsPerSecond / 1e6).toFixed(2)}M pos/s${eta} RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`;
}

export const genCommand: Command = {
  name: 'gen',
  usage: {
    en: 'gen <signature|Chinese name> --dir <tables> [--threads N] [--memory-gb G]',
    zh: 'gen <子力签名|中文名> --dir <残局库目录> [--threads N] [--memory-gb G]',
  },
  summary: { en: 'generate a table and its missing sub-tables', zh: '生成残局库及其缺少的子库' },
  positionals: 1,
  options: ['dir', 'threads', 'memory-gb'],
  async run(args, io, lang) {
    const typed = args.positionals[0];
    const material = materialArg(typed);
    const dir = tablesDir(args, true);
    const threads = numberArg(args, 'threads', availableParallelism(), 1, 256, true);
    const memoryGb = numberArg(args, 'memory-gb', 8, 0.1, 4096, false);
    notePlacedPawns(typed, material, io, lang);
    const catalogue = openCatalogue(dir);
    try {
      reportReconcile(catalogue.reconcile(), io, lang);
      let last = 0, lastPhase = '';
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
    } finally {
      catalogue.close();
    }
  },
};
