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
import { text } from '../messages';
import { tablesDir } from '../tablesFolder';

export const verifyCommand: Command = {
  name: 'verify',
  usage: { en: 'verify <signature|Chinese name> --dir <tables> [--threads N]', zh: 'verify <子力签名|中文名> --dir <残局库目录> [--threads N]' },
  summary: {
    en: 'recompute every value from its successors, of the DTC table and of the DTM table if there is one; exit 0 only if all agree',
    zh: '由后继局面重算每个值（DTC 库，以及有 DTM 库时的 DTM 库）；全部一致时退出码才是 0',
  },
  positionals: 1,
  options: ['dir', 'threads'],
  async run(args, io) {
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
      if (missing.length) throw new CliFailure(EXIT.no, text('verify-missing', named(material), missing.map(named)));
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
        for (const i of result.examples) io.out(`${i.fen} stored ${i.stored} expected ${i.expected}`);
        const listed = result.examples.length < result.inconsistencies ? ` (the first ${result.examples.length} listed above)` : '';
        io.out(`${named(material)}: ${result.checked} entries checked in ${result.seconds.toFixed(1)}s, ${result.inconsistencies} inconsistent${listed}`);
        bad += result.inconsistencies;
      } finally {
        file.close();
      }
    }
    return bad === 0 ? 0 : 1;
  },
};
