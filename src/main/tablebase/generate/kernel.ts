/**
 * The per-thread work of retrograde analysis over ranges of one table: the initial pass (illegal
 * positions, mates, captures into sub-tables, positions that can never be lost), and per level the
 * backward propagation and the check of the candidates for a loss. Writes other threads' ranges can
 * reach are atomic, so several threads can run ranges at once.
 *
 * The same passes count DTM under a DTM rule (distanceRule.ts, docs/rules.md 5): a capture then keeps
 * the sub-table's distance, so a win by capture or a loss's longest capture lands at its own level, held
 * in the pending bitmap until the levels reach it. With captures settled the initial pass reads their
 * W/D/L alone and `captureDistancesRange` their distances afterwards, a loss's longest capture waiting
 * in its undecided value as its loss floor.
 */
import { MenList } from './listAttack';
import { ADVISOR_STEPS, ELEPHANT_STEPS, HORSE_SOURCES, HORSE_STEPS, KING_STEPS, PAWN_SOURCES, PAWN_STEPS, RAYS } from '../../../shared/rules/geometry';
import { givesCheck, touchesKingLines } from '../../../shared/rules/check';
import { ADVISOR, BLACK, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, RED, ROOK } from '../../../shared/rules/piece';
import { MAX_MOVES, Position } from '../../../shared/rules/position';
import { PositionCodec } from '../../../shared/tablebase/codec';
import type { MaterialIndex } from '../../../shared/tablebase/materialIndex';
import {
  ESCAPE, ILLEGAL, MAX_DTC, MAX_RULE_DTC, UNKNOWN, ValueCodeLimitError, dtcOf, floorOf, floorValue, isChaseDecided, isLoss, isUndecided, isWin,
  lossValue, orderOf, winValue,
} from '../../../shared/tablebase/value';
import type { CaptureProbe } from './captureProbe';
import type { DistanceRule } from './distanceRule';
import type { TableState } from './tableState';

/** Decisions that belong to a later repetition order, found during the initial pass. */
export interface Deferred {
  /** [order, side, index] triples: a capture wins, but only at that order. */
  readonly wins: number[];
  /** [order, side, index] triples: the position's latest losing capture loses at that order; it is an escape until then. */
  readonly losses: number[];
}

export class Kernel {
  readonly codec: PositionCodec;
  readonly men: MenList;
  private readonly pos: Position;
  private readonly moves = new Uint16Array(MAX_MOVES);
  private readonly found = new Float64Array(1024);

  /** Where `predecessors` writes its answer. */
  get predecessorBuffer(): Float64Array {
    return this.found;
  }
  /** Where each colour's king stands among the men (MaterialIndex.kings). */
  private readonly kings: readonly [number, number];
  /** The rule's `pendingWins`, read in the propagation's innermost loop. */
  private readonly pendingWins: boolean;
  /** DTM: the shortest distance of the pending positions written since the pass last reset it. */
  pendingMin = Infinity;

  constructor(readonly material: MaterialIndex, readonly state: TableState, private readonly probe: CaptureProbe, readonly rule: DistanceRule) {
    this.pendingWins = rule.pendingWins;
    this.codec = new PositionCodec(material);
    this.men = new MenList(this.codec.pieces);
    this.pos = Position.unchecked(this.codec.board, 0);
    this.kings = material.kings;
  }

  /**
   * Loads the board of an entry for `side` to move, without the legality test; false if pieces
   * overlap. The traps load their positions here too (trapSets.ts).
   */
  placePieces(index: number, side: Color): boolean {
    const codec = this.codec;
    if (!codec.load(index)) return false;
    const pos = this.pos;
    pos.turn = side;
    pos.kings[0] = codec.squares[this.kings[0]];
    pos.kings[1] = codec.squares[this.kings[1]];
    return true;
  }

  /**
   * Initial pass over [lo, hi), both sides to move at once: each board is decoded and its checks
   * found once. Level-0 seeds (no legal move) and level-1 seeds (a capture wins, or every move is a
   * losing capture) go to the frontier, their values saying which level; a position with a capture that draws or wins
   * holds ESCAPE, since it can never be lost.
   */
  initRange(lo: number, hi: number, deferred: Deferred): void {
    const board = this.codec.board, kings = this.pos.kings, squares = this.codec.squares, men = this.men;
    const [redValues, blackValues] = this.state.values;
    for (let index = lo; index < hi; index++) {
      if (!this.placePieces(index, RED)) {
        redValues[index] = ILLEGAL;
        blackValues[index] = ILLEGAL;
        continue;
      }
      // A side may move only when the other is not in check (facing kings count as both in check).
      const redInCheck = men.attacked(board, kings[RED], BLACK, squares);
      const blackInCheck = men.attacked(board, kings[BLACK], RED, squares);
      if (blackInCheck) redValues[index] = ILLEGAL;
      else this.initEntry(index, RED, redInCheck, deferred);
      if (redInCheck) blackValues[index] = ILLEGAL;
      else this.initEntry(index, BLACK, blackInCheck, deferred);
    }
  }

  /**
   * Whether the pseudo-legal move of the side to move (on the board `placePieces` loaded) leaves its
   * king safe; `inCheck` as before the move.
   */
  legal(move: number, inCheck: boolean): boolean {
    const pos = this.pos, mover = pos.turn, them = (mover ^ 1) as Color;
    const from = move & 127, to = move >> 7, king = pos.kings[mover];
    // Not in check before, a move other than the king's can only open (or, as a cannon's screen,
    // close) a line through its two points, or free a horse's leg next to the king.
    if (!inCheck && from !== king && !touchesKingLines(king, from, to)) return true;
    const captured = pos.play(move);
    const exposed = inCheck || from === king
      ? this.men.attacked(pos.board, pos.kings[mover], them, this.codec.squares)
      : givesCheck(pos.board, king, them, from, to);
    pos.undo(move, captured);
    return !exposed;
  }

  /**
   * The initial value of the legal position at `index` with `side` to move (its board loaded). The
   * captures come from the list of men; quiet moves are generated only when the value hangs on
   * whether one is legal (no capture, or every capture loses at once), a man at a time until one is.
   */
  private initEntry(index: number, side: Color, inCheck: boolean, deferred: Deferred): void {
    const board = this.codec.board, moves = this.moves, codec = this.codec;
    const values = this.state.values[side];
    this.pos.turn = side;
    const n = this.men.captures(board, side, codec.squares, moves);
    // DTM: the shortest win by a capture of order 0 and the longest loss by one, the capture counted.
    let legal = 0, bestWin = 99, drawn = false, lateLoss = 0, winDistance = Infinity, lossDistance = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      if (!this.legal(move, inCheck)) continue;
      legal++;
      const value = this.probe.valueAfterCapture(codec, codec.at[move & 127], move >> 7, (side ^ 1) as Color);
      if (isLoss(value)) {
        bestWin = Math.min(bestWin, orderOf(value));
        if (bestWin === 0) {
          winDistance = Math.min(winDistance, dtcOf(value) + 1);
          if (this.rule.endsCaptureLook(winDistance)) break;
        }
      } else if (!isWin(value)) {
        drawn = true;
      } else {
        lateLoss = Math.max(lateLoss, orderOf(value));
        if (orderOf(value) === 0) lossDistance = Math.max(lossDistance, dtcOf(value) + 1);
      }
    }
    if (bestWin === 0) {
      this.rule.wonByCapture(this, side, index, winDistance);
      return;
    }
    if (bestWin !== 99) deferred.wins.push(bestWin, side, index);
    if (drawn || bestWin !== 99) {
      values[index] = ESCAPE;
    } else if (lateLoss > 0) {
      // Not lost before the order its latest losing capture waits for: an escape until then.
      values[index] = ESCAPE;
      deferred.losses.push(lateLoss, side, index);
    } else if (!this.hasLegalQuiet(side, inCheck)) {
      // No legal move at all is a loss now; only captures that lose, a loss after one of them.
      this.rule.noQuietMove(this, side, index, legal, lossDistance);
    } else if (legal > 0) {
      this.rule.capturesLose(this, side, index);
    }
  }

  /** Writes a decided value and puts it in its side's frontier. */
  settle(side: Color, index: number, code: number): void {
    this.state.values[side][index] = code;
    Atomics.or(this.state.frontiers[side], index >> 5, 1 << (index & 31));
  }

  /** Marks an undecided position pending: its captures' distances are read later (distanceRule.ts). */
  markPending(side: Color, index: number): void {
    Atomics.or(this.state.pending[side], index >> 5, 1 << (index & 31));
  }

  /** DTM: writes a value whose distance the levels have not reached; `pendingRange` puts it in its level's frontier. */
  setPending(side: Color, index: number, code: number): void {
    const distance = dtcOf(code);
    this.state.values[side][index] = code;
    Atomics.or(this.state.pending[side], index >> 5, 1 << (index & 31));
    if (distance < this.pendingMin) this.pendingMin = distance;
  }

  /**
   * DTM: moves the pending positions of `side` at distance `level` (words [wordLo, wordHi)) into that
   * level's frontier; returns how many. `pendingMin` is left at the shortest distance still pending.
   */
  pendingRange(side: Color, level: number, wordLo: number, wordHi: number): number {
    const pending = this.state.pending[side], values = this.state.values[side], frontier = this.state.frontiers[side];
    let moved = 0;
    for (let w = wordLo; w < wordHi; w++) {
      let bits = pending[w];
      while (bits !== 0) {
        const bit = bits & -bits;
        bits ^= bit;
        const distance = dtcOf(values[w * 32 + 31 - Math.clz32(bit)]);
        if (distance === level) {
          // This task alone reads and writes these words in this batch.
          pending[w] &= ~bit;
          frontier[w] |= bit;
          moved++;
        } else if (distance < this.pendingMin) {
          this.pendingMin = distance;
        }
      }
    }
    return moved;
  }

  /**
   * DTM with distances read later (distanceRule.ts): one pass of `side`'s pending positions in
   * words [wordLo, wordHi) with the DTM of some of the sub-tables its captures reach loaded (the others
   * read as draws): a win by capture takes its shortest winning capture, a loss by capture its longest,
   * an undecided position the longest of its losing captures as its loss floor. The `last` pass of
   * `side` takes the undecided ones out of the pending bitmap.
   */
  captureDistancesRange(side: Color, last: boolean, wordLo: number, wordHi: number): void {
    const pending = this.state.pending[side], values = this.state.values[side];
    for (let w = wordLo; w < wordHi; w++) {
      let bits = pending[w];
      while (bits !== 0) {
        const bit = bits & -bits;
        bits ^= bit;
        const index = w * 32 + 31 - Math.clz32(bit), value = values[index];
        const win = isWin(value), undecided = !win && !isLoss(value);
        // Mated: no capture.
        if (isLoss(value) && dtcOf(value) === 0) continue;
        // No sub-table value of a later order here (settledCaptures.ts): the captures of order 0 are all.
        const found = this.captureDistance(index, side, 0, win);
        const distance = win ? Math.min(dtcOf(value), found) : Math.max(undecided ? floorOf(value) : dtcOf(value), found);
        if (!undecided) {
          values[index] = win ? winValue(0, distance) : lossValue(0, distance);
          continue;
        }
        // A floor of one ply is no floor: a loss the levels prove is at least that long.
        values[index] = distance > 1 ? floorValue(distance) : UNKNOWN;
        // This task alone writes these words in this batch.
        if (last) pending[w] &= ~bit;
      }
    }
  }

  /**
   * DTM: over the legal captures of `side` at `index` into sub-table values of repetition `order`,
   * the shortest win (`win`) or the longest loss, in plies with the capture; Infinity or 0 if none.
   */
  captureDistance(index: number, side: Color, order: number, win: boolean): number {
    this.placePieces(index, side);
    const codec = this.codec, board = codec.board, moves = this.moves, other = (side ^ 1) as Color;
    const inCheck = this.men.attacked(board, this.pos.kings[side], other, codec.squares);
    const n = this.men.captures(board, side, codec.squares, moves);
    let best = win ? Infinity : 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      if (!this.legal(move, inCheck)) continue;
      const value = this.probe.valueAfterCapture(codec, codec.at[move & 127], move >> 7, other);
      if (orderOf(value) !== order) continue;
      if (win ? isLoss(value) : isWin(value)) best = win ? Math.min(best, dtcOf(value) + 1) : Math.max(best, dtcOf(value) + 1);
    }
    const limit = order > 0 ? MAX_RULE_DTC : MAX_DTC;
    if (best > limit && best !== Infinity) throw new ValueCodeLimitError('dtc', limit);
    return best;
  }

  /**
   * Whether a value of repetition `order` > 0 at `distance` for `side` at `index` (a `win`, or a loss)
   * ends in a perpetual chase: every move that gives that value (a quiet move into the other side's
   * loss or win of that order and distance − 1, or a capture whose sub-table value gives it) leads to
   * a chase-decided value. A tie between the two rules counts as check (docs/rules.md 2.3).
   */
  endsInChase(index: number, side: Color, order: number, distance: number, win: boolean): boolean {
    this.placePieces(index, side);
    const codec = this.codec, board = codec.board, moves = this.moves, tos = this.points, other = (side ^ 1) as Color;
    const values = this.state.values[other], pieces = codec.pieces;
    const gives = (code: number, plies: number) => (win ? isLoss(code) : isWin(code)) && orderOf(code) === order && plies === distance;
    let any = false;
    for (let p = 0; p < pieces.length; p++) {
      if (pieces[p] >> 3 !== side) continue;
      const n = this.quietPoints(p, side, false);
      for (let i = 0; i < n; i++) {
        // An illegal move leads to an entry whose value is ILLEGAL: no legality test needed.
        const code = values[codec.indexAfter(p, tos[i])];
        if (!gives(code, dtcOf(code) + 1)) continue;
        if (!isChaseDecided(code)) return false;
        any = true;
      }
    }
    const inCheck = this.men.attacked(board, this.pos.kings[side], other, codec.squares);
    const n = this.men.captures(board, side, codec.squares, moves);
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      if (!this.legal(move, inCheck)) continue;
      const code = this.probe.valueAfterCapture(codec, codec.at[move & 127], move >> 7, other);
      if (!gives(code, this.rule.capturePlies(code))) continue;
      if (!isChaseDecided(code)) return false;
      any = true;
    }
    return any;
  }

  /** Whether `side` has a legal quiet move on the loaded board: the attackers first, whose moves seldom touch the king's lines. */
  private hasLegalQuiet(side: Color, inCheck: boolean): boolean {
    const squares = this.codec.squares, pieces = this.codec.pieces, tos = this.points;
    for (let p = pieces.length - 1; p >= 0; p--) {
      if (pieces[p] >> 3 !== side) continue;
      const n = this.quietPoints(p, side, false);
      for (let i = 0; i < n; i++) if (this.legal(squares[p] | (tos[i] << 7), inCheck)) return true;
    }
    return false;
  }

  /**
   * Propagates the positions of `side` decided at `level` (frontier bits in words [wordLo, wordHi))
   * to their predecessors: a lost position makes each undecided predecessor a win (it goes to the
   * other side's frontier for the next level), a won one makes it a candidate for a loss, checked by
   * `checkRange` once this level's propagation is over. Returns how many predecessors were decided.
   */
  retroRange(side: Color, level: number, order: number, wordLo: number, wordHi: number): number {
    const other = (side ^ 1) as Color;
    const current = this.state.frontiers[side], next = this.state.frontiers[other];
    const values = this.state.values[side], otherValues = this.state.values[other];
    const candidates = this.state.candidates[other], won = this.state.won[side], pending = this.state.pending[other];
    const otherWon = this.state.won[other];
    // Above order 0 a win takes the rule of the loss it moves to; a tie between the rules is a check.
    const winCheck = winValue(order, level + 1), winChase = winValue(order, level + 1, true);
    let decided = 0;
    for (let w = wordLo; w < wordHi; w++) {
      let bits = current[w];
      if (bits === 0) continue;
      // The other side's tasks add positions of the next level to these words meanwhile: only this
      // level's are taken out, the others stay for the next.
      let taken = 0;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        const index = w * 32 + bit, value = values[index];
        if (dtcOf(value) !== level) continue;
        taken |= 1 << bit;
        const lost = isLoss(value);
        // This task alone writes word w of this side's wins in this batch; the other side's tasks
        // read them meanwhile, and a bit they miss only costs them a read of the values.
        if (!lost) won[w] |= 1 << bit;
        const k = this.predecessors(index, other);
        const found = this.found;
        if (lost) {
          const win = order > 0 && isChaseDecided(values[index]) ? winChase : winCheck;
          for (let i = 0; i < k; i++) {
            const q = found[i];
            // A win already propagated (at most `level` away) stays, and so, at order 0 where no
            // chase's win waits to become a check's, does a position in the other side's frontier
            // (decided at this level or the next): the bitmaps, cached, spare a random read of the
            // values. Other tasks change their bits meanwhile: a bit not seen set only costs that read.
            const qWord = q >> 5, qBit = 1 << (q & 31);
            if ((otherWon[qWord] & qBit) !== 0 || (order === 0 && (next[qWord] & qBit) !== 0)) continue;
            const was = otherValues[q];
            if (was === winChase && win === winCheck) {
              Atomics.compareExchange(otherValues, q, winChase, winCheck);
              continue;
            }
            // DTM: a win by capture still pending is beaten by a shorter one here.
            const undecided = isUndecided(was);
            const shorter = !undecided && this.pendingWins && (pending[qWord] & qBit) !== 0 && dtcOf(was) > level + 1;
            if (!undecided && !shorter) continue;
            if (Atomics.compareExchange(otherValues, q, was, win) !== was) {
              // Another of q's successors decided it first: at this distance too, so a check wins the tie.
              if (win === winCheck) Atomics.compareExchange(otherValues, q, winChase, winCheck);
              continue;
            }
            if (shorter) Atomics.and(pending, qWord, ~qBit);
            Atomics.or(next, qWord, qBit);
            decided++;
          }
        } else {
          for (let i = 0; i < k; i++) {
            // A candidate is marked by each of its won successors: the bitmap, which stays in the
            // caches, spares the repeats a locked write. Decided predecessors are marked too unless
            // a bitmap says so (a win propagated, a position of the other side's frontier): the check
            // drops them reading the values in index order, where a read here would be a random one.
            const q = found[i], word = q >> 5, bit = 1 << (q & 31);
            if ((candidates[word] & bit) !== 0 || (next[word] & bit) !== 0 || (otherWon[word] & bit) !== 0) continue;
            Atomics.or(candidates, word, bit);
          }
        }
      }
      Atomics.and(current, w, ~taken);
    }
    return decided;
  }

  /**
   * Checks the candidates of `side` in words [wordLo, wordHi) after the propagation of `level`: each
   * whose every move leads to a win for the opponent already known (of an earlier order, or of this
   * order at distance `level` or less) is lost at distance `level + 1` and goes to the next
   * frontier. Clears the candidates it read; returns how many it decided.
   */
  checkRange(side: Color, level: number, order: number, wordLo: number, wordHi: number): number {
    const candidates = this.state.candidates[side], values = this.state.values[side];
    const next = this.state.frontiers[side];
    const loss = lossValue(order, level + 1);
    let decided = 0;
    for (let w = wordLo; w < wordHi; w++) {
      let bits = candidates[w];
      if (bits === 0) continue;
      candidates[w] = 0;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        const index = w * 32 + bit, value = values[index];
        if ((value !== UNKNOWN && floorOf(value) === 0) || !this.allMovesLose(index, side)) continue;
        decided++;
        // DTM: a capture into a win that takes longer makes the loss longer.
        const floor = this.rule.lossFloor(this, index, side, order, value);
        const distance = Math.max(floor, level + 1);
        const chase = order > 0 && !this.rule.capturesSettled && this.endsInChase(index, side, order, distance, false);
        if (floor > level + 1) {
          this.setPending(side, index, lossValue(order, floor, chase));
          continue;
        }
        values[index] = chase ? lossValue(order, level + 1, true) : loss;
        next[w] |= 1 << bit;
      }
    }
    return decided;
  }

  /**
   * Whether every legal quiet move of `side` at `index` leads to a win for the opponent already
   * propagated (of an earlier order, or of this order up to the level being checked: the `won`
   * bitmap).
   * Its captures need no look: a candidate has none that draws or wins (those are escapes) and none
   * that loses only at a later order (an escape until then). Legality is settled only for a move
   * whose successor would refute the loss, since a won successor needs no answer either way.
   */
  allMovesLose(index: number, side: Color): boolean {
    const codec = this.codec, board = codec.board, tos = this.points;
    // A candidate is undecided, so it is a legal position: no need to test it again.
    this.placePieces(index, side);
    const won = this.state.won[side ^ 1], pieces = codec.pieces, squares = codec.squares;
    const other = (side ^ 1) as Color;
    // One man at a time: most candidates are refuted by an early move, before the rest are generated.
    for (let p = 0; p < pieces.length; p++) {
      if (pieces[p] >> 3 !== side) continue;
      const n = this.quietPoints(p, side, false);
      const slots = codec.loneSlots(p), stride = codec.strideOf(p), base = index - codec.digitOf(p) * stride;
      const codes = codec.codesOf(p), row = codes !== null ? codec.movedRow(p) : 0;
      const from = squares[p], piece = pieces[p];
      for (let i = 0; i < n; i++) {
        const to = tos[i];
        const code = codes !== null ? codes[row + to] : 1;
        const next = slots !== null ? base + slots[to] * stride : (code & 1) === 0 ? base + (code >> 1) * stride : codec.indexAfter(p, to);
        if ((won[next >> 5] & (1 << (next & 31))) !== 0) continue;
        // Usually the one move whose legality matters: a direct test beats preparing for all of them.
        board[from] = 0;
        board[to] = piece;
        const exposed = this.men.attacked(board, (piece & 7) === KING ? to : this.pos.kings[side], other, squares);
        board[to] = 0;
        board[from] = piece;
        if (!exposed) return false;
      }
    }
    return true;
  }

  /**
   * Writes into `found` the stored indices of positions (with `mover` to move) that have a quiet move
   * to the position `index`; returns their number. Where mirror images share entries an index may come
   * twice: every caller only sets bits or exchanges an unknown value, which a repeat leaves as it was,
   * and removing repeats cost more (quadratic in the moves) than the repeats themselves.
   */
  predecessors(index: number, mover: Color): number {
    const codec = this.codec, found = this.found, froms = this.points;
    codec.load(index);
    const pieces = codec.pieces;
    // Whether this entry also stands for the position's mirror image (mirrored defenders not symmetric).
    this.addMirrors = codec.symmetric[codec.mirroredDigit] === 0;
    this.k = 0;
    for (let p = 0; p < pieces.length; p++) {
      if (pieces[p] >> 3 !== mover) continue;
      const n = this.quietPoints(p, mover, true);
      const slots = codec.loneSlots(p), stride = codec.strideOf(p), base = index - codec.digitOf(p) * stride;
      const codes = codec.codesOf(p);
      if (slots !== null) {
        // A lone attacker: its digit is its point's slot, and moving it neither mirrors the position
        // nor changes the mirrored defenders, so each predecessor is one multiply-add.
        for (let i = 0; i < n; i++) found[this.k++] = base + slots[froms[i]] * stride;
      } else if (codes !== null) {
        // A defender: one lookup of his group's move code for predecessor R (this board with him back
        // on `from`). An entry stands for the successors of its own board, so R counts when it is that
        // board (an even code, no mirroring), or when its mirror image is and this position's mirror
        // image shares this entry (an odd code, where `addMirrors`). R's mirror image has an entry of
        // its own when R's mirrored defenders are symmetric, which only their own move can make them.
        const row = codec.movedRow(p), first = codec.groupOf[p] === 0, symmetric = codec.symmetric, addMirrors = this.addMirrors;
        for (let i = 0; i < n; i++) {
          const code = codes[row + froms[i]];
          if ((code & 1) === 1) {
            if (addMirrors) found[this.k++] = codec.mirrorIndexAfter(p, froms[i]);
            continue;
          }
          const at = base + (code >> 1) * stride;
          found[this.k++] = at;
          if (first && addMirrors && symmetric[code >> 1] === 1) {
            const mirror = codec.mirrorIndexAfter(p, froms[i]);
            if (mirror !== at) found[this.k++] = mirror;
          }
        }
      } else {
        // Attackers of a kind the material has several of: their digit is a set's rank, and their move
        // mirrors nothing.
        for (let i = 0; i < n; i++) found[this.k++] = codec.indexAfter(p, froms[i]);
      }
    }
    return this.k;
  }

  /**
   * The empty points man `p` of `mover` could move to by a quiet move (`backward`: could have come
   * from), into `points`; returns their number. Only the horse's and the pawn's moves are not their
   * own inverse.
   */
  quietPoints(p: number, mover: Color, backward: boolean): number {
    const board = this.codec.board, points = this.points, piece = this.codec.pieces[p], at = this.codec.squares[p];
    let n = 0;
    switch (piece & 7) {
      case KING:
      case ADVISOR: {
        const steps = (piece & 7) === KING ? KING_STEPS[at] : ADVISOR_STEPS[at];
        for (let i = 0; i < steps.length; i++) if (board[steps[i]] === 0) points[n++] = steps[i];
        break;
      }
      case ELEPHANT: {
        const steps = ELEPHANT_STEPS[at];
        for (let i = 0; i < steps.length; i += 2) if (board[steps[i]] === 0 && board[steps[i + 1]] === 0) points[n++] = steps[i];
        break;
      }
      case HORSE: {
        // Pairs [point, leg], the leg beside the origin either way.
        const steps = backward ? HORSE_SOURCES[at] : HORSE_STEPS[at];
        for (let i = 0; i < steps.length; i += 2) if (board[steps[i]] === 0 && board[steps[i + 1]] === 0) points[n++] = steps[i];
        break;
      }
      case PAWN: {
        const steps = backward ? PAWN_SOURCES[mover][at] : PAWN_STEPS[mover][at];
        for (let i = 0; i < steps.length; i++) if (board[steps[i]] === 0) points[n++] = steps[i];
        break;
      }
      case ROOK:
      case CANNON: {
        const rays = RAYS[at];
        for (let d = 0; d < 4; d++) {
          const ray = rays[d];
          for (let i = 0; i < ray.length && board[ray[i]] === 0; i++) points[n++] = ray[i];
        }
        break;
      }
    }
    return n;
  }

  /** Scratch for `quietPoints`: at most 17 points (a rook's lines). */
  private readonly points = new Int8Array(20);

  /** Where `quietPoints` writes its answer. */
  get pointBuffer(): Int8Array {
    return this.points;
  }

  private k = 0;
  private addMirrors = false;
}
