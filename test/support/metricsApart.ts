/**
 * Positions where DTC and DTM part, from the in-memory generator (which the forward solver checks in
 * test/oracle): the places where a line by one metric may differ from a line by the other.
 */
import { MemoryTables } from '../../src/main/tablebase/generate/memoryTables';
import type { Material } from '../../src/shared/material/material';
import { boardFen } from '../../src/shared/rules/fen';
import { PositionCodec } from '../../src/shared/tablebase/codec';
import { ILLEGAL, dtcOf, isWin } from '../../src/shared/tablebase/value';
import { generateChain } from './tables';

/** `m`'s chain of DTC tables and of DTM tables, each generated in memory. */
export function bothMetrics(m: Material): { dtc: MemoryTables; dtm: MemoryTables } {
  const dtc = new MemoryTables(), dtm = new MemoryTables();
  generateChain(m, dtc);
  generateChain(m, dtm, 'dtm');
  return { dtc, dtm };
}

/** Red to move and winning, mated in `minDtm` plies or more, with DTM and DTC apart. */
export function* wonWhereMetricsDiffer(m: Material, tables: { dtc: MemoryTables; dtm: MemoryTables }, minDtm = 0): Generator<{ fen: string; dtm: number; dtc: number }> {
  const dtm = tables.dtm.get(m)!, dtc = tables.dtc.get(m)!;
  const codec = new PositionCodec(dtm.index);
  for (let i = 0; i < dtm.index.size; i++) {
    const v = dtm.values[0][i];
    if (v === ILLEGAL || !isWin(v) || dtcOf(v) < minDtm || dtcOf(v) === dtcOf(dtc.values[0][i])) continue;
    codec.load(i);
    yield { fen: `${boardFen(codec.board)} w`, dtm: dtcOf(v), dtc: dtcOf(dtc.values[0][i]) };
  }
}
