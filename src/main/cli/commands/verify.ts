import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { subMaterials } from '../../../shared/material/dependencies';
import { isDrawnByRule } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { TableFileError } from '../../tablebase/files/format';
import { TableFile } from '../../tablebase/files/reader';
import { verifyParallel } from '../../tablebase/generate/parallelVerify';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { tablePath } from '../../tablebase/generationService';
import { AbortedError } from '../../tablebase/generate/workerPool';
import type { Command } from '../command';
import { cancelOnInterrupt } from '../interrupt';
import { dirArg, materialArg, numberArg } from '../material';

export const verifyCommand: Command = {
  name: 'verify',
  usage: 'verify <signature|Chinese name> --dir <tables> [--threads N]',
  summary: 'recompute every value from its successors; exit 0 only if all agree',
  async run(args, io) {
    const material = materialArg(args.positionals[0]);
    const dir = dirArg(args.options.get('dir'));
    const threads = numberArg(args.options.get('threads'), 'threads', availableParallelism(), 1, 256);
    const path = tablePath(dir, material);
    const missing = [material, ...subMaterials(material).filter((m) => !isDrawnByRule(m))].filter((m) => !existsSync(tablePath(dir, m)));
    if (missing.length) {
      io.err(`missing table(s): ${missing.map(formatSignature).join(', ')}`);
      return 1;
    }
    const subTables: Record<string, string> = {};
    for (const sub of subMaterials(material)) if (!isDrawnByRule(sub)) subTables[formatSignature(sub)] = tablePath(dir, sub);
    try {
      const file = TableFile.open(path);
      try {
        let last = 0;
        const result = await cancelOnInterrupt((signal) => verifyParallel({
          counts: material, file, subTables, threads, spawn: spawnWorker, signal,
          onProgress: (done, total) => {
            if (Date.now() - last < 1000) return;
            last = Date.now();
            io.err(`verify ${formatSignature(material)} ${((100 * done) / total).toFixed(1)}%`);
          },
        }));
        for (const i of result.examples) io.out(`${i.fen} stored ${i.stored} expected ${i.expected}`);
        const listed = result.examples.length < result.inconsistencies ? ` (the first ${result.examples.length} listed above)` : '';
        io.out(`${formatSignature(material)}: ${result.checked} entries checked in ${result.seconds.toFixed(1)}s, ${result.inconsistencies} inconsistent${listed}`);
        return result.inconsistencies === 0 ? 0 : 1;
      } finally {
        file.close();
      }
    } catch (error) {
      if (error instanceof AbortedError) {
        io.err('cancelled');
        return 130;
      }
      // A table or sub-table whose checksums fail cannot be verified: a negative answer, not a crash.
      if (!(error instanceof TableFileError)) throw error;
      io.err(`corrupt table: ${error.message}`);
      return 1;
    }
  },
};
