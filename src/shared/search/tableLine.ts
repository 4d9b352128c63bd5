/**
 * The principal variation continued through the tables: where the search's line (or, empty, its
 * root) ends at a position the tables cover, the tables' best moves follow it (the winner the
 * shortest, the loser the longest resistance, lower repetition order first, as the prober's best
 * line), across captures into sub-tables, until mate, a draw, a repetition, a material without a
 * table, or `maxPlies`. A position whose DTM table is in the folder is played by DTM (its sub-tables
 * have theirs too), so the line goes to mate; any other by DTC, to the next conversion and on.
 */
import { isDrawnByRule, materialOfBoard } from '../material/material';
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import type { TableProbe, TableValue } from './tableProbe';

/**
 * Higher is better for the side to move in the position the value belongs to, reached by a capture
 * or not: by its DTM when `byDtm`, else by DTC, where a capture is the conversion itself (distance 0,
 * as the prober counts it) whatever the sub-table's DTC after it.
 */
function rank(v: TableValue, capture: boolean, byDtm: boolean): number {
  const order = v.order ?? 0;
  const key = order * 4096 + (byDtm && order === 0 && v.dtm !== undefined ? v.dtm : capture ? 0 : v.dtc);
  return v.wdl === 'win' ? 1e9 - key : v.wdl === 'draw' ? 0 : -1e9 + key;
}

function covered(probe: TableProbe, pos: Position): boolean {
  const m = materialOfBoard(pos.board);
  return !isDrawnByRule(m) && probe.hasTable(m);
}

export function extendThroughTables(root: Position, pv: readonly Move[], probe: TableProbe, maxPlies = 40): Move[] {
  const line = [...pv];
  const pos = root.clone();
  for (const move of line) pos.play(move);
  const seen = new Set<string>();
  while (line.length < pv.length + maxPlies) {
    const fen = pos.fen();
    if (seen.has(fen) || !covered(probe, pos)) break;
    seen.add(fen);
    const here = probe.value(pos);
    if (!here || here.wdl === 'draw') break;
    const byDtm = here.dtm !== undefined && (here.order ?? 0) === 0;
    let best = 0, bestRank = -Infinity;
    for (const move of pos.legalMoves()) {
      const captured = pos.play(move);
      let r: number | undefined;
      if (!pos.hasLegalMove()) r = 2e9;
      else if (isDrawnByRule(materialOfBoard(pos.board))) r = 0;
      else if (covered(probe, pos)) {
        const v = probe.value(pos);
        if (v) r = -rank(v, captured !== 0, byDtm);
      }
      pos.undo(move, captured);
      if (r !== undefined && r > bestRank) {
        bestRank = r;
        best = move;
      }
    }
    if (best === 0) break;
    line.push(best);
    pos.play(best);
  }
  return line;
}
