/**
 * `analyse <fen> --dir <tables> [--depth N | --time S] [--json]`: searches the position in a worker
 * thread, the tables' exact values replacing the search wherever a material has a table, and prints
 * each finished iteration (depth, score, nodes, nodes per second, principal variation) and each better
 * win found in the middle of one (marked unfinished, `partial` in JSON), then the best move. Ctrl-C
 * stops the search and prints the best move found so far.
 *
 * With `--prove` it reports a result only when it is proven (`src/shared/search/prove`): each depth
 * that proved nothing yet, then the proof (result, distance, line) or "not proven within the limits"
 * (exit code 1); `--json` prints one object `{proven, result, plies, metric, shortest, by, pv, nodes, seconds}`,
 * `metric` saying what the plies count: `dtm` to mate, `dtc` to a table's conversion (or the rule's repetition);
 * `shortest` false where a limit stopped the search before it covered the distance ("mate in at most N").
 * `--method auto|full-width|proof-number` picks the prover (`search/prove/method.ts`; `auto` runs
 * both), `method` in JSON saying which answered; its budget is nodes (`--nodes`, or `--time` turned
 * into nodes at nominal rates), so the answer does not depend on the machine's load. A draw the
 * proof-number search proves lists the move that holds and the answer to each try (`defence`).
 * Ctrl-C says "stopped" (`"stopped": true`) with exit code 130, never "not proven".
 * A proof not proven names the tables its lines reached that the folder lacks, with their cost
 * (`missingTables: [{material, entries, seconds, bytes}]`, `gen --plan`'s model); `--generate-tables`
 * makes those that fit the proof's time limit, smallest first, through the generation service (each
 * file written under a temporary name and renamed), and proves again with them (`generatedTables`);
 * the tables stay in the folder.
 */
import { availableParallelism } from 'node:os';
import { NOTATIONS, type Notation, writeMove } from '../../../shared/notation';
import { parseIccs } from '../../../shared/notation/iccs';
import { moveToIccs, type Move } from '../../../shared/rules/move';
import type { Position } from '../../../shared/rules/position';
import { describeScore } from '../../../shared/search/score';
import { sayScore } from '../../../shared/words/say';
import type { DrawDefence, Proof } from '../../../shared/search/prove/prove';
import { PROOF_METHODS, PROOF_NUMBER_RATE, budgetOfSeconds } from '../../../shared/search/prove/method';
import type { Iteration } from '../../../shared/search/deepening';
import { type ProofRequest, startProof, startSearch } from '../../search/searchWorker';
import { choice, numberArg } from '../args';
import type { Command } from '../command';
import type { CliIo } from '../io';
import { BadArgument, EXIT, UsageError } from '../failure';
import { cancelOnInterrupt } from '../interrupt';
import { text } from '../messages';
import { positionArg } from '../position';
import { tablesDir, withFolder } from '../tablesFolder';
import { parseSignature } from '../../../shared/material/signature';
import { generateWithSubTables } from '../../tablebase/generationService';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import { type MissingTable, affordableTables, missingTableCosts } from '../../search/missingTables';
import { clock, progressPrinter, size, WORDS as GEN_WORDS } from './gen';
import type { Lang } from '../../../shared/lang';

/** Default thinking time when neither --depth nor --time is given. */
const DEFAULT_SECONDS = 10;

export const WORDS = {
  en: { depth: 'depth', partial: ' (unfinished)', score: 'score', nodes: 'nodes', nps: 'nps', pv: 'pv', best: 'best move', none: 'no legal move', corrupt: 'corrupt tables left out' },
  zh: { depth: '深度', partial: '（本层未完）', score: '评分', nodes: '节点', nps: '每秒节点', pv: '主变', best: '最佳着法', none: '无着可走', corrupt: '已跳过损坏的残局库' },
} as const;

/** `--prove`'s words: the result for the side to move, how it was proven, the distance in plies. */
export const PROOF_WORDS = {
  en: {
    proven: 'proven: ', side: ['red', 'black'], win: ' wins', loss: ' loses', draw: 'draw',
    byRule: 'by the perpetual-check rule', drawnByTable: ' (table)', drawnByRule: ' (neither side has a rook, horse, cannon or pawn)',
    drawnBySearch: ' (neither side can win: both searched by proof numbers)', holds: 'holds', tryAnswer: 'try', answeredBy: 'answered by',
    how: { mate: 'mate', table: 'table', rule: 'rule', draw: 'draw', horizon: 'horizon', search: 'search' } as Record<string, string>,
    stopped: 'stopped', proofNumbers: 'proof numbers',
    plies: (n: number) => ` (${n} plies)`, pliesByDtm: (n: number) => ` (${n} plies to mate, by the DTM tables)`, time: 'time', seconds: (s: string) => `${s} s`,
    atMost: (mate: boolean, us: boolean, moves: number) => `${mate ? (us ? 'mate' : 'mated') : us ? 'table win' : 'table loss'} in at most ${moves}`,
    notProven: (depth: number) => `not proven within the limits (searched ${depth} plies)`,
  },
  zh: {
    proven: '已证明：', side: ['红', '黑'], win: '胜', loss: '负', draw: '和棋',
    byRule: '按长将判负', drawnByTable: '（残局库）', drawnByRule: '（双方均无车马炮兵）',
    drawnBySearch: '（证明数搜索：双方均不能取胜）', holds: '守和着法', tryAnswer: '试着', answeredBy: '应着',
    how: { mate: '杀棋', table: '残局库', rule: '规则', draw: '和局', horizon: '视界', search: '搜索' } as Record<string, string>,
    stopped: '已停止', proofNumbers: '证明数搜索',
    plies: (n: number) => `（${n} 半回合）`, pliesByDtm: (n: number) => `（按 DTM 库，距杀棋 ${n} 半回合）`, time: '用时', seconds: (s: string) => `${s} 秒`,
    atMost: (mate: boolean, us: boolean, moves: number) => (mate ? `至多${moves}步${us ? '杀' : '被杀'}` : `${us ? '库胜' : '库负'}至多${moves}步`),
    notProven: (depth: number) => `未证明：限制内找不到证明（已搜索 ${depth} 半回合）`,
  },
} as const;

/** The moves of `pv` from `pos`, written in `notation` (each against the position before it). */
export function pvText(pos: Position, pv: readonly Move[], notation: Notation): string[] {
  const board = pos.clone();
  return pv.map((move) => {
    const written = writeMove(board, move, notation);
    board.play(move);
    return written;
  });
}

function scoreJson(score: number) {
  const d = describeScore(score);
  return d.kind === 'value' ? { kind: 'value', value: d.value } : { ...d, score };
}

function iterationLine(it: Iteration, pos: Position, notation: Notation, lang: Lang): string {
  const w = WORDS[lang];
  return `${w.depth} ${it.depth}/${it.selDepth}${it.partial ? w.partial : ''}  ${w.score} ${sayScore(it.score, lang)}  ${w.nodes} ${it.nodes}  ${w.nps} ${it.nps}  ${w.pv} ${pvText(pos, it.pv, notation).join(' ')}`;
}

/** `--moves`: ICCS moves played from the FEN to the position analysed, each legal where it is played. */
function gameMoves(start: Position, typed: string | true | undefined): Move[] {
  if (typeof typed !== 'string') return [];
  const pos = start.clone();
  return typed.trim().split(/\s+/).filter(Boolean).map((iccs, i) => {
    const move = parseIccs(pos, iccs);
    if (!move.ok) throw new BadArgument(text('analyse-move', i + 1, iccs));
    pos.play(move.value);
    return move.value;
  });
}

export const analyseCommand: Command = {
  name: 'analyse',
  usage: {
    en: 'analyse <fen> --dir <tables> [--prove [--method auto|full-width|proof-number] [--nodes N] [--generate-tables]] [--depth N | --time S] [--moves \'<iccs> …\'] [--notation chinese|wxf|iccs] [--json]',
    zh: 'analyse <fen> --dir <残局库目录> [--prove [--method auto|full-width|proof-number] [--nodes N] [--generate-tables]] [--depth N | --time 秒] [--moves \'<iccs> …\'] [--notation chinese|wxf|iccs] [--json]',
  },
  summary: {
    en: 'search the position, the tables exact where captures reach them; --prove: a result only when proven',
    zh: '搜索局面，吃子进入有库的子力时用库的精确值；--prove：只报告已证明的结果',
  },
  positionals: 1,
  options: ['dir', 'depth', 'time', 'notation', 'moves', 'method', 'nodes'],
  flags: ['json', 'prove', 'generate-tables'],
  run(args, io, lang) {
    const start = positionArg(args.positionals[0]);
    if (args.options.has('prove') && args.options.has('moves')) throw new UsageError(text('analyse-prove-moves'));
    if (!args.options.has('prove') && args.options.has('generate-tables')) throw new UsageError(text('analyse-generate-prove'));
    const moves = gameMoves(start, args.options.get('moves'));
    const pos = start.clone();
    for (const move of moves) pos.play(move);
    const dir = tablesDir(args, false);
    const notation = choice(args, 'notation', NOTATIONS, 'chinese');
    if (args.options.has('depth') && args.options.has('time')) throw new UsageError(text('analyse-limits'));
    const depth = args.options.has('depth') ? numberArg(args, 'depth', 1, 1, 64, true) : undefined;
    const seconds = depth === undefined ? numberArg(args, 'time', DEFAULT_SECONDS, 0.01, 86_400, false) : undefined;
    const json = args.options.has('json');
    const timeMs = seconds === undefined ? undefined : seconds * 1000;
    if (args.options.has('prove')) {
      const method = choice(args, 'method', PROOF_METHODS, 'auto');
      // Nodes, not time: --nodes counts the proof-number search's expansions, --time turns into both methods' nodes.
      const nodes = args.options.has('nodes') ? numberArg(args, 'nodes', 1, 1, 1e10, true) : undefined;
      const budget = budgetOfSeconds(nodes !== undefined ? nodes / PROOF_NUMBER_RATE : seconds ?? DEFAULT_SECONDS);
      // The tables' time is the proof's --time (with --nodes alone, the nodes' nominal seconds).
      const generate = !args.options.has('generate-tables') ? undefined
        : args.options.has('time') || nodes === undefined ? seconds ?? DEFAULT_SECONDS : nodes / PROOF_NUMBER_RATE;
      return proveCommand({ fen: start.fen(), dir, depth, method, budget }, generate, pos, notation, json, io, lang);
    }
    return cancelOnInterrupt(async (signal) => {
      const running = startSearch({ fen: start.fen(), moves, dir, depth, timeMs }, (it) => {
        if (!json) return io.out(iterationLine(it, pos, notation, lang));
        io.out(JSON.stringify({
          depth: it.depth, selDepth: it.selDepth, score: scoreJson(it.score), nodes: it.nodes, nps: it.nps, timeMs: it.timeMs,
          tableHits: it.tableHits, pv: it.pv.map(moveToIccs), pvText: pvText(pos, it.pv, notation), ...(it.partial ? { partial: true } : {}),
        }));
      });
      signal.addEventListener('abort', () => running.stop());
      const result = await running.result;
      const best = result.bestMove ? { iccs: moveToIccs(result.bestMove), text: writeMove(pos, result.bestMove, notation) } : undefined;
      if (json) {
        io.out(JSON.stringify({ bestMove: best?.iccs ?? null, bestMoveText: best?.text ?? null, score: scoreJson(result.score), depth: result.depth, nodes: result.nodes, timeMs: result.timeMs, corrupt: result.corrupt }));
      } else {
        const w = WORDS[lang];
        if (result.corrupt.length) io.out(`${w.corrupt}: ${result.corrupt.join(', ')}`);
        io.out(best ? `${w.best} ${best.text} (${best.iccs})  ${w.score} ${sayScore(result.score, lang)}` : w.none);
      }
      return 0;
    });
  },
};

/**
 * The proof's first line: the result for the side to move, how it was proven and its distance
 * (a table's mate distance said to come from the DTM tables).
 */
function proofLine(proof: Extract<Proof, { proven: true }>, pos: Position, lang: Lang): string {
  const w = PROOF_WORDS[lang];
  if (proof.result === 'draw') return w.proven + w.draw + (proof.by === 'rule' ? w.drawnByRule : proof.by === 'search' ? w.drawnBySearch : w.drawnByTable);
  const side = w.side[pos.turn] + (proof.result === 'win' ? w.win : w.loss);
  const how = proof.by === 'rule' ? w.byRule : proof.shortest ? sayScore(proof.score, lang) : atMost(proof.score, lang);
  const plies = proof.by === 'table' && proof.metric === 'dtm' ? w.pliesByDtm(proof.plies) : w.plies(proof.plies);
  return `${w.proven}${side}${lang === 'zh' ? '，' : ', '}${how}${plies}`;
}

/** A mate or table score whose distance a limit may have left longer than the shortest. */
function atMost(score: number, lang: Lang): string {
  const d = describeScore(score);
  return d.kind === 'value' ? sayScore(score, lang) : PROOF_WORDS[lang].atMost(d.kind === 'mate', d.winner === 'us', d.moves);
}

/** Generation's memory budget for `--generate-tables`, as `gen`'s default. */
const GENERATE_MEMORY_BYTES = 8 * 2 ** 30;

/**
 * `--prove`: the proof in a worker, each depth that proved nothing yet, then the result (exit code 1
 * when not proven). Not proven, it names the missing tables the lines reached with their cost; with
 * `generateSeconds` (`--generate-tables`) it makes those that fit within it and proves again.
 */
function proveCommand(request: ProofRequest & { readonly dir: string }, generateSeconds: number | undefined, pos: Position, notation: Notation, json: boolean, io: CliIo, lang: Lang): Promise<number> {
  const w = WORDS[lang], pw = PROOF_WORDS[lang];
  return cancelOnInterrupt(async (signal) => {
    const nps = (nodes: number, ms: number) => Math.round((nodes * 1000) / Math.max(1, ms));
    const runProof = () => {
      const running = startProof(request, (report) => {
        if (!json) io.out(`${w.depth} ${report.depth}  ${w.nodes} ${report.nodes}  ${w.nps} ${nps(report.nodes, report.timeMs)}`);
      }, (report) => {
        if (!json) io.out(`${pw.proofNumbers}  ${w.nodes} ${report.nodes}  ${w.nps} ${nps(report.nodes, report.timeMs)}`);
      });
      if (signal.aborted) running.stop();
      else signal.addEventListener('abort', () => running.stop());
      return running.result;
    };
    let proof = await runProof();
    let missing: MissingTable[] = [];
    const generated: string[] = [];
    if (!proof.proven && !proof.stopped && proof.missing.length) {
      // The folder's catalogue gives the plan its measured rate and records what is generated.
      await withFolder(request.dir, async ({ catalogue }) => {
        const planning = { dir: request.dir, threads: availableParallelism(), memoryBytes: GENERATE_MEMORY_BYTES, catalogue };
        missing = missingTableCosts(proof.missing, planning);
        const chosen = generateSeconds === undefined ? [] : affordableTables(missing, generateSeconds);
        if (!chosen.length) return EXIT.ok;
        io.err(text('analyse-generating', chosen.map((t) => t.material), String(generateSeconds))(lang));
        const printer = progressPrinter(io);
        for (const table of chosen) {
          const material = parseSignature(table.material);
          if (!material.ok) continue;
          await generateWithSubTables(material.value, {
            ...planning, spawn: spawnWorker, signal,
            onProgress: printer.progress,
            onTableDone: (t) => {
              printer.tableDone();
              io.err(GEN_WORDS[lang].done(`${t.material}${t.metric === 'dtm' ? ' DTM' : ''}`, t.seconds.toFixed(1), (t.fileBytes / 1e6).toFixed(1), (t.peakRssBytes / 2 ** 30).toFixed(2)));
            },
          });
          generated.push(table.material);
        }
        proof = await runProof();
        missing = !proof.proven && !proof.stopped ? missingTableCosts(proof.missing, planning) : [];
        return EXIT.ok;
      });
    }
    const seconds = Math.round(proof.timeMs) / 1000;
    const stopped = !proof.proven && proof.stopped === true;
    if (json) {
      const generatedTables = generateSeconds === undefined ? {} : { generatedTables: generated };
      io.out(JSON.stringify(proof.proven
        ? {
          proven: true, result: proof.result, plies: proof.plies, metric: proof.metric, shortest: proof.shortest, by: proof.by, pv: proof.pv.map(moveToIccs), nodes: proof.nodes, seconds,
          method: proof.method ?? 'full-width', ...(proof.defence ? { defence: defenceJson(proof.defence, pos, notation) } : {}), ...generatedTables,
        }
        : { proven: false, result: null, plies: null, metric: null, shortest: null, by: null, pv: [], nodes: proof.nodes, seconds, method: null, stopped, missingTables: missing, ...generatedTables }));
    } else {
      if (proof.corrupt.length) io.out(`${w.corrupt}: ${proof.corrupt.join(', ')}`);
      io.out(proof.proven ? proofLine(proof, pos, lang) : stopped ? pw.stopped : pw.notProven(proof.depth));
      if (proof.proven && proof.pv.length) io.out(`${w.pv} ${pvText(pos, proof.pv, notation).join(' ')}`);
      if (proof.proven && proof.defence) for (const line of defenceLines(proof.defence, pos, notation, lang)) io.out(line);
      if (missing.length) io.out(missingLine(missing, generateSeconds !== undefined, lang));
      io.out(`${w.nodes} ${proof.nodes}  ${pw.time} ${pw.seconds(seconds.toFixed(2))}`);
    }
    return proof.proven ? EXIT.ok : stopped ? EXIT.cancelled : EXIT.no;
  });
}

/** The missing tables in one line, each with its positions, time and disk by the plan's model (`asked`: --generate-tables was given, and they did not fit). */
function missingLine(missing: readonly MissingTable[], asked: boolean, lang: Lang): string {
  // A small table's seconds said as such: the clock would round them to 0:00:00.
  const time = (seconds: number) => (seconds < 60 ? PROOF_WORDS[lang].seconds(seconds.toFixed(1)) : clock(seconds));
  return text('analyse-missing-tables', missing.map((t) => text('analyse-missing-table', t.material, t.entries.toLocaleString('en'), time(t.seconds), size(t.bytes))(lang)), asked)(lang);
}

/** A proven draw's defence in JSON: the holding move, and each try with its answer and how that is known. */
function defenceJson(defence: DrawDefence, pos: Position, notation: Notation) {
  return {
    holds: moveToIccs(defence.holds),
    holdsText: writeMove(pos, defence.holds, notation),
    tries: defence.tries.map((t) => ({ move: moveToIccs(t.move), answer: t.answer === undefined ? null : moveToIccs(t.answer), how: t.how, text: pvText(pos, t.answer === undefined ? [t.move] : [t.move, t.answer], notation) })),
  };
}

/** A proven draw's defence in words: the holding move, then each try and its answer. */
function defenceLines(defence: DrawDefence, pos: Position, notation: Notation, lang: Lang): string[] {
  const pw = PROOF_WORDS[lang];
  return [
    `${pw.holds} ${writeMove(pos, defence.holds, notation)}`,
    ...defence.tries.map((t) => {
      const [tried, answer] = pvText(pos, t.answer === undefined ? [t.move] : [t.move, t.answer], notation);
      return `${pw.tryAnswer} ${tried}  ${answer === undefined ? '' : `${pw.answeredBy} ${answer}  `}(${pw.how[t.how]})`;
    }),
  ];
}
