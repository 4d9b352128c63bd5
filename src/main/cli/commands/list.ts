import { existsSync } from 'node:fs';
import { Catalogue } from '../../catalogue/catalogue';
import type { Command } from '../command';
import { dirArg } from '../material';
import { reportReconcile } from '../reconcileNotes';

export const listCommand: Command = {
  name: 'list',
  usage: 'list --dir <tables> [--json]',
  summary: 'print the catalogue of a tables folder',
  flags: ['json'],
  run(args, io) {
    const dir = dirArg(args.options.get('dir'));
    if (!existsSync(dir)) {
      io.err(`no folder ${dir}`);
      return 1;
    }
    const catalogue = Catalogue.open(dir);
    try {
      reportReconcile(catalogue.reconcile(), io);
      const tables = catalogue.tables();
      if (args.options.has('json')) {
        io.out(JSON.stringify({ tables, jobs: catalogue.jobs(), studies: catalogue.studies() }));
        return 0;
      }
      for (const t of tables) {
        const s = t.statistics;
        const wdl = s ? ` red ${s.red.win}/${s.red.draw}/${s.red.loss} black ${s.black.win}/${s.black.draw}/${s.black.loss} max DTC ${Math.max(s.red.maxDtc, s.black.maxDtc)}` : '';
        const size = t.sizeBytes === null ? '' : ` ${(t.sizeBytes / 1e6).toFixed(1)} MB`;
        io.out(`${t.material.padEnd(14)} ${t.chineseName.padEnd(14)} ${t.status.padEnd(10)}${size}${wdl}${t.problem ? ` (${t.problem})` : ''}`);
      }
      io.out(`${tables.length} table(s), ${tables.filter((t) => t.status === 'complete').length} complete`);
      return 0;
    } finally {
      catalogue.close();
    }
  },
};
