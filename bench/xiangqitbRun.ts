/**
 * Running xiangqitb (noobpwnftw/xiangqitb, built as in docs/performance.md) on a material in a scratch
 * folder and reading its log: shared by bench:vs (its times and longest DTC) and bench:anchor (its
 * values, through the xqdump program).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import type { Material } from '../src/shared/material/material';
import { xiangqitbName } from './xiangqitbNames';

export interface Row {
  readonly seconds: number;
  readonly fileBytes: number;
  /** Longest DTC in plies over both sides to move; -1 when no position is won or lost. */
  readonly maxDtc: number;
}

export interface XiangqitbRun {
  /** Per table, in the order xiangqitb generated them. */
  readonly tables: Map<string, Row>;
  readonly wallSeconds: number;
  /** User plus system CPU seconds, when GNU time measured them. */
  readonly cpuSeconds: number | undefined;
  readonly peakRssBytes: number;
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

/** The option.ini xiangqitb reads from its working directory (the parser takes no comments). */
function xiangqitbOptions(threadCount: number, dtm = false): string {
  return [
    `Threads = ${threadCount}`,
    // MiB. xiangqitb allocates what a table needs whatever this says; it only skips (with a WARN line)
    // a table whose WDL, DTC or DTM generation would need more than 4/5 of it. The machine's RAM.
    `MaxMem = ${Math.floor(totalmem() / 2 ** 20)}`,
    'GenerateRunList = 0',
    'GenerateTablebases = 1',
    'SaveWDL = 1',
    'SaveDTC = 1',
    // With DTM, its rule bits too (check/chase won or lost), which the DTM file keeps only when asked.
    ...(dtm ? ['SaveDTM = 1', 'SaveRuleBits = 1'] : ['SaveDTM = 0']),
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

/**
 * Runs xiangqitb in `dir` (empty) on `material` and its sub-tables; with `dtm`, its DTM files and rule
 * bits too. Returns per table its log's figures, and the run's wall clock, CPU and peak RSS.
 */
export async function runXiangqitb(exe: string, dir: string, material: Material, threads: number, dtm = false): Promise<XiangqitbRun> {
  writeFileSync(join(dir, 'option.ini'), xiangqitbOptions(threads, dtm));
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
