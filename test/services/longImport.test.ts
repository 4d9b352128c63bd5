/**
 * Issue 47 point 2: imports are all or nothing per file, whatever happens. A line of 100,000 plies in
 * each format imports, opens, pages, exports and imports again (no recursion per move anywhere on the
 * way); an unexpected failure in one file is reported for that file, the import goes on with the
 * others, and the answer lists what was added.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { importStudyFiles } from '../../src/main/services/importService';
import { exportStudy } from '../../src/main/services/studyExportService';
import type { PgnGame, PgnMove } from '../../src/shared/formats/pgn/game';
import { Position } from '../../src/shared/rules/position';
import { moveToIccs } from '../../src/shared/rules/move';
import { encodeTree, treeSize } from '../../src/shared/study/flatTree';
import { KNIGHT, ROOK, dhtmlxqFile, dumpStudies, pgnFile, xqfFile } from '../support/studyFiles';
import { worded } from '../support/worded';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function withCatalogue<T>(fn: (catalogue: Catalogue, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'canju-long-'));
  scratch.push(dir);
  const catalogue = Catalogue.open(dir);
  try {
    return fn(catalogue, dir);
  } finally {
    catalogue.close();
  }
}

const PLIES = 100_000;
const FEN = '5k3/8r/9/9/9/9/9/9/9/R2K5 w - - 0 1';

/** Rooks to and fro for `plies` plies, a comment every thousand. */
function longGame(plies: number): PgnGame {
  const pos = Position.fromFen(FEN);
  const cycle = ['a0a1', 'i8i7', 'a1a0', 'i7i8'];
  const moves: PgnMove[] = [];
  for (let i = 0; i < plies; i++) {
    const move = pos.legalMoves().find((m) => moveToIccs(m) === cycle[i % 4])!;
    moves.push({ move, ...(i % 1000 === 0 ? { comment: `第 ${i + 1} 步` } : {}) });
    pos.play(move);
  }
  return { tags: [['Title', '长线']], fen: FEN, moves, result: '*' };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('a line of 100,000 plies', () => {
  const game = longGame(PLIES);
  it.each([
    ['long.pgn', () => utf8(pgnFile(game))],
    ['long.dhtmlxq', () => utf8(dhtmlxqFile(game))],
    ['long.xqf', () => xqfFile(game)],
  ] as const)('%s imports whole, and exports and imports again the same', (name, bytes) => {
    withCatalogue((catalogue) => {
      const summary = worded(importStudyFiles(catalogue, [{ name, bytes: bytes() }]), 'en');
      expect(summary.failed).toEqual([]);
      expect(summary.imported).toHaveLength(1);
      const study = catalogue.studies.get(summary.imported[0].id)!;
      expect(treeSize(study.tree)).toBe(PLIES);
      const format = name.endsWith('.pgn') ? 'pgn' : name.endsWith('.xqf') ? 'xqf' : 'dhtmlxq';
      const file = exportStudy(catalogue, study.id, { format, encoding: 'utf-8', notation: 'iccs', lang: 'en' });
      if (!file.ok) throw new Error(file.errors[0].code);
      withCatalogue((again) => {
        const back = worded(importStudyFiles(again, [{ name, bytes: Buffer.from(file.base64, 'base64') }]), 'en');
        expect(back.failed).toEqual([]);
        expect(encodeTree(again.studies.get(back.imported[0].id)!.tree)).toEqual(encodeTree(study.tree));
      });
    });
  }, 90_000);
});

describe('an unexpected failure in one file', () => {
  it('is that file\'s failure: nothing of it is added, the files after it are imported, and the summary lists what was', () => {
    withCatalogue((catalogue, dir) => {
      // The catalogue fails as a full disk would, for the one file holding the rook study.
      const real = catalogue.studies.import.bind(catalogue.studies);
      catalogue.studies.import = (studies) => {
        if (studies.some((s) => s.meta.title === 'Rook alone')) throw new Error('database or disk is full');
        return real(studies);
      };
      const summary = worded(importStudyFiles(catalogue, [
        { name: 'rook.pgn', bytes: utf8(pgnFile(ROOK)) },
        { name: 'knight.pgn', bytes: utf8(pgnFile(KNIGHT)) },
      ]), 'en');
      expect(summary).toEqual({
        imported: [{ id: 1, title: '马擒孤将 红先胜', file: 'knight.pgn' }], duplicates: [], skipped: [],
        failed: [{ file: 'rook.pgn', message: 'rook.pgn: not imported, an unexpected error: database or disk is full' }],
      });
      expect(dumpStudies(dir)).toHaveLength(1);
    });
  });
});
