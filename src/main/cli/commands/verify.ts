import { availableParallelism } from 'node:os';
import { formatSignature } from '../../../shared/material/signature';
import { TableService } from '../../services/tableService';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { numberArg } from '../args';
import type { Command } from '../command';
import { cancelOnInterrupt } from '../interrupt';
import { materialArg } from '../material';
import { answered } from '../serviceAnswer';
import { tablesDir, withFolder } from '../tablesFolder';
import type { Lang } from '../../../shared/lang';

/** The values are written as value.ts's `formatValue` writes them (win dtc 5 order 1 check), in both languages. */
export const WORDS: Record<Lang, {
  example: (fen: string, stored: string, expected: string) => string; listed: (n: number) => string;
  summary: (table: string, checked: number, seconds: string, bad: number, listed: string) => string;
}> = {
  en: {
    example: (f, s, e) => `${f} stored ${s} expected ${e}`, listed: (n) => ` (the first ${n} listed above)`,
    summary: (t, c, s, b, l) => `${t}: ${c} entries checked in ${s}s, ${b} inconsistent${l}`,
  },
  zh: {
    example: (f, s, e) => `${f} 存储 ${s}，应为 ${e}`, listed: (n) => `（上面列出前 ${n} 个）`,
    summary: (t, c, s, b, l) => `${t}：校验 ${c} 个索引项，用时 ${s} 秒，不一致 ${b} 个${l}`,
  },
};

export const verifyCommand: Command = {
  name: 'verify',
  usage: { en: 'verify <signature|Chinese name> --dir <tables> [--threads N]', zh: 'verify <子力签名|中文名> --dir <残局库目录> [--threads N]' },
  summary: {
    en: 'recompute every value from its successors, of the DTC table and of the DTM table if there is one; exit 0 only if all agree',
    zh: '由后继局面重算每个值（DTC 库，以及有 DTM 库时的 DTM 库）；全部一致时退出码才是 0',
  },
  positionals: 1,
  options: ['dir', 'threads'],
  async run(args, io, lang) {
    const material = materialArg(args.positionals[0]);
    const dir = tablesDir(args, false);
    const threads = numberArg(args, 'threads', availableParallelism(), 1, 256, true);
    const w = WORDS[lang];
    return withFolder(dir, async (folder) => {
      let last = 0;
      const verified = await cancelOnInterrupt((signal) => new TableService(dir, folder.catalogue, threads, spawnWorker).verify(formatSignature(material), {
        signal,
        onProgress: (table, done, total) => {
          if (Date.now() - last < 1000) return;
          last = Date.now();
          io.err(`verify ${table} ${((100 * done) / total).toFixed(1)}%`);
        },
        // Each table's lines as soon as it is checked: a DTM table that fails next does not hide the DTC table's.
        onTableDone: (check) => {
          for (const i of check.examples) io.out(w.example(i.fen, i.stored, i.expected));
          const listed = check.examples.length < check.inconsistencies ? w.listed(check.examples.length) : '';
          io.out(w.summary(check.table, check.checked, check.seconds.toFixed(1), check.inconsistencies, listed));
        },
      }));
      return answered(verified).consistent ? 0 : 1;
    });
  },
};
