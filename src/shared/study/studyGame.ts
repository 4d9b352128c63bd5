/**
 * A saved study as a game, for export: the reverse of `studyOfGame` (pgnStudy.ts). The title goes
 * to Title (which XQF and DhtmlXQ have fields for) and Event (which every PGN tool shows), the
 * composer to Author (XQF's and DhtmlXQ's field; studyOfGame reads it), the source to Source, the
 * stipulation to a Stipulation tag and to the result (红先胜: the side to move wins; 红先和: a draw),
 * which is how `stipulationOfGame` reads it back; the notes become the comment before the first move.
 * The edits (edits.ts) are the composer's lines: at each move, the moves its order lists come first,
 * then the other edited replies, and the first is the main continuation, the rest variations, each
 * with its comment. Pruned moves are the composer's "not this" and are left out of the file.
 */
import type { PgnGame, PgnMove, PgnResult } from '../formats/pgn/game';
import { parseIccs } from '../notation/iccs';
import { Position } from '../rules/position';
import { type TreeEdit, type TreeEdits, editChild, orderOf } from './edits';
import { parseStipulation } from './stipulation';
import type { ChildNode } from './tree';

export interface GameStudy {
  readonly title: string;
  readonly composer: string;
  readonly source: string;
  readonly stipulation: string;
  readonly fen: string;
  readonly notes: string;
  readonly edits: TreeEdits;
}

type EditNode = TreeEdits | ChildNode<TreeEdit>;

/** The moves edited at a node, preferred first: its order, then its other children; pruned ones left out. */
function editedMoves(node: EditNode): { iccs: string; child: ChildNode<TreeEdit> | undefined }[] {
  const order = orderOf(node) ?? [];
  const moves = [...order, ...node.children.map((c) => c.data.iccs).filter((m) => !order.includes(m))];
  return [...new Set(moves)].map((iccs) => ({ iccs, child: editChild(node, iccs) })).filter(({ child }) => !child?.data.pruned);
}

/** The line that starts with `first` at `node` (in `pos`, not changed), following each move's preferred reply. */
function lineFrom(node: EditNode, pos: Position, first?: string): PgnMove[] {
  const line: PgnMove[] = [];
  let at = pos.clone(), here: EditNode | undefined = node, start = first;
  while (here) {
    const moves = editedMoves(here);
    const chosen = start === undefined ? moves[0] : moves.find((m) => m.iccs === start);
    start = undefined;
    if (!chosen) break;
    const move = parseIccs(at, chosen.iccs);
    if (!move.ok) throw new Error(`the study's edits hold an illegal move: ${chosen.iccs}`);
    const variations = first !== undefined && line.length === 0 ? [] : moves.filter((m) => m !== chosen).map((m) => lineFrom(here!, at, m.iccs));
    const comment = chosen.child?.data.comment;
    line.push({ move: move.value, ...(comment ? { comment } : {}), ...(variations.length ? { variations } : {}) });
    at = at.after(move.value);
    here = chosen.child;
  }
  return line;
}

function resultOf(stipulation: string, fen: string): PgnResult {
  const s = parseStipulation(stipulation);
  if (!s) return '*';
  if (s.goal === 'draw') return '1/2-1/2';
  return s.side === Position.fromFen(fen).turn ? (s.side === 0 ? '1-0' : '0-1') : '*';
}

/** The study as a game; throws if its edits hold an illegal move (the services refuse to save such edits). */
export function gameOfStudy(study: GameStudy): PgnGame {
  const tags: [string, string][] = [['Title', study.title], ['Event', study.title]];
  if (study.composer) tags.push(['Author', study.composer]);
  if (study.source) tags.push(['Source', study.source]);
  if (study.stipulation) tags.push(['Stipulation', study.stipulation]);
  const start = Position.fromFen(study.fen);
  return {
    tags, fen: start.fen(), moves: lineFrom(study.edits, start), result: resultOf(study.stipulation, study.fen),
    ...(study.notes ? { startComment: study.notes } : {}),
  };
}
