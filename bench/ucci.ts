/**
 * A small UCCI client for benchmarking an outside engine (ElephantEye, xqbase/eleeye) against Canju's
 * search: starts the engine as a child process, and for one position sends `position fen …` and
 * `go depth <max>`, sends `stop` when the time limit is up, and reads back what the engine reported.
 * ElephantEye prints `info time <ms> nodes <n>` followed by `info depth <d> score <s> pv …` for each
 * finished iteration it reports (and always once at the end), then `bestmove` or `nobestmove`; a score
 * above 9800 is a mate, 10000 minus the plies to it, and ElephantEye stops by itself once it has one.
 * Kept in bench/ for now: when Canju drives engines itself, the protocol client belongs in src/main/search.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** ElephantEye's MATE_VALUE and WIN_VALUE (position.h): scores beyond ±WIN_VALUE are mates. */
const MATE_VALUE = 10000;
const WIN_VALUE = MATE_VALUE - 200;

export interface UcciResult {
  /** Plies to mate from the side to move's point of view: positive when it mates, negative when it is mated; undefined when no mate was found. */
  readonly matePlies: number | undefined;
  /** The last score reported, in the engine's units (centipawn-like; ±(10000 - plies) for mates). */
  readonly score: number | undefined;
  /** The depth of the iteration that gave `score`. */
  readonly depth: number;
  /** The engine's own milliseconds and nodes when it reported `score` (the mate, when one was found). */
  readonly timeMs: number;
  readonly nodes: number;
  /** The engine's milliseconds and nodes for the whole search, up to `bestmove` or `stop`. */
  readonly totalTimeMs: number;
  readonly totalNodes: number;
  /** The principal variation, ICCS-style coordinates as the engine prints them (`h2e2`). */
  readonly pv: readonly string[];
  readonly bestMove: string | undefined;
  /** Whether the time limit ran out before the engine finished by itself. */
  readonly stopped: boolean;
}

export interface UcciLimits {
  /** Wall-clock limit in milliseconds; `stop` is sent when it is reached. */
  readonly timeMs: number;
  /** Maximum iteration depth for `go depth`. */
  readonly maxDepth?: number;
}

export class UcciEngine {
  private buffer = '';
  private readonly waiters: Array<(line: string) => boolean> = [];
  private exited = false;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('latin1');
    child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let newline: number;
      while ((newline = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, newline).replace(/\r$/, '');
        this.buffer = this.buffer.slice(newline + 1);
        for (let i = 0; i < this.waiters.length; i++) {
          if (this.waiters[i](line)) this.waiters.splice(i--, 1);
        }
      }
    });
    child.on('exit', () => {
      this.exited = true;
    });
  }

  /** Starts the engine, sends `ucci` and the options, and waits for `readyok`. */
  static async start(path: string, options: { readonly hashMb?: number } = {}): Promise<UcciEngine> {
    const child = spawn(path, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    const engine = new UcciEngine(child);
    const failed = new Promise<never>((_, reject) => child.once('error', reject));
    const ok = engine.waitFor((line) => line === 'ucciok');
    engine.send('ucci');
    await Promise.race([ok, failed]);
    // ElephantEye searches on one thread; its hash is in MB (16 to 1024).
    engine.send(`setoption hashsize ${options.hashMb ?? 64}`);
    await engine.ready();
    return engine;
  }

  send(command: string): void {
    if (this.exited) throw new Error('the UCCI engine has exited');
    this.child.stdin.write(`${command}\n`);
  }

  private waitFor(accept: (line: string) => boolean): Promise<string> {
    return new Promise((resolve) => {
      this.waiters.push((line) => {
        if (!accept(line)) return false;
        resolve(line);
        return true;
      });
    });
  }

  async ready(): Promise<void> {
    const ok = this.waitFor((line) => line === 'readyok');
    this.send('isready');
    await ok;
  }

  /** Searches one position until the engine stops by itself (a mate, or `maxDepth`) or the time limit. */
  async analyse(fen: string, limits: UcciLimits): Promise<UcciResult> {
    await this.ready();
    let score: number | undefined;
    let depth = 0;
    let pv: string[] = [];
    let lastTime = 0;
    let lastNodes = 0;
    let scoreTime = 0;
    let scoreNodes = 0;
    let mate: { plies: number; depth: number; timeMs: number; nodes: number; pv: string[] } | undefined;
    const done = this.waitFor((line) => {
      const words = line.trim().split(/\s+/);
      if (words[0] === 'bestmove' || words[0] === 'nobestmove') return true;
      if (words[0] !== 'info') return false;
      const at = (key: string) => {
        const i = words.indexOf(key);
        return i >= 0 && i + 1 < words.length ? Number(words[i + 1]) : undefined;
      };
      const time = at('time');
      const nodes = at('nodes');
      if (time !== undefined) lastTime = time;
      if (nodes !== undefined) lastNodes = nodes;
      const s = at('score');
      const d = at('depth');
      if (s !== undefined && d !== undefined && d > 0) {
        score = s;
        depth = d;
        scoreTime = lastTime;
        scoreNodes = lastNodes;
        const p = words.indexOf('pv');
        pv = p >= 0 ? words.slice(p + 1) : [];
        if (mate === undefined && Math.abs(s) > WIN_VALUE) {
          mate = { plies: Math.sign(s) * (MATE_VALUE - Math.abs(s)), depth: d, timeMs: lastTime, nodes: lastNodes, pv };
        }
      }
      return false;
    });
    const bestLine = done.then((line) => line);
    this.send(`position fen ${fen}`);
    const started = Date.now();
    this.send(`go depth ${limits.maxDepth ?? 64}`);
    let stopped = false;
    const timer = setTimeout(() => {
      stopped = true;
      this.send('stop');
    }, limits.timeMs);
    const line = await bestLine;
    clearTimeout(timer);
    const words = line.trim().split(/\s+/);
    const wall = Date.now() - started;
    return {
      matePlies: mate?.plies,
      score: mate === undefined ? score : Math.sign(mate.plies) * (MATE_VALUE - Math.abs(mate.plies)),
      depth: mate?.depth ?? depth,
      timeMs: mate?.timeMs ?? scoreTime,
      nodes: mate?.nodes ?? scoreNodes,
      totalTimeMs: Math.max(lastTime, mate === undefined ? 0 : mate.timeMs) || wall,
      totalNodes: lastNodes,
      pv: mate?.pv ?? pv,
      bestMove: words[0] === 'bestmove' ? words[1] : undefined,
      stopped,
    };
  }

  async quit(): Promise<void> {
    if (this.exited) return;
    const exit = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.send('quit');
    await Promise.race([exit, new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
    if (!this.exited) this.child.kill();
  }
}
