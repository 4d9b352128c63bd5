/**
 * xiangqitb's DTM count, computed from Canju's tables (src/main/tablebase/xiangqitbCount). Its values
 * here are xiangqitb's own, read from a build of xiangqitb outside the repository (docs/rules.md 5,
 * "xiangqitb's count"): KR-KN's longest are 17 and 18 plies where Canju's DTM counts 25 and 26.
 */
import { describe, expect, it } from 'vitest';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { countMaterial, longestCounts } from '../../src/main/tablebase/xiangqitbCount/countMaterial';
import { CountTooLargeError, PositionGraph } from '../../src/main/tablebase/xiangqitbCount/positionGraph';
import { Position } from '../../src/shared/rules/position';
import { cli } from '../support/cli';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

const krkn = counts('KR', 'KN');
const withDtm = generatedFolder(krkn, (d) => generateWithSubTables(krkn, { dir: d, threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));
const kcka = counts('KC', 'KA');
const oneSide = generatedFolder(kcka, (d) => generateWithSubTables(kcka, { dir: d, threads: 2, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));
const noDtm = generatedFolder(krkn);

function withProber<T>(dir: string, fn: (prober: Prober) => T): T {
  const tables = new TableSet(dir, 64 << 20);
  try {
    return fn(new Prober(tables));
  } finally {
    tables.close();
  }
}

describe("xiangqitb's count", () => {
  it("gives xiangqitb's values on KR-KN: its maxima, and wins and losses no count of plies can have", () => {
    withProber(withDtm, (prober) => {
      const count = countMaterial(krkn, prober);
      const [red, black] = longestCounts(count);
      expect([red.plies, black.plies]).toEqual([17, 18]);
      const at = (fen: string) => {
        const node = count.graph.nodeOf(Position.fromFen(fen));
        return { score: count.result.score[node], win: count.result.win[node] === 1 };
      };
      // A win in 8 "plies" (xiangqitb's score 9) where Canju's DTM is 11: its check region weighs nothing.
      expect(at('9/7R1/5k3/9/9/9/9/9/3K1n3/9 w - - 0 1')).toEqual({ score: 9, win: true });
      expect(prober.dtm(Position.fromFen('9/7R1/5k3/9/9/9/9/9/3K1n3/9 w - - 0 1'))).toBe(11);
      // The cycle of docs/rules.md: black's check f2e0 and red's answer d2d1 keep the count.
      expect(at('6R2/4k4/9/9/9/9/9/3K1n3/9/9 b - - 0 1')).toEqual({ score: 12, win: false });
      expect(at('6R2/4k4/9/9/9/9/9/3K5/9/4n4 w - - 0 1')).toEqual({ score: 12, win: true });
    });
  }, 60_000);

  it("equals Canju's DTM plus one at every position where only one side attacks", () => {
    withProber(oneSide, (prober) => {
      const count = countMaterial(kcka, prober);
      let compared = 0;
      for (let node = 0; node < count.graph.nodes; node++) {
        if (!count.graph.legal[node]) continue;
        const pos = count.graph.position(node), value = prober.value(pos), dtm = prober.dtm(pos)!;
        expect(count.result.score[node]).toBe(value.wdl === 'draw' ? 0 : dtm + 1);
        if (value.wdl !== 'draw') expect(count.result.win[node]).toBe(value.wdl === 'win' ? 1 : 0);
        compared++;
      }
      expect(compared).toBeGreaterThan(40_000);
    });
  }, 60_000);

  it('refuses a material too large to hold in memory before reading any table', () => {
    withProber(noDtm, (prober) => {
      expect(() => new PositionGraph(counts('KRP', 'KR'), prober, () => ({ score: 0, win: false }))).toThrow(CountTooLargeError);
    });
  });

  it('stats --dtm-count xiangqitb reports its maxima; without the sub-tables\' DTM it says what to generate', async () => {
    const json = await cli('stats', 'KR-KN', '--dir', withDtm, '--dtm-count', 'xiangqitb', '--json');
    expect(json.code).toBe(0);
    const stats = JSON.parse(json.out.join('\n'));
    expect(stats.dtmCount).toBe('xiangqitb');
    expect([stats.red.maxDtm, stats.black.maxDtm]).toEqual([17, 18]);
    expect(stats.red.maxDtmFen).toMatch(/ w$/);
    const plain = JSON.parse((await cli('stats', 'KR-KN', '--dir', withDtm, '--json')).out.join('\n'));
    expect([plain.dtmCount, plain.red.maxDtm, plain.black.maxDtm]).toEqual(['canju', 25, 26]);
    const missing = await cli('stats', 'KR-KN', '--dir', noDtm, '--dtm-count', 'xiangqitb', '--lang', 'en');
    expect(missing.code).toBe(1);
    expect(missing.err).toHaveLength(1);
    expect(missing.err[0]).toMatch(/needs the DTM table of K[RN]?-K[RN]?: generate it with gen --dtm/);
  }, 60_000);
});
