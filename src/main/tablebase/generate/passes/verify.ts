/**
 * Recomputes every stored value from its successors and reports each disagreement. Ordinary values
 * must equal the one-ply minimax of their successors (winner minimises (order, distance), loser
 * maximises it; a capture counts as distance 1 under DTC, as the sub-table's distance plus 1 under DTM),
 * and above order 0 its rule too (the rule of the successors that give it, check where they differ).
 * Trap seeds — losses of order k > 0 at distance 0 — of the check rule are checked by the trap
 * condition instead: every move of the trapped side either reaches a win of lower order for the other
 * side or is a check into a position that answers with a quiet non-check back into another trap seed
 * of the same order — and neither a lower order's trap condition nor the minimax of the successors
 * decides the position at a lower order, as generation would have. Seeds of the chase rule are checked
 * only for that last part: the chase trap's condition (docs/rules.md 3.4) is not recomputed here.
 */
import { type Color, opposite } from '../../../../shared/rules/piece';
import { boardFen } from '../../../../shared/rules/fen';
import { MAX_MOVES, Position } from '../../../../shared/rules/position';
import { PositionCodec } from '../../../../shared/tablebase/codec';
import type { MaterialIndex } from '../../../../shared/tablebase/materialIndex';
import {
  DRAW, ILLEGAL, UNKNOWN, dtcOf, formatValue, isChaseDecided, isLoss, isWin, lossValue, orderOf, winValue,
} from '../../../../shared/tablebase/value';
import type { CaptureProbe } from '../captureProbe';
import { type DistanceRule, distanceRule } from '../distanceRule';
import { type SideRange, type WorkerTable, definePass } from './pass';

/** Inconsistencies a verify reports in full (the rest are counted): enough to start a diagnosis from. */
export const REPORTED_INCONSISTENCIES = 20;

export interface Inconsistency {
  readonly side: Color;
  readonly index: number;
  readonly fen: string;
  readonly stored: string;
  readonly expected: string;
}

/** Ranks a value from the point of view of the side to move: higher is better. */
function rank(code: number): number {
  if (code === DRAW) return 0;
  const key = orderOf(code) * 4096 + dtcOf(code);
  return isWin(code) ? 1e9 - key : -1e9 + key;
}

export class Verifier {
  private readonly codec: PositionCodec;
  private readonly pos: Position;
  private readonly moves = new Uint16Array(MAX_MOVES);
  /** Where each colour's king stands among the men (MaterialIndex.kings). */
  private readonly kings: readonly [number, number];

  constructor(
    private readonly material: MaterialIndex,
    private readonly values: readonly [ArrayLike<number>, ArrayLike<number>],
    private readonly probe: CaptureProbe,
    /** Files store "don't care" in place of illegal entries; their values are then not checked. */
    private readonly illegalIsDontCare = false,
    /** What a capture counts (DTC unless given). */
    private readonly rule: DistanceRule = distanceRule(),
  ) {
    this.codec = new PositionCodec(material);
    this.pos = Position.unchecked(this.codec.board, 0);
    this.kings = material.kings;
  }

  /** Checks [lo, hi) for one side; calls `report` for each inconsistency and returns their number. */
  verifyRange(side: Color, lo: number, hi: number, report: (i: Inconsistency) => void): number {
    let bad = 0;
    for (let index = lo; index < hi; index++) {
      const stored = this.values[side][index];
      const expected = this.expectedValue(index, side, stored);
      if (expected === stored || (expected === ILLEGAL && this.illegalIsDontCare)) continue;
      bad++;
      report({
        side, index, fen: this.fen(side), stored: formatValue(stored), expected: formatValue(expected),
      });
    }
    return bad;
  }

  private fen(side: Color): string {
    return `${boardFen(this.codec.board)} ${side === 0 ? 'w' : 'b'}`;
  }

  private load(index: number, side: Color): boolean {
    // Ranges are checked in index order, where stepping the codec beats decoding from scratch.
    const codec = this.codec;
    if (!codec.load(index)) return false;
    this.pos.turn = side;
    this.pos.kings[0] = this.codec.squares[this.kings[0]];
    this.pos.kings[1] = this.codec.squares[this.kings[1]];
    return !this.pos.inCheck(opposite(side));
  }

  /** The value the position must have given its successors (or `stored` when a trap seed checks out). */
  private expectedValue(index: number, side: Color, stored: number): number {
    if (!this.load(index, side)) return ILLEGAL;
    const pos = this.pos, codec = this.codec, board = codec.board, moves = this.moves;
    const other = opposite(side);
    const n = pos.generatePseudoAt(codec.squares, codec.squares.length, moves);
    pos.prepareLegality();
    let best = UNKNOWN, anyLegal = false;
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      if (!pos.isLegalPrepared(move)) continue;
      anyLegal = true;
      const from = move & 127, to = move >> 7;
      let child: number, distance: number;
      if (board[to] !== 0) {
        child = this.probe.valueAfterCapture(codec, codec.at[from], to, other);
        distance = this.rule.capturePlies(child);
      } else {
        child = this.values[other][codec.indexAfter(codec.at[from], to)];
        distance = dtcOf(child) + 1;
      }
      const chase = isChaseDecided(child);
      const mine = child === DRAW || child === UNKNOWN ? DRAW
        : isLoss(child) ? winValue(orderOf(child), distance, chase) : lossValue(orderOf(child), distance, chase);
      if (best === UNKNOWN || rank(mine) > rank(best)) best = mine;
      // The same result by both rules: check.
      else if (rank(mine) === rank(best) && mine !== best) best = isWin(best) ? winValue(orderOf(best), dtcOf(best)) : lossValue(orderOf(best), dtcOf(best));
    }
    if (!anyLegal) return lossValue(0, 0);
    if (isLoss(stored) && orderOf(stored) > 0 && dtcOf(stored) === 0) {
      const order = orderOf(stored);
      for (let lower = 1; lower < order; lower++) if (this.isTrapSeed(lower)) return lossValue(lower, 0);
      if (orderOf(best) < order) return best;
      if (isChaseDecided(stored)) return stored;
      return this.isTrapSeed(order) ? stored : best;
    }
    return best;
  }

  /**
   * The trap condition for a loss of `order` at distance 0 (see the module comment), on the position
   * `expectedValue` loaded, which it leaves as it found it: moves tried are taken back, and the
   * answers are looked up on a codec of their own.
   */
  private isTrapSeed(order: number): boolean {
    const side = this.pos.turn;
    const pos = this.pos, codec = this.codec, board = codec.board;
    const other = opposite(side);
    const moves = new Uint16Array(MAX_MOVES);
    const n = pos.generateLegal(moves);
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      const from = move & 127, to = move >> 7;
      let child: number;
      if (board[to] !== 0) {
        child = this.probe.valueAfterCapture(codec, codec.at[from], to, other);
        if (isWin(child) && orderOf(child) < order) continue;
        return false;
      }
      const next = codec.indexAfter(codec.at[from], to);
      child = this.values[other][next];
      if (isWin(child) && orderOf(child) < order) continue;
      if (!pos.givesCheck(move) || !(isWin(child) && orderOf(child) === order && dtcOf(child) === 1)) return false;
      const captured = pos.play(move);
      const answers = this.answersIntoTrap(order, side);
      pos.undo(move, captured);
      if (!answers) return false;
    }
    return true;
  }

  /** Whether the side to move on the current board (just checked) has a quiet non-check into a trap seed. */
  private answersIntoTrap(order: number, trapped: Color): boolean {
    const codec = new PositionCodec(this.material);
    codec.load(this.material.encode(this.codec.board));
    const pos = Position.unchecked(codec.board, opposite(trapped));
    for (const move of pos.legalMoves()) {
      const from = move & 127, to = move >> 7;
      if (codec.board[to] !== 0 || pos.givesCheck(move)) continue;
      const seed = this.values[trapped][codec.indexAfter(codec.at[from], to)];
      if (isLoss(seed) && orderOf(seed) === order && dtcOf(seed) === 0) return true;
    }
    return false;
  }
}

export interface VerifyTask extends SideRange {
  readonly pass: 'verify';
}

export interface VerifyResult {
  /** Inconsistencies found. */
  readonly count: number;
  /** The first few of them (REPORTED_INCONSISTENCIES). */
  readonly examples: Inconsistency[];
}

export const verifyPass = definePass({
  name: 'verify',
  // The verifier is made when first used: a table set up to be generated verifies nothing.
  prepare: (table): { table: WorkerTable; verifier?: Verifier } => ({ table }),
  run(held, task: VerifyTask): VerifyResult {
    const { material, state, probe, valuesFromFile, rule } = held.table;
    held.verifier ??= new Verifier(material, state.values, probe, valuesFromFile, rule);
    const examples: Inconsistency[] = [];
    const count = held.verifier.verifyRange(task.side, task.lo, task.hi, (i) => {
      if (examples.length < REPORTED_INCONSISTENCIES) examples.push(i);
    });
    return { count, examples };
  },
});
