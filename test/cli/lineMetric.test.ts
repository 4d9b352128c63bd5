/**
 * `line --metric dtm`: the mate-shortest line, each move with its DTM counting down to mate, in
 * Chinese and English; by default the DTC line as before; one line naming the DTM tables a folder
 * lacks, and one for a metric that does not exist.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables, tablePath } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { Position } from '../../src/shared/rules/position';
import { cli } from '../support/cli';
import { bothMetrics, wonWhereMetricsDiffer } from '../support/metricsApart';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const parent = counts('KR', 'KA');
const dir = generatedFolder(parent, (d) => generateWithSubTables(parent, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));

/** A position mated in 7 plies or more whose DTC line takes longer: the two lines part there. */
function parting(): { fen: string; dtm: number; dtcPlies: number } {
  const tables = new TableSet(dir, 16 << 20);
  try {
    const prober = new Prober(tables);
    for (const { fen, dtm } of wonWhereMetricsDiffer(parent, bothMetrics(parent), 7)) {
      const dtcPlies = prober.bestLine(Position.fromFen(fen)).plies;
      if (dtcPlies > dtm) return { fen, dtm, dtcPlies };
    }
  } finally {
    tables.close();
  }
  throw new Error('no position whose DTC line is longer than its DTM');
}

describe('line --metric', () => {
  it('dtm prints the mate-shortest line, DTM counting down to mate, in English and Chinese', async () => {
    const { fen, dtm, dtcPlies } = parting();
    const en = await cli('line', fen, '--dir', dir, '--metric', 'dtm', '--notation', 'iccs', '--lang', 'en');
    expect(en.code).toBe(0);
    expect(en.out).toHaveLength(dtm + 1);
    en.out.slice(0, -1).forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}\\. [a-i]\\d[a-i]\\d (win|loss) DTM ${dtm - i} DTC \\d+$`)));
    expect(en.out.at(-1)).toMatch(new RegExp(`^${dtm} plies by DTM \\(mate-shortest\\): (checkmate|no legal move \\(困毙\\))$`));
    const zh = await cli('line', fen, '--dir', dir, '--metric', 'dtm', '--notation', 'iccs', '--lang', 'zh');
    expect(zh.out.map((l) => l.replace(/ 胜 | 负 /, ' ').replace(/^共 \d+ 步.*$/, ''))).toEqual(en.out.map((l) => l.replace(/ win | loss /, ' ').replace(/^\d+ plies.*$/, '')));
    expect(zh.out[0]).toMatch(/^1\. \S+ 胜 DTM \d+ DTC \d+$/);
    expect(zh.out.at(-1)).toMatch(new RegExp(`^共 ${dtm} 步（按 DTM，最快杀棋）：(绝杀|困毙（无着可走）)$`));
    const byDtc = await cli('line', fen, '--dir', dir, '--notation', 'iccs', '--lang', 'en');
    expect(byDtc.out.at(-1)).toMatch(new RegExp(`^${dtcPlies} plies: `));
    expect(byDtc.out[0]).not.toContain('DTM');
  });

  it('names the DTM tables a folder lacks in one line, and refuses an unknown metric', async () => {
    const { fen } = parting();
    const partial = mkdtempSync(join(dir, 'dtc-only-'));
    for (const m of [counts('KR', 'K'), parent]) copyFileSync(tablePath(dir, m), tablePath(partial, m));
    const en = await cli('line', fen, '--dir', partial, '--metric', 'dtm', '--lang', 'en');
    expect(en.code).toBe(1);
    expect(en.err).toEqual(['missing tables: KR-K DTM, KR-KA DTM']);
    const zh = await cli('line', fen, '--dir', partial, '--metric', 'dtm', '--lang', 'zh');
    expect(zh.err).toEqual(['缺少残局库：KR-K DTM、KR-KA DTM']);
    expect((await cli('line', fen, '--dir', partial, '--lang', 'en')).code).toBe(0);
    const bad = await cli('line', fen, '--dir', dir, '--metric', 'dtz', '--lang', 'en');
    expect(bad.code).toBe(2);
    expect(bad.err).toEqual(['--metric must be one of dtc, dtm']);
  });
});
