/**
 * The one mapping between a file's game (`formats/pgn/game.ts`, what every format reads and writes)
 * and the study document: metadata from and to the canonical tags (document.ts's META_FIELD_TAGS; read
 * case-insensitively, `Composer` read as the author), the result, the stipulation (a Stipulation tag,
 * else what the title, event or result state: pgnStudy.ts), the notes as the comment before the first
 * move, and the moves, comments, marks and variations as the one move tree. Both directions walk with
 * explicit stacks: a main line of 100,000 plies goes through (issue 47).
 */
import { type PgnGame, type PgnMove, type PgnResult, tagValue } from '../formats/pgn/game';
import { parseIccs } from '../notation/iccs';
import { moveToIccs } from '../rules/move';
import { Position } from '../rules/position';
import { META_FIELD_TAGS, META_TEXTS, type MoveNote, type StudyDocument, emptyMeta } from './document';
import { stipulationOfGame } from './pgnStudy';
import { parseStipulation, stipulationName } from './stipulation';
import { type ChildNode, type Node, childNode, rootNode } from './tree';

const tag = (game: PgnGame, ...names: string[]): string => names.map((n) => tagValue(game.tags, n)).find((v) => v !== undefined) ?? '';

/** Adds `move` below `parent`, or goes to the child already there (two variations that start alike share it). */
function enter(parent: Node<MoveNote>, move: PgnMove): ChildNode<MoveNote> {
  const iccs = moveToIccs(move.move);
  let child = parent.children.find((c) => c.data.iccs === iccs);
  if (!child) parent.children.push((child = childNode<MoveNote>({ iccs })));
  if (move.comment) child.data.comment = child.data.comment ? `${child.data.comment} ${move.comment}` : move.comment;
  if (move.nags?.length) child.data.nags = [...new Set([...(child.data.nags ?? []), ...move.nags])];
  return child;
}

/** `fileName` titles a game that names itself nowhere; the stipulation is '' when the game states none. */
export function documentOfGame(game: PgnGame, fileName: string): StudyDocument {
  const meta = Object.fromEntries(META_TEXTS.map((k) => [k, k === 'author' ? tag(game, 'Author', 'Composer') : tag(game, META_FIELD_TAGS[k])]));
  const tree = rootNode<MoveNote>();
  const pending: [Node<MoveNote>, readonly PgnMove[]][] = [[tree, game.moves]];
  for (let task = pending.pop(); task; task = pending.pop()) {
    let at = task[0];
    for (const move of task[1]) {
      const child = enter(at, move);
      // Pushed last first, so that the variations come after the move in the file's order.
      const variations = move.variations ?? [];
      for (let i = variations.length - 1; i >= 0; i--) pending.push([at, variations[i]]);
      at = child;
    }
  }
  const stated = parseStipulation(tag(game, 'Stipulation')) ?? stipulationOfGame(game);
  return {
    fen: game.fen, stipulation: stated ? stipulationName(stated) : '', notes: game.startComment ?? '', tree,
    meta: emptyMeta({ ...meta, title: meta.title || meta.event || fileName, result: game.result }),
  };
}

/** The result a file states: the document's, else the one its stipulation claims (红先胜: the side to move wins). */
function resultOf(doc: StudyDocument): PgnResult {
  if (doc.meta.result !== '*') return doc.meta.result;
  const s = parseStipulation(doc.stipulation);
  if (!s) return '*';
  if (s.goal === 'draw') return '1/2-1/2';
  return s.side === Position.fromFen(doc.fen).turn ? (s.side === 0 ? '1-0' : '0-1') : '*';
}

/** The moves from the start to the first move of the tree that is not legal where it stands, or undefined when all are. */
export function illegalMove(doc: Pick<StudyDocument, 'fen' | 'tree'>): string[] | undefined {
  // Each line is played on its own position, cloned only where a variation branches off.
  const pending: [Node<MoveNote>, Position, string[]][] = [[doc.tree, Position.fromFen(doc.fen), []]];
  for (let task = pending.pop(); task; task = pending.pop()) {
    let [node] = task;
    const [, pos, path] = task;
    while (node.children.length > 0) {
      for (const other of node.children.slice(1)) {
        const move = parseIccs(pos, other.data.iccs);
        if (!move.ok) return [...path, other.data.iccs];
        pending.push([other, pos.after(move.value), [...path, other.data.iccs]]);
      }
      const next: ChildNode<MoveNote> = node.children[0];
      const move = parseIccs(pos, next.data.iccs);
      path.push(next.data.iccs);
      if (!move.ok) return path;
      pos.play(move.value);
      node = next;
    }
  }
  return undefined;
}

interface Line {
  readonly from: Node<MoveNote>;
  /** Played along the line: each line has its own. */
  readonly pos: Position;
  /** The line's first move: a variation's, else the main continuation. */
  readonly first: ChildNode<MoveNote>;
  readonly out: PgnMove[];
}

/** The document as a game; throws on an illegal move (documents are checked when saved: `illegalMove`). */
export function gameOfDocument(doc: StudyDocument): PgnGame {
  const tags: [string, string][] = [];
  for (const k of META_TEXTS) if (doc.meta[k]) tags.push([META_FIELD_TAGS[k], doc.meta[k]]);
  if (doc.stipulation) tags.push(['Stipulation', doc.stipulation]);
  const start = Position.fromFen(doc.fen);
  const moves: PgnMove[] = [];
  const pending: Line[] = doc.tree.children[0] ? [{ from: doc.tree, pos: start.clone(), first: doc.tree.children[0], out: moves }] : [];
  for (let line = pending.pop(); line; line = pending.pop()) {
    let at = line.from, chosen: ChildNode<MoveNote> | undefined = line.first;
    const pos = line.pos;
    while (chosen) {
      const move = parseIccs(pos, chosen.data.iccs);
      if (!move.ok) throw new Error(`the study holds an illegal move: ${chosen.data.iccs}`);
      const variations: PgnMove[][] = [];
      if (chosen === at.children[0]) {
        for (const other of at.children.slice(1)) {
          const out: PgnMove[] = [];
          variations.push(out);
          pending.push({ from: at, pos: pos.clone(), first: other, out });
        }
      }
      const { comment, nags } = chosen.data;
      line.out.push({ move: move.value, ...(comment ? { comment } : {}), ...(nags?.length ? { nags: [...nags] } : {}), ...(variations.length ? { variations } : {}) });
      pos.play(move.value);
      at = chosen;
      chosen = chosen.children[0];
    }
  }
  return { tags, fen: start.fen(), moves, result: resultOf(doc), ...(doc.notes ? { startComment: doc.notes } : {}) };
}
