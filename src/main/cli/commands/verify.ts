import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { subMaterials } from '../../../shared/material/dependencies';
import { type Material, isDrawnByRule } from '../../../shared/material/material';
import type { Metric } from '../../../shared/tablebase/value';
import { formatSignature } from '../../../shared/material/signature';
import { TableFile } from '../../tablebase/files/reader';
import { verifyParallel } from '../../tablebase/generate/parallelVerify';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { tablePath } from '../../tablebase/generationService';
import { numberArg } from '../args';
import type { Command } from '../command';
import { CliFailure, EXIT } from '../failure';
import { cancelOnInterrupt } from '../interrupt';
import { materialArg } from '../material';
import { problem } from '../../../shared/api/problem';
import { said } from '../messages';
import { tablesDir } from '../tablesFolder';
import type { Lang } from '../../../shared/lang';

/** The values are written as value.ts's `formatValue` writes them (win dtc 5 order 1 check), in both languages. */
const WORDS: Record<Lang, {
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
    const subs = subMaterials(material).filter((m) => !isDrawnByRule(m));
    // The DTM table, when there is one, is checked after the DTC table, against the sub-tables' DTM tables.
    const metrics: Metric[] = existsSync(tablePath(dir, material, 'dtm')) ? ['dtc', 'dtm'] : ['dtc'];
    let bad = 0;
    for (const metric of metrics) {
      const named = (m: Material) => `${formatSignature(m)}${metric === 'dtm' ? ' DTM' : ''}`;
      const missing = [material, ...subs].filter((m) => !existsSync(tablePath(dir, m, metric)));
      if (missing.length) throw new CliFailure(EXIT.no, said(problem('verify-missing', { table: named(material), materials: missing.map(named) })));
      const subTables: Record<string, string> = {};
      for (const sub of subs) subTables[formatSignature(sub)] = tablePath(dir, sub, metric);
      // A table or sub-table failing its checksums throws TableFileError: a negative answer (runCli), not a crash.
      const file = TableFile.open(tablePath(dir, material, metric));
      try {
        let last = 0;
        const result = await cancelOnInterrupt((signal) => verifyParallel({
          counts: material, file, subTables, threads, spawn: spawnWorker, signal,
          onProgress: (done, total) => {
            if (Date.now() - last < 1000) return;
            last = Date.now();
            io.err(`verify ${named(material)} ${((100 * done) / total).toFixed(1)}%`);
          },
        }));
        const w = WORDS[lang];
        for (const i of result.examples) io.out(w.example(i.fen, i.stored, i.expected));
        const listed = result.examples.length < result.inconsistencies ? w.listed(result.examples.length) : '';
        io.out(w.summary(named(material), result.checked, result.seconds.toFixed(1), result.inconsistencies, listed));
        bad += result.inconsistencies;
      } finally {
        file.close();
      }
    }
    return bad === 0 ? 0 : 1;
  },
};
