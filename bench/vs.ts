/**
 * Side-by-side generation benchmark against xiangqitb (noobpwnftw/xiangqitb, built as in
 * docs/performance.md): generates a material and all its sub-tables from scratch with Canju and, given
 * its binary, with xiangqitb (WDL + DTC, no DTM) at the same thread count, and prints per table each
 * program's seconds, file size and longest DTC, then the totals and each program's peak RSS. With
 * `--before <checkout>` (another working copy of Canju, such as the commit before a change, with its
 * node_modules) it also generates with that checkout's generator and prints after/before ratios.
 * Each Canju run is a process of its own (bench/canjuRun.ts, bundled as the CLI is), so each peak RSS is its own.
 * `npm run bench:vs -- <material> [--xiangqitb <binary>] [--before <checkout>] [--threads N] [--dir D] [--memory-gb G]`
 * Scratch folders are removed afterwards unless --dir is given (then D/canju, D/before and D/xiangqitb stay).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CanjuRun } from './canjuRun';
import { bundleCanjuRun } from './bundleCanjuRun';
import { formatSignature, parseSignature } from '../src/shared/material/signature';
import type { Material } from '../src/shared/material/material';
import { xiangqitbName } from './xiangqitbNames';
import { type Row, runXiangqitb } from './xiangqitbRun';
import { sayMaterial } from '../src/shared/words/say';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const usage = 'usage: npm run bench:vs -- <material> [--xiangqitb <binary>] [--before <checkout>] [--threads N] [--dir D] [--memory-gb G]';
const valued = new Set(['xiangqitb', 'before', 'threads', 'dir', 'memory-gb']);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && valued.has(args[i - 1].slice(2))));
if (positional.length !== 1) throw new Error(usage);
const parsed = parseSignature(positional[0]);
if (!parsed.ok) throw new Error(`${sayMaterial(parsed.error, 'en')}\n${usage}`);
const material: Material = parsed.value;
const threads = Number(option('threads') ?? availableParallelism());
const memoryGb = Number(option('memory-gb') ?? 8);
const binary = option('xiangqitb') === undefined ? undefined : resolve(option('xiangqitb')!);
const before = option('before') === undefined ? undefined : resolve(option('before')!);
if (binary !== undefined && !existsSync(binary)) throw new Error(`no xiangqitb binary at ${binary}`);
const root = option('dir') === undefined ? mkdtempSync(join(tmpdir(), 'canju-vs-')) : resolve(option('dir')!);
const keep = option('dir') !== undefined;

function freshFolder(dir: string): string {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: the benchmark generates from scratch`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Builds `checkout` (its out/, whose generation worker canjuRun.ts starts) with its own electron-vite. */
function build(checkout: string): void {
  execFileSync(join(checkout, 'node_modules', '.bin', 'electron-vite'), ['build'], { cwd: checkout, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Generates with the Canju of `checkout` in a child process (bench/canjuRun.ts, bundled) and returns what it measured. */
async function runCanju(checkout: string, dir: string): Promise<CanjuRun> {
  build(checkout);
  const script = await bundleCanjuRun(checkout);
  const child = spawn(process.execPath, [script, checkout, formatSignature(material), dir, String(threads), String(memoryGb)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolveRun, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`Canju's generation (${checkout}) exited with ${code}`));
      else resolveRun(JSON.parse(out.trim().split('\n').pop()!) as CanjuRun);
    });
  });
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(3);
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
const dtc = (d: number | undefined) => (d === undefined ? '' : d < 0 ? '—' : String(d));

interface Column {
  readonly title: string;
  readonly width: number;
}

try {
  const canjuDir = freshFolder(join(root, 'canju'));
  const beforeDir = before === undefined ? undefined : freshFolder(join(root, 'before'));
  const xqDir = binary === undefined ? undefined : freshFolder(join(root, 'xiangqitb'));
  console.log(`${formatSignature(material)}: threads ${threads}, scratch folder ${root}`);
  const here = fileURLToPath(new URL('..', import.meta.url));
  const canju = await runCanju(here, canjuDir);
  const previous = before === undefined ? undefined : await runCanju(before, beforeDir!);
  const xq = binary === undefined ? undefined : await runXiangqitb(binary, xqDir!, material, threads);

  const columns: Column[] = [
    { title: 'table', width: 16 }, { title: 'entries/side', width: 12 }, { title: 'Canju s', width: 10 },
    ...(previous ? [{ title: 'before s', width: 10 }, { title: 'a/b', width: 6 }] : []),
    ...(xq ? [{ title: 'xqtb s', width: 10 }, { title: 'ratio', width: 6 }] : []),
    { title: 'Canju MB', width: 10 },
    ...(previous ? [{ title: 'before MB', width: 10 }] : []),
    ...(xq ? [{ title: 'xqtb MB', width: 10 }, { title: 'ratio', width: 6 }] : []),
    { title: 'DTC', width: 5 },
    ...(previous ? [{ title: 'bDTC', width: 5 }] : []),
    ...(xq ? [{ title: 'xqDTC', width: 5 }] : []),
  ];
  const line = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(columns[i].width) : v.padStart(columns[i].width))).join(' ');
  /** One row's cells in the order of `columns`. */
  const row = (name: string, entries: string, ours: Row | undefined, old: Row | undefined, theirs: Row | undefined) => line([
    name, entries, ours ? ours.seconds.toFixed(2) : '',
    ...(previous ? [old ? old.seconds.toFixed(2) : '', ours && old ? ratio(ours.seconds, old.seconds) : ''] : []),
    ...(xq ? [theirs ? theirs.seconds.toFixed(2) : '', ours && theirs ? ratio(ours.seconds, theirs.seconds) : ''] : []),
    ours ? mb(ours.fileBytes) : '',
    ...(previous ? [old ? mb(old.fileBytes) : ''] : []),
    ...(xq ? [theirs ? mb(theirs.fileBytes) : '', ours && theirs ? ratio(ours.fileBytes, theirs.fileBytes) : ''] : []),
    ours ? dtc(ours.maxDtc) : '',
    ...(previous ? [dtc(old?.maxDtc)] : []),
    ...(xq ? [dtc(theirs?.maxDtc)] : []),
  ]);
  console.log(line(columns.map((c) => c.title)));
  const oldByName = new Map(previous?.tables.map((t) => [t.material, t]));
  const shown = new Set<string>();
  let agree = 0, agreeBefore = 0;
  const differ: string[] = [], differBefore: string[] = [];
  for (const r of canju.tables) {
    const parsedRow = parseSignature(r.material);
    if (!parsedRow.ok) throw new Error(r.material);
    const xqName = xiangqitbName(parsedRow.value);
    // Two of our materials that are each other's colour mirror are one xiangqitb table: shown once.
    const theirs = shown.has(xqName) ? undefined : xq?.tables.get(xqName);
    shown.add(xqName);
    if (theirs) {
      if (theirs.maxDtc === r.maxDtc) agree++;
      else differ.push(`${r.material} (Canju ${dtc(r.maxDtc)}, xiangqitb ${dtc(theirs.maxDtc)})`);
    }
    const old = oldByName.get(r.material);
    if (old) {
      if (old.maxDtc === r.maxDtc) agreeBefore++;
      else differBefore.push(`${r.material} (after ${dtc(r.maxDtc)}, before ${dtc(old.maxDtc)})`);
    }
    console.log(row(r.material, String(r.entries), r, old, theirs));
  }
  for (const [name, theirs] of xq?.tables ?? []) if (!shown.has(name)) console.log(row(`(${name})`, '', undefined, undefined, theirs));
  const sum = (rows: Iterable<Row>) => [...rows].reduce((t, r) => ({ seconds: t.seconds + r.seconds, fileBytes: t.fileBytes + r.fileBytes, maxDtc: -1 }), { seconds: 0, fileBytes: 0, maxDtc: -1 });
  console.log(row(`total (${canju.tables.length}${xq ? `/${xq.tables.size}` : ''})`, '', sum(canju.tables), previous && sum(previous.tables), xq && sum(xq.tables.values())));
  const compare = (what: string, f: (r: { wallSeconds: number; cpuSeconds?: number; peakRssBytes: number }) => number | undefined, unit: (n: number) => string) => {
    const ours = f(canju)!, old = previous && f(previous), theirs = xq && f(xq);
    console.log(`${what}: Canju ${unit(ours)}` +
      (old === undefined ? '' : `, before ${unit(old)} (after/before ${ratio(ours, old)})`) +
      (theirs === undefined ? '' : `, xiangqitb ${unit(theirs)} (ratio ${ratio(ours, theirs)})`));
  };
  compare('wall clock', (r) => r.wallSeconds, (n) => `${n.toFixed(1)} s`);
  compare('CPU time (user + system)', (r) => r.cpuSeconds, (n) => `${n.toFixed(1)} s`);
  compare('peak RSS', (r) => r.peakRssBytes, (n) => `${mb(n)} MB`);
  if (xq) {
    console.log(`longest DTC (plies; xiangqitb's largest "max conv" minus one) agrees on ${agree} of ${agree + differ.length} tables` +
      (differ.length ? `; differs on ${differ.join(', ')}` : ''));
  }
  if (previous) {
    console.log(`longest DTC agrees with the checkout before on ${agreeBefore} of ${agreeBefore + differBefore.length} tables` +
      (differBefore.length ? `; differs on ${differBefore.join(', ')}` : ''));
  }
} finally {
  if (!keep) rmSync(root, { recursive: true, force: true });
}
