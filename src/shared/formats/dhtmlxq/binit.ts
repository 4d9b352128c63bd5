/**
 * `[DhtmlXQ_binit]`, the start position: 32 points of two digits, one per piece slot in a fixed
 * order, red's sixteen then black's: rook, horse, elephant, advisor, king, advisor, elephant, horse,
 * rook, cannon, cannon and five pawns (the dpxq.com viewer's piece list, `tQZ`). A slot whose piece
 * is not on the board holds `99`. The slot says only which piece it is; any slot of a kind may hold
 * any piece of that kind.
 */
import { type Piece, RED, pieceColor } from '../../rules/piece';
import type { Placement } from '../../rules/setup';
import { SQUARES } from '../../rules/square';
import { SLOT_PIECES } from '../pieceSlots';
import { OFF_BOARD, pointSquare, squarePoint } from './points';


/** The opening position, as the viewer spells it when a block has no binit. */
export const START_BINIT = '8979695949392919097717866646260600102030405060708012720323436383';

/**
 * The pieces of a binit of 64 digits, or undefined if it is not 64 digits. Two slots on one point
 * are both returned, so that the position check can name the point.
 */
export function binitPlacements(binit: string): Placement[] | undefined {
  if (!/^\d{64}$/.test(binit)) return undefined;
  const placements: Placement[] = [];
  SLOT_PIECES.forEach((piece, slot) => {
    const square = pointSquare(Number(binit[slot * 2]), Number(binit[slot * 2 + 1]));
    if (square !== undefined) placements.push({ square, piece });
  });
  return placements;
}

/**
 * The binit of a legal board, in the viewer's own normal form (its `CP`): the points of a kind, `99`
 * for each piece of it not on the board, fill its slots red's from the highest point number
 * (`column * 10 + row`) down, black's from the lowest up, so the opening comes out as START_BINIT.
 */
export function boardBinit(board: ArrayLike<number>): string {
  const pointsOf = new Map<Piece, string[]>();
  for (let square = 0; square < SQUARES; square++) {
    if (board[square]) pointsOf.set(board[square], [...(pointsOf.get(board[square]) ?? []), squarePoint(square)]);
  }
  const binit: string[] = [];
  for (const piece of new Set(SLOT_PIECES)) {
    const slots = SLOT_PIECES.flatMap((p, slot) => (p === piece ? [slot] : []));
    const points = pointsOf.get(piece) ?? [];
    if (points.length > slots.length) throw new Error(`more pieces ${piece} than binit has slots for`);
    while (points.length < slots.length) points.push(OFF_BOARD);
    // Two digits each, so text order is number order.
    points.sort();
    if (pieceColor(piece) === RED) points.reverse();
    slots.forEach((slot, i) => (binit[slot] = points[i]));
  }
  return binit.join('');
}
