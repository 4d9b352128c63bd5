/**
 * An independent oracle for the generator, used only by tests. It shares nothing with the
 * tablebase code but the rules core: positions are enumerated by brute-force placement and
 * validated by the rules' own validator, keyed by the points of their pieces (not the tablebase
 * index), successors come from forward move generation (never un-moves), and values are found by
 * forward iteration in rounds — round r decides exactly the positions whose distance is r, reading
 * only values decided in earlier rounds — then the repetition orders are computed on the explicit
 * graph by repeated sweeps: at each order the perpetual-check traps, and the chase traps of
 * `chaseTrap.ts`, whose own reading of the chase (`chase.ts`) shares no code with the generator's.
 *
 * The graph is held in typed arrays (successor lists as offsets into one array) so that materials
 * of a few million positions, such as K+C+P vs K+A, solve in seconds rather than minutes.
 */
import { placementsOf } from '../../src/shared/rules/geometry';
import { type Color, KING, makePiece } from '../../src/shared/rules/piece';
import { MAX_MOVES, Position } from '../../src/shared/rules/position';
import { validateSetup } from '../../src/shared/rules/validate';
import { CHASERS, FREE_ATTACKERS } from './chase';
import { ChaseTraps, type PositionSource } from './chaseTrap';

export interface OracleValue {
  readonly wdl: 'win' | 'draw' | 'loss';
  readonly dtc: number;
  readonly order: number;
}

/**
 * Values are ranks for the side to move, so that "better" is ">": wins above draws above losses,
 * among wins the lower (order, dtc), among losses the higher.
 */
const WIN = 1 << 24;
const DRAW = 0;
const UNKNOWN = -(2 ** 31);
const winRank = (order: number, dtc: number) => WIN - (order * 4096 + dtc);
const lossRank = (order: number, dtc: number) => -WIN + order * 4096 + dtc;
const distance = (rank: number) => (rank > 0 ? WIN - rank : rank < 0 ? rank + WIN : 0);
const orderOf = (rank: number) => distance(rank) >> 12;
const dtcOf = (rank: number) => distance(rank) & 4095;

/**
 * What the distances count: plies to conversion, or plies to mate through the sub-materials (the
 * solver's own reading of docs/rules.md 5: the same rounds, the capture keeping its child's distance).
 */
export type Metric = 'dtc' | 'dtm';

/** The mover's value of a move into a position of value `child`; under DTC a capture converts at distance 1. */
function throughMove(child: number, capture: boolean, metric: Metric): number {
  if (child === DRAW) return DRAW;
  const dtc = capture && metric === 'dtc' ? 1 : dtcOf(child) + 1;
  return child > 0 ? lossRank(orderOf(child), dtc) : winRank(orderOf(child), dtc);
}

/** The rule whose trap a rule-decided value's lines end in (0 for values of order 0 and draws). */
export type Rule = 0 | typeof CHECK | typeof CHASE;
export const CHECK = 1;
export const CHASE = 2;

/**
 * The last repetition order the solver looks at, the last the tables' value code holds: a material
 * whose rule still decides positions there is an error rather than values cut short.
 */
const LAST_ORDER = 30;

function toOracle(rank: number): OracleValue {
  if (rank === DRAW) return { wdl: 'draw', dtc: 0, order: 0 };
  return { wdl: rank > 0 ? 'win' : 'loss', dtc: dtcOf(rank), order: orderOf(rank) };
}

const LETTERS = 'KABNRCP';

/** The pieces of a material text like `KR-KN`, red then black, each side in K A B N R C P order. */
function piecesOf(material: string): number[] {
  const [red, black] = material.split('-');
  const pieces: number[] = [];
  for (const [color, letters] of [[0, red], [1, black]] as const) {
    const kinds = [...letters].map((ch) => LETTERS.indexOf(ch) + 1).sort((a, b) => a - b);
    for (const kind of kinds) pieces.push(makePiece(color, kind as 1));
  }
  return pieces;
}

function materialText(pieces: readonly number[]): string {
  const side = (color: number) => pieces.filter((p) => p >> 3 === color).map((p) => LETTERS[(p & 7) - 1]).join('');
  return `${side(0)}-${side(1)}`;
}

/**
 * A position's key: the points of its pieces in the material's piece order (equal pieces in
 * ascending order of their points) as base-90 digits, then the side to move.
 */
function keyOf(pieces: readonly number[], squares: ArrayLike<number>, turn: Color): number {
  const sorted = scratch;
  for (let i = 0; i < pieces.length; i++) sorted[i] = squares[i];
  for (let i = 1; i < pieces.length; i++) {
    for (let j = i; j > 0 && pieces[j - 1] === pieces[j] && sorted[j - 1] > sorted[j]; j--) {
      [sorted[j - 1], sorted[j]] = [sorted[j], sorted[j - 1]];
    }
  }
  let key = 0;
  for (let i = 0; i < pieces.length; i++) key = key * 90 + sorted[i];
  return key * 2 + turn;
}

const scratch = new Int32Array(32);

function squaresOf(key: number, count: number, out: Int32Array): Color {
  const turn = (key % 2) as Color;
  let rest = (key - turn) / 2;
  for (let i = count - 1; i >= 0; i--) {
    out[i] = rest % 90;
    rest = (rest - out[i]) / 90;
  }
  return turn;
}

/** A solved material: every legal position's key, in ascending order, and its value. */
export class SolvedMaterial {
  constructor(
    private readonly pieces: readonly number[],
    private readonly keys: Float64Array,
    private readonly ranks: Int32Array,
    private readonly rules: Uint8Array,
  ) {}

  get size(): number {
    return this.keys.length;
  }

  /** Every position: its board (one array, refilled for each call), side to move, value and the rule that decided it. */
  forEach(visit: (board: Int8Array, turn: Color, value: OracleValue, rule: Rule) => void): void {
    const board = new Int8Array(90), squares = new Int32Array(this.pieces.length);
    for (let id = 0; id < this.keys.length; id++) {
      const turn = squaresOf(this.keys[id], this.pieces.length, squares);
      board.fill(0);
      squares.forEach((sq, i) => (board[sq] = this.pieces[i]));
      visit(board, turn, toOracle(this.ranks[id]), this.rules[id] as Rule);
    }
  }

  /** The value (a rank) of the position with `key`; throws for a key that is no legal position. */
  rankOf(key: number): number {
    return this.ranks[findKey(this.keys, key)];
  }

  ruleOf(key: number): Rule {
    return this.rules[findKey(this.keys, key)] as Rule;
  }
}

function findKey(keys: Float64Array, key: number): number {
  let lo = 0, hi = keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < key) lo = mid + 1;
    else if (keys[mid] > key) hi = mid - 1;
    else return mid;
  }
  throw new Error(`no position with key ${key}`);
}

/** Keys of every legal position of the material with either side to move, ascending. */
function enumerate(pieces: readonly number[]): Float64Array {
  const keys: number[] = [];
  const board = new Int8Array(90), squares = new Int32Array(pieces.length);
  const place = (i: number, minSquare: number): void => {
    if (i === pieces.length) {
      const placements = pieces.map((piece, j) => ({ square: squares[j], piece }));
      for (const turn of [0, 1] as const) if (validateSetup({ placements, turn }).length === 0) keys.push(keyOf(pieces, squares, turn));
      return;
    }
    const same = i > 0 && pieces[i - 1] === pieces[i];
    for (const sq of placementsOf(pieces[i])) {
      if (board[sq] !== 0 || (same && sq <= minSquare)) continue;
      board[sq] = pieces[i];
      squares[i] = sq;
      place(i + 1, sq);
      board[sq] = 0;
    }
  };
  place(0, -1);
  return Float64Array.from(keys).sort();
}

/** Successor lists as offsets into one array: an entry is a position's id, or ~i for capture i. */
interface Graph {
  readonly first: Int32Array;
  readonly target: Int32Array;
  /** Whether the move gives check, per entry. */
  readonly check: Uint8Array;
  /** The value of each capture's successor for its side to move, from the sub-material, and the rule that decided it. */
  readonly captured: Int32Array;
  readonly capturedRule: Uint8Array;
  readonly turn: Uint8Array;
  readonly inCheck: Uint8Array;
}

class Growing {
  data = new Int32Array(1 << 16);
  length = 0;

  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }

  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** The material left when the piece in slot `taken` is captured: solved, or null when drawn by rule. */
function subMaterial(pieces: readonly number[], taken: number, metric: Metric): { pieces: number[]; solved: SolvedMaterial } | null {
  const rest = pieces.filter((_, i) => i !== taken);
  return /[NRCP]/.test(materialText(rest)) ? { pieces: rest, solved: solve(rest, metric) } : null;
}

function buildGraph(pieces: readonly number[], keys: Float64Array, metric: Metric): Graph {
  const n = keys.length, count = pieces.length;
  const first = new Int32Array(n + 1), turns = new Uint8Array(n), inCheck = new Uint8Array(n);
  const target = new Growing(), check = new Growing(), captured = new Growing(), capturedRule = new Growing();
  const board = new Int8Array(90), squares = new Int32Array(count), moves = new Uint16Array(MAX_MOVES);
  const pos = Position.unchecked(board, 0);
  const subs: (ReturnType<typeof subMaterial> | undefined)[] = [];
  const redKing = pieces.indexOf(makePiece(0, KING)), blackKing = pieces.indexOf(makePiece(1, KING));
  for (let id = 0; id < n; id++) {
    first[id] = target.length;
    for (let i = 0; i < count; i++) board[squares[i]] = 0;
    const turn = squaresOf(keys[id], count, squares);
    for (let i = 0; i < count; i++) board[squares[i]] = pieces[i];
    pos.turn = turn;
    pos.kings[0] = squares[redKing];
    pos.kings[1] = squares[blackKing];
    turns[id] = turn;
    inCheck[id] = pos.inCheck() ? 1 : 0;
    const legal = pos.generateLegal(moves);
    for (let m = 0; m < legal; m++) {
      const move = moves[m], from = move & 127, to = move >> 7;
      let mover = 0, taken = -1;
      for (let i = 0; i < count; i++) {
        if (squares[i] === from) mover = i;
        else if (squares[i] === to) taken = i;
      }
      const capturedPiece = pos.play(move);
      check.push(pos.inCheck() ? 1 : 0);
      pos.undo(move, capturedPiece);
      squares[mover] = to;
      if (taken < 0) {
        target.push(findKey(keys, keyOf(pieces, squares, (turn ^ 1) as Color)));
      } else {
        const sub = subs[taken] === undefined ? (subs[taken] = subMaterial(pieces, taken, metric)) : subs[taken];
        const restSquares = Array.from(squares).filter((_, i) => i !== taken);
        target.push(~captured.length);
        const subKey = sub ? keyOf(sub.pieces, restSquares, (turn ^ 1) as Color) : 0;
        captured.push(sub ? sub.solved.rankOf(subKey) : DRAW);
        capturedRule.push(sub ? sub.solved.ruleOf(subKey) : 0);
      }
      squares[mover] = from;
    }
  }
  first[n] = target.length;
  return {
    first, target: target.done(), check: Uint8Array.from(check.done()), captured: captured.done(),
    capturedRule: Uint8Array.from(capturedRule.done()), turn: turns, inCheck,
  };
}

const solved = { dtc: new Map<string, SolvedMaterial>(), dtm: new Map<string, SolvedMaterial>() };

/** Solves a material (and, recursively, those its captures lead to). Values are for the side to move. */
export function solveMaterial(material: string, metric: Metric = 'dtc'): SolvedMaterial {
  return solve(piecesOf(material), metric);
}

function solve(pieces: readonly number[], metric: Metric = 'dtc'): SolvedMaterial {
  const material = materialText(pieces);
  const known = solved[metric].get(material);
  if (known) return known;
  const keys = enumerate(pieces);
  const graph = buildGraph(pieces, keys, metric);
  const { ranks, rules } = solveGraph(graph, pieces, keys, metric);
  const result = new SolvedMaterial(pieces, keys, ranks, rules);
  solved[metric].set(material, result);
  return result;
}

/**
 * The colours whose chase traps a material gets (docs/rules.md 3.4): those with a man that chases,
 * and only when both colours have a man that can win once the other stops chasing.
 */
function chasingColours(pieces: readonly number[]): Color[] {
  const has = (colour: Color, kinds: readonly number[]) => pieces.some((p) => p >> 3 === colour && kinds.includes(p & 7));
  if (!has(0, FREE_ATTACKERS) || !has(1, FREE_ATTACKERS)) return [];
  return ([0, 1] as const).filter((colour) => has(colour, CHASERS));
}

function solveGraph(graph: Graph, pieces: readonly number[], keys: Float64Array, metric: Metric): { ranks: Int32Array; rules: Uint8Array } {
  const { first, target, check, captured, capturedRule, turn, inCheck } = graph;
  const n = turn.length;
  const ranks = new Int32Array(n).fill(UNKNOWN);
  const rules = new Uint8Array(n);
  const childRank = (e: number) => (target[e] >= 0 ? ranks[target[e]] : captured[~target[e]]);
  const childRule = (e: number) => (target[e] >= 0 ? rules[target[e]] : capturedRule[~target[e]]);

  // Round r at order k decides the positions whose value is (k, r). A value of order k > 0 ends in
  // a chase trap only if every move that gives it does; lines that tie end in a check trap. Under
  // DTM a capture's value can wait for a later round: rounds with nothing to decide are skipped to it.
  const rounds = (order: number, seeded: boolean) => {
    const decidedIds = new Growing(), decidedRanks = new Growing(), decidedRules = new Growing();
    for (let r = seeded ? 1 : 0; ; r++) {
      decidedIds.length = decidedRanks.length = decidedRules.length = 0;
      let later = Infinity;
      for (let id = 0; id < n; id++) {
        if (ranks[id] !== UNKNOWN) continue;
        if (first[id] === first[id + 1]) {
          if (r === 0) {
            decidedIds.push(id);
            decidedRanks.push(lossRank(0, 0));
            decidedRules.push(0);
          }
          continue;
        }
        let best = UNKNOWN, bestRule = 0, allLost = true;
        for (let e = first[id]; e < first[id + 1]; e++) {
          const child = childRank(e);
          if (child === UNKNOWN || orderOf(child) > order) {
            allLost = false;
            continue;
          }
          const mine = throughMove(child, target[e] < 0, metric);
          if (mine >= DRAW) allLost = false;
          if (mine > best) {
            best = mine;
            bestRule = childRule(e);
          } else if (mine === best && childRule(e) !== bestRule) {
            bestRule = CHECK;
          }
        }
        if (best === UNKNOWN || best === DRAW || orderOf(best) !== order) continue;
        if (dtcOf(best) !== r) {
          if (dtcOf(best) > r && (best > DRAW || allLost)) later = Math.min(later, dtcOf(best));
          continue;
        }
        if (best > DRAW || allLost) {
          decidedIds.push(id);
          decidedRanks.push(best);
          decidedRules.push(order > 0 ? bestRule : 0);
        }
      }
      for (let i = 0; i < decidedIds.length; i++) {
        ranks[decidedIds.data[i]] = decidedRanks.data[i];
        rules[decidedIds.data[i]] = decidedRules.data[i];
      }
      if (decidedIds.length === 0 && r >= 1) {
        if (later === Infinity) return;
        r = later - 1;
      }
    }
  };

  const undecided = () => ranks.reduce((count, rank) => count + (rank === UNKNOWN ? 1 : 0), 0);
  rounds(0, false);
  const chasers = chasingColours(pieces);
  const chase = chasers.length === 0 ? null : new ChaseTraps(graph, positionSource(pieces, keys), (id) => ranks[id] === UNKNOWN, chasers);
  for (let order = 1; order <= LAST_ORDER + 1; order++) {
    // A move that leads to a win of a lower order for the side it reaches.
    const lostMove = (e: number) => {
      const child = childRank(e);
      return child !== UNKNOWN && child > DRAW && orderOf(child) < order;
    };
    const seeds: number[] = [];
    for (const checker of [0, 1] as const) {
      // The largest set of undecided positions where the checker can only check into the set (or
      // lose faster), and the other side, in check, can always answer quietly back into it.
      const inSet = Uint8Array.from(ranks, (rank) => (rank === UNKNOWN ? 1 : 0));
      for (let changed = true; changed; ) {
        changed = false;
        for (let id = 0; id < n; id++) {
          if (!inSet[id]) continue;
          let stays: boolean;
          if (turn[id] === checker) {
            stays = true;
            for (let e = first[id]; e < first[id + 1] && stays; e++) {
              if (lostMove(e)) continue;
              stays = check[e] === 1 && target[e] >= 0 && inSet[target[e]] === 1;
            }
          } else {
            stays = false;
            if (inCheck[id]) for (let e = first[id]; e < first[id + 1] && !stays; e++) stays = check[e] === 0 && target[e] >= 0 && inSet[target[e]] === 1;
          }
          if (!stays) {
            inSet[id] = 0;
            changed = true;
          }
        }
      }
      for (let id = 0; id < n; id++) if (inSet[id] && turn[id] === checker) seeds.push(id);
    }
    // The chase traps read the same values as the check traps: both are found before either marks.
    const chaseSeeds = chase ? chase.seeds((id) => ranks[id] === UNKNOWN, lostMove) : [];
    for (const id of seeds) {
      ranks[id] = lossRank(order, 0);
      rules[id] = CHECK;
    }
    for (const id of chaseSeeds) {
      ranks[id] = lossRank(order, 0);
      rules[id] = CHASE;
    }
    const before = undecided();
    rounds(order, true);
    let pending = false;
    for (let id = 0; id < n && !pending; id++) {
      if (ranks[id] !== UNKNOWN) continue;
      for (let e = first[id]; e < first[id + 1]; e++) if (target[e] < 0 && orderOf(captured[~target[e]]) > order) pending = true;
    }
    const decides = seeds.length > 0 || chaseSeeds.length > 0 || before !== undecided();
    if (decides && order > LAST_ORDER) throw new Error(`the repetition rule still decides positions at order ${order}`);
    if (!decides && !pending) break;
  }
  for (let id = 0; id < n; id++) if (ranks[id] === UNKNOWN) ranks[id] = DRAW;
  return { ranks, rules };
}

/** The positions of a material's keys for the chase traps: a board refilled per call, and its pieces' points. */
function positionSource(pieces: readonly number[], keys: Float64Array): PositionSource {
  const board = new Int8Array(90), squares = new Int32Array(pieces.length), points = new Int32Array(pieces.length);
  const pos = Position.unchecked(board, 0);
  const redKing = pieces.indexOf(makePiece(0, KING)), blackKing = pieces.indexOf(makePiece(1, KING));
  return {
    position(id) {
      board.fill(0);
      pos.turn = squaresOf(keys[id], pieces.length, squares);
      for (let i = 0; i < pieces.length; i++) board[squares[i]] = pieces[i];
      pos.kings[0] = squares[redKing];
      pos.kings[1] = squares[blackKing];
      return pos;
    },
    squares(id) {
      squaresOf(keys[id], pieces.length, points);
      return points;
    },
  };
}

/**
 * The value of one position for its side to move, from the solved material its pieces make (solved
 * on first use); a material where neither side has an attacking piece is a draw.
 */
export function oracleValue(board: ArrayLike<number>, turn: Color): OracleValue {
  const onBoard: number[] = [];
  for (let sq = 0; sq < 90; sq++) if (board[sq]) onBoard.push(board[sq]);
  const pieces = piecesOf(materialText(onBoard.sort((a, b) => a - b)));
  if (!/[NRCP]/.test(materialText(pieces))) return toOracle(DRAW);
  const used = new Set<number>();
  const squares = pieces.map((piece) => {
    let sq = 0;
    while (board[sq] !== piece || used.has(sq)) sq++;
    used.add(sq);
    return sq;
  });
  return toOracle(solve(pieces).rankOf(keyOf(pieces, squares, turn)));
}
