/**
 * Study library benchmark: generates a folder of distinct studies (random legal positions of two to
 * five pieces a side with short random lines, some with a comment and a variation) as PGN
 * collections, DhtmlXQ collections and single XQF files, imports the folder into a fresh catalogue
 * through the import service (reading every file, as `study import` does), and times the listing:
 * the first page, a late page, text searches and each filter, each the median of several runs.
 * Prints the import rate, the times and the peak resident memory.
 * `npm run bench:library -- [--studies N]` (default 10,000).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Catalogue } from '../src/main/catalogue/catalogue';
import { encodeGbk } from '../src/main/export/gbk';
import { collectStudyFiles } from '../src/main/import/studyFiles';
import { importStudyFiles } from '../src/main/services/importService';
import { StudyService } from '../src/main/services/studyService';
import { TreeService } from '../src/main/services/treeService';
import type { StudyQuery } from '../src/shared/api/contract';
import { writeDhtmlxq } from '../src/shared/formats/dhtmlxq';
import type { PgnGame, PgnMove, PgnResult } from '../src/shared/formats/pgn/game';
import { writePgn } from '../src/shared/formats/pgn/write';
import { writeXqf } from '../src/shared/formats/xqf';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, PAWN, type PieceKind, ROOK } from '../src/shared/rules/piece';
import type { Position } from '../src/shared/rules/position';
import { prng, randomPosition } from '../test/support/random';
import { worded } from '../test/support/worded';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const total = Number(option('studies', '10000'));
const rand = prng(18);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];

const KINDS: readonly PieceKind[] = [ROOK, HORSE, CANNON, PAWN, PAWN, ADVISOR, ELEPHANT];
const COMPOSERS = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴'];
const WORDS = ['巧胜', '妙和', '连将', '弃子', '困毙', '闷杀', '双将', '献车'];

function position(): Position {
  for (;;) {
    const pieces: [Color, PieceKind][] = [];
    for (const color of [0, 1] as Color[]) for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) pieces.push([color, pick(KINDS)]);
    const pos = randomPosition(rand, pieces, rand() < 0.8 ? 0 : 1);
    if (pos && pos.legalMoves().length > 0) return pos;
  }
}

/** A random line of up to `plies` moves, with a comment now and then, and a one-move variation on its first move. */
function line(start: Position, plies: number): PgnMove[] {
  const out: PgnMove[] = [];
  let pos = start;
  for (let i = 0; i < plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    const move = pick(moves);
    const other = moves.find((m) => m !== move);
    out.push({
      move, ...(rand() < 0.2 ? { comment: pick(WORDS) } : {}), ...(i === 0 && other !== undefined && rand() < 0.3 ? { variations: [[{ move: other }]] } : {}),
    });
    pos = pos.after(move);
  }
  return out;
}

function study(n: number): PgnGame {
  const start = position();
  const result: PgnResult = pick(['1-0', '0-1', '1/2-1/2', '*']);
  const title = `第${n}局 ${pick(WORDS)}`;
  return {
    tags: [['Title', title], ['Event', title], ['Author', pick(COMPOSERS)], ['Source', `残局集 ${1 + (n % 40)}`]],
    fen: start.fen(), moves: line(start, 2 + Math.floor(rand() * 7)), result, ...(rand() < 0.1 ? { startComment: `注 ${n}` } : {}),
  };
}

/** 80% in PGN collections of 100, 10% in DhtmlXQ collections of 50, 10% single XQF files. */
function writeFolder(dir: string): void {
  const pgnCount = Math.round(total * 0.8), dhtmlxqCount = Math.round(total * 0.1);
  let n = 0;
  const batch = (count: number, size: number, write: (games: PgnGame[], i: number) => void) => {
    for (let i = 0; i * size < count; i++) write(Array.from({ length: Math.min(size, count - i * size) }, () => study(++n)), i);
  };
  mkdirSync(join(dir, 'pgn'));
  mkdirSync(join(dir, 'dhtmlxq'));
  mkdirSync(join(dir, 'xqf'));
  batch(pgnCount, 100, (games, i) => writeFileSync(join(dir, 'pgn', `c${i}.pgn`), games.map((g) => writePgn(g, pick(['chinese', 'iccs', 'wxf']))).join('\n')));
  batch(dhtmlxqCount, 50, (games, i) => writeFileSync(join(dir, 'dhtmlxq', `d${i}.txt`), games.map(writeDhtmlxq).join('\n')));
  batch(total - pgnCount - dhtmlxqCount, 1, ([game], i) => writeFileSync(join(dir, 'xqf', `x${i}.xqf`), writeXqf(game, encodeGbk)));
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const root = mkdtempSync(join(tmpdir(), 'canju-bench-library-'));
try {
  const folder = join(root, 'studies'), library = join(root, 'library');
  mkdirSync(folder);
  mkdirSync(library);
  let t = performance.now();
  writeFolder(folder);
  console.log(`generated ${total.toLocaleString('en')} studies in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const catalogue = Catalogue.open(library);
  try {
    t = performance.now();
    const { files, skipped } = collectStudyFiles([folder]);
    const read = performance.now() - t;
    const summary = worded(importStudyFiles(catalogue, files, { skipped }), 'en');
    const seconds = (performance.now() - t) / 1000;
    console.log(`import: ${files.length} files (read in ${(read / 1000).toFixed(2)} s), ${summary.imported.length} imported, ${summary.duplicates.length} duplicates, `
      + `${summary.failed.length} failed, ${summary.skipped.length} skipped in ${seconds.toFixed(2)} s: ${Math.round(summary.imported.length / seconds).toLocaleString('en')} studies/s`);
    for (const f of summary.failed.slice(0, 5)) console.log(`  failed: ${f.message}`);

    // Some studies checked, as the soundness report would leave them.
    for (let id = 1; id <= summary.imported.length; id += 7) catalogue.studies.setSoundness(id, id % 2 ? 'sound' : 'unsound');
    const noTables = { value: () => { throw new Error('no tables'); }, moves: () => { throw new Error('no tables'); } };
    const studies = new StudyService(catalogue, new TreeService(noTables, () => undefined), noTables);
    const material = catalogue.studies.get(1)!.material;
    const cases: [string, Partial<StudyQuery>][] = [
      ['first page (50)', {}],
      [`late page (offset ${Math.max(0, summary.imported.length - 1000).toLocaleString('en')})`, { offset: Math.max(0, summary.imported.length - 1000) }],
      ['search, many hits ("巧胜")', { text: '巧胜' }],
      ['search, one hit ("第4321局")', { text: '第4321局' }],
      ['search, no hit ("无此文字")', { text: '无此文字' }],
      [`material (${material})`, { material }],
      ['stipulation (红先胜)', { stipulation: '红先胜' }],
      ['soundness (sound)', { soundness: 'sound' }],
      ['source file (c7.pgn)', { sourceFile: 'c7.pgn' }],
      ['search + material', { text: '妙和', material }],
    ];
    for (const [label, query] of cases) {
      const times: number[] = [];
      let found = 0, shown = 0;
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        const answer = worded(studies.list({ offset: 0, limit: 50, ...query }), 'en');
        times.push(performance.now() - t0);
        if (!answer.ok) throw new Error(answer.errors[0].message);
        found = answer.total;
        shown = answer.studies.length;
      }
      console.log(`  ${label.padEnd(34)} ${median(times).toFixed(2).padStart(7)} ms  (${shown} shown of ${found.toLocaleString('en')})`);
    }
  } finally {
    catalogue.close();
  }
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
