/**
 * Answers from the tables: a position's value, every legal move with the value it leads to (from
 * the mover's point of view, sorted best first like the lichess tablebase view), and the best line
 * across sub-tables down to mate. Where the DTM tables are there, each value also has its distance
 * to mate, and the best line can follow it instead of DTC.
 */
import { dependencyOrder } from '../../../shared/material/dependencies';
import { isDrawnByRule, materialOfBoard } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { type Move, moveToIccs } from '../../../shared/rules/move';
import type { Position } from '../../../shared/rules/position';
import { DRAW, type Metric, type Value, type Wdl, decodeValue, dtcOf } from '../../../shared/tablebase/value';
import { withinTableLimit } from '../../../shared/tablebase/materialIndex';
import { sortByMetric } from '../../../shared/tablebase/moveRank';
import { MissingTablesError, type TableSet, TooLargeError, tableName } from './tableSet';

export interface MoveValue extends Value {
  readonly move: Move;
  readonly iccs: string;
  /** Plies from the current position to the next conversion along this move (1 for a capture). */
  readonly dtc: number;
  /** Plies to mate along this move (0 for a draw); null where the DTM table of the position it leads to is missing. */
  readonly dtm: number | null;
  readonly capture: boolean;
  /** The move ends the game: the opponent has no legal move (checkmate, or 困毙 when not in check). */
  readonly mate: boolean;
}

export interface LineMove {
  readonly move: Move;
  readonly iccs: string;
  /** FEN before the move. */
  readonly fen: string;
  /** The move's value for its mover, as `moves` gives it (what the move list shows beside the move). */
  readonly value: MoveValue;
  /** The value of the position before the move, for the side to move there, with its DTM (null where unknown). */
  readonly before: Value & { readonly dtm: number | null };
}

export type LineEnd = 'checkmate' | 'stalemate' | 'draw' | 'perpetual-check' | 'limit';

export interface BestLine {
  readonly moves: LineMove[];
  readonly end: LineEnd;
  readonly plies: number;
  /** The metric the line follows: DTC where a DTM line was asked for but a DTM table on the way cannot be read. */
  readonly metric: Metric;
}

const INVERT: Record<Wdl, Wdl> = { win: 'loss', draw: 'draw', loss: 'win' };

export class Prober {
  constructor(readonly tables: TableSet) {}

  /** Every table the position's material needs that is not in the folder, smallest first. */
  missingTables(pos: Position): string[] {
    const m = materialOfBoard(pos.board);
    if (!withinTableLimit(m)) throw new TooLargeError(formatSignature(m));
    return dependencyOrder(m).filter((m) => !this.tables.has(m)).map(formatSignature);
  }

  /** Materials whose tables were all found; checking the folder once per material keeps probes cheap. */
  private readonly ready = new Set<string>();

  private requireTables(pos: Position): void {
    const material = formatSignature(materialOfBoard(pos.board));
    if (this.ready.has(material)) return;
    const missing = this.missingTables(pos);
    if (missing.length) throw new MissingTablesError(missing);
    this.ready.add(material);
  }

  private code(pos: Position): number {
    const m = materialOfBoard(pos.board);
    return isDrawnByRule(m) ? DRAW : this.tables.value(m, pos.turn, pos.board);
  }

  /**
   * Plies to mate for the side to move (0 for a draw), from the material's DTM table; null when the
   * folder has none or it cannot be read (listed in the table set's `dtmProblems`).
   */
  dtm(pos: Position): number | null {
    const m = materialOfBoard(pos.board);
    if (isDrawnByRule(m)) return 0;
    const code = this.tables.dtmValue(m, pos.turn, pos.board);
    return code === null ? null : dtcOf(code);
  }

  value(pos: Position): Value {
    const m = materialOfBoard(pos.board), name = formatSignature(m);
    if (!this.ready.has(name)) this.requireTables(pos);
    return decodeValue(isDrawnByRule(m) ? DRAW : this.tables.value(m, pos.turn, pos.board, name))!;
  }

  /** Every legal move, best first by `metric` (shared/tablebase/moveRank.ts: DTM where every move has one, else DTC; by DTC, ties by DTM). */
  moves(pos: Position, metric: Metric = 'dtc'): MoveValue[] {
    this.requireTables(pos);
    return this.rankMoves(pos, metric);
  }

  /** `moves` once the tables are known to be there. */
  private rankMoves(pos: Position, metric: Metric): MoveValue[] {
    const out: MoveValue[] = [];
    for (const move of pos.legalMoves()) {
      const capture = pos.pieceAt(move >> 7) !== 0;
      const next = pos.after(move);
      const child = decodeValue(this.code(next))!;
      const wdl = INVERT[child.wdl];
      const childDtm = this.dtm(next);
      out.push({
        move, iccs: moveToIccs(move), wdl, order: child.order, ...(child.rule ? { rule: child.rule } : {}), capture,
        dtc: wdl === 'draw' ? 0 : capture ? 1 : child.dtc + 1,
        dtm: childDtm === null ? null : wdl === 'draw' ? 0 : childDtm + 1,
        mate: child.wdl === 'loss' && child.dtc === 0 && child.order === 0 && !next.hasLegalMove(),
      });
    }
    return sortByMetric(out, metric, (a, b) => Number(b.capture) - Number(a.capture) || (a.iccs < b.iccs ? -1 : 1));
  }

  /**
   * Plays the best move for each side by `moves`' ranking (the winner the shortest, the loser the
   * longest resistance; by DTC, ties on DTC broken by DTM), crossing into sub-tables at captures, until the game ends, the position is drawn, a position
   * repeats (a perpetual-check loop) or `maxPlies` is reached. By DTM (mate-shortest) every table on
   * the way needs its DTM table; the missing ones are named before the line starts. Where one is
   * there but cannot be read, the line follows DTC (the table set lists the problem).
   */
  bestLine(start: Position, maxPlies = 4000, metric: Metric = 'dtc'): BestLine {
    this.requireTables(start);
    if (metric === 'dtm') {
      const lacking = dependencyOrder(materialOfBoard(start.board)).filter((m) => !this.tables.has(m, 'dtm')).map(formatSignature);
      const corrupt = new Set(this.tables.dtmProblems().map((e) => e.material));
      const missing = lacking.filter((name) => !corrupt.has(name)).map((name) => tableName(name, 'dtm'));
      if (missing.length) throw new MissingTablesError(missing);
      if (lacking.length) return this.line(start, maxPlies, 'dtc');
      const known = this.tables.dtmProblems().length, line = this.line(start, maxPlies, 'dtm');
      // A block found corrupt on the way leaves positions without DTM: the whole line follows DTC instead.
      return this.tables.dtmProblems().length > known ? this.line(start, maxPlies, 'dtc') : line;
    }
    return this.line(start, maxPlies, 'dtc');
  }

  private line(start: Position, maxPlies: number, metric: Metric): BestLine {
    const moves: LineMove[] = [];
    const seen = new Set<string>();
    let pos = start.clone();
    for (;;) {
      const value = decodeValue(this.code(pos))!;
      const fen = pos.fen();
      const ranked = this.rankMoves(pos, metric);
      if (ranked.length === 0) return { moves, end: pos.inCheck() ? 'checkmate' : 'stalemate', plies: moves.length, metric };
      if (value.wdl === 'draw') return { moves, end: 'draw', plies: moves.length, metric };
      if (seen.has(fen)) return { moves, end: 'perpetual-check', plies: moves.length, metric };
      if (moves.length >= maxPlies) return { moves, end: 'limit', plies: moves.length, metric };
      seen.add(fen);
      const best = ranked[0];
      moves.push({ move: best.move, iccs: best.iccs, fen, value: best, before: { ...value, dtm: this.dtm(pos) } });
      pos = pos.after(best.move);
    }
  }
}

