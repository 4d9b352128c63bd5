/**
 * The forward solver's chase traps (docs/rules.md 3.4) on its explicit move graph. Which points each
 * move newly chases and each evasion saves does not depend on values, so it is worked out once, for
 * the moves between positions still undecided when the repetition orders begin (the traps only ever
 * hold such positions), and kept per move as a mask over the material's piece slots. Each order then
 * shrinks the two sets of each chasing colour to the greatest ones by repeated sweeps, takes the
 * positions where both sides chase out of both, and returns the chaser's positions left.
 */
import { type Move } from '../../src/shared/rules/move';
import { type Color, opposite } from '../../src/shared/rules/piece';
import { MAX_MOVES, type Position } from '../../src/shared/rules/position';
import { chaseCaptures, newChases, savedPoints } from './chase';

/** The part of the solver's move graph the traps read: successor lists as offsets into one array. */
export interface TrapGraph {
  readonly first: Int32Array;
  /** A successor's id, or a negative number for a capture. */
  readonly target: Int32Array;
  /** Whether the move gives check, per entry. */
  readonly check: Uint8Array;
  readonly turn: Uint8Array;
  readonly inCheck: Uint8Array;
}

/** How the solver shows a position: on a board it refills (its moves in the graph's order), and its piece slots' points. */
export interface PositionSource {
  position(id: number): Position;
  squares(id: number): ArrayLike<number>;
}

/** Chase captures per position, packed: entries `start[i] .. start[i + 1]` of `moves`. */
class CaptureLists {
  private readonly start: Int32Array;
  private readonly moves: number[] = [];

  constructor(count: number, list: (i: number) => readonly Move[] | null) {
    this.start = new Int32Array(count + 1);
    for (let i = 0; i < count; i++) {
      this.start[i] = this.moves.length;
      const found = list(i);
      if (found) this.moves.push(...found);
    }
    this.start[count] = this.moves.length;
  }

  of(i: number): Move[] {
    return this.moves.slice(this.start[i], this.start[i + 1]);
  }

  isEmpty(i: number): boolean {
    return this.start[i] === this.start[i + 1];
  }
}

function slotMask(points: readonly number[], squares: ArrayLike<number>): number {
  let mask = 0;
  for (const point of points) for (let i = 0; i < squares.length; i++) if (squares[i] === point) mask |= 1 << i;
  return mask;
}

export class ChaseTraps {
  /** T(m) of a chaser's move, over the slots of the position it is played from. */
  private readonly newChases: Uint8Array;
  /** S(e) of a chased side's move, over the slots of the position it reaches. */
  private readonly saved: Uint8Array;
  /** The positions undecided when the orders began, the only ones a trap can hold. */
  private readonly candidates: Int32Array;

  /** Prepares the traps of the colours in `chasers`, over the positions `undecided` says are so now. */
  constructor(
    private readonly graph: TrapGraph,
    source: PositionSource,
    undecided: (id: number) => boolean,
    private readonly chasers: readonly Color[],
  ) {
    const { first, target, check, turn } = graph, n = turn.length;
    const ids: number[] = [];
    for (let id = 0; id < n; id++) if (undecided(id)) ids.push(id);
    this.candidates = Int32Array.from(ids);
    const slot = new Int32Array(n).fill(-1);
    ids.forEach((id, i) => (slot[id] = i));
    const chases = (colour: number) => chasers.includes(colour as Color);
    // Per position, the chase captures of its side to move, and those of the other side after a pass.
    const own = new CaptureLists(ids.length, (i) => (chases(turn[ids[i]]) ? chaseCaptures(source.position(ids[i]), turn[ids[i]] as Color) : null));
    const threats = new CaptureLists(ids.length, (i) => {
      const other = opposite(turn[ids[i]] as Color);
      return chases(other) ? chaseCaptures(source.position(ids[i]), other) : null;
    });
    this.newChases = new Uint8Array(target.length);
    this.saved = new Uint8Array(target.length);
    const moves = new Uint16Array(MAX_MOVES);
    ids.forEach((id, i) => {
      const count = source.position(id).generateLegal(moves);
      if (count !== first[id + 1] - first[id]) throw new Error('the moves of a position differ from its graph entries');
      const mover = turn[id];
      for (let m = 0; m < count; m++) {
        const e = first[id] + m, next = target[e];
        if (next < 0 || check[e] === 1 || slot[next] < 0) continue;
        // No chase capture after the move means no new chase; none before it, nothing to save.
        if (chases(mover) && !threats.isEmpty(slot[next])) {
          this.newChases[e] = slotMask(newChases(moves[m], own.of(i), threats.of(slot[next])), source.squares(id));
        }
        if (chases(opposite(mover as Color)) && !threats.isEmpty(i)) {
          this.saved[e] = slotMask(savedPoints(moves[m], threats.of(i), own.of(slot[next])), source.squares(next));
        }
      }
    });
  }

  /**
   * The positions each chaser loses at this order: `undecided` on the values of the orders below,
   * `lostMove(e)` whether the move leads to a win of those orders for the side it reaches.
   */
  seeds(undecided: (id: number) => boolean, lostMove: (e: number) => boolean): number[] {
    const n = this.graph.turn.length;
    const sets = this.chasers.map((chaser) => this.initialSets(chaser, undecided, lostMove, n));
    for (;;) {
      sets.forEach(({ chaser, inSet, common }) => this.shrink(chaser, inSet, common, lostMove));
      if (sets.length < 2) break;
      // Both sides chase: a position in its own side's chaser set and in the other trap's chased set.
      let both = false;
      for (const id of this.candidates) {
        if (sets[0].inSet[id] && sets[1].inSet[id]) {
          sets[0].inSet[id] = sets[1].inSet[id] = 0;
          both = true;
        }
      }
      if (!both) break;
    }
    const seeds: number[] = [];
    for (const { chaser, inSet } of sets) for (const id of this.candidates) if (inSet[id] && this.graph.turn[id] === chaser) seeds.push(id);
    return seeds;
  }

  /**
   * The start of a chaser's trap: the undecided chaser positions whose every move either loses or is
   * a quiet non-checking move to an undecided position, with a target common to all of those (T(q),
   * kept in `common`); and the undecided positions of the chased side not in check.
   */
  private initialSets(chaser: Color, undecided: (id: number) => boolean, lostMove: (e: number) => boolean, n: number) {
    const { first, target, check, turn, inCheck } = this.graph;
    const inSet = new Uint8Array(n), common = new Uint8Array(n);
    for (const id of this.candidates) {
      if (!undecided(id)) continue;
      if (turn[id] !== chaser) {
        inSet[id] = inCheck[id] ? 0 : 1;
        continue;
      }
      let targets = 0xff, stays = false;
      for (let e = first[id]; e < first[id + 1]; e++) {
        if (lostMove(e)) continue;
        if (target[e] < 0 || check[e] === 1 || !undecided(target[e])) {
          stays = false;
          break;
        }
        stays = true;
        targets &= this.newChases[e];
      }
      if (stays && targets !== 0) {
        inSet[id] = 1;
        common[id] = targets;
      }
    }
    return { chaser, inSet, common };
  }

  /** Sweeps until the sets are the greatest within themselves (3.4's two conditions). */
  private shrink(chaser: Color, inSet: Uint8Array, common: Uint8Array, lostMove: (e: number) => boolean): void {
    const { first, target } = this.graph;
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of this.candidates) {
        if (!inSet[id]) continue;
        let stays: boolean;
        if (this.graph.turn[id] === chaser) {
          // Every move that does not lose stays in the chased side's set.
          stays = true;
          for (let e = first[id]; e < first[id + 1] && stays; e++) stays = lostMove(e) || inSet[target[e]] === 1;
        } else {
          // Some non-checking quiet move saves a piece that every chaser's move then chases again.
          stays = false;
          for (let e = first[id]; e < first[id + 1] && !stays; e++) {
            const next = target[e];
            stays = next >= 0 && (this.saved[e] & common[next]) !== 0 && inSet[next] === 1;
          }
        }
        if (!stays) {
          inSet[id] = 0;
          changed = true;
        }
      }
    }
  }
}
