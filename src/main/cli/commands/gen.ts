import { availableParallelism } from 'node:os';
import { formatSignature } from '../../../shared/material/signature';
import { spawnWorker } from '../../tablebase/generate/spawnWorker';
import type { GenerationPlan } from '../../../shared/api/contract';
import { type ChainProgress, generateWithSubTables, setAsideDamaged } from '../../tablebase/generationService';
import { planFor, plannedGeneration } from '../../services/generationJobs';
import { numberArg } from '../args';
import type { Command } from '../command';
import type { CliIo } from '../io';
import { cancelOnInterrupt } from '../interrupt';
import { materialArg, notePlacedPawns } from '../material';
import { reportReconcile } from '../reconcileNotes';
import { answered } from '../serviceAnswer';
import { tablesDir, withFolder } from '../tablesFolder';
import type { Lang } from '../../../shared/lang';
import { sayFileFault } from '../../../shared/words/tableFaults';

/** A generation's progress line (stderr); `made`, the tables finished so far, so that the counter only grows while side-by-side tables report in turn. */
function progressLine(p: ChainProgress, made: number): string {
  const eta = p.etaSeconds === null ? '' : ` ETA ${p.etaSeconds.toFixed(0)}s`;
  const level = p.level === undefined ? '' : ` level ${p.level}`;
  const order = p.order ? ` order ${p.order}` : '';
  return `[${Math.min(made + 1, p.tableCount)}/${p.tableCount}] ${p.table} ${p.phase}${level}${order} ${p.percent.toFixed(1)}% ` +
    `${(p.positionsPerSecond / 1e6).toFixed(2)}M pos/s${eta} RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`;
}

/** Prints each progress on stderr, at most one a second within a table's phase; `tableDone` counts a finished table. */
export function progressPrinter(io: CliIo): { progress(p: ChainProgress): void; tableDone(): void } {
  let last = 0, lastPhase = '', made = 0;
  return {
    progress: (p) => {
      const now = Date.now(), phase = `${p.table} ${p.phase}`;
      if (now - last < 1000 && phase === lastPhase) return;
      last = now;
      lastPhase = phase;
      io.err(progressLine(p, made));
    },
    tableDone: () => {
      made++;
    },
  };
}

export const clock = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
export const size = (bytes: number) => (bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : bytes < 1e9 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e9).toFixed(2)} GB`);

export const WORDS: Record<Lang, {
  rate: (perSecond: string, measured: boolean) => string; tables: (material: string, n: number, positions: string) => string;
  cost: (disk: string, peak: string, budget: string, time: string, rate: string) => string; positions: string;
  done: (table: string, seconds: string, mb: string, gib: string) => string; exist: (material: string, dir: string) => string;
  again: (table: string, problem: string) => string;
}> = {
  en: {
    rate: (r, m) => `${r} M positions/s on average ${m ? '(by table size and phase, scaled to this folder\'s measured speed)' : '(by table size and phase; nothing measured in this folder yet)'}`,
    tables: (m, n, p) => `${m}: ${n} tables to generate, ${p} positions`,
    cost: (d, p, b, t, r) => `disk about ${d}, peak memory about ${p} (budget ${b}), about ${t} at ${r}`, positions: 'positions',
    done: (t, s, mb, g) => `${t} done in ${s}s, ${mb} MB, peak RSS ${g} GiB`, exist: (m, d) => `${m} and its sub-tables already exist in ${d}`,
    again: (t, p) => `${t}: file corrupt, generating again (${p})`,
  },
  zh: {
    rate: (r, m) => `平均每秒 ${r} 百万局面${m ? '（按表的规模和阶段估算，已按本目录实测速度校准）' : '（按表的规模和阶段估算，本目录尚无实测）'}`,
    tables: (m, n, p) => `${m}：需生成 ${n} 个库，共 ${p} 个局面`,
    cost: (d, p, b, t, r) => `磁盘约 ${d}，内存峰值约 ${p}（预算 ${b}），用时约 ${t}，按${r}`, positions: '个局面',
    done: (t, s, mb, g) => `${t} 完成，用时 ${s} 秒，${mb} MB，内存峰值 ${g} GiB`, exist: (m, d) => `${m} 及其子库已在 ${d} 中`,
    again: (t, p) => `${t}：文件已损坏，重新生成（${p}）`,
  },
};

/** `gen --plan`: the cost, one line a table after the totals; `--json` for scripts. */
function printPlan(plan: GenerationPlan, json: boolean, io: CliIo, lang: Lang): void {
  if (json) {
    const { tables, totalSeconds, peakMemoryBytes, diskBytes, ...rest } = plan;
    io.out(JSON.stringify({
      tables: tables.map(({ material, entries, diskBytes: bytes, seconds }) => ({ material, entries, diskBytes: bytes, seconds })),
      totalSeconds, peakMemoryBytes, diskBytes, ...rest,
    }));
    return;
  }
  const w = WORDS[lang];
  const rate = w.rate((plan.positionsPerSecond / 1e6).toFixed(2), plan.measured);
  io.out(w.tables(plan.material, plan.tables.length, plan.entries.toLocaleString('en')));
  io.out(w.cost(size(plan.diskBytes), size(plan.peakMemoryBytes), size(plan.memoryBudgetBytes), clock(plan.totalSeconds), rate));
  for (const t of plan.tables) io.out(`  ${t.material.padEnd(14)} ${t.entries.toLocaleString('en').padStart(15)} ${w.positions} ${size(t.diskBytes).padStart(9)} ${clock(t.seconds)}`);
}

export const genCommand: Command = {
  name: 'gen',
  usage: {
    en: 'gen <signature|Chinese name> --dir <tables> [--threads N] [--memory-gb G] [--dtm] [--plan [--json]]',
    zh: 'gen <子力签名|中文名> --dir <残局库目录> [--threads N] [--memory-gb G] [--dtm] [--plan [--json]]',
  },
  summary: {
    en: 'generate a table and its missing sub-tables (--dtm: DTM tables too; --plan: only say what it would cost)',
    zh: '生成残局库及其缺少的子库（--dtm：同时生成杀棋步数 DTM 库；--plan：只列出所需代价）',
  },
  positionals: 1,
  options: ['dir', 'threads', 'memory-gb'],
  flags: ['plan', 'json', 'dtm'],
  async run(args, io, lang) {
    const typed = args.positionals[0];
    const material = materialArg(typed);
    const dir = tablesDir(args, true);
    const threads = numberArg(args, 'threads', availableParallelism(), 1, 256, true);
    const memoryGb = numberArg(args, 'memory-gb', 8, 0.1, 4096, false);
    notePlacedPawns(typed, material, io, lang);
    return withFolder(dir, async ({ catalogue }) => {
      reportReconcile(catalogue.reconcile(), io, lang);
      const dtm = args.options.has('dtm');
      const planning = { dir, threads, memoryBytes: memoryGb * 2 ** 30, catalogue, dtm };
      if (args.options.has('plan')) {
        printPlan(answered(planFor(material, planning)).plan, args.options.has('json'), io, lang);
        return 0;
      }
      // The app's refusals: too large, or the largest table over the budget (before the first table: it
      // would fail only after hours of the smaller ones); nothing to make is this command's success.
      // A table that fails its checks is moved aside and made again, like a missing one.
      for (const d of setAsideDamaged(dir, material, dtm)) io.err(WORDS[lang].again(d.table, sayFileFault(d.fault, lang)));
      const planned = plannedGeneration(material, planning);
      if (!planned.ok && planned.errors[0].code === 'nothing-to-generate') {
        io.out(WORDS[lang].exist(formatSignature(material), dir));
        return 0;
      }
      answered(planned);
      const printer = progressPrinter(io);
      await cancelOnInterrupt((signal) => generateWithSubTables(material, {
        dir, threads, memoryBytes: memoryGb * 2 ** 30, spawn: spawnWorker, signal, catalogue, dtm,
        onProgress: printer.progress,
        onCorruptFile: (table, fault) => io.err(WORDS[lang].again(table, sayFileFault(fault, lang))),
        onTableDone: (t) => {
          printer.tableDone();
          io.out(WORDS[lang].done(`${t.material}${t.metric === 'dtm' ? ' DTM' : ''}`, t.seconds.toFixed(1), (t.fileBytes / 1e6).toFixed(1), (t.peakRssBytes / 2 ** 30).toFixed(2)));
        },
      }));
      return 0;
    });
  },
};
