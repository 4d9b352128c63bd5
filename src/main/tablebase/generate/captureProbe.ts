/**
 * Values of the positions a capture leads to, read from the sub-tables. Generation only needs the
 * side to move after the capture, and only its result and order: a capture is a conversion, so
 * its distance is always 1 whatever the sub-table's distance.
 */
import { isDrawnByRule, withoutPiece } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { type Color, KING } from '../../../shared/rules/piece';
import type { PositionCodec } from '../../../shared/tablebase/codec';
import type { MaterialIndex, PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW } from '../../../shared/tablebase/value';

/** The men of a loaded position: where each stands, what it is, and which stands on each point. */
export type Men = Pick<PositionCodec, 'squares' | 'pieces' | 'at'>;

export interface CaptureProbe {
  /**
   * Value code (see shared/tablebase/value.ts) for `sideToMove` after man number `moved` of `men`
   * takes the man on `to`. The move is not played: the sub-table's index comes from the list of men.
   */
  valueAfterCapture(men: Men, moved: number, to: number, sideToMove: Color): number;
}

/** A table that can be read by index: in memory, or a file through the block cache. */
export interface SubTable {
  readonly index: MaterialIndex;
  /** Every position of the side captures reach is a draw (KC-KAB's, from KCP-KAB): no index needed. */
  readonly drawn?: boolean;
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
    subTables[piece] = table.drawn ? null : table;
  }
  // A null: the capture draws (a material drawn by rule, or a side of draws only). The men after the
  // capture, for the sub-table's index (at most 16, reused).
  const squares = new Int8Array(16), pieces = new Int8Array(16);
  return {
    valueAfterCapture(men: Men, moved: number, to: number, sideToMove: Color): number {
      const taken = men.at[to];
      const table = subTables[men.pieces[taken]];
      if (!table) return DRAW;
      let n = 0;
      for (let i = 0; i < men.squares.length; i++) {
        if (i === taken) continue;
        squares[n] = i === moved ? to : men.squares[i];
        pieces[n++] = men.pieces[i];
      }
      const index = table.index.encodeMen(squares, pieces, n);
      if (index < 0) throw new Error('a capture led outside its sub-table');
      return table.value(sideToMove, index);
    },
  };
}
