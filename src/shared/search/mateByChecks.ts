/**
 * The checks-only mate search (docs/search.md, "Mates by checks"): between the iterations the root
 * side looks for a mate in which every one of its moves checks, against every evasion. Its tree is a
 * small part of the full width's, and most composed mates (连将杀) are of that kind. It plays on the
 * searcher's board, counts its nodes in the searcher's count and uses its move buffers and order.
 */
import type { Move } from '../rules/move';
import type { SearchBoard } from './board';
import { mayGiveCheck } from './mayGiveCheck';
import { NOT_REPEATED } from './repetition';
import { INFINITE, MATE, MAX_PLY, fromStored, mateIn, toStored } from './score';
import type { PvLine, Searcher } from './search';
import { BOUND_EXACT, TranspositionTable } from './transposition';

/** The mate search's table (its size hardly matters: on the benchmark's set 1 MB and 16 MB searched the same nodes). */
const MATE_TABLE_MB = 1;
/** A mate-table depth meaning no mate by checks at any depth: the tree below ended everywhere first. */
const NO_MATE_EVER = 127;

/**
 * Mate tables left by finished searches in this thread, for the next ones: a new table per search
 * paid for its pages as the mate search first touched them (第063局's first iteration took 2.7 ms
 * with a new table, 2.1 ms with a kept one). A search started while another runs (from one of its
 * callbacks) takes a table of its own.
 */
const spareMateTables: TranspositionTable[] = [];

/** One search's mate search by checks, deepened between its iterations. */
export class MateByChecks {
  /** Whether it is over: a mate found, or none by checks at any depth. */
  done = false;
  /** The depth the next call tries first. */
  private depth = 1;
  private readonly board: SearchBoard;
  /** Its own table: per position, a proven mate (with its move), or no mate within a depth (`NO_MATE_EVER`: at any). */
  private table: TranspositionTable | undefined;
  /** Set when a node of the running mate iteration met its depth limit, so deeper may yet mate. */
  private horizon = false;
  /** The node count at which the running mate iteration gives up (its budget). */
  private stopAt = 0;
  private aborted = false;
  /** While the proven line is walked: no budget then (a flag, so that `stopAt` stays a small integer to V8). */
  private walking = false;

  constructor(private readonly s: Searcher) {
    this.board = s.board;
  }

  /**
   * Deepens the mate search from the root, two plies at a time from where it stopped, until it
   * mates, finds no mate by checks at any depth (its tree ended everywhere before its depth) or has
   * used `budget` more nodes (the depth is tried again next time). The mate score with its line, or
   * undefined (also for a mate whose line cannot be walked again at its distance: `line`).
   */
  next(budget: number): PvLine | undefined {
    if (this.table === undefined) {
      this.table = spareMateTables.pop() ?? new TranspositionTable(MATE_TABLE_MB);
      this.table.clear();
    }
    this.stopAt = this.s.nodes + budget;
    this.aborted = false;
    while (!this.done && this.depth < MAX_PLY / 2) {
      this.horizon = false;
      const score = this.attack(this.depth, 0);
      if (this.aborted || this.s.clock.isStopped) return undefined;
      if (score !== 0) {
        this.done = true;
        const pv = this.line(score);
        return pv && { score, pv };
      }
      if (!this.horizon) this.done = true;
      this.depth += 2;
    }
    return undefined;
  }

  /** Leaves the mate table to the thread's next search (this one must not search again). */
  release(): void {
    if (this.table !== undefined) spareMateTables.push(this.table);
    this.table = undefined;
  }

  /** The attacker to move with `depth` plies left: mateIn(n) when its checks mate within them, else 0. */
  private attack(depth: number, ply: number): number {
    if (this.node(ply)) return 0;
    if (depth <= 0) {
      this.horizon = true;
      return 0;
    }
    const board = this.board, ordering = this.s.ordering, table = this.table!, key = board.key, slot = table.find(key);
    if (slot >= 0 && ply > 0) {
      const known = this.known(slot, depth, ply);
      if (known >= 0) return known;
    }
    const pos = board.pos, { moves, scores } = this.s.pickers[ply];
    const enemyKing = pos.kings[pos.turn ^ 1];
    let n = board.generatePseudo(moves), kept = 0;
    for (let i = 0; i < n; i++) if (mayGiveCheck(pos.board[moves[i] & 127], moves[i] & 127, moves[i] >> 7, enemyKing)) moves[kept++] = moves[i];
    n = kept;
    ordering.scoreMoves(pos.board, moves, n, scores, slot >= 0 ? table.move(slot) : 0, ply);
    const outer = this.horizon;
    this.horizon = false;
    let mate = 0, mateMove = 0;
    for (let i = 0; i < n && mate === 0; i++) {
      const move = ordering.pick(moves, scores, i, n);
      const captured = board.make(move, ply, false);
      if (captured < 0) continue;
      if (board.inCheckAt(ply + 1)) {
        mate = this.defend(depth - 1, ply + 1);
        mateMove = move;
      }
      board.unmake(move, captured);
      if (this.aborted || this.s.clock.isStopped) return 0;
    }
    const cut = this.horizon;
    this.horizon = outer || cut;
    if (mate !== 0) table.store(key, NO_MATE_EVER, BOUND_EXACT, toStored(mate, ply), mateMove);
    else table.store(key, cut ? depth : NO_MATE_EVER, BOUND_EXACT, 0, 0);
    return mate;
  }

  /** The defender, in check: the longest mate over its evasions, or 0 when one of them escapes within `depth`. */
  private defend(depth: number, ply: number): number {
    if (this.node(ply)) return 0;
    const board = this.board, ordering = this.s.ordering, pos = board.pos, { moves, scores } = this.s.pickers[ply];
    const n = board.generateEvasions(moves);
    if (n === 0) return mateIn(ply);
    if (depth <= 0) {
      this.horizon = true;
      return 0;
    }
    const table = this.table!, key = board.key, slot = table.find(key);
    if (slot >= 0) {
      const known = this.known(slot, depth, ply);
      if (known >= 0) return known;
    }
    // The evasion that escaped last time first.
    ordering.scoreMoves(pos.board, moves, n, scores, slot >= 0 ? table.move(slot) : 0, ply);
    const outer = this.horizon;
    this.horizon = false;
    let longest = INFINITE, longestMove = 0;
    for (let i = 0; i < n; i++) {
      const move = ordering.pick(moves, scores, i, n);
      const captured = board.make(move, ply, true);
      const mate = this.attack(depth - 1, ply + 1);
      board.unmake(move, captured);
      if (this.aborted || this.s.clock.isStopped) return 0;
      if (mate === 0) {
        const cut = this.horizon;
        this.horizon = outer || cut;
        table.store(key, cut ? depth : NO_MATE_EVER, BOUND_EXACT, 0, move);
        return 0;
      }
      if (mate < longest) {
        longest = mate;
        longestMove = move;
      }
    }
    this.horizon = outer || this.horizon;
    table.store(key, NO_MATE_EVER, BOUND_EXACT, toStored(longest, ply), longestMove);
    return longest;
  }

  /** Counts a mate-search node; true when the line ends here without a mate (budget, stop, repetition). */
  private node(ply: number): boolean {
    const s = this.s;
    s.nodes++;
    if (s.nodes >= this.stopAt && !this.walking) this.aborted = true;
    if (this.aborted || s.clock.poll(s.nodes)) return true;
    return ply > 0 && this.board.repetition(ply) !== NOT_REPEATED;
  }

  /** What the mate table settles at `slot`: a mate score, 0 for no mate within `depth`, or -1. */
  private known(slot: number, depth: number, ply: number): number {
    const table = this.table!, stored = table.storedScore(slot);
    if (stored !== 0) return fromStored(stored, ply);
    if (table.depth(slot) < depth) return -1;
    if (table.depth(slot) < NO_MATE_EVER) this.horizon = true;
    return 0;
  }

  /**
   * The line of the mate `score` just proven from the root: at each attacker node a check that keeps
   * the mate, at each defender node the evasion that delays it most, asked of the mate search again
   * (its table answers most of it at once); the table alone would lose the moves of entries since
   * overwritten. Undefined when the walk cannot keep the distance: the mate search keeps the first
   * mate it finds at an attacker node, not the shortest, so asked again, with other entries in its
   * table and another move order, it may find only a longer one there, or none within the distance
   * after an evasion. A mate is reported only with a line that plays out to it (SQYQ-047 was once
   * reported as a mate in 25 with a line of 4 plies).
   */
  private line(score: number): Move[] | undefined {
    const board = this.board, line: Move[] = [], captures: number[] = [];
    this.walking = true;
    const plies = MATE - score;
    let walked = true;
    for (let ply = 0; ply < plies; ply++) {
      // This ply's buffer is free: the searches asked below use the plies after it.
      const buffer = this.s.pickers[ply].moves;
      const attacker = ply % 2 === 0, left = plies - ply;
      const n = attacker ? board.generatePseudo(buffer) : board.generateEvasions(buffer);
      let chosen = 0, longest = INFINITE;
      for (let i = 0; i < n && (chosen === 0 || !attacker) && walked; i++) {
        const move = buffer[i];
        const captured = board.make(move, ply, !attacker);
        if (captured < 0) continue;
        const mate = attacker ? (board.inCheckAt(ply + 1) ? this.defend(left - 1, ply + 1) : 0) : this.attack(left - 1, ply + 1);
        board.unmake(move, captured);
        if (!attacker && mate === 0) walked = false;
        else if (attacker ? mate === score : mate < longest) {
          chosen = move;
          longest = mate;
        }
      }
      if (chosen === 0) walked = false;
      if (!walked) break;
      line.push(chosen);
      captures.push(board.make(chosen, ply, true));
    }
    for (let i = line.length - 1; i >= 0; i--) board.unmake(line[i], captures[i]);
    this.walking = false;
    return walked ? line : undefined;
  }
}
