/**
 * Analysis for the workbench's engine panel: Canju's engine (its search in a worker thread, the
 * services' tables folder joined, as `analyse` and `engine` run it) or an outside UCI/UCCI engine
 * through the protocol client. One analysis runs at a time: starting one stops the one before and
 * waits for it to end, so two searches never share the cores. Iterations go out as `analysis`
 * events, at most every PROGRESS_MS (a search's first depths take microseconds each), the latest
 * always sent before the `analysis-end` that closes it. An outside engine that is missing, is no
 * engine or dies is a failure (a coded problem), never an exception.
 */
import { isAbsolute } from 'node:path';
import type {
  AnalysisEnd, AnalysisEngine, AnalysisIteration, AnalysisLine, AnalysisProof, Answer, CanjuEvent,
} from '../../shared/api/contract';
import { type Problem, failure, problem } from '../../shared/api/problem';
import { type Notation, writeMove } from '../../shared/notation';
import { parseIccs } from '../../shared/notation/iccs';
import { moveToIccs } from '../../shared/rules/move';
import { Position } from '../../shared/rules/position';
import type { EngineScore } from '../../shared/search/protocol/score';
import type { EngineInfo } from '../../shared/search/protocol/reply';
import { MAX_DEPTH } from '../../shared/search/limits';
import { HEURISTIC_LIMIT, describeScore, mateIn, matedIn } from '../../shared/search/score';
import type { Iteration } from '../../shared/search/deepening';
import { EngineClient, type EngineFailure } from '../search/engineClient';
import { startProof, startSearch } from '../search/searchWorker';
import { FULL_WIDTH_RATE } from '../../shared/search/prove/method';
import { validatePosition } from './positionService';

/** Iteration events at most this often. */
const PROGRESS_MS = 100;
/**
 * The prover's budget over a mate the search found: 10 s at the nominal rate, counted in nodes so the
 * verdict does not depend on the machine's load (docs/search.md, "Proof-number search").
 */
const PROOF_NODES = 10 * FULL_WIDTH_RATE;
/** Canju's engine's name, as its `id name` says it. */
const CANJU = 'Canju';

interface Running {
  readonly id: number;
  stop(): void;
  /** Settles once the `analysis-end` event is sent. */
  readonly ended: Promise<void>;
}

/** How a run ends: its end, best move, problem and proof, reported once. */
type Finish = (end: AnalysisEnd, bestMove: string | undefined, why?: Problem, proof?: AnalysisProof) => void;

export class AnalysisService {
  private running: Running | undefined;
  private lastId = 0;
  /** Starts and stops in the order asked, so a start never overlaps the end of the one before. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly emit: (event: CanjuEvent) => void,
  ) {}

  start(fen: string, engine: AnalysisEngine, lines: number, notation: Notation): Promise<Answer<{ id: number; engine: string }>> {
    return this.serially(async () => {
      const checked = validatePosition(fen);
      if (!checked.ok) return checked;
      await this.halt();
      const id = ++this.lastId;
      const writer = new LineWriter(checked.fen, notation);
      return engine === 'canju' ? this.runCanju(id, checked.fen, lines, writer) : this.runOutside(id, engine.path, checked.fen, lines, writer);
    });
  }

  stop(): Promise<{ ok: true; stopped: boolean }> {
    return this.serially(async () => ({ ok: true as const, stopped: await this.halt() }));
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stops the running analysis and waits for its end; whether there was one. */
  private async halt(): Promise<boolean> {
    const running = this.running;
    if (!running) return false;
    running.stop();
    await running.ended;
    return true;
  }

  /**
   * Canju's search, until stopped or settled by a mate; a search that ends on a mate or a table win
   * is then handed to the prover (every defence searched, to the search's distance), so the panel can
   * say the result is proven, not just found.
   */
  private runCanju(id: number, fen: string, lines: number, writer: LineWriter): Answer<{ id: number; engine: string }> {
    const events = this.events(id);
    const search = startSearch({ fen, dir: this.dir, multiPV: lines }, (it) => events.iteration(writer.canju(it)));
    let stopped = false, stopNow = () => search.stop();
    const ended = (async () => {
      const result = await search.result;
      const best = result.bestMove ? moveToIccs(result.bestMove) : undefined;
      const settled = describeScore(result.score);
      // No legal move (no best move) is settled by the rules already: nothing to prove.
      if (result.interrupted || stopped || settled.kind === 'value' || !best) return events.finish(result.interrupted ? 'stopped' : 'done', best);
      const proving = startProof({ fen, dir: this.dir, depth: Math.min(MAX_DEPTH, settled.plies), nodes: PROOF_NODES });
      stopNow = () => proving.stop();
      const proof = await proving.result;
      if (!proof.proven && stopped) return events.finish('stopped', best);
      // The deepening prover ends its lines at mate, a table or the rule: a draw by search is the proof-number prover's.
      events.finish('done', best, undefined, proof.proven && proof.by !== 'search'
        ? { proven: true, by: proof.by, line: writer.line(proof.depth, proof.score, proof.pv.map(moveToIccs)) }
        : { proven: false });
    })().catch((error: unknown) => events.finish('failed', undefined, problem('analysis-failed', { detail: firstLine(error) })));
    this.track({
      id,
      stop: () => {
        stopped = true;
        stopNow();
      },
      ended,
    });
    return { ok: true, id, engine: CANJU };
  }

  private async runOutside(id: number, path: string, fen: string, lines: number, writer: LineWriter): Promise<Answer<{ id: number; engine: string }>> {
    if (!isAbsolute(path)) return failure('engine-path', { path });
    const started = await EngineClient.start(path);
    if (!started.ok) return { ok: false, errors: [engineProblem(started.error)] };
    const client = started.value;
    client.configure({ multiPv: lines });
    const ready = await client.ready();
    if (!ready.ok) {
      client.kill();
      return { ok: false, errors: [engineProblem(ready.error)] };
    }
    const events = this.events(id);
    const gathered = new GatheredLines(lines);
    const analysis = client.analyse(fen, [], { infinite: true }, (info) => {
      const iteration = gathered.add(info, writer);
      if (iteration) events.iteration(iteration);
    });
    const ended = analysis.result.then(async (result) => {
      await client.quit();
      if (result.ok) events.finish(result.value.stopped ? 'stopped' : 'done', result.value.bestMove);
      else events.finish('failed', undefined, engineProblem(result.error));
    });
    this.track({ id, stop: () => analysis.stop(), ended });
    return { ok: true, id, engine: client.name || path };
  }

  private track(running: Running): void {
    this.running = running;
    void running.ended.then(() => {
      if (this.running === running) this.running = undefined;
    });
  }

  /** The run's events: iterations throttled, the latest flushed before the end. */
  private events(id: number): { iteration(it: AnalysisIteration): void; finish: Finish } {
    let last = 0, pending: AnalysisIteration | undefined, timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (pending) this.emit({ type: 'analysis', id, iteration: pending });
      pending = undefined;
      last = Date.now();
    };
    return {
      iteration: (it) => {
        pending = it;
        const wait = last + PROGRESS_MS - Date.now();
        if (wait <= 0) flush();
        else timer ??= setTimeout(flush, wait);
      },
      finish: (end, bestMove, why, proof) => {
        flush();
        this.emit({ type: 'analysis-end', id, end, bestMove: bestMove ?? null, ...(why ? { problem: why } : {}), ...(proof ? { proof } : {}) });
      },
    };
  }
}

/** Lines in the analysis's notation, from the analysed position. */
class LineWriter {
  constructor(private readonly fen: string, private readonly notation: Notation) {}

  line(depth: number, score: number, iccs: readonly string[]): AnalysisLine {
    const pos = Position.fromFen(this.fen);
    const legal: string[] = [], text: string[] = [];
    for (const word of iccs) {
      const move = parseIccs(pos, word);
      if (!move.ok) break;
      legal.push(moveToIccs(move.value));
      text.push(writeMove(pos, move.value, this.notation));
      pos.play(move.value);
    }
    return { depth, score, iccs: legal, text };
  }

  canju(it: Iteration): AnalysisIteration {
    const lines = it.lines.map((l) => this.line(it.depth, l.score, l.pv.map(moveToIccs)));
    return { depth: it.depth, nodes: it.nodes, nps: it.nps, timeMs: it.timeMs, lines, ...(it.partial ? { partial: true } : {}) };
  }
}

/**
 * An outside engine's `info` lines gathered into iterations: each principal variation kept by its
 * MultiPV number until the engine sends it again (a UCI engine sends them one at a time per depth),
 * the counters from the latest line that had them (ElephantEye sends them on a line of their own).
 */
class GatheredLines {
  private readonly lines: (AnalysisLine | undefined)[] = [];
  private counters = { nodes: 0, nps: 0, timeMs: 0 };

  constructor(private readonly count: number) {}

  add(info: EngineInfo, writer: LineWriter): AnalysisIteration | undefined {
    this.counters = { nodes: info.nodes ?? this.counters.nodes, nps: info.nps ?? this.counters.nps, timeMs: info.timeMs ?? this.counters.timeMs };
    const k = (info.multipv ?? 1) - 1;
    // A bound is no score to show; a line beyond the count asked is an engine ignoring MultiPV.
    if (info.pv === undefined || info.score === undefined || info.bound || k >= this.count || k < 0) return undefined;
    this.lines[k] = writer.line(info.depth ?? 0, canjuScore(info.score), info.pv);
    const lines = this.lines.filter((l) => l !== undefined);
    return { depth: Math.max(...lines.map((l) => l.depth)), ...this.counters, lines };
  }
}

/** An outside engine's score in Canju's bands: its mates as mates, anything else an evaluation. */
export function canjuScore(score: EngineScore): number {
  if (score.kind === 'mate') return score.plies > 0 ? mateIn(score.plies) : matedIn(-score.plies);
  return Math.max(-(HEURISTIC_LIMIT - 1), Math.min(HEURISTIC_LIMIT - 1, score.value));
}

const ENGINE_PROBLEMS = { missing: 'engine-missing', 'not-an-engine': 'not-an-engine', died: 'engine-died', timeout: 'engine-timeout' } as const;

function engineProblem(error: EngineFailure): Problem {
  return problem(ENGINE_PROBLEMS[error.code], { path: error.path });
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
