/**
 * What a GUI sends an engine, one line at a time, read into a value. UCCI (ElephantEye's protocol,
 * xqbase.com's 中国象棋通用引擎协议 3.0) and UCI as Xiangqi engines speak it (Pikafish) share most
 * commands; where they differ the line itself says which form it is (`setoption name Hash value 64`
 * against `setoption hashsize 64`; `go wtime …` against `go time …`), so one parser reads both.
 * Unknown commands and unknown tokens are kept as such: both protocols tell an engine to ignore them.
 */

export type Dialect = 'ucci' | 'uci';

export interface GoCommand {
  readonly kind: 'go';
  readonly depth?: number;
  readonly nodes?: number;
  /** UCI: search exactly this long, in milliseconds. */
  readonly movetime?: number;
  /** UCCI: the side to move's clock and increment, in the unit `usemillisec` chose (seconds by default). */
  readonly time?: number;
  readonly increment?: number;
  /** UCI: both sides' clocks and increments, in milliseconds. */
  readonly wtime?: number;
  readonly btime?: number;
  readonly winc?: number;
  readonly binc?: number;
  readonly movestogo?: number;
  readonly infinite: boolean;
  readonly ponder: boolean;
  /** UCI `searchmoves`: only these root moves. */
  readonly searchmoves: readonly string[];
}

export type EngineCommand =
  | { readonly kind: 'ucci' | 'uci' | 'isready' | 'ucinewgame' | 'stop' | 'ponderhit' | 'quit' }
  | { readonly kind: 'setoption'; readonly name: string; readonly value: string }
  /** `fen` undefined: `startpos`. */
  | { readonly kind: 'position'; readonly fen: string | undefined; readonly moves: readonly string[] }
  | { readonly kind: 'banmoves'; readonly moves: readonly string[] }
  | GoCommand
  | { readonly kind: 'unknown'; readonly text: string };

const SIMPLE = ['ucci', 'uci', 'isready', 'ucinewgame', 'stop', 'ponderhit', 'quit'] as const;

const GO_NUMBERS = ['depth', 'nodes', 'movetime', 'time', 'increment', 'wtime', 'btime', 'winc', 'binc', 'movestogo'] as const;

export function parseCommand(line: string): EngineCommand {
  const words = line.trim().split(/\s+/).filter(Boolean);
  const [head = '', ...rest] = words;
  if ((SIMPLE as readonly string[]).includes(head)) return { kind: head as (typeof SIMPLE)[number] };
  switch (head) {
    case 'setoption':
      return setoption(rest);
    case 'position':
      return position(rest) ?? { kind: 'unknown', text: line.trim() };
    case 'banmoves':
      return { kind: 'banmoves', moves: rest };
    case 'go':
      return go(rest);
    default:
      return { kind: 'unknown', text: line.trim() };
  }
}

/** UCI `setoption name <words> [value <words>]`, UCCI `setoption <name> [<value>]`; names compare case-blind. */
function setoption(words: readonly string[]): EngineCommand {
  if (words[0] === 'name') {
    const at = words.indexOf('value');
    const name = (at < 0 ? words.slice(1) : words.slice(1, at)).join(' ');
    return { kind: 'setoption', name: name.toLowerCase(), value: at < 0 ? '' : words.slice(at + 1).join(' ') };
  }
  return { kind: 'setoption', name: (words[0] ?? '').toLowerCase(), value: words.slice(1).join(' ') };
}

function position(words: readonly string[]): EngineCommand | undefined {
  const at = words.indexOf('moves');
  const setup = at < 0 ? words : words.slice(0, at);
  const moves = at < 0 ? [] : words.slice(at + 1);
  if (setup[0] === 'startpos') return { kind: 'position', fen: undefined, moves };
  if (setup[0] === 'fen' && setup.length > 1) return { kind: 'position', fen: setup.slice(1).join(' '), moves };
  return undefined;
}

function go(words: readonly string[]): GoCommand {
  const numbers: Partial<Record<(typeof GO_NUMBERS)[number], number>> = {};
  let infinite = false, ponder = false;
  let searchmoves: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === 'infinite') infinite = true;
    else if (word === 'ponder') ponder = true;
    else if (word === 'searchmoves') {
      searchmoves = words.slice(i + 1);
      break;
    } else if ((GO_NUMBERS as readonly string[]).includes(word)) {
      const n = Number(words[i + 1]);
      if (Number.isFinite(n) && n >= 0) numbers[word as (typeof GO_NUMBERS)[number]] = n;
      i++;
    }
  }
  return { kind: 'go', ...numbers, infinite, ponder, searchmoves };
}
