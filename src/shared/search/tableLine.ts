/**
 * The principal variation continued through the tables: where the search's line (or, empty, its
 * root) ends at a position the tables cover, the tables' best moves follow it (the winner the
 * shortest, the loser the longest resistance, lower repetition order first: the prober's rule,
 * shared/tablebase/moveRank.ts), across captures into sub-tables, until mate, a draw, a repetition, a material without a
 * table, or `maxPlies`. A position whose DTM table is in the folder is played by DTM (its sub-tables
 * have theirs too), so the line goes to mate; any other by DTC, to the next conversion and on.
 */
import { isDrawnByRule, materialOfBoard } from '../material/material';
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import { type RankedValue, compareByMetric } from '../tablebase/moveRank';
import type { TableProbe, TableValue } from './tableProbe';

/**
 * A move's value for its mover, from the value of the position it leads to, counted as the prober
 * counts it (a capture converts at distance 1); a mate before any other win.
 */
function moveValue(child: TableValue, capture: boolean): RankedValue {
  const wdl = child.wdl === 'win' ? 'loss' : child.wdl === 'loss' ? 'win' : 'draw';
  return { wdl, order: child.order ?? 0, dtc: capture ? 1 : child.dtc + 1, dtm: child.dtm === undefined ? null : child.dtm + 1 };
}

const MATE: RankedValue = { wdl: 'win', dtc: 0, order: 0, dtm: 0 };
const DRAWN: RankedValue = { wdl: 'draw', dtc: 0, order: 0 };

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
    const metric = here.dtm !== undefined && (here.order ?? 0) === 0 ? 'dtm' : 'dtc';
    let best = 0, bestValue: RankedValue | undefined;
    for (const move of pos.legalMoves()) {
      const captured = pos.play(move);
      let v: RankedValue | undefined;
      if (!pos.hasLegalMove()) v = MATE;
      else if (isDrawnByRule(materialOfBoard(pos.board))) v = DRAWN;
      else if (covered(probe, pos)) {
        const child = probe.value(pos);
        if (child) v = moveValue(child, captured !== 0);
      }
      pos.undo(move, captured);
      if (v && (!bestValue || compareByMetric(v, bestValue, metric) < 0)) {
        bestValue = v;
        best = move;
      }
    }
    if (best === 0) break;
    line.push(best);
    pos.play(best);
  }
  return line;
}
