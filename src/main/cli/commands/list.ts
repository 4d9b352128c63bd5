import type { Command } from '../command';
import { reportReconcile } from '../reconcileNotes';
import { tablesDir, withFolder } from '../tablesFolder';

export const listCommand: Command = {
  name: 'list',
  usage: { en: 'list --dir <tables> [--json]', zh: 'list --dir <残局库目录> [--json]' },
  summary: { en: 'print the catalogue of a tables folder', zh: '列出残局库目录中的残局库' },
  positionals: 0,
  options: ['dir'],
  flags: ['json'],
  run(args, io, lang) {
    return withFolder(tablesDir(args, false), ({ catalogue }) => {
      reportReconcile(catalogue.reconcile(), io, lang);
      const tables = catalogue.tables.list();
      if (args.options.has('json')) {
        io.out(JSON.stringify({ tables, jobs: catalogue.jobs.list(), studies: catalogue.studies.page().rows }));
        return 0;
      }
      for (const t of tables) {
        const s = t.statistics;
        // An all-draw table has no longest win: its max DTC is stored as -1.
        const longest = s && (s.red.win + s.red.loss + s.black.win + s.black.loss === 0 ? '—' : Math.max(s.red.maxDtc, s.black.maxDtc));
        const wdl = s ? ` red ${s.red.win}/${s.red.draw}/${s.red.loss} black ${s.black.win}/${s.black.draw}/${s.black.loss} max DTC ${longest}` : '';
        const size = t.sizeBytes === null ? '' : ` ${(t.sizeBytes / 1e6).toFixed(1)} MB`;
        io.out(`${t.material.padEnd(14)} ${t.chineseName.padEnd(14)} ${t.status.padEnd(10)}${size}${wdl}${t.problem ? ` (${t.problem})` : ''}`);
      }
      io.out(`${tables.length} table(s), ${tables.filter((t) => t.status === 'complete').length} complete`);
      return 0;
    });
  },
};
