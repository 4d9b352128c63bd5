/**
 * A publication diagram of a study: the position, the caption (title, composer, stipulation, each
 * already in the language the caller chose) and, only when the caller names it, one move as an arrow. `svg.ts` draws it as a picture (which `src/main/export/png.ts` rasterises)
 * and `text.ts` as a text diagram for forums; docs/formats/diagram.md describes both.
 */
import { type Move, moveToIccs } from '../../rules/move';
import { parseFen } from '../../rules/fen';
import { Position } from '../../rules/position';
import { setupBoard } from '../../rules/setup';

export interface Diagram {
  /** The position; only the placement matters (the side to move is the stipulation's business). */
  readonly fen: string;
  readonly title: string;
  readonly composer: string;
  /** As it is to be printed: 红先胜, 黑先和, "Red to move and win". */
  readonly stipulation: string;
  /**
   * The one move to draw as an arrow; none by default, as a published study never shows its key.
   * The caller names it (a study's: its document's main-line first move), and it must be legal in
   * the position with the FEN's side to move, so no other move (a pruned dual, a stale edit) can be drawn.
   */
  readonly arrow?: Move;
  /** How pieces are drawn (svg.ts): 'board' as the UI's board (the default), 'printed' as books print them. */
  readonly pieceStyle?: PieceStyle;
}

/**
 * 'board': the UI's wooden board, red and black characters on light discs. 'printed': black on white
 * paper as books and magazines print diagrams, red's pieces outlined discs, black's filled black
 * discs with white characters.
 */
export type PieceStyle = 'board' | 'printed';
export const PIECE_STYLES: readonly PieceStyle[] = ['board', 'printed'];

/** The diagram's board as 90 piece codes (0 = empty); throws on a FEN that cannot be read. */
export function diagramBoard(d: Diagram): Int8Array {
  const setup = parseFen(d.fen);
  if (!setup.ok) throw new Error(`diagram: bad FEN ${d.fen}: ${setup.error.code}`);
  return setupBoard(setup.value);
}

/** The arrow's move, checked: throws where it cannot be played in the diagram's position (a caller's bug, not a picture to draw). */
export function diagramArrow(d: Diagram): Move | undefined {
  if (d.arrow === undefined) return undefined;
  const pos = Position.fromFen(d.fen);
  if (!pos.isLegal(d.arrow)) throw new Error(`diagram: ${moveToIccs(d.arrow)} is not a legal move in ${d.fen}`);
  return d.arrow;
}

/** The caption's lines, top to bottom, without the empty ones; control characters (a title's line break) become spaces. */
export function captionLines(d: Diagram): { kind: 'title' | 'composer' | 'stipulation'; text: string }[] {
  const lines = [
    { kind: 'title' as const, text: d.title },
    { kind: 'composer' as const, text: d.composer },
    { kind: 'stipulation' as const, text: d.stipulation },
  ];
  return lines.map((l) => ({ ...l, text: l.text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() })).filter((l) => l.text !== '');
}
