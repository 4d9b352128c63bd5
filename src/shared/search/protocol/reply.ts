/**
 * What an engine says, read into a value, for Canju's client of outside engines. The fields of an
 * `info` line are read by keyword, so ElephantEye's split lines (`info time … nodes …`, then
 * `info depth … score … pv …`) and Pikafish's single line read alike; each `info` gives only what it
 * holds. Scores are read by the protocol's convention (score.ts); a UCCI engine that writes UCI's
 * `score cp`/`score mate` is read as UCI.
 */
import type { Dialect } from './command';
import { type EngineScore, readUciScore, readUcciScore } from './score';

export interface EngineInfo {
  readonly depth?: number;
  readonly selDepth?: number;
  readonly multipv?: number;
  readonly score?: EngineScore;
  /** The score is only a bound (UCI `lowerbound`/`upperbound`). */
  readonly bound?: 'lower' | 'upper';
  readonly nodes?: number;
  readonly nps?: number;
  readonly timeMs?: number;
  readonly pv?: readonly string[];
  /** UCI `info string`, UCCI `info message`: text for the user. */
  readonly message?: string;
}

export type EngineReply =
  | { readonly kind: 'uciok' | 'ucciok' | 'readyok' | 'bye' }
  | { readonly kind: 'id'; readonly field: string; readonly value: string }
  | { readonly kind: 'option'; readonly text: string }
  | { readonly kind: 'info'; readonly info: EngineInfo }
  /** `move` undefined: `nobestmove` or `bestmove (none)`. */
  | { readonly kind: 'bestmove'; readonly move: string | undefined; readonly ponder: string | undefined }
  | { readonly kind: 'other'; readonly text: string };

const NUMBERS = { depth: 'depth', seldepth: 'selDepth', multipv: 'multipv', nodes: 'nodes', nps: 'nps', time: 'timeMs' } as const;
/** Keywords that end a `pv`: engines put `pv` last, but a few add fields after it. */
const AFTER_PV = new Set(['depth', 'seldepth', 'multipv', 'score', 'nodes', 'nps', 'time', 'hashfull', 'tbhits', 'currmove', 'currmovenumber', 'string', 'message']);

export function parseReply(line: string, dialect: Dialect): EngineReply {
  const text = line.trim();
  const words = text.split(/\s+/);
  switch (words[0]) {
    case 'uciok':
    case 'ucciok':
    case 'readyok':
    case 'bye':
      return { kind: words[0] };
    case 'id':
      return { kind: 'id', field: words[1] ?? '', value: words.slice(2).join(' ') };
    case 'option':
      return { kind: 'option', text: words.slice(1).join(' ') };
    case 'nobestmove':
      return { kind: 'bestmove', move: undefined, ponder: undefined };
    case 'bestmove': {
      const move = words[1] === undefined || words[1] === '(none)' ? undefined : words[1];
      const at = words.indexOf('ponder');
      return { kind: 'bestmove', move, ponder: at > 0 ? words[at + 1] : undefined };
    }
    case 'info':
      return { kind: 'info', info: parseInfo(text, words, dialect) };
    default:
      return { kind: 'other', text };
  }
}

function parseInfo(text: string, words: readonly string[], dialect: Dialect): EngineInfo {
  const info: { -readonly [K in keyof EngineInfo]: EngineInfo[K] } = {};
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (word === 'string' || word === 'message') {
      info.message = text.slice(text.indexOf(word) + word.length).trim();
      break;
    }
    if (word === 'pv') {
      let end = i + 1;
      while (end < words.length && !AFTER_PV.has(words[end])) end++;
      info.pv = words.slice(i + 1, end);
      i = end - 1;
    } else if (word === 'score') {
      const next = words[i + 1];
      if ((next === 'cp' || next === 'mate') && Number.isFinite(Number(words[i + 2]))) {
        info.score = readUciScore(next, Number(words[i + 2]));
        i += 2;
      } else if (dialect === 'ucci' && Number.isFinite(Number(next))) {
        info.score = readUcciScore(Number(next));
        i += 1;
      }
    } else if (word === 'lowerbound' || word === 'upperbound') {
      info.bound = word === 'lowerbound' ? 'lower' : 'upper';
    } else if (word in NUMBERS && Number.isFinite(Number(words[i + 1]))) {
      info[NUMBERS[word as keyof typeof NUMBERS]] = Number(words[i + 1]);
      i++;
    }
  }
  return info;
}
