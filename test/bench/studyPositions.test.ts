/**
 * The study set of `npm run bench:prove` (bench/studyPositions.ts): each position legal under Canju's
 * rules, each published main line legal from it at its recorded length and first move, the set as
 * large and as drawish as issue 46 asks, the four classical 江湖排局 present and equal to
 * xiangqiqipu.com's diagrams, and every engine mate kept as a line that mates at its length.
 */
import { describe, expect, it } from 'vitest';
import { CLASSICAL_STUDIES, STUDY_POSITIONS, type StudyPosition } from '../../bench/studyPositions';
import { binitPlacements } from '../../src/shared/formats/dhtmlxq/binit';
import { materialOfBoard } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { writeMove } from '../../src/shared/notation';
import { parseIccs } from '../../src/shared/notation/iccs';
import { parseFen } from '../../src/shared/rules/fen';
import { RED } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { validateSetup } from '../../src/shared/rules/validate';
import { withinTableLimit } from '../../src/shared/tablebase/materialIndex';

const ALL: readonly StudyPosition[] = [...CLASSICAL_STUDIES, ...STUDY_POSITIONS];

/** Plays an ICCS line; the position after it, or the ply that could not be played. */
function play(fen: string, line: string): { pos: Position } | { failedAt: number } {
  const pos = Position.fromFen(fen);
  const moves = line.split(' ');
  for (let ply = 0; ply < moves.length; ply++) {
    const move = parseIccs(pos, moves[ply]);
    if (!move.ok) return { failedAt: ply + 1 };
    pos.play(move.value);
  }
  return { pos };
}

describe('the study set', () => {
  it('holds at least 30 studies besides the classical four, at least half of them 红先和, each id once', () => {
    expect(STUDY_POSITIONS.length).toBeGreaterThanOrEqual(30);
    const draws = STUDY_POSITIONS.filter((s) => s.stipulation === '红先和').length;
    expect(2 * draws).toBeGreaterThanOrEqual(STUDY_POSITIONS.length);
    const ids = ALL.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ALL.map((s) => s.fen.split(' ')[0])).size).toBe(ALL.length);
  });

  it('has the four classical 江湖排局, 红先和, on xiangqiqipu.com\'s boards', () => {
    expect(CLASSICAL_STUDIES.map((s) => s.title)).toEqual(['七星聚会', '蚯蚓降龙', '野马操田', '千里独行']);
    for (const s of CLASSICAL_STUDIES) {
      expect(s.stipulation, s.id).toBe('红先和');
      const placements = binitPlacements(s.binit ?? '');
      expect(placements, s.id).toBeDefined();
      const decoded = Position.fromSetup({ placements: placements ?? [], turn: RED });
      expect(decoded.ok && decoded.value.fen(), s.id).toBe(s.fen);
    }
    // 七星聚会: seven men a side, and its line opens with the cannon, not a rook.
    expect(CLASSICAL_STUDIES[0].men).toBe(14);
    expect(CLASSICAL_STUDIES[0].firstMove).toBe('炮二平四');
  });

  it('every position is legal under Canju\'s rules, with the men and material recorded', () => {
    for (const s of ALL) {
      const setup = parseFen(s.fen);
      expect(setup.ok, s.id).toBe(true);
      if (!setup.ok) continue;
      expect(validateSetup(setup.value), s.id).toEqual([]);
      expect(s.fen.split(' ')[0].replace(/[^A-Za-z]/g, '')).toHaveLength(s.men);
      expect(formatSignature(materialOfBoard(Position.fromFen(s.fen).board)), s.id).toBe(s.material);
      expect(['红先胜', '红先和'], s.id).toContain(s.stipulation);
      expect(s.fen.split(' ')[1], s.id).toBe('w');
    }
  });

  it('every published main line plays legally from its position, at its length, from its first move', () => {
    for (const s of ALL) {
      const pos = Position.fromFen(s.fen);
      const first = parseIccs(pos, s.mainLine.split(' ')[0]);
      expect(first.ok && writeMove(pos, first.value, 'chinese'), s.id).toBe(s.firstMove);
      expect(s.mainLine.split(' '), s.id).toHaveLength(s.mainLinePlies);
      const end = play(s.fen, s.mainLine);
      expect(end, s.id).toHaveProperty('pos');
    }
  });

  it('reachesTable is the main line\'s first position within the table limit', () => {
    for (const s of ALL) {
      const pos = Position.fromFen(s.fen);
      let reaches: { material: string; atPly: number } | undefined;
      const moves = s.mainLine.split(' ');
      for (let ply = 0; ply <= moves.length && !reaches; ply++) {
        const m = materialOfBoard(pos.board);
        if (withinTableLimit(m)) reaches = { material: formatSignature(m), atPly: ply };
        const move = ply < moves.length ? parseIccs(pos, moves[ply]) : undefined;
        if (move?.ok) pos.play(move.value);
      }
      expect(s.reachesTable, s.id).toEqual(reaches);
    }
  });

  it('every engine mate kept is a line that mates at its length, and only wins have one', () => {
    for (const s of ALL) {
      const lines: [number, string | undefined][] = [];
      if (s.elephantEye?.matePlies !== undefined) lines.push([s.elephantEye.matePlies, s.elephantEye.pv]);
      if (s.fairyStockfish?.mateMoves !== undefined && s.fairyStockfish.mateMoves > 0) lines.push([2 * s.fairyStockfish.mateMoves - 1, s.fairyStockfish.pv]);
      if (lines.length > 0) expect(s.stipulation, s.id).toBe('红先胜');
      for (const [plies, pv] of lines) {
        if (pv === undefined) continue;
        expect(pv.split(' '), s.id).toHaveLength(plies);
        const end = play(s.fen, pv);
        expect('pos' in end && !end.pos.hasLegalMove(), `${s.id}: ${pv}`).toBe(true);
      }
    }
  });
});
