/**
 * Canju's values against xiangqitb's (noobpwnftw/xiangqitb), position by position: generates a material
 * and its sub-tables with both (xiangqitb with DTM and its rule bits, in a scratch folder, as bench:vs
 * runs it), has the xqdump program (built outside this repository, docs/rules-anchor.md) write every
 * xiangqitb value in the enumeration of bench/anchorEnumeration.ts, and walks the same enumeration over
 * Canju's files: per side to move, W/D/L agreement, the matrix of disagreements (Canju × xiangqitb,
 * split by the rule bits xiangqitb stored), DTC equal or its differences, xiangqitb's longest DTC and
 * DTM, and example FENs per category. Positions one program calls illegal and the other legal are
 * counted apart.
 * `npm run bench:anchor -- <material> --xiangqitb <binary> --xqdump <binary> [--threads N] [--dir D] [--cli <cli.js>] [--all] [--dtm] [--json]`
 * `--all` compares every sub-table too; `--dtm` generates Canju's DTM tables and compares their DTM; `--cli` is the built Canju CLI (default out/main/cli.js);
 * without `--dir` the scratch folder is removed afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TableFile } from '../src/main/tablebase/files/reader';
import { formatSignature, parseSignature } from '../src/shared/material/signature';
import type { Material } from '../src/shared/material/material';
import { isAttacked } from '../src/shared/rules/attack';
import { boardFen } from '../src/shared/rules/fen';
import { BLACK, KING, RED, makePiece } from '../src/shared/rules/piece';
import { MaterialIndex } from '../src/shared/tablebase/materialIndex';
import { DRAW, dtcOf, isWin, orderOf } from '../src/shared/tablebase/value';
import { Enumeration, dumpLetters, dumpPieces, pointsOf } from './anchorEnumeration';
import { runXiangqitb } from './xiangqitbRun';
import { sayMaterial } from '../src/shared/words/say';

type Wdl = 'win' | 'draw' | 'loss';
/** xqdump's result codes (bits 0-2 of its record's first byte). */
const XQ_NONE = 0, XQ_ILLEGAL = 1;
const XQ_WDL: Readonly<Record<number, Wdl>> = { 2: 'win', 3: 'draw', 4: 'loss' };
const EXAMPLES = 5;

interface SideReport {
  compared: number;
  agree: Record<Wdl, number>;
  /** Canju's W/D/L → xiangqitb's → count, only where they differ. */
  disagree: Record<string, number>;
  /** Per disagreement, by the rule xiangqitb's entry carries (DTC order above 0, DTM rule bits). */
  disagreeByRule: Record<string, Record<string, number>>;
  dtcEqual: number;
  /** Canju's DTC minus xiangqitb's, over agreeing wins and losses that differ. */
  dtcDiff: Record<string, number>;
  /** The same, each difference split by the rule xiangqitb's entry carries. */
  dtcDiffByRule: Record<string, Record<string, number>>;
  xqRuleDecided: number;
  xqRuleBits: Record<string, number>;
  canjuRuleDecided: number;
  xqMaxDtc: number;
  xqMaxDtcFen: string;
  xqMaxDtm: number | null;
  xqMaxDtmFen: string;
  canjuMaxDtc: number;
  canjuMaxDtcFen: string;
  /** DTM, over agreeing wins and losses: equal, and Canju's minus xiangqitb's where they differ (by rule). */
  dtmEqual: number;
  dtmDiff: Record<string, number>;
  dtmDiffByRule: Record<string, Record<string, number>>;
  canjuMaxDtm: number;
  canjuMaxDtmFen: string;
  illegalInCanjuOnly: number;
  illegalInXiangqitbOnly: number;
}

interface TableReport {
  material: string;
  xiangqitb: string;
  colorsSwapped: boolean;
  tuples: number;
  positions: number;
  notPositionMismatch: number;
  sides: [SideReport, SideReport];
  examples: Record<string, string[]>;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const usage = 'usage: npm run bench:anchor -- <material> --xiangqitb <binary> --xqdump <binary> [--threads N] [--dir D] [--cli <cli.js>] [--all] [--dtm] [--json]';
const valued = new Set(['xiangqitb', 'xqdump', 'threads', 'dir', 'cli']);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && valued.has(args[i - 1].slice(2))));
if (positional.length !== 1 || !option('xiangqitb') || !option('xqdump')) throw new Error(usage);
const parsed = parseSignature(positional[0]);
if (!parsed.ok) throw new Error(`${sayMaterial(parsed.error, 'en')}\n${usage}`);
const material: Material = parsed.value;
const threads = Number(option('threads') ?? availableParallelism());
const xiangqitb = resolve(option('xiangqitb')!);
const xqdump = resolve(option('xqdump')!);
const cli = resolve(option('cli') ?? fileURLToPath(new URL('../out/main/cli.js', import.meta.url)));
for (const [what, path] of [['xiangqitb', xiangqitb], ['xqdump', xqdump], ['Canju CLI', cli]]) {
  if (!existsSync(path)) throw new Error(`no ${what} at ${path}`);
}
const root = option('dir') === undefined ? mkdtempSync(join(tmpdir(), 'canju-anchor-')) : resolve(option('dir')!);
const keep = option('dir') !== undefined;
const asJson = args.includes('--json');
const log = (line: string) => (asJson ? console.error(line) : console.log(line));

function freshFolder(dir: string): string {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: the comparison generates from scratch`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function emptySide(): SideReport {
  return {
    compared: 0, agree: { win: 0, draw: 0, loss: 0 }, disagree: {}, disagreeByRule: {}, dtcEqual: 0, dtcDiff: {}, dtcDiffByRule: {},
    xqRuleDecided: 0, xqRuleBits: {}, canjuRuleDecided: 0, xqMaxDtc: -1, xqMaxDtcFen: '', xqMaxDtm: null, xqMaxDtmFen: '',
    canjuMaxDtc: -1, canjuMaxDtcFen: '', dtmEqual: 0, dtmDiff: {}, dtmDiffByRule: {}, canjuMaxDtm: -1, canjuMaxDtmFen: '',
    illegalInCanjuOnly: 0, illegalInXiangqitbOnly: 0,
  };
}

const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/** xqdump's rule bits (its record's bits 3-7) in words. */
function ruleWords(code: number): string {
  const words: string[] = [];
  if (code & 0x08) words.push('order>0');
  if (code & 0x10) words.push('check-win');
  if (code & 0x20) words.push('check-lose');
  if (code & 0x40) words.push('chase-win');
  if (code & 0x80) words.push('chase-lose');
  return words.length ? words.join('+') : 'no rule';
}

/** Runs xqdump on one material and compares its records with Canju's file of it. */
function compareTable(signature: string, canjuDir: string, xqDir: string, dumpDir: string): TableReport | undefined {
  const m = parseSignature(signature);
  if (!m.ok) throw new Error(signature);
  const pieces = dumpPieces(m.value);
  const letters = dumpLetters(pieces);
  const dumpPath = join(dumpDir, `${signature}.xqdump`);
  const dumped = spawnSync(xqdump, [xqDir, letters, dumpPath], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (dumped.status !== 0) {
    if (/no xiangqitb DTC file/.test(dumped.stderr)) return undefined;
    throw new Error(`xqdump ${letters} failed: ${dumped.stderr}`);
  }
  log(dumped.stderr.trim());

  const fd = openSync(dumpPath, 'r');
  try {
    // The text lines: "XQDUMP 1 <letters> <name> flip=<0|1> dtm=<0|1>", then each man's points.
    const head = Buffer.alloc(64 * 1024);
    readSync(fd, head, 0, head.length, 0);
    const lines: string[] = [];
    let offset = 0;
    while (lines.length < pieces.length + 1) {
      const end = head.indexOf(10, offset);
      lines.push(head.toString('latin1', offset, end));
      offset = end + 1;
    }
    const [magic, version, dumpedLetters, xqName, flip, dtmFlag] = lines[0].split(' ');
    if (magic !== 'XQDUMP' || version !== '1' || dumpedLetters !== letters) throw new Error(`${dumpPath}: not a dump of ${letters}`);
    pieces.forEach((p, i) => {
      if (lines[i + 1] !== pointsOf(p).join(' ')) throw new Error(`${dumpPath}: man ${i} ranges over other points than ours: ${lines[i + 1]}`);
    });
    const hasDtm = dtmFlag === 'dtm=1';

    const index = new MaterialIndex(m.value);
    const readValues = (path: string) => {
      const table = TableFile.open(path);
      const both = [0, 1].map((side) => {
        const out = new Uint16Array(index.size);
        table.readSide(side, out);
        return out;
      });
      table.close();
      return both;
    };
    const values = readValues(join(canjuDir, `${signature}.cjtb`));
    const dtmPath = join(canjuDir, `${signature}.cjdtm`);
    const dtmValues = existsSync(dtmPath) ? readValues(dtmPath) : null;

    const report: TableReport = {
      material: signature, xiangqitb: xqName, colorsSwapped: flip === 'flip=1', tuples: 0, positions: 0, notPositionMismatch: 0,
      sides: [emptySide(), emptySide()], examples: {},
    };
    const example = (category: string, fen: string) => {
      const list = (report.examples[category] ??= []);
      if (list.length < EXAMPLES) list.push(fen);
    };
    const walk = new Enumeration(pieces);
    const board = new Int8Array(90);
    const n = pieces.length;
    const kings = [pieces.indexOf(makePiece(RED, KING)), pieces.indexOf(makePiece(BLACK, KING))];
    const RECORD = 10, CHUNK = 1 << 20;
    const chunk = Buffer.alloc(RECORD * CHUNK);
    let filePos = offset, inChunk = 0, at = 0;
    let more = true;
    while (more) {
      if (at === inChunk) {
        inChunk = Math.floor(readSync(fd, chunk, 0, chunk.length, filePos) / RECORD);
        filePos += inChunk * RECORD;
        at = 0;
        if (inChunk === 0) throw new Error(`${dumpPath} ends before the enumeration`);
      }
      const record = at++ * RECORD;
      report.tuples++;
      const theirsPosition = (chunk[record] & 7) !== XQ_NONE;
      if (walk.isPosition !== theirsPosition) report.notPositionMismatch++;
      if (walk.isPosition && theirsPosition) {
        report.positions++;
        const squares = walk.squares;
        for (let i = 0; i < n; i++) board[squares[i]] = pieces[i];
        const redKing = squares[kings[0]], blackKing = squares[kings[1]];
        // A side may move only when the other is not in check (kings facing counts as check).
        const legal = [!isAttacked(board, blackKing, RED), !isAttacked(board, redKing, BLACK)];
        const entry = index.encodeMen(squares, pieces, n);
        const fen = (side: number) => `${boardFen(board)} ${side === 0 ? 'w' : 'b'} - - 0 1`;
        for (let side = 0; side < 2; side++) {
          const s = report.sides[side];
          const at0 = record + side * 5;
          const code = chunk[at0];
          const theirs = XQ_WDL[code & 7];
          const theirsIllegal = (code & 7) === XQ_ILLEGAL;
          if (!legal[side] || theirsIllegal) {
            if (legal[side]) {
              s.illegalInXiangqitbOnly++;
              example(`${side === 0 ? 'red' : 'black'} to move: illegal in xiangqitb only`, fen(side));
            } else if (!theirsIllegal) {
              s.illegalInCanjuOnly++;
              example(`${side === 0 ? 'red' : 'black'} to move: illegal in Canju only`, fen(side));
            }
            continue;
          }
          const xqDtc = chunk.readUInt16LE(at0 + 1), xqDtm = chunk.readUInt16LE(at0 + 3);
          const value = values[side][entry];
          const ours: Wdl = value === DRAW ? 'draw' : isWin(value) ? 'win' : 'loss';
          const ourDtc = ours === 'draw' ? 0 : dtcOf(value);
          s.compared++;
          if (code & 0xf8) {
            if (code & 0x08) s.xqRuleDecided++;
            bump(s.xqRuleBits, ruleWords(code));
          }
          if (ours !== 'draw' && orderOf(value) > 0) s.canjuRuleDecided++;
          if (theirs !== 'draw' && xqDtc > s.xqMaxDtc) {
            s.xqMaxDtc = xqDtc;
            s.xqMaxDtcFen = fen(side);
          }
          if (hasDtm && theirs !== 'draw' && xqDtm > (s.xqMaxDtm ?? -1)) {
            s.xqMaxDtm = xqDtm;
            s.xqMaxDtmFen = fen(side);
          }
          if (ours !== 'draw' && ourDtc > s.canjuMaxDtc) {
            s.canjuMaxDtc = ourDtc;
            s.canjuMaxDtcFen = fen(side);
          }
          const sideName = side === 0 ? 'red' : 'black';
          if (ours !== theirs) {
            const key = `${ours}/${theirs}`;
            bump(s.disagree, key);
            bump((s.disagreeByRule[key] ??= {}), ruleWords(code));
            example(`${sideName} to move: Canju ${ours}, xiangqitb ${theirs} (${ruleWords(code)})`, fen(side));
            continue;
          }
          s.agree[ours]++;
          if (ours === 'draw') continue;
          /** Counts one distance of both programs: equal, or their difference by xiangqitb's rule bits. */
          const compareDistance = (metric: 'DTC' | 'DTM', ourPlies: number, theirPlies: number, diffs: Record<string, number>, byRule: Record<string, Record<string, number>>) => {
            if (ourPlies === theirPlies) return true;
            const diff = ourPlies - theirPlies, key = diff > 0 ? `+${diff}` : String(diff);
            bump(diffs, key);
            bump((byRule[key] ??= {}), ruleWords(code));
            example(`${sideName} to move: ${ours}, ${metric} Canju ${ourPlies} xiangqitb ${theirPlies} (${ruleWords(code)})`, fen(side));
            return false;
          };
          if (compareDistance('DTC', ourDtc, xqDtc, s.dtcDiff, s.dtcDiffByRule)) s.dtcEqual++;
          if (!dtmValues || !hasDtm) continue;
          const ourDtm = dtcOf(dtmValues[side][entry]);
          if (ourDtm > s.canjuMaxDtm) {
            s.canjuMaxDtm = ourDtm;
            s.canjuMaxDtmFen = fen(side);
          }
          if (compareDistance('DTM', ourDtm, xqDtm, s.dtmDiff, s.dtmDiffByRule)) s.dtmEqual++;
        }
        for (let i = 0; i < n; i++) board[squares[i]] = 0;
      }
      more = walk.advance();
    }
    if (report.tuples !== walk.tuples) throw new Error(`${dumpPath}: ${report.tuples} tuples walked of ${walk.tuples}`);
    if (readSync(fd, chunk, 0, 1, filePos) !== 0) throw new Error(`${dumpPath} is longer than the enumeration`);
    return report;
  } finally {
    closeSync(fd);
    rmSync(dumpPath, { force: true });
  }
}

function printReport(r: TableReport): void {
  const num = (x: number) => x.toLocaleString('en-US');
  console.log(`\n${r.material} (xiangqitb ${r.xiangqitb}${r.colorsSwapped ? ', colours swapped' : ''}): ${num(r.positions)} positions of ${num(r.tuples)} tuples` +
    `; no-position tuples in one enumeration only: ${r.notPositionMismatch}`);
  r.sides.forEach((s, side) => {
    const agree = s.agree.win + s.agree.draw + s.agree.loss;
    const disagreements = Object.entries(s.disagree).map(([k, c]) => `${k} ${num(c)} [${Object.entries(s.disagreeByRule[k]).map(([w, x]) => `${w} ${num(x)}`).join(', ')}]`);
    /** Each difference (Canju − xiangqitb) with its count, split by xiangqitb's rule bits. */
    const listed = (diffs: Record<string, number>, byRule: Record<string, Record<string, number>>) => Object.entries(diffs).sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([d, c]) => `${d}: ${num(c)} [${Object.entries(byRule[d]).map(([w, x]) => `${w} ${num(x)}`).join(', ')}]`);
    const diffs = listed(s.dtcDiff, s.dtcDiffByRule);
    console.log(`  ${side === 0 ? 'red' : 'black'} to move: ${num(s.compared)} compared, W/D/L agree on ${num(agree)} (${num(s.agree.win)}/${num(s.agree.draw)}/${num(s.agree.loss)})` +
      `, disagree on ${num(s.compared - agree)}${disagreements.length ? ` (Canju/xiangqitb: ${disagreements.join('; ')})` : ''}`);
    console.log(`    DTC equal on ${num(s.dtcEqual)} of ${num(s.agree.win + s.agree.loss)} agreeing wins and losses${diffs.length ? `; Canju − xiangqitb: ${diffs.join(', ')}` : ''}`);
    if (s.canjuMaxDtm >= 0) {
      const dtmDiffs = listed(s.dtmDiff, s.dtmDiffByRule);
      console.log(`    DTM equal on ${num(s.dtmEqual)} of ${num(s.agree.win + s.agree.loss)} agreeing wins and losses${dtmDiffs.length ? `; Canju − xiangqitb: ${dtmDiffs.join(', ')}` : ''}; longest DTM Canju ${s.canjuMaxDtm} (${s.canjuMaxDtmFen})`);
    }
    console.log(`    longest DTC: xiangqitb ${s.xqMaxDtc} (${s.xqMaxDtcFen}), Canju ${s.canjuMaxDtc} (${s.canjuMaxDtcFen}); xiangqitb longest DTM ${s.xqMaxDtm ?? '—'} (${s.xqMaxDtmFen})`);
    console.log(`    rule-decided: xiangqitb ${num(s.xqRuleDecided)} (rule bits: ${Object.entries(s.xqRuleBits).map(([w, c]) => `${w} ${num(c)}`).join(', ') || 'none'}), Canju ${num(s.canjuRuleDecided)}` +
      `; illegal in Canju only ${s.illegalInCanjuOnly}, in xiangqitb only ${s.illegalInXiangqitbOnly}`);
  });
  for (const [category, fens] of Object.entries(r.examples)) console.log(`  ${category}:\n${fens.map((f) => `    ${f}`).join('\n')}`);
}

try {
  const canjuDir = freshFolder(join(root, 'canju'));
  const xqDir = freshFolder(join(root, 'xiangqitb'));
  const signature = formatSignature(material);
  log(`${signature}: threads ${threads}, scratch folder ${root}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const started = performance.now();
  execFileSync(process.execPath, [cli, 'gen', signature, '--dir', canjuDir, '--threads', String(threads), '--lang', 'en', ...(args.includes('--dtm') ? ['--dtm'] : [])], { stdio: ['ignore', 'ignore', 'inherit'] });
  const canjuSeconds = (performance.now() - started) / 1000;
  const xq = await runXiangqitb(xiangqitb, xqDir, material, threads, true);
  log(`generated: Canju ${canjuSeconds.toFixed(1)} s, xiangqitb (WDL, DTC, DTM) ${xq.wallSeconds.toFixed(1)} s; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const tables = args.includes('--all')
    ? readdirSync(canjuDir).filter((f) => f.endsWith('.cjtb')).map((f) => f.slice(0, -'.cjtb'.length))
    : [signature];
  if (!tables.includes(signature)) throw new Error(`Canju wrote no ${signature}.cjtb`);
  const reports: TableReport[] = [];
  // Tables xiangqitb does not write (none where Canju writes one with a free attacker): named, not compared.
  const missing: string[] = [];
  for (const t of tables) {
    const report = compareTable(t, canjuDir, xqDir, root);
    if (report) reports.push(report);
    else missing.push(t);
  }
  if (asJson) console.log(JSON.stringify({ material: signature, threads, canjuSeconds, xiangqitbSeconds: xq.wallSeconds, missing, tables: reports }, null, 2));
  else {
    reports.forEach(printReport);
    if (missing.length) console.log(`\nno xiangqitb table for: ${missing.join(', ')}`);
  }
} finally {
  if (!keep) rmSync(root, { recursive: true, force: true });
}
