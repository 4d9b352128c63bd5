import type { TableStatus } from '../../../shared/api/contract';
import type { Lang } from '../../../shared/lang';
import type { Command } from '../command';
import { reportReconcile } from '../reconcileNotes';
import { tablesDir, withFolder } from '../tablesFolder';

/** The listing's words: each table's status, its counts by side and its longest DTC, and the total. */
export const WORDS: Record<Lang, {
  status: Record<TableStatus, string>;
  counts: (red: string, black: string, longest: number | string) => string;
  total: (tables: number, complete: number) => string;
  name: (chineseName: string) => string;
}> = {
  en: {
    status: { complete: 'complete', generating: 'generating', queued: 'queued', corrupt: 'corrupt', missing: 'file missing', absent: 'missing' },
    counts: (red, black, longest) => ` red ${red} black ${black} max DTC ${longest}`,
    total: (n, complete) => `${n} table${n === 1 ? '' : 's'}, ${complete} complete`,
    name: () => '',
  },
  zh: {
    status: { complete: '完整', generating: '生成中', queued: '排队中', corrupt: '已损坏', missing: '文件缺失', absent: '缺少' },
    counts: (red, black, longest) => ` 红方走 ${red} 黑方走 ${black} 最长 DTC ${longest}`,
    total: (n, complete) => `共 ${n} 个残局库，${complete} 个完整`,
    name: (chineseName) => chineseName,
  },
};

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
      const w = WORDS[lang];
      for (const t of tables) {
        const s = t.statistics;
        // An all-draw table has no longest win: its max DTC is stored as -1.
        const longest = s && (s.red.win + s.red.loss + s.black.win + s.black.loss === 0 ? '—' : Math.max(s.red.maxDtc, s.black.maxDtc));
        const wdl = s ? w.counts(`${s.red.win}/${s.red.draw}/${s.red.loss}`, `${s.black.win}/${s.black.draw}/${s.black.loss}`, longest ?? '—') : '';
        const size = t.sizeBytes === null ? '' : ` ${(t.sizeBytes / 1e6).toFixed(1)} MB`;
        io.out(`${t.material.padEnd(14)} ${w.name(t.chineseName).padEnd(14)} ${w.status[t.status].padEnd(10)}${size}${wdl}${t.problem ? ` (${t.problem})` : ''}`);
      }
      io.out(w.total(tables.length, tables.filter((t) => t.status === 'complete').length));
      return 0;
    });
  },
};
