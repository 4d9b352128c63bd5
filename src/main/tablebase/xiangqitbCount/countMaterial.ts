/**
 * xiangqitb's DTM count of a material from a tables folder, and its longest distances per side. Where
 * only one side has attackers the count is Canju's DTM plus one (no region arises), so a capture into
 * such a sub-material reads its DTM table; a sub-material where both sides attack is counted itself.
 */
import { type Material, isDrawnByRule, materialOfBoard } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { boardFen } from '../../../shared/rules/fen';
import type { Position } from '../../../shared/rules/position';
import type { Prober } from '../probe/prober';
import { type CountResult, xiangqitbCount } from './count';
import { MissingDtmError, PositionGraph, type Score, bothSidesAttack } from './positionGraph';

export interface MaterialCount {
  readonly graph: PositionGraph;
  readonly result: CountResult;
}

/** The longest distance, in plies, of a side to move's wins and losses, and a position with it. */
export interface LongestCount {
  readonly plies: number;
  readonly fen: string | null;
}

const DRAWN: Score = { score: 0, win: false };

export function countMaterial(material: Material, prober: Prober, counted = new Map<string, MaterialCount>()): MaterialCount {
  const name = formatSignature(material);
  const known = counted.get(name);
  if (known) return known;
  const subScore = (pos: Position): Score => {
    const sub = materialOfBoard(pos.board);
    if (isDrawnByRule(sub)) return DRAWN;
    if (bothSidesAttack(sub)) {
      const inner = countMaterial(sub, prober, counted), node = inner.graph.nodeOf(pos);
      return { score: inner.result.score[node], win: inner.result.win[node] === 1 };
    }
    const value = prober.value(pos);
    if (value.wdl === 'draw') return DRAWN;
    const dtm = prober.dtm(pos);
    if (dtm === null) throw new MissingDtmError(formatSignature(sub));
    return { score: dtm + 1, win: value.wdl === 'win' };
  };
  const graph = new PositionGraph(material, prober, subScore);
  const count = { graph, result: xiangqitbCount(graph) };
  counted.set(name, count);
  return count;
}

/** Per side to move, the longest win or loss of the count. */
export function longestCounts({ graph, result }: MaterialCount): [LongestCount, LongestCount] {
  const longest: [LongestCount, LongestCount] = [{ plies: 0, fen: null }, { plies: 0, fen: null }];
  const at = [-1, -1];
  for (let node = 0; node < graph.nodes; node++) {
    const plies = result.score[node] - 1, side = node & 1;
    if (result.score[node] > 0 && plies > longest[side].plies) {
      longest[side] = { plies, fen: null };
      at[side] = node;
    }
  }
  // Written as the tables' statistics write theirs: the board and the side to move.
  for (const side of [0, 1]) if (at[side] >= 0) longest[side] = { plies: longest[side].plies, fen: `${boardFen(graph.position(at[side]).board)} ${side === 0 ? 'w' : 'b'}` };
  return longest;
}
