/**
 * DTM tables on the command line: `gen --dtm` writes each table's DTM file beside its DTC file, with
 * the values the single-threaded generator (checked against the forward solver, test/oracle) gives;
 * `verify` checks both files; `stats` and `probe` report the distances to mate.
 */
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { tablePath } from '../../src/main/tablebase/generationService';
import { Position } from '../../src/shared/rules/position';
import { parseIccs } from '../../src/shared/notation/iccs';
import { ILLEGAL, dtcOf, isLoss, isWin, winValue } from '../../src/shared/tablebase/value';
import { cli } from '../support/cli';
import { flipByte, rewriteValues } from '../support/corruptTable';
import { generatedFolder } from '../support/tableFolder';
import { bothMetrics, wonWhereMetricsDiffer as apart } from '../support/metricsApart';
import { counts } from '../support/tables';

const parent = counts('KR', 'KA');
const sub = counts('KR', 'K');
const dir = generatedFolder(parent, async (d) => expect((await cli('gen', 'KR-KA', '--dir', d, '--threads', '2', '--dtm')).code).toBe(0));
const metrics = bothMetrics(parent);
const dtm = metrics.dtm.get(parent)!;

function readSides(path: string): Uint16Array[] {
  const file = TableFile.open(path);
  try {
    return [0, 1].map((side) => {
      const out = new Uint16Array(file.header.entries);
      file.readSide(side, out);
      return out;
    });
  } finally {
    file.close();
  }
}

/** A folder with copies of the DTC and DTM files of both tables. */
function copyAll(): string {
  const copy = mkdtempSync(join(dir, 'copy-'));
  for (const m of [parent, sub]) for (const metric of ['dtc', 'dtm'] as const) copyFileSync(tablePath(dir, m, metric), tablePath(copy, m, metric));
  return copy;
}

/** The first won position of red to move whose DTM differs from its DTC: where the two metrics part. */
function wonWhereMetricsDiffer(): { fen: string; index: number; dtm: number } {
  const { fen, dtm: distance } = apart(parent, metrics).next().value!;
  return { fen, index: dtm.index.encode(Position.fromFen(fen).board), dtm: distance };
}

describe('DTM tables from the command line', () => {
  it('gen --dtm writes a DTM file beside each DTC file, holding the values of the in-memory generator', () => {
    for (const m of [parent, sub]) {
      expect(existsSync(tablePath(dir, m))).toBe(true);
      expect(existsSync(tablePath(dir, m, 'dtm'))).toBe(true);
    }
    const file = TableFile.open(tablePath(dir, parent, 'dtm'));
    expect(file.header.metric).toBe('dtm');
    file.close();
    const read = readSides(tablePath(dir, parent, 'dtm'));
    let compared = 0;
    for (const side of [0, 1]) {
      for (let i = 0; i < dtm.index.size; i++) {
        if (dtm.values[side][i] === ILLEGAL) continue;
        expect(read[side][i]).toBe(dtm.values[side][i]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('verify checks the DTC and the DTM table and exits 0 when both agree with their successors', async () => {
    const result = await cli('verify', 'KR-KA', '--dir', dir, '--threads', '2');
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      expect.stringMatching(/^KR-KA: \d+ entries checked in \d+\.\ds, 0 inconsistent$/),
      expect.stringMatching(/^KR-KA DTM: \d+ entries checked in \d+\.\ds, 0 inconsistent$/),
    ]);
  });

  it('verify exits 1 on a DTM changed behind valid checksums, naming the position', async () => {
    const { fen, index, dtm: distance } = wonWhereMetricsDiffer();
    const copy = copyAll();
    rewriteValues(tablePath(copy, parent, 'dtm'), [{ side: 0, index, value: winValue(0, distance + 2) }]);
    const result = await cli('verify', 'KR-KA', '--dir', copy, '--threads', '2');
    expect(result.code).toBe(1);
    expect(result.out[0]).toMatch(/^KR-KA: .* 0 inconsistent$/);
    expect(result.out).toContain(`${fen} stored win dtc ${distance + 2} expected win dtc ${distance}`);
    expect(result.out.at(-1)).toMatch(/^KR-KA DTM: .* [1-9]\d* inconsistent/);
  });

  it('verify reports a DTM file whose checksum fails, and a missing sub-table DTM file by name', async () => {
    const corrupt = copyAll();
    flipByte(tablePath(corrupt, parent, 'dtm'), -20);
    const bad = await cli('verify', 'KR-KA', '--dir', corrupt, '--threads', '2');
    expect(bad.code).toBe(1);
    expect(bad.err.at(-1)).toMatch(/KR-KA\.cjdtm: block checksum mismatch/);
    const partial = mkdtempSync(join(dir, 'partial-'));
    for (const m of [parent, sub]) copyFileSync(tablePath(dir, m), tablePath(partial, m));
    copyFileSync(tablePath(dir, parent, 'dtm'), tablePath(partial, parent, 'dtm'));
    const missing = await cli('verify', 'KR-KA', '--dir', partial, '--threads', '2', '--lang', 'en');
    expect(missing.code).not.toBe(0);
    expect(missing.err.at(-1)).toBe('missing table(s): KR-K DTM, needed to verify KR-KA DTM');
  });

  it('stats --json gives the longest DTM per side from the DTM table', async () => {
    const result = await cli('stats', 'KR-KA', '--dir', dir, '--json');
    expect(result.code).toBe(0);
    const stats = JSON.parse(result.out[0]);
    for (const [name, side] of [['red', 0], ['black', 1]] as const) {
      let longest = 0;
      for (const v of dtm.values[side]) if (v !== ILLEGAL && (isWin(v) || isLoss(v))) longest = Math.max(longest, dtcOf(v));
      expect(stats[name].maxDtm).toBe(longest);
      expect(stats[name].maxDtmFen).toMatch(/ [wb]$/);
      expect(stats[name].maxDtm).toBeGreaterThan(stats[name].maxDtc);
    }
  });

  it('probe --json gives the position\'s DTM and each move\'s, one more than the position it leads to', async () => {
    const { fen, dtm: distance } = wonWhereMetricsDiffer();
    const result = await cli('probe', fen, '--dir', dir, '--json');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.out[0]);
    expect(answer.dtm).toBe(distance);
    expect(answer.dtm).not.toBe(answer.dtc);
    const pos = Position.fromFen(fen);
    let quiet = 0;
    for (const move of answer.moves) {
      const parsed = parseIccs(pos, move.iccs);
      if (!parsed.ok) throw new Error(move.iccs);
      if (move.wdl === 'draw') {
        expect(move.dtm).toBe(0);
        continue;
      }
      // A capture's distance comes from KR-K's DTM table; a quiet move's from this table.
      if (pos.pieceAt(parsed.value >> 7) !== 0) continue;
      expect(move.dtm).toBe(dtcOf(dtm.values[1][dtm.index.encode(pos.after(parsed.value).board)]) + 1);
      quiet++;
    }
    expect(quiet).toBeGreaterThan(0);
    // The best move by DTM wins in exactly the position's DTM.
    expect(Math.min(...answer.moves.filter((m: { wdl: string }) => m.wdl === 'win').map((m: { dtm: number }) => m.dtm))).toBe(distance);
  });

  it('probe --metric dtm ranks the moves by DTM: wins shortest first, the first one the position\'s DTM', async () => {
    const { fen, dtm: distance } = wonWhereMetricsDiffer();
    const byDtc = JSON.parse((await cli('probe', fen, '--dir', dir, '--json')).out[0]);
    const byDtm = JSON.parse((await cli('probe', fen, '--dir', dir, '--json', '--metric', 'dtm')).out[0]);
    const wins = (answer: { moves: { wdl: string; dtm: number; iccs: string }[] }) => answer.moves.filter((m) => m.wdl === 'win');
    expect(wins(byDtm)[0].dtm).toBe(distance);
    expect(wins(byDtm).map((m) => m.dtm)).toEqual(wins(byDtm).map((m) => m.dtm).sort((a, b) => a - b));
    expect(wins(byDtc)[0].iccs).not.toBe(wins(byDtm)[0].iccs);
    const bad = await cli('probe', fen, '--dir', dir, '--metric', 'dtx', '--lang', 'en');
    expect(bad.code).not.toBe(0);
  });

  it('gen --plan --dtm counts the DTM tables still missing', async () => {
    const fresh = mkdtempSync(join(dir, 'plan-'));
    const result = await cli('gen', 'KR-KA', '--dir', fresh, '--plan', '--json', '--dtm');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out[0]).tables.map((t: { material: string }) => t.material)).toEqual(['KR-K', 'KR-K DTM', 'KR-KA', 'KR-KA DTM']);
  });
});
