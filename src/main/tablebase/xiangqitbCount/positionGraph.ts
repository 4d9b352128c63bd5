/**
 * Every position of a small material on the whole board (no mirror folding, so each position's own
 * board answers every geometric question), with its quiet legal moves both ways and what its captures
 * lead to: the ground xiangqitb's DTM count is computed on (count.ts; docs/rules.md 5, "xiangqitb's
 * count"). The results come from Canju's tables: the material's WDL from its DTC table, the captures'
 * values from the sub-tables (or, where both sides of a sub-material have attackers, from its own count).
 */
import { ATTACKER_KINDS, type Material, isDrawnByRule } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { placementsOf } from '../../../shared/rules/geometry';
import { type Color, makePiece, type PieceKind } from '../../../shared/rules/piece';
import { MAX_MOVES, Position } from '../../../shared/rules/position';
import { binomial, rankSlots, unrankSlots } from '../../../shared/tablebase/combination';
import { DRAW, decodeValue } from '../../../shared/tablebase/value';
import type { Prober } from '../probe/prober';

/** Boards above this are not enumerated: the graph holds every quiet move of every position in memory. */
export const MAX_BOARDS = 4_000_000;

export class CountTooLargeError extends Error {
  constructor(readonly material: string, readonly boards: number) {
    super(`${material}: ${boards} boards, more than the ${MAX_BOARDS} xiangqitb's count is computed for`);
  }
}

export class MissingDtmError extends Error {
  constructor(readonly material: string) {
    super(`${material}: no DTM table`);
  }
}

/** A xiangqitb score: plies to mate plus one, the side to move's win or loss; 0 a draw. */
export interface Score {
  readonly score: number;
  readonly win: boolean;
}

/** One kind of piece of one side: how many, and on which points they may stand. */
interface Group {
  readonly piece: number;
  readonly count: number;
  readonly points: readonly number[];
  readonly combinations: number;
}

/** Whether both sides have a rook, horse, cannon or pawn: only then does xiangqitb's count differ from plies to mate. */
export function bothSidesAttack(m: Material): boolean {
  return ATTACKER_KINDS.some((k) => m[0][k] > 0) && ATTACKER_KINDS.some((k) => m[1][k] > 0);
}

export class PositionGraph {
  readonly boards: number;
  /** Nodes are `board * 2 + side to move`. */
  readonly nodes: number;
  private readonly groups: Group[] = [];
  /** One group's slots (places in its `points`), for `encode` and `decode`. */
  private readonly slots = new Int32Array(5);
  readonly legal: Uint8Array;
  /** 0 draw, 1 loss, 2 win for the side to move (the DTC table's). */
  readonly wdl: Uint8Array;
  readonly noLegalMove: Uint8Array;
  readonly noQuietMove: Uint8Array;
  /** The shortest win by a capture (a xiangqitb score, even), 0 for none. */
  readonly captureWin: Int16Array;
  /** The longest loss every losing capture allows (a xiangqitb score, odd), 0 for none. */
  readonly captureLoss: Int16Array;
  readonly quietStart: Int32Array;
  quietChild: Int32Array;
  quietMove: Uint16Array;
  readonly parentStart: Int32Array;
  readonly parent: Int32Array;

  /** `subScore` answers a capture's sub-position: a xiangqitb score for its side to move. */
  constructor(readonly material: Material, prober: Prober, subScore: (pos: Position) => Score) {
    for (const color of [0, 1] as Color[]) {
      for (let kind = 1; kind <= 7; kind++) {
        const count = material[color][kind];
        if (!count) continue;
        const piece = makePiece(color, kind as PieceKind), points = placementsOf(piece);
        this.groups.push({ piece, count, points, combinations: binomial(points.length, count) });
      }
    }
    this.boards = this.groups.reduce((n, g) => n * g.combinations, 1);
    if (this.boards > MAX_BOARDS) throw new CountTooLargeError(formatSignature(material), this.boards);
    this.nodes = this.boards * 2;
    const n = this.nodes;
    this.legal = new Uint8Array(n);
    this.wdl = new Uint8Array(n);
    this.noLegalMove = new Uint8Array(n);
    this.noQuietMove = new Uint8Array(n);
    this.captureWin = new Int16Array(n);
    this.captureLoss = new Int16Array(n);
    this.quietStart = new Int32Array(n + 1);
    this.quietChild = new Int32Array(Math.max(1024, n * 8));
    this.quietMove = new Uint16Array(this.quietChild.length);
    const board = new Int8Array(90), moves = new Uint16Array(MAX_MOVES);
    let edges = 0;
    for (let b = 0; b < this.boards; b++) {
      const placed = this.decode(b, board);
      for (const turn of [0, 1] as Color[]) {
        const node = b * 2 + turn;
        this.quietStart[node] = edges;
        if (!placed) continue;
        const pos = Position.unchecked(board, turn);
        if (pos.inCheck((turn ^ 1) as Color)) continue;
        const value = isDrawnByRule(material) ? decodeValue(DRAW) : prober.value(pos);
        if (!value) continue;
        this.legal[node] = 1;
        this.wdl[node] = value.wdl === 'draw' ? 0 : value.wdl === 'loss' ? 1 : 2;
        const count = pos.generateLegal(moves);
        if (count === 0) this.noLegalMove[node] = 1;
        let quiet = 0, win = 0, loss = 0;
        for (let i = 0; i < count; i++) {
          const move = moves[i];
          if (board[move >> 7] === 0) {
            if (edges === this.quietChild.length) this.grow();
            const captured = pos.play(move);
            this.quietChild[edges] = this.encode(board) * 2 + (turn ^ 1);
            pos.undo(move, captured);
            this.quietMove[edges++] = move;
            quiet++;
            continue;
          }
          const captured = pos.play(move);
          const sub = subScore(pos);
          pos.undo(move, captured);
          if (sub.score === 0) continue;
          // xiangqitb rounds a capture's sub-score up to the parity of the capturer's result (odd for a
          // loss, even for a win), which the one ply of the capture gives wherever the sub-score is a ply count.
          if (sub.win) loss = Math.max(loss, sub.score | 1);
          else win = win === 0 ? sub.score + (sub.score & 1) : Math.min(win, sub.score + (sub.score & 1));
        }
        if (quiet === 0) this.noQuietMove[node] = 1;
        this.captureWin[node] = win;
        this.captureLoss[node] = loss;
      }
    }
    this.quietStart[n] = edges;
    this.quietChild = this.quietChild.slice(0, edges);
    this.quietMove = this.quietMove.slice(0, edges);
    this.parentStart = new Int32Array(n + 1);
    this.parent = new Int32Array(edges);
    for (let i = 0; i < edges; i++) this.parentStart[this.quietChild[i] + 1]++;
    for (let i = 0; i < n; i++) this.parentStart[i + 1] += this.parentStart[i];
    const fill = this.parentStart.slice(0, n);
    for (let node = 0; node < n; node++) {
      for (let i = this.quietStart[node]; i < this.quietStart[node + 1]; i++) this.parent[fill[this.quietChild[i]]++] = node;
    }
  }

  private grow(): void {
    const child = new Int32Array(this.quietChild.length * 2), move = new Uint16Array(child.length);
    child.set(this.quietChild);
    move.set(this.quietMove);
    this.quietChild = child;
    this.quietMove = move;
  }

  /** Places board `b`'s pieces on `board`; false where two share a point. */
  decode(b: number, board: Int8Array): boolean {
    board.fill(0);
    let rest = b;
    for (let g = this.groups.length - 1; g >= 0; g--) {
      const group = this.groups[g], rank = rest % group.combinations, slots = this.slots;
      rest = (rest - rank) / group.combinations;
      unrankSlots(rank, group.count, slots);
      for (let i = 0; i < group.count; i++) {
        const sq = group.points[slots[i]];
        if (board[sq] !== 0) return false;
        board[sq] = group.piece;
      }
    }
    return true;
  }

  /** The board index of a board of this material. */
  encode(board: ArrayLike<number>): number {
    let b = 0;
    const slots = this.slots;
    for (const group of this.groups) {
      let k = 0;
      for (let i = 0; i < group.points.length && k < group.count; i++) if (board[group.points[i]] === group.piece) slots[k++] = i;
      b = b * group.combinations + rankSlots(slots, group.count);
    }
    return b;
  }

  /** A fresh position of `node`. */
  position(node: number): Position {
    const board = new Int8Array(90);
    this.decode(node >> 1, board);
    return Position.unchecked(board, (node & 1) as Color);
  }

  /** The node of a position of this material. */
  nodeOf(pos: Position): number {
    return this.encode(pos.board) * 2 + pos.turn;
  }
}
