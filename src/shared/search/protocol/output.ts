/**
 * What Canju's engine says, line by line, in either protocol: its name and options after `ucci` or
 * `uci`, an `info` per finished iteration (and per principal variation when several are asked for),
 * a message, and the best move. UCCI keeps ElephantEye's two-line form (`info time … nodes …` then
 * `info depth … score … pv …`), which UCCI GUIs and Canju's own client read; UCI keeps Pikafish's
 * one-line form.
 */
import type { Dialect } from './command';
import { ucciScore, uciScore } from './score';

export const ENGINE_NAME = 'Canju';
export const ENGINE_AUTHOR = 'the Canju authors';

/** The options Canju's engine declares: the hash in MB, the principal variations asked for (UCI only), and the tables folder. */
export interface EngineOptions {
  readonly hashMb: number;
  readonly maxHashMb: number;
  readonly multiPv: number;
  readonly maxMultiPv: number;
  readonly tables: string;
}

/** The lines that answer `ucci` or `uci`, ending with `ucciok` or `uciok`. */
export function handshake(dialect: Dialect, o: EngineOptions): string[] {
  if (dialect === 'ucci') {
    return [
      `id name ${ENGINE_NAME}`,
      `id author ${ENGINE_AUTHOR}`,
      'option usemillisec type check default true',
      `option hashsize type spin min 1 max ${o.maxHashMb} default ${o.hashMb}`,
      `option egtbpaths type string default ${o.tables || '<empty>'}`,
      'option newgame type button',
      'ucciok',
    ];
  }
  return [
    `id name ${ENGINE_NAME}`,
    `id author ${ENGINE_AUTHOR}`,
    `option name Hash type spin default ${o.hashMb} min 1 max ${o.maxHashMb}`,
    'option name Threads type spin default 1 min 1 max 1',
    `option name MultiPV type spin default ${o.multiPv} min 1 max ${o.maxMultiPv}`,
    `option name TablesPath type string default ${o.tables || '<empty>'}`,
    'uciok',
  ];
}

/** One principal variation of a finished iteration, its moves in ICCS. */
export interface InfoLine {
  readonly depth: number;
  readonly selDepth: number;
  /** 1 for the best line. */
  readonly multipv: number;
  readonly score: number;
  readonly nodes: number;
  readonly nps: number;
  readonly timeMs: number;
  readonly tableHits: number;
  readonly pv: readonly string[];
}

export function infoLines(dialect: Dialect, line: InfoLine): string[] {
  const pv = line.pv.length ? ` pv ${line.pv.join(' ')}` : '';
  if (dialect === 'ucci') {
    return [`info time ${line.timeMs} nodes ${line.nodes}`, `info depth ${line.depth} score ${ucciScore(line.score)}${pv}`];
  }
  return [
    `info depth ${line.depth} seldepth ${line.selDepth} multipv ${line.multipv} score ${uciScore(line.score)}`
    + ` nodes ${line.nodes} nps ${line.nps} tbhits ${line.tableHits} time ${line.timeMs}${pv}`,
  ];
}

/** A line for the user: UCI's `info string`, UCCI's `info message` (the spec's line for the user). */
export function messageLine(dialect: Dialect, text: string): string {
  return `info ${dialect === 'ucci' ? 'message' : 'string'} ${text}`;
}

/** The best move and the reply expected; without a move, UCCI's `nobestmove` or UCI's `bestmove (none)`. */
export function bestMoveLine(dialect: Dialect, move: string | undefined, ponder?: string): string {
  if (move === undefined) return dialect === 'ucci' ? 'nobestmove' : 'bestmove (none)';
  return `bestmove ${move}${ponder === undefined ? '' : ` ponder ${ponder}`}`;
}
