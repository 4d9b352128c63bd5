/**
 * A publication diagram of a study: the position, the caption (title, composer, stipulation) and
 * optional arrows for moves. `svg.ts` draws it as a picture (which `src/main/export/png.ts` rasterises)
 * and `text.ts` as a text diagram for forums; docs/formats/diagram.md describes both.
 */
import type { Move } from '../../rules/move';
import { parseFen } from '../../rules/fen';
import { setupBoard } from '../../rules/setup';

export interface Diagram {
  /** The position; only the placement matters (the side to move is the stipulation's business). */
  readonly fen: string;
  readonly title: string;
  readonly composer: string;
  /** As it is to be printed: 红先胜, 黑先和, "Red to move and win". */
  readonly stipulation: string;
  /** Moves to draw as arrows, from origin to target (any moves: they are not checked against the position). */
  readonly arrows?: readonly Move[];
}

/** The diagram's board as 90 piece codes (0 = empty); throws on a FEN that cannot be read. */
export function diagramBoard(d: Diagram): Int8Array {
  const setup = parseFen(d.fen);
  if (!setup.ok) throw new Error(`diagram: bad FEN ${d.fen}: ${setup.error.code}`);
  return setupBoard(setup.value);
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
