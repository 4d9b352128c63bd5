/**
 * The book's other problems (bench/bookPositions.ts), the set the search's pruning is tuned on: each
 * a legal position, outside the benchmark's 48, whose recorded line is legal under Canju's rules and
 * ends with the loser to move and no legal move, at the recorded length.
 */
import { describe, expect, it } from 'vitest';
import { BOOK_POSITIONS } from '../../bench/bookPositions';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { formatSignature } from '../../src/shared/material/signature';
import { materialOfBoard } from '../../src/shared/material/material';
import { parseIccs } from '../../src/shared/notation/iccs';
import { Position } from '../../src/shared/rules/position';
import { withinTableLimit } from '../../src/shared/tablebase/materialIndex';

describe('the book positions', () => {
  it('are the book\'s problems outside the benchmark\'s set, each once', () => {
    const ids = BOOK_POSITIONS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const benchmark = new Set(SEARCH_POSITIONS.map((p) => p.id));
    expect(ids.filter((id) => benchmark.has(id))).toEqual([]);
    for (const p of BOOK_POSITIONS) expect(p.source).toContain(`第${p.id.slice(5)}局 ${p.name}`);
  });

  it('each line mates at its length under Canju\'s rules, its checks and first tabulable material as recorded', () => {
    for (const p of BOOK_POSITIONS) {
      const pos = Position.fromFen(p.fen);
      const line = p.elephantEye.pv.split(' ');
      expect(line, p.id).toHaveLength(p.matePlies);
      expect(p.matePlies).toBe(2 * p.mateMoves - 1);
      let allChecks = true, reaches: { material: string; atPly: number } | undefined;
      line.forEach((iccs, ply) => {
        const m = materialOfBoard(pos.board);
        if (!reaches && withinTableLimit(m)) reaches = { material: formatSignature(m), atPly: ply };
        const move = parseIccs(pos, iccs);
        expect(move.ok, `${p.id} ply ${ply + 1}: ${iccs}`).toBe(true);
        if (!move.ok) return;
        pos.play(move.value);
        if (ply % 2 === 0 && !pos.inCheck()) allChecks = false;
      });
      expect(pos.hasLegalMove(), p.id).toBe(false);
      expect(allChecks, p.id).toBe(p.allChecks);
      if (!reaches && withinTableLimit(materialOfBoard(pos.board))) reaches = { material: formatSignature(materialOfBoard(pos.board)), atPly: line.length };
      expect(p.reachesTable, p.id).toEqual(reaches);
    }
  });
});
