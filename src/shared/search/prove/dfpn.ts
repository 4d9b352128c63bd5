/**
 * Depth-first proof-number search (df-pn, Nagai 2002, with Pawlewicz and Lew's 1+ε thresholds) of one
 * question: can `attacker` force a win? Proof numbers count the leaves still to prove the win,
 * disproof numbers the leaves still to refute it; the search expands the most-proving node, so a
 * forcing line (checks with few evasions) is followed as deep as it goes, with no horizon: a line
 * ends only at a result the rules or the tables give.
 *
 * Leaves: a side without a legal move loses (mate or stalemate, as in the tables); a material with a
 * table takes the table's value (its distance by DTM where the folder has the DTM table); a material
 * drawn by rule is a draw; a repetition is judged by repetition.ts with the chase judge (perpetual
 * check, then perpetual chase, as the tables judge them). A draw and a loss both refute the win.
 * A line longer than the board's history (`maxPlies`) refutes nothing: it is a horizon, and a
 * refutation that rests on one is never reported as one.
 *
 * Graph-history interaction: a repetition's verdict depends on the path. Each solved node carries
 * the lowest ply its result rests on (the earlier occurrence of a repetition in its proof or
 * refutation, the horizon lower than any); a result is stored in the table only when that ply is not
 * above the node, so every stored result holds for any path to it, and one resting on the path is
 * kept by its parent alone for as long as the parent is searched. A proof never rests on a repetition
 * the attacker lost or drew, so proofs by mate and tables are always stored.
 */
import type { Move } from '../../rules/move';
import { MAX_MOVES, type Position } from '../../rules/position';
import { BY_TABLE, DRAWN, SearchBoard } from '../board';
import type { LimitClock } from '../limits';
import { MOVER_LOSES, MOVER_WINS, NOT_REPEATED } from '../repetition';
import type { TableProbe } from '../tableProbe';
import { PN_INFINITE as INF, type PnEntry, PnTable } from './pnTable';

/** The lowest ply a result rests on: none (it holds for any path). */
const NO_PATH = 1 << 30;
/** A result resting on the horizon: below every ply, so never stored nor reported. */
export const HORIZON = -(1 << 30);
/** Initial proof number of a quiet move of the attacker (a check's is its count of evasions). */
const QUIET_PN = 6;
/** Pawlewicz and Lew's 1+ε: a child is searched until its proof number passes the second best's by a quarter. */
const EPSILON = 1.25;

/** How a solved leaf is settled. */
export type PnLeaf = 'mate' | 'table' | 'rule' | 'draw' | 'horizon';

export interface PnNode {
  pn: number;
  dn: number;
  /** Solved won: plies to the win along the proof (at most), the leaf's own distance included. */
  dist: number;
  /** The lowest ply the result rests on (NO_PATH, a ply, or HORIZON). */
  ref: number;
}

interface PlyBuffers {
  readonly moves: Uint16Array;
  readonly pn: Int32Array;
  readonly dn: Int32Array;
  readonly dist: Int32Array;
  readonly ref: Int32Array;
  readonly leaf: Uint8Array;
  count: number;
}

const LEAF_CODES: readonly (PnLeaf | undefined)[] = [undefined, 'mate', 'table', 'rule', 'draw', 'horizon'];

export class ProofNumberSearch {
  nodes = 0;
  readonly board: SearchBoard;
  private readonly buffers: PlyBuffers[] = [];
  private readonly entry: PnEntry = { pn: 0, dn: 0, dist: 0 };
  private readonly evasions = new Uint16Array(MAX_MOVES);
  /** The last `mid`'s result, and a leaf's (`leafOf`). */
  private readonly result: PnNode = { pn: 1, dn: 1, dist: 0, ref: NO_PATH };
  private leafCode = 0;

  constructor(
    pos: Position,
    readonly attacker: 0 | 1,
    readonly table: PnTable,
    probe: TableProbe | undefined,
    readonly clock: LimitClock,
    readonly maxPlies: number,
  ) {
    this.board = new SearchBoard(pos, probe, undefined, true, maxPlies + 8);
  }

  private buffersAt(ply: number): PlyBuffers {
    let b = this.buffers[ply];
    if (!b) {
      b = { moves: new Uint16Array(MAX_MOVES), pn: new Int32Array(MAX_MOVES), dn: new Int32Array(MAX_MOVES), dist: new Int32Array(MAX_MOVES), ref: new Int32Array(MAX_MOVES), leaf: new Uint8Array(MAX_MOVES), count: 0 };
      this.buffers[ply] = b;
    }
    return b;
  }

  /**
   * The result at `ply` when the rules, the tables or the horizon settle it without its moves (into
   * `out`, its kind in `leafCode`); false when its moves must be searched. Mate is found by the caller.
   */
  private leafOf(ply: number, out: PnNode): boolean {
    const board = this.board, mover = board.pos.turn, attackerMoves = mover === this.attacker;
    out.dist = 0;
    out.ref = NO_PATH;
    const verdict = board.repetition(ply);
    if (verdict !== NOT_REPEATED) {
      out.ref = board.repeatedFrom(ply);
      const won = (verdict === MOVER_WINS && attackerMoves) || (verdict === MOVER_LOSES && !attackerMoves);
      this.leafCode = won ? 3 : 4;
      return this.solved(out, won);
    }
    if (ply >= this.maxPlies) {
      out.ref = HORIZON;
      this.leafCode = 5;
      return this.solved(out, false);
    }
    const cover = board.cover(ply);
    if (cover === DRAWN) {
      this.leafCode = 4;
      return this.solved(out, false);
    }
    if (cover !== BY_TABLE) return false;
    const v = board.tableValue();
    if (!v) return false;
    const won = (v.wdl === 'win' && attackerMoves) || (v.wdl === 'loss' && !attackerMoves);
    // A table's distance: to mate where the DTM table answers (and the result rests on no rule), else to its conversion.
    out.dist = v.dtm !== undefined && !v.order ? v.dtm : v.dtc;
    this.leafCode = v.wdl === 'draw' ? 4 : 2;
    return this.solved(out, won);
  }

  private solved(out: PnNode, won: boolean): true {
    out.pn = won ? 0 : INF;
    out.dn = won ? INF : 0;
    return true;
  }

  /** Searches the root (ply 0, not a leaf) until it is solved or a limit stops it; returns its values. */
  solveRoot(): PnNode {
    this.mid(0, INF, INF);
    return { ...this.result };
  }

  /**
   * Searches the node at `ply` (whose moves must be searched) until its proof number reaches `thpn`,
   * its disproof number `thdn`, or a limit stops it; the result is left in `this.result`, and the
   * node's children's values in its ply's buffers.
   */
  mid(ply: number, thpn: number, thdn: number): void {
    this.nodes++;
    const out = this.result;
    if (this.clock.poll(this.nodes)) {
      out.pn = out.dn = 1;
      return;
    }
    const board = this.board, orNode = board.pos.turn === this.attacker;
    const b = this.buffersAt(ply), moves = b.moves;
    const n = board.generateLegal(moves);
    b.count = n;
    if (n === 0) {
      out.dist = 0;
      out.ref = NO_PATH;
      this.solved(out, !orNode);
      return;
    }
    const child: PnNode = { pn: 0, dn: 0, dist: 0, ref: NO_PATH };
    for (let i = 0; i < n; i++) {
      const captured = board.make(moves[i], ply, true);
      this.initChild(ply + 1, orNode, child);
      b.leaf[i] = this.leafCode;
      b.pn[i] = child.pn;
      b.dn[i] = child.dn;
      b.dist[i] = child.dist;
      b.ref[i] = child.ref;
      board.unmake(moves[i], captured);
    }
    const work0 = this.nodes;
    // The mover's numbers (pn where the attacker moves, dn where the defender does) take the
    // minimum over the moves; the other side's, the sum.
    const mine = orNode ? b.pn : b.dn, theirs = orNode ? b.dn : b.pn;
    const thMine = orNode ? thpn : thdn, thTheirs = orNode ? thdn : thpn;
    for (;;) {
      let least = INF, second = INF, sum = 0, best = 0;
      for (let i = 0; i < n; i++) {
        sum = Math.min(INF, sum + theirs[i]);
        if (mine[i] < least) {
          second = least;
          least = mine[i];
          best = i;
        } else if (mine[i] < second) second = mine[i];
      }
      out.pn = orNode ? least : sum;
      out.dn = orNode ? sum : least;
      if (least === 0 || sum === 0 || least >= thMine || sum >= thTheirs) break;
      const childMine = Math.min(thMine, Math.max(second + 1, Math.ceil(second * EPSILON)));
      const childTheirs = Math.min(INF, thTheirs - sum + theirs[best]);
      const cpn = orNode ? childMine : childTheirs, cdn = orNode ? childTheirs : childMine;
      const move = moves[best];
      const captured = board.make(move, ply, true);
      this.mid(ply + 1, cpn, cdn);
      board.unmake(move, captured);
      b.pn[best] = out.pn;
      b.dn[best] = out.dn;
      b.dist[best] = out.dist;
      b.ref[best] = out.ref;
      if (this.clock.isStopped) return;
    }
    this.finish(ply, b, n, orNode, out);
    const key = board.key;
    if (out.pn !== 0 && out.dn !== 0) this.table.store(key, out.pn, out.dn, 0, this.nodes - work0);
    else if (out.ref >= ply) this.table.store(key, out.pn, out.dn, out.dist, this.nodes - work0);
  }

  /** A child's starting values: a leaf's result, the table's entry, or an estimate (a check's evasions). */
  private initChild(ply: number, parentOr: boolean, out: PnNode): void {
    if (this.leafOf(ply, out)) return;
    this.leafCode = 0;
    out.ref = NO_PATH;
    out.dist = 0;
    const e = this.entry;
    if (this.table.probe(this.board.key, e)) {
      out.pn = e.pn;
      out.dn = e.dn;
      out.dist = e.dist;
      return;
    }
    if (parentOr) {
      // The defender to move: a check is worth its evasions (none: mated), a quiet move more.
      if (this.board.inCheckAt(ply)) {
        const evasions = this.board.generateEvasions(this.evasions);
        if (evasions === 0) {
          this.leafCode = 1;
          this.solved(out, true);
          return;
        }
        out.pn = evasions;
      } else out.pn = QUIET_PN;
      out.dn = 1;
    } else {
      out.pn = 1;
      out.dn = 1;
    }
  }

  /** A solved node's distance and the ply it rests on, from its children's. */
  private finish(ply: number, b: PlyBuffers, n: number, orNode: boolean, out: PnNode): void {
    out.dist = 0;
    out.ref = NO_PATH;
    if (out.pn !== 0 && out.dn !== 0) return;
    const won = out.pn === 0;
    if (won === orNode) {
      // One child decides: the attacker's fastest proven move, or the defender's refutation resting on the least of the path.
      let pick = -1;
      for (let i = 0; i < n; i++) {
        if ((won ? b.pn[i] : b.dn[i]) !== 0) continue;
        if (pick < 0 || (won ? b.dist[i] < b.dist[pick] || (b.dist[i] === b.dist[pick] && b.ref[i] > b.ref[pick]) : b.ref[i] > b.ref[pick])) pick = i;
      }
      out.dist = won ? b.dist[pick] + 1 : 0;
      out.ref = b.ref[pick];
    } else {
      // Every child decides: the longest of the defender's resistances, each of the attacker's failures.
      for (let i = 0; i < n; i++) {
        if (won && b.dist[i] + 1 > out.dist) out.dist = b.dist[i] + 1;
        if (b.ref[i] < out.ref) out.ref = b.ref[i];
      }
    }
    if (out.ref > ply && out.ref !== NO_PATH) out.ref = NO_PATH;
  }

  /** The kind of leaf the child `i` at `ply` was settled as when its node was last searched (undefined: searched). */
  leafAt(ply: number, i: number): PnLeaf | undefined {
    return LEAF_CODES[this.buffersAt(ply).leaf[i]];
  }

  /** The node at `ply`'s moves and their children's values as its last search left them. */
  children(ply: number): { readonly moves: Uint16Array; readonly pn: Int32Array; readonly dn: Int32Array; readonly dist: Int32Array; readonly ref: Int32Array } {
    return this.buffersAt(ply);
  }

  /** How many moves the node at `ply` had when it was last searched. */
  moveCountAt(ply: number): number {
    return this.buffersAt(ply).count;
  }

  /** Plays `move` at `ply` on the search's board (a line walked after the search). */
  play(move: Move, ply: number): number {
    return this.board.make(move, ply, true);
  }

  undo(move: Move, captured: number): void {
    this.board.unmake(move, captured);
  }

  /** Whether the position at `ply` is settled without its moves, and how (a line's end). */
  leafKind(ply: number): PnLeaf | undefined {
    const scratch: PnNode = { pn: 0, dn: 0, dist: 0, ref: NO_PATH };
    if (this.leafOf(ply, scratch)) return LEAF_CODES[this.leafCode];
    return this.board.hasLegalMove() ? undefined : 'mate';
  }
}
