/**
 * Values of the positions a capture leads to, read from the sub-tables. Generation only needs the
 * side to move after the capture, and only its result and order: a capture is a conversion, so
 * its distance is always 1 whatever the sub-table's distance.
 */
import type { Color, Piece } from '../../../shared/rules/piece';

export interface CaptureProbe {
  /** Value code (see shared/tablebase/value.ts) for `sideToMove` of the board after a capture of `captured`. */
  valueAfterCapture(board: Int8Array, sideToMove: Color, captured: Piece): number;
}
