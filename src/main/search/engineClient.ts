/**
 * A client for outside Xiangqi engines (Pikafish, ElephantEye, Canju's own `engine`): starts one from
 * its path, finds its protocol (`uci` first; an engine that does not answer `uciok` is started again
 * and sent `ucci`, since a UCCI engine such as ElephantEye quits on any other first line), sets
 * options, and searches a position, streaming each `info` read (protocol/reply.ts) until `bestmove`.
 * Everything that can go wrong with the other program is a value, never a throw: the binary missing,
 * a program that is no engine, an engine that died or stopped answering. An engine that does not
 * answer `stop` or `quit` in time is killed.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { err, ok, type Result } from '../../shared/result';
import type { Dialect } from '../../shared/search/protocol/command';
import { type EngineInfo, type EngineReply, parseReply } from '../../shared/search/protocol/reply';

export type EngineFailure =
  | { readonly code: 'missing'; readonly path: string; readonly detail: string }
  | { readonly code: 'not-an-engine'; readonly path: string }
  | { readonly code: 'died'; readonly path: string; readonly exitCode: number | null; readonly signal: string | null }
  | { readonly code: 'timeout'; readonly path: string; readonly waitingFor: string };

export interface StartOptions {
  /** `auto` (the default) tries UCI, then UCCI. */
  readonly protocol?: Dialect | 'auto';
  readonly args?: readonly string[];
  readonly cwd?: string;
  /** How long the handshake and `isready` may take (default 10 s). */
  readonly answerMs?: number;
}

/** Options every engine is asked for by their name in its protocol. */
export interface CommonOptions {
  readonly hashMb?: number;
  readonly multiPv?: number;
  readonly threads?: number;
}

export interface GoLimits {
  readonly depth?: number;
  readonly nodes?: number;
  /** Stop after this long: UCI `movetime`; for UCCI, whose `go time` is a clock, the client sends `stop`. */
  readonly timeMs?: number;
  /** Search until `stop()` (a UCCI engine may end by itself at a mate). */
  readonly infinite?: boolean;
}

export interface AnalysisResult {
  /** Undefined when the engine answered `nobestmove` or `bestmove (none)`. */
  readonly bestMove: string | undefined;
  readonly ponder: string | undefined;
  readonly infos: readonly EngineInfo[];
  /** Whether `stop` was sent (the time limit or `stop()`) before the engine answered. */
  readonly stopped: boolean;
}

export interface Analysis {
  readonly result: Promise<Result<AnalysisResult, EngineFailure>>;
  stop(): void;
}

const ANSWER_MS = 10_000;
/** How long an engine may take to answer `stop` or `quit` before it is killed. */
const GRACE_MS = 2_000;
/** The deepest `go depth` sent to a UCCI engine for a time-limited search. */
const UCCI_MAX_DEPTH = 64;
/** UCCI option names for the common options; UCI's are Hash, MultiPV, Threads. */
const OPTION_NAMES = { hashMb: ['Hash', 'hashsize'], multiPv: ['MultiPV', 'multipv'], threads: ['Threads', 'threads'] } as const;

type Listener = (reply: EngineReply) => void;

export class EngineClient {
  private readonly listeners = new Set<Listener>();
  private readonly exitListeners = new Set<() => void>();
  private exit: { code: number | null; signal: string | null } | undefined;
  private engineName = '';
  /** The `option` lines the engine declared. */
  readonly declared: string[] = [];

  private constructor(private readonly child: ChildProcessWithoutNullStreams, readonly path: string, readonly dialect: Dialect) {
    child.stdout.setEncoding('utf8');
    let buffer = '';
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const reply = parseReply(buffer.slice(0, newline), this.dialect);
        buffer = buffer.slice(newline + 1);
        for (const listener of [...this.listeners]) listener(reply);
      }
    });
    // An engine's stderr is not part of the protocol; reading it keeps a chatty engine from blocking.
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      this.exit = { code, signal };
      for (const listener of [...this.exitListeners]) listener();
    });
  }

  /** Starts the engine and completes the handshake in its protocol. */
  static async start(path: string, options: StartOptions = {}): Promise<Result<EngineClient, EngineFailure>> {
    const protocol = options.protocol ?? 'auto';
    const first = await EngineClient.handshake(path, protocol === 'ucci' ? 'ucci' : 'uci', options);
    if (first.ok || protocol !== 'auto' || first.error.code === 'missing') return first;
    return EngineClient.handshake(path, 'ucci', options);
  }

  private static async handshake(path: string, dialect: Dialect, options: StartOptions): Promise<Result<EngineClient, EngineFailure>> {
    let child: ChildProcessWithoutNullStreams;
    try {
      child = spawn(path, options.args ?? [], { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      return err({ code: 'missing', path, detail: (error as Error).message });
    }
    const spawned = await new Promise<Error | undefined>((resolve) => {
      child.once('spawn', () => resolve(undefined));
      child.once('error', resolve);
    });
    if (spawned) return err({ code: 'missing', path, detail: spawned.message });
    const client = new EngineClient(child, path, dialect);
    const answer = client.await((reply) => {
      if (reply.kind === 'id' && reply.field === 'name') client.engineName = reply.value;
      if (reply.kind === 'option') client.declared.push(reply.text);
      return reply.kind === (dialect === 'ucci' ? 'ucciok' : 'uciok');
    }, dialect === 'ucci' ? 'ucciok' : 'uciok', options.answerMs ?? ANSWER_MS);
    client.send(dialect);
    const answered = await answer;
    if (!answered.ok) {
      client.kill();
      return err({ code: 'not-an-engine', path });
    }
    return ok(client);
  }

  /** The engine's `id name`. */
  get name(): string {
    return this.engineName;
  }

  /** Sends one command line; false when the engine has exited. */
  send(command: string): boolean {
    if (this.exit || !this.child.stdin.writable) return false;
    this.child.stdin.write(`${command}\n`);
    return true;
  }

  /** Sets an option by its name in the engine's protocol. */
  setOption(name: string, value: string | number): void {
    this.send(this.dialect === 'ucci' ? `setoption ${name} ${value}` : `setoption name ${name} value ${value}`);
  }

  /** Sets the common options, each by its name in the engine's protocol. */
  configure(options: CommonOptions): void {
    for (const key of Object.keys(OPTION_NAMES) as (keyof CommonOptions)[]) {
      const value = options[key];
      if (value !== undefined) this.setOption(OPTION_NAMES[key][this.dialect === 'uci' ? 0 : 1], value);
    }
  }

  /** `isready` answered by `readyok`. */
  async ready(timeoutMs = ANSWER_MS): Promise<Result<void, EngineFailure>> {
    if (!this.send('isready')) return err(this.died());
    const answered = await this.await((reply) => reply.kind === 'readyok', 'readyok', timeoutMs);
    return answered.ok ? ok(undefined) : answered;
  }

  /** Searches `fen` after `moves` (ICCS), streaming each `info`, until the engine answers with its move. */
  analyse(fen: string, moves: readonly string[], limits: GoLimits, onInfo?: (info: EngineInfo) => void): Analysis {
    const infos: EngineInfo[] = [];
    let stopped = false, hung = false;
    let timer: NodeJS.Timeout | undefined, killer: NodeJS.Timeout | undefined;
    // An engine that does not answer `stop` within the grace period is taken as hung and killed.
    const stop = () => {
      if (stopped) return;
      stopped = true;
      this.send('stop');
      killer = setTimeout(() => {
        hung = true;
        this.kill();
      }, GRACE_MS);
    };
    const answer = this.await((reply) => {
      if (reply.kind === 'info') {
        infos.push(reply.info);
        onInfo?.(reply.info);
      }
      return reply.kind === 'bestmove';
    }, 'bestmove');
    this.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
    this.send(`go ${this.goWords(limits)}`);
    // UCCI's `go` has no move time, so the client stops it; a UCI engine past its `movetime` and the grace period is stopped too.
    if (limits.timeMs !== undefined) timer = setTimeout(stop, limits.timeMs + (this.dialect === 'ucci' ? 0 : GRACE_MS));
    const result = answer.then((reply): Result<AnalysisResult, EngineFailure> => {
      clearTimeout(timer);
      clearTimeout(killer);
      if (!reply.ok) return hung ? err({ code: 'timeout', path: this.path, waitingFor: 'bestmove' }) : reply;
      const best = reply.value as Extract<EngineReply, { kind: 'bestmove' }>;
      return ok({ bestMove: best.move, ponder: best.ponder, infos, stopped });
    });
    return { result, stop };
  }

  private goWords(limits: GoLimits): string {
    if (limits.infinite) return 'infinite';
    const words: string[] = [];
    if (limits.nodes !== undefined) words.push(`nodes ${limits.nodes}`);
    if (this.dialect === 'uci') {
      if (limits.depth !== undefined) words.push(`depth ${limits.depth}`);
      if (limits.timeMs !== undefined) words.push(`movetime ${limits.timeMs}`);
    } else if (limits.depth !== undefined || limits.timeMs !== undefined) {
      words.push(`depth ${limits.depth ?? UCCI_MAX_DEPTH}`);
    }
    return words.join(' ') || 'infinite';
  }

  /** Sends `quit` and waits for the engine to exit; kills it if it does not within `graceMs`. */
  async quit(graceMs = GRACE_MS): Promise<void> {
    if (this.exit) return;
    const exited = new Promise<void>((resolve) => this.exitListeners.add(resolve));
    this.send('quit');
    const timer = setTimeout(() => this.kill(), graceMs);
    await exited;
    clearTimeout(timer);
  }

  kill(): void {
    if (!this.exit) this.child.kill('SIGKILL');
  }

  /** How the engine ended, once it has. */
  get exitStatus(): { readonly code: number | null; readonly signal: string | null } | undefined {
    return this.exit;
  }

  private died(): EngineFailure {
    return { code: 'died', path: this.path, exitCode: this.exit?.code ?? null, signal: this.exit?.signal ?? null };
  }

  /** The first reply `accept` takes; a failure if the engine exits first or `timeoutMs` passes. */
  private await(accept: (reply: EngineReply) => boolean, waitingFor: string, timeoutMs?: number): Promise<Result<EngineReply, EngineFailure>> {
    if (this.exit) return Promise.resolve(err(this.died()));
    return new Promise((resolve) => {
      const done = (result: Result<EngineReply, EngineFailure>) => {
        this.listeners.delete(listener);
        this.exitListeners.delete(onExit);
        clearTimeout(timer);
        resolve(result);
      };
      const listener: Listener = (reply) => {
        if (accept(reply)) done(ok(reply));
      };
      const onExit = () => done(err(this.died()));
      const timer = timeoutMs === undefined ? undefined : setTimeout(() => done(err({ code: 'timeout', path: this.path, waitingFor })), timeoutMs);
      this.listeners.add(listener);
      this.exitListeners.add(onExit);
    });
  }
}
