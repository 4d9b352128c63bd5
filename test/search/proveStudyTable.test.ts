/**
 * A published mate whose material has a table: 《适情雅趣》第463局 一恸而绝 (KCP-KB, bench/searchPositions.ts,
 * ElephantEye's mate in 4, 7 plies). Three independent answers must agree: the table (generated here)
 * proves the win at its DTC, the exhaustive search without the table proves the mate at that length,
 * and ElephantEye's length is the same.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { FolderTableProbe } from '../../src/main/search/tableProbe';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { prove } from '../../src/shared/search/prove/prove';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

/** KCP-KB and its sub-tables: about 10 s on one thread of a loaded machine. */
const dir = generatedFolder(counts('KCP', 'KB'), undefined, 120_000);
const study = SEARCH_POSITIONS.find((p) => p.id === 'SQYQ-463')!;

describe('a published mate inside a table', () => {
  it('the table, the exhaustive search and ElephantEye agree on SQYQ-463', () => {
    expect(study.reachesTable).toEqual({ material: 'KCP-KB', atPly: 0 });
    const tables = new TableSet(dir, 16 << 20);
    try {
      const probe = new FolderTableProbe(tables);
      const pos = Position.fromFen(study.fen);
      const value = new Prober(tables).value(pos);
      expect(value).toMatchObject({ wdl: 'win', order: 0 });
      const byTable = prove(pos, { probe });
      expect(byTable).toMatchObject({ proven: true, result: 'win', by: 'table', plies: value.dtc });
      const bySearch = prove(pos, { limits: { depth: study.matePlies } });
      expect(bySearch).toMatchObject({ proven: true, result: 'win', by: 'mate', plies: study.matePlies });
      expect(value.dtc).toBe(study.matePlies);
      // The table's line is a mate too: played out, the loser has no move at its end.
      if (!byTable.proven) return;
      const end = pos.clone();
      for (const m of byTable.pv) {
        expect(end.isLegal(m), moveToIccs(m)).toBe(true);
        end.play(m);
      }
      expect(byTable.pv).toHaveLength(study.matePlies);
      expect(end.hasLegalMove()).toBe(false);
      // The defender after the winner's first move is proven lost by the table, one ply nearer.
      expect(prove(pos.after(byTable.pv[0]), { probe })).toMatchObject({ proven: true, result: 'loss', by: 'table', plies: value.dtc - 1 });
    } finally {
      tables.close();
    }
  });
});
