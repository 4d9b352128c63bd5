/**
 * Values of the positions a capture leads to, read from the sub-tables. Generation only needs the
 * side to move after the capture, and only its result and order: a capture is a conversion, so
 * its distance is always 1 whatever the sub-table's distance.
 */
import { isDrawnByRule, withoutPiece } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { type Color, KING, type Piece } from '../../../shared/rules/piece';
import type { MaterialIndex, PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW } from '../../../shared/tablebase/value';

export interface CaptureProbe {
  /** Value code (see shared/tablebase/value.ts) for `sideToMove` of the board after a capture of `captured`. */
  valueAfterCapture(board: Int8Array, sideToMove: Color, captured: Piece): number;
}

/** A table that can be read by index: in memory, or a file through the block cache. */
export interface SubTable {
  readonly index: MaterialIndex;
  value(side: Color, index: number): number;
}

/**
 * A probe for captures out of `counts`, resolving each capturable piece's sub-table once. `lookup`
 * returns undefined for a sub-table that does not exist (an error: sub-tables come first).
 */
export function captureProbe(counts: PieceCounts, lookup: (sub: PieceCounts) => SubTable | undefined): CaptureProbe {
  const subTables: (SubTable | null)[] = [];
  for (let piece = 0; piece < 16; piece++) {
    const kind = piece & 7;
    if (kind === 0 || kind === KING || counts[piece >> 3][kind] === 0) continue;
    const sub = withoutPiece(counts, piece);
    if (isDrawnByRule(sub)) {
      subTables[piece] = null;
      continue;
    }
    const table = lookup(sub);
    if (!table) throw new Error(`sub-table ${formatSignature(sub)} is missing`);
    subTables[piece] = table;
  }
  return {
    valueAfterCapture(board: Int8Array, sideToMove: Color, captured: Piece): number {
      const table = subTables[captured];
      if (!table) return DRAW;
      const index = table.index.encode(board);
      if (index < 0) throw new Error('a capture led outside its sub-table');
      return table.value(sideToMove, index);
    },
  };
}
