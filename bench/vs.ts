/**
 * Side-by-side generation benchmark against xiangqitb (noobpwnftw/xiangqitb, built as in
 * docs/performance.md): generates a material and all its sub-tables from scratch with Canju and, given
 * its binary, with xiangqitb (WDL + DTC, no DTM) at the same thread count, and prints per table each
 * program's seconds, file size and longest DTC, then the totals and each program's peak RSS.
 * `npm run bench:vs -- <material> [--xiangqitb <binary>] [--threads N] [--dir D] [--memory-gb G]`
 * Scratch folders are removed afterwards unless --dir is given (then D/canju and D/xiangqitb stay).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { generateWithSubTables } from '../src/main/tablebase/generationService';
import { spawnWorker } from '../src/main/tablebase/generate/spawnWorker';
import { TableFile } from '../src/main/tablebase/files/reader';
import { formatSignature, parseSignature } from '../src/shared/material/signature';
import type { Material } from '../src/shared/material/material';
import { xiangqitbName } from './xiangqitbNames';

interface Row {
  readonly seconds: number;
  readonly fileBytes: number;
  /** Longest DTC in plies over both sides to move; -1 when no position is won or lost. */
  readonly maxDtc: number;
}

interface CanjuRow extends Row {
  readonly material: string;
  readonly xqName: string;
  readonly entries: number;
}

interface XiangqitbRun {
  /** Per table, in the order xiangqitb generated them. */
  readonly tables: Map<string, Row>;
  readonly wallSeconds: number;
  /** User plus system CPU seconds, when GNU time measured them. */
  readonly cpuSeconds: number | undefined;
  readonly peakRssBytes: number;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const usage = 'usage: npm run bench:vs -- <material> [--xiangqitb <binary>] [--threads N] [--dir D] [--memory-gb G]';
const valued = new Set(['xiangqitb', 'threads', 'dir', 'memory-gb']);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && valued.has(args[i - 1].slice(2))));
if (positional.length !== 1) throw new Error(usage);
const parsed = parseSignature(positional[0]);
if (!parsed.ok) throw new Error(`${parsed.error.message}\n${usage}`);
const material: Material = parsed.value;
const threads = Number(option('threads') ?? availableParallelism());
const memoryGb = Number(option('memory-gb') ?? 8);
const binary = option('xiangqitb') === undefined ? undefined : resolve(option('xiangqitb')!);
if (binary !== undefined && !existsSync(binary)) throw new Error(`no xiangqitb binary at ${binary}`);
const root = option('dir') === undefined ? mkdtempSync(join(tmpdir(), 'canju-vs-')) : resolve(option('dir')!);
const keep = option('dir') !== undefined;

function freshFolder(dir: string): string {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: the benchmark generates from scratch`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function heartbeat(): (line: () => string) => void {
  let last = Date.now();
  return (line) => {
    // A heartbeat on stderr for long tables; the figures on stdout are the benchmark's output.
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    console.error(line());
  };
}

async function runCanju(dir: string): Promise<{ rows: CanjuRow[]; wallSeconds: number; cpuSeconds: number; peakRssBytes: number }> {
  const rows: CanjuRow[] = [];
  const beat = heartbeat();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await generateWithSubTables(material, {
    dir, threads, memoryBytes: memoryGb * 2 ** 30, spawn: spawnWorker,
    onProgress: (p) => beat(() => `  canju ${p.table} (${p.tableNumber + 1}/${p.tableCount}) ${p.phase} ${p.percent.toFixed(1)}%` +
      `${p.level === undefined ? '' : ` level ${p.level}`} RSS ${(p.rssBytes / 2 ** 30).toFixed(2)} GiB`),
    onTableDone: (t) => {
      const file = TableFile.open(t.path);
      const { red, black } = file.header.statistics;
      file.close();
      const counts = parseSignature(t.material);
      if (!counts.ok) throw new Error(t.material);
      // The whole file (header, block index and blocks), like xiangqitb's files below.
      rows.push({
        material: t.material, xqName: xiangqitbName(counts.value), entries: t.entries,
        seconds: t.seconds, fileBytes: statSync(t.path).size, maxDtc: Math.max(red.maxDtc, black.maxDtc),
      });
    },
  });
  // Worker threads share the process, so its own peak RSS and CPU time cover the whole generation.
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rows, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
}

/** The option.ini xiangqitb reads from its working directory (the parser takes no comments). */
function xiangqitbOptions(threadCount: number): string {
  return [
    `Threads = ${threadCount}`,
    // MiB. xiangqitb allocates what a table needs whatever this says; it only skips (with a WARN line)
    // a table whose WDL, DTC or DTM generation would need more than 4/5 of it. The machine's RAM.
    `MaxMem = ${Math.floor(totalmem() / 2 ** 20)}`,
    'GenerateRunList = 0',
    'GenerateTablebases = 1',
    'SaveWDL = 1',
    'SaveDTC = 1',
    'SaveDTM = 0',
    'wdltb = ./wdl/',
    'dtctb = ./dtc/',
    'dtmtb = ./dtm/',
    'tmpdir = ./tmp/',
    '',
  ].join('\n');
}

function seconds(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

async function runXiangqitb(exe: string, dir: string): Promise<XiangqitbRun> {
  writeFileSync(join(dir, 'option.ini'), xiangqitbOptions(threads));
  // Only the material itself: xiangqitb adds every sub-table (Piece_Config::add_closure_in_dependency_order_to).
  writeFileSync(join(dir, 'autoList.txt'), `${xiangqitbName(material)}\n`);
  const logPath = join(dir, 'xiangqitb.log');
  const timePath = join(dir, 'time.txt');
  const log = openSync(logPath, 'w');
  // Peak RSS: GNU time's "Maximum resident set size" (the child's ru_maxrss from wait4) when
  // /usr/bin/time exists, with its user and system CPU time; else VmHWM from /proc/<pid>/status,
  // polled every 100 ms, and no CPU time.
  const useTime = existsSync('/usr/bin/time');
  const child = useTime
    ? spawn('/usr/bin/time', ['-v', '-o', timePath, exe], { cwd: dir, stdio: ['ignore', log, log] })
    : spawn(exe, [], { cwd: dir, stdio: ['ignore', log, log] });
  let polledHwm = 0;
  const beat = heartbeat();
  const started = performance.now();
  const poll = setInterval(() => {
    if (!useTime && child.pid !== undefined) {
      try {
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm) polledHwm = Math.max(polledHwm, Number(hwm[1]) * 1024);
      } catch { /* exited between polls */ }
    }
    beat(() => {
      const current = [...readFileSync(logPath, 'utf8').matchAll(/Processing piece configuration (\d+) out of (\d+): (\S+)/g)].at(-1);
      return `  xiangqitb ${current ? `${current[3]} (${current[1]}/${current[2]})` : 'starting'} ${((performance.now() - started) / 1000).toFixed(0)} s`;
    });
  }, 100);
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('exit', (c) => done(c));
  });
  clearInterval(poll);
  closeSync(log);
  const wallSeconds = (performance.now() - started) / 1000;
  const text = readFileSync(logPath, 'utf8');
  if (code !== 0) throw new Error(`xiangqitb exited with ${code}; its log is ${logPath}:\n${text.slice(-2000)}`);
  const omitted = /^(WARN|ERROR): Omitting .*$/m.exec(text);
  if (omitted) throw new Error(`xiangqitb: ${omitted[0]}`);

  // Per table: "Processing piece configuration i out of n: NAME", then "[white|black] [direct ]max conv N"
  // lines (N is the longest DTC found so far plus one), then "WDL/DTC generation took HH:MM:SS.mmm"
  // (the table's generation, WDL and DTC compression and writing included).
  const tables = new Map<string, Row>();
  let current: string | undefined;
  let maxConv = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const start = /^Processing piece configuration \d+ out of \d+: (\S+)/.exec(line);
    if (start) {
      current = start[1];
      maxConv = 0;
      continue;
    }
    const conv = /max conv (\d+)\./.exec(line);
    if (conv) maxConv = Math.max(maxConv, Number(conv[1]));
    const took = /^WDL\/DTC generation took (\d+:\d+:\d+\.\d+)/.exec(line);
    if (took && current !== undefined) {
      // The files it keeps per table: <name>.lzw (WDL) and <name>.lzdtc (DTC). Not counted: the
      // <name>.info beside the DTC file (328 bytes), and the <name>.lzw.gen (a WDL file with both
      // sides) written only for symmetric materials, which generating larger tables does not read
      // (DTC_Generator::open_sub_evtb: "never load .gen files").
      const fileBytes = statSync(join(dir, 'wdl', `${current}.lzw`)).size + statSync(join(dir, 'dtc', `${current}.lzdtc`)).size;
      tables.set(current, { seconds: seconds(took[1]), fileBytes, maxDtc: maxConv - 1 });
      current = undefined;
    }
  }
  if (!useTime) return { tables, wallSeconds, cpuSeconds: undefined, peakRssBytes: polledHwm };
  const time = readFileSync(timePath, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(time)![1]);
  return {
    tables, wallSeconds, cpuSeconds: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
    peakRssBytes: field('Maximum resident set size \\(kbytes\\)') * 1024,
  };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(3);
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
const dtc = (d: number | undefined) => (d === undefined ? '' : d < 0 ? '—' : String(d));
const WIDTHS = [16, 12, 10, 10, 6, 10, 10, 6, 5, 5];
/** Without xiangqitb only Canju's columns: table, entries, seconds, MB, DTC. */
const CANJU_COLUMNS = [0, 1, 2, 5, 8];

try {
  const canjuDir = freshFolder(join(root, 'canju'));
  const xqDir = binary === undefined ? undefined : freshFolder(join(root, 'xiangqitb'));
  console.log(`${formatSignature(material)}: threads ${threads}, scratch folder ${root}`);
  const canju = await runCanju(canjuDir);
  const xq = binary === undefined ? undefined : await runXiangqitb(binary, xqDir!);

  const columns = xq ? WIDTHS.map((_, i) => i) : CANJU_COLUMNS;
  const cells = (values: string[]) =>
    columns.map((c, i) => (i === 0 ? values[c].padEnd(WIDTHS[c]) : values[c].padStart(WIDTHS[c]))).join(' ');
  console.log(cells(['table', 'entries/side', 'Canju s', 'xqtb s', 'ratio', 'Canju MB', 'xqtb MB', 'ratio', 'DTC', 'xqDTC']));
  const shown = new Set<string>();
  let agree = 0;
  const differ: string[] = [];
  for (const r of canju.rows) {
    // Two of our materials that are each other's colour mirror are one xiangqitb table: shown once.
    const theirs = shown.has(r.xqName) ? undefined : xq?.tables.get(r.xqName);
    shown.add(r.xqName);
    if (theirs) {
      if (theirs.maxDtc === r.maxDtc) agree++;
      else differ.push(`${r.material} (Canju ${dtc(r.maxDtc)}, xiangqitb ${dtc(theirs.maxDtc)})`);
    }
    console.log(cells([
      r.material, String(r.entries), r.seconds.toFixed(2), theirs ? theirs.seconds.toFixed(2) : '', theirs ? ratio(r.seconds, theirs.seconds) : '',
      mb(r.fileBytes), theirs ? mb(theirs.fileBytes) : '', theirs ? ratio(r.fileBytes, theirs.fileBytes) : '', dtc(r.maxDtc), dtc(theirs?.maxDtc),
    ]));
  }
  for (const [name, theirs] of xq?.tables ?? []) {
    if (shown.has(name)) continue;
    console.log(cells([`(${name})`, '', '', theirs.seconds.toFixed(2), '', '', mb(theirs.fileBytes), '', '', dtc(theirs.maxDtc)]));
  }
  const sum = (rows: Iterable<Row>, f: (r: Row) => number) => [...rows].reduce((t, r) => t + f(r), 0);
  const ours = { seconds: sum(canju.rows, (r) => r.seconds), bytes: sum(canju.rows, (r) => r.fileBytes) };
  const their = xq && { seconds: sum(xq.tables.values(), (r) => r.seconds), bytes: sum(xq.tables.values(), (r) => r.fileBytes) };
  console.log(cells([
    `total (${canju.rows.length}${xq ? `/${xq.tables.size}` : ''})`, '', ours.seconds.toFixed(2), their ? their.seconds.toFixed(2) : '',
    their ? ratio(ours.seconds, their.seconds) : '', mb(ours.bytes), their ? mb(their.bytes) : '', their ? ratio(ours.bytes, their.bytes) : '', '', '',
  ]));
  console.log(`wall clock: Canju ${canju.wallSeconds.toFixed(1)} s` +
    (xq ? `, xiangqitb ${xq.wallSeconds.toFixed(1)} s (ratio ${ratio(canju.wallSeconds, xq.wallSeconds)})` : ''));
  console.log(`CPU time (user + system): Canju ${canju.cpuSeconds.toFixed(1)} s` +
    (xq?.cpuSeconds === undefined ? '' : `, xiangqitb ${xq.cpuSeconds.toFixed(1)} s (ratio ${ratio(canju.cpuSeconds, xq.cpuSeconds)})`));
  console.log(`peak RSS: Canju ${mb(canju.peakRssBytes)} MB` +
    (xq ? `, xiangqitb ${mb(xq.peakRssBytes)} MB (ratio ${ratio(canju.peakRssBytes, xq.peakRssBytes)})` : ''));
  if (xq) {
    console.log(`longest DTC (plies; xiangqitb's largest "max conv" minus one) agrees on ${agree} of ${agree + differ.length} tables` +
      (differ.length ? `; differs on ${differ.join(', ')}` : ''));
  }
} finally {
  if (!keep) rmSync(root, { recursive: true, force: true });
}
