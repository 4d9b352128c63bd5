/**
 * The search joined to DTM tables: where the folder has a material's DTM table, a position inside it
 * scores as the mate the table proves (mate in its DTM), not as a table win by DTC, so the search's
 * score and line count plies to mate through the tables.
 */
import { describe, expect, it } from 'vitest';
import { spawnWorker } from '../../src/main/tablebase/generate/spawnWorker';
import { generateWithSubTables } from '../../src/main/tablebase/generationService';
import { Position } from '../../src/shared/rules/position';
import { describeScore } from '../../src/shared/search/score';
import { search } from '../../src/shared/search/deepening';
import { bothMetrics, wonWhereMetricsDiffer } from '../support/metricsApart';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';

const material = counts('KR', 'KA');
const dir = generatedFolder(material, (d) => generateWithSubTables(material, { dir: d, threads: 1, memoryBytes: 2 ** 30, spawn: spawnWorker, dtm: true }));

describe('search with DTM tables', () => {
  it('scores a position inside a table as mate in its DTM, where DTC would count to the capture', () => {
    const { fen, dtm, dtc } = wonWhereMetricsDiffer(material, bothMetrics(material), 5).next().value!;
    expect(dtm).not.toBe(dtc);
    withTableProbe(dir, (probe, prober) => {
      const pos = Position.fromFen(fen);
      expect(prober.dtm(pos)).toBe(dtm);
      const result = search(pos, { probe, limits: { depth: 3 }, hashMb: 1 });
      expect(describeScore(result.score)).toMatchObject({ kind: 'mate', winner: 'us', plies: dtm });
      // The move chosen mates as soon as the table's best.
      expect(prober.moves(pos, 'dtm').find((m) => m.move === result.bestMove)!.dtm).toBe(dtm);
    });
  });
});
