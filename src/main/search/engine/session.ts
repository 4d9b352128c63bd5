/**
 * Canju's engine behind UCCI or UCI: one session per process, fed the GUI's lines one at a time,
 * writing its answers. The first `ucci` or `uci` picks the protocol (UCI until then). Each `go` runs
 * the search in a worker thread (`startSearch`), with the tables folder joined as in `analyse`, so
 * this thread keeps reading: `stop` and `isready` are answered while it searches. Unknown commands
 * are ignored, as both protocols ask; a position that cannot be set is said in a message line.
 */
import { statSync } from 'node:fs';
import { moveToIccs } from '../../../shared/rules/move';
import { MAX_MOVES } from '../../../shared/rules/position';
import type { Dialect, EngineCommand, GoCommand } from '../../../shared/search/protocol/command';
import { clockTimeMs, searchBudget } from '../../../shared/search/protocol/budget';
import type { EngineNotice } from '../../../shared/search/protocol/messages';
import { sayNotice } from '../../../shared/words/say';
import { bestMoveLine, handshake, infoLines, messageLine } from '../../../shared/search/protocol/output';
import { type Game, setPosition } from '../../../shared/search/protocol/position';
import type { Iteration } from '../../../shared/search/deepening';
import { type RunningSearch, startSearch } from '../searchWorker';
import type { Lang } from '../../../shared/lang';

const DEFAULT_HASH_MB = 64;
const MAX_HASH_MB = 4096;
/** Principal variations a search can report: every root move. */
const MAX_MULTIPV = MAX_MOVES;

export interface SessionSettings {
  readonly lang: Lang;
  /** Tables folder, checked by the caller; undefined to search without tables. */
  readonly dir?: string;
  readonly write: (line: string) => void;
}

interface Running {
  readonly search: RunningSearch;
  readonly go: GoCommand;
  readonly game: Game;
  /** Lets a held best move out (`stop`, or `ponderhit` on a clock). */
  readonly release: () => void;
  /** Settles once the best move is written. */
  readonly finished: Promise<void>;
  timer?: NodeJS.Timeout;
}

export class EngineSession {
  private dialect: Dialect = 'uci';
  private game: Game | undefined = setPosition(undefined, []).game;
  private hashMb = DEFAULT_HASH_MB;
  private multiPv = 1;
  /** UCCI clocks in milliseconds (`usemillisec`, declared true as ElephantEye does) or seconds. */
  private ucciMillis = true;
  private dir: string | undefined;
  private running: Running | undefined;

  constructor(private readonly settings: SessionSettings) {
    this.dir = settings.dir;
  }

  /** Acts on one command; resolves once it is acted on (a `go` once its search has started). False after `quit`. */
  async handle(command: EngineCommand): Promise<boolean> {
    switch (command.kind) {
      case 'ucci':
      case 'uci':
        this.dialect = command.kind;
        handshake(this.dialect, { hashMb: this.hashMb, maxHashMb: MAX_HASH_MB, multiPv: this.multiPv, maxMultiPv: MAX_MULTIPV, tables: this.dir ?? '' })
          .forEach((line) => this.settings.write(line));
        break;
      case 'isready':
        this.settings.write('readyok');
        break;
      case 'setoption':
        this.setOption(command.name, command.value);
        break;
      case 'position': {
        const set = setPosition(command.fen, command.moves);
        this.game = set.game;
        if (set.problem) this.say(set.problem);
        break;
      }
      case 'banmoves':
        this.say({ code: 'unsupported', command: 'banmoves' });
        break;
      case 'go':
        await this.stop();
        this.go(command);
        break;
      case 'ponderhit':
        this.ponderhit();
        break;
      case 'stop':
        // UCCI asks for `nobestmove` when there was nothing to stop, so a GUI that lost track still gets an answer.
        if (!this.running && this.dialect === 'ucci') this.settings.write(bestMoveLine('ucci', undefined));
        await this.stop();
        break;
      case 'quit':
        await this.stop();
        if (this.dialect === 'ucci') this.settings.write('bye');
        return false;
      case 'ucinewgame':
      case 'unknown':
        // Each search has its own transposition table, so a new game needs nothing.
        break;
    }
    return true;
  }

  private say(notice: EngineNotice): void {
    this.settings.write(messageLine(this.dialect, sayNotice(notice, this.settings.lang)));
  }

  private setOption(name: string, value: string): void {
    const whole = (min: number, max: number) => {
      const n = Math.round(Number(value));
      return value.trim() !== '' && Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : undefined;
    };
    switch (name) {
      case 'hash':
      case 'hashsize': {
        // UCCI's `hashsize 0` leaves the size to the engine.
        const mb = whole(0, MAX_HASH_MB);
        if (mb !== undefined) this.hashMb = mb === 0 ? DEFAULT_HASH_MB : mb;
        break;
      }
      case 'multipv':
        this.multiPv = whole(1, MAX_MULTIPV) ?? this.multiPv;
        break;
      case 'usemillisec':
        this.ucciMillis = value !== 'false' && value !== 'off';
        break;
      case 'egtbpaths':
      case 'tablespath':
        this.setTables(value.trim());
        break;
    }
  }

  private setTables(dir: string): void {
    if (dir === '' || dir === '<empty>') {
      this.dir = undefined;
      return;
    }
    if (!isFolder(dir)) return this.say({ code: 'no-folder', dir });
    this.dir = dir;
    this.say({ code: 'tables', dir });
  }

  private go(go: GoCommand): void {
    const game = this.game;
    if (!game) {
      this.say({ code: 'no-position' });
      this.settings.write(bestMoveLine(this.dialect, undefined));
      return;
    }
    if (go.searchmoves.length) this.say({ code: 'unsupported', command: 'searchmoves' });
    const dialect = this.dialect;
    const budget = searchBudget(go, game.current.turn, dialect, this.ucciMillis);
    const search = startSearch(
      { fen: game.start.fen(), moves: game.moves, dir: this.dir, depth: budget.depth, timeMs: budget.timeMs, nodes: budget.nodes, hashMb: this.hashMb, multiPV: this.multiPv },
      (iteration) => this.report(dialect, iteration),
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    if (!budget.hold) release();
    const finished = this.finish(dialect, search, released);
    this.running = { search, go, game, release, finished };
  }

  /** Each principal variation of the iteration, best first; UCCI has no MultiPV, so it hears the best alone. */
  private report(dialect: Dialect, it: Iteration): void {
    const lines = dialect === 'uci' ? it.lines : it.lines.slice(0, 1);
    lines.forEach((line, i) => infoLines(dialect, {
      depth: it.depth, selDepth: it.selDepth, multipv: i + 1, score: line.score, nodes: it.nodes, nps: it.nps, timeMs: it.timeMs,
      tableHits: it.tableHits, pv: line.pv.map(moveToIccs),
    }).forEach((text) => this.settings.write(text)));
  }

  private async finish(dialect: Dialect, search: RunningSearch, released: Promise<void>): Promise<void> {
    let best: string | undefined, ponder: string | undefined;
    try {
      const result = await search.result;
      if (result.corrupt.length) this.say({ code: 'corrupt', materials: result.corrupt });
      if (result.bestMove === 0 && dialect === 'uci') this.settings.write('info depth 0 score mate 0');
      best = result.bestMove === 0 ? undefined : moveToIccs(result.bestMove);
      ponder = result.pv[1] === undefined ? undefined : moveToIccs(result.pv[1]);
    } catch (error) {
      this.say({ code: 'failed', detail: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    }
    await released;
    clearTimeout(this.running?.timer);
    this.running = undefined;
    this.settings.write(bestMoveLine(dialect, best, ponder));
  }

  /**
   * The input has ended without `quit`: whatever runs is stopped, its best move so far written, as
   * `stop` would. A GUI that closes the pipe has gone; a search let run to its limit (`go depth 64`)
   * would keep the process spinning with nobody to answer.
   */
  endOfInput(): Promise<void> {
    return this.stop();
  }

  /** Stops the search, if one runs, and waits for its best move to be written. */
  private async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    running.search.stop();
    running.release();
    await running.finished;
  }

  /** The move pondered on was played: the clock of the `go ponder` starts now. */
  private ponderhit(): void {
    const running = this.running;
    if (!running?.go.ponder) return;
    const timeMs = clockTimeMs(running.go, running.game.current.turn, this.dialect, this.ucciMillis);
    if (timeMs !== undefined) running.timer = setTimeout(() => running.search.stop(), timeMs);
    if (!(running.go.infinite && this.dialect === 'uci')) running.release();
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
