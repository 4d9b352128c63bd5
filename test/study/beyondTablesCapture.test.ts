/**
 * A study that captures into a table, checked end to end: 车兵对车 (KRP-KR, no table in the folder)
 * whose key, a pawn check, leaves Black two kinds of answer: king moves that are mated (proven by
 * search, each distance the brute force's) and the rook taking the pawn, after which Red takes the
 * rook into KR-K (KRP-K and its sub-tables are generated here): from there the table answers. The key's other moves can be proven neither
 * to win nor to fail (no table for KRP-KR, no mate within the budget), so the report says "not
 * proven" at the key, never "sound".
 */
import { describe, expect, it } from 'vitest';
import { FolderTableProbe } from '../../src/main/search/tableProbe';
import { Prober } from '../../src/main/tablebase/probe/prober';
import { TableSet } from '../../src/main/tablebase/probe/tableSet';
import { formatSignature } from '../../src/shared/material/signature';
import { materialOfBoard } from '../../src/shared/material/material';
import { Position } from '../../src/shared/rules/position';
import { prove } from '../../src/shared/search/prove/prove';
import { ProvingProbe, type StudyTables, settled } from '../../src/shared/study/proof';
import { reportText } from '../../src/shared/words/reportText';
import { SolutionTreeBuilder, type TreeMove } from '../../src/shared/study/solutionTree';
import { soundnessReport } from '../../src/shared/study/soundness';
import { parseStipulation } from '../../src/shared/study/stipulation';
import type { ChildNode } from '../../src/shared/study/tree';
import { mateMoves } from '../search/bruteMate';
import { generatedFolder } from '../support/tableFolder';
import { counts } from '../support/tables';

/** Found by a search over random KRP-KR positions for this shape; 兵五进一 is the key. */
const STUDY = '9/9/4k4/1r7/4P4/9/9/4RK3/9/9 w';
const KEY = 'e5e6';
const WIN = parseStipulation('红先胜')!;
const BUDGET = { depth: 9, timeMs: 2000 };

const dir = generatedFolder(counts('KRP', 'K'));

const material = (fen: string) => formatSignature(materialOfBoard(Position.fromFen(fen).board));

describe('a study that captures into a table', () => {
  it('is proven by search where it is mated and by table where it captures, end to end, and not called sound', async () => {
    const set = new TableSet(dir, 16 << 20);
    try {
      const prober = new Prober(set);
      const tables: StudyTables = {
        value: (pos) => prober.value(pos), moves: (pos) => prober.moves(pos),
        covers: (pos) => prober.missingTables(pos).length === 0,
      };
      const probe = new ProvingProbe(tables, async (pos, budget) => prove(pos, { limits: budget, probe: new FolderTableProbe(set), hashMb: 4 }), BUDGET);
      const start = Position.fromFen(STUDY);
      const builder = new SolutionTreeBuilder(probe, start, WIN, { depth: Infinity });
      await builder.build();

      const key = builder.root.children[0];
      expect(key.data).toMatchObject({ iccs: KEY, role: 'solution', wdl: 'win' });
      expect(key.data.proof ?? 'table').toBe('table');
      // Black's answers: the king's are mated by search, exactly as fast as the brute force says; the rook's lets Red capture into the table.
      const mated = key.children.filter((d) => d.data.proof === 'search');
      const captured = key.children.filter((d) => (d.data.proof ?? 'table') === 'table');
      expect(mated.length).toBeGreaterThan(0);
      expect(captured.length).toBeGreaterThan(0);
      for (const d of mated) expect(mateMoves(d.data.fen, d.data.dtm! / 2), d.data.iccs).toBe(d.data.dtm! / 2);
      const line: ChildNode<TreeMove>[] = [key, captured[0]];
      for (let n = captured[0].children[0]; n; n = n.children[0]) line.push(n);
      // Black's rook takes the pawn (KR-KR: no table either), Red's rook takes it back into KR-K, a table.
      expect(line.slice(1, 3).map((n) => [n.data.capture, material(n.data.fen)])).toEqual([[true, 'KR-KR'], [true, 'KR-K']]);
      expect(tables.covers(Position.fromFen(line[1].data.fen))).toBe(false);
      const capture = 2;
      // Inside the table every value is the table's own, and the line runs to mate.
      for (const n of line.slice(capture)) expect(n.data.proof ?? 'table').toBe('table');
      expect(line.at(-1)!.data.end).toBe('mate');

      const r = await settled(probe, () => soundnessReport(probe, start, WIN, line.map((n) => n.data.iccs)));
      expect(r.mainLine.map((p) => p.iccs)).toEqual(line.map((n) => n.data.iccs));
      expect(r.mainLine.every((p) => p.proof === 'table')).toBe(true);
      expect(r.mainLine.slice(capture).every((p, i) => p.wdl === line[capture + i].data.wdl && p.dtc === line[capture + i].data.dtc)).toBe(true);
      expect(r.mainLine[0].unproven.length).toBeGreaterThan(0);
      expect(r).toMatchObject({ verdict: 'unproven', sound: false, unprovenAt: 1, table: { wdl: 'win', proof: 'table', by: 'table' } });
      const zh = reportText(r, 'zh');
      expect(zh).toMatch(/^排局检验：红先胜\n搜索证明：红先胜 \(DTC \d+\)，与要求相符\n结论：未证明（限制内找不到证明：关键着 兵五进一 之外另有 \d+ 着未能证明达不到要求）\n证明方式：库 1\. \S+ 至 \d+\. (…… )?\S+\n/);
      expect(zh).toContain('其他着法未能证明：');
      // The tree's first line follows Black's longest resistance, a king move, into the mate by search: both marks on one line.
      const first = await settled(probe, () => soundnessReport(probe, start, WIN));
      expect(new Set(first.mainLine.map((p) => p.proof))).toEqual(new Set(['table', 'search']));
      // Plies named by moves as the line numbers them: Red's first, then Black's first to the end.
      expect(reportText(first, 'en')).toMatch(/\nProven: by table 1\. \S+, by search 1\. \.\.\. \S+ to \d+\. (\.\.\. )?\S+\n/);
    } finally {
      set.close();
    }
  }, 120_000);
});
