/** What the CLI says beside its answers: the placed-pawn note of gen and stats, and list's all-draw tables. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/main/catalogue/catalogue';
import { TableFile } from '../../src/main/tablebase/files/reader';
import { cliIn } from '../support/cli';

const dir = mkdtempSync(join(tmpdir(), 'canju-notes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a name that places a pawn (高兵 …)', () => {
  it('gen and stats say, in the chosen language, that the table covers every placement, and keep the canonical name', async () => {
    const gen = await cliIn({}, 'gen', '高兵对将', '--dir', dir, '--threads', '1', '--lang', 'zh');
    expect(gen.code).toBe(0);
    expect(gen.err[0]).toBe('高兵说的是排局中兵的位置，不属于子力：残局库 KP-K（单兵对将）包括兵在每个位置的局面');
    expect(gen.out.map((l) => l.split(' ')[0])).toEqual(['KP-K']);
    const again = await cliIn({}, 'gen', '底兵对将', '--dir', dir, '--lang', 'en');
    expect(again.err).toEqual(["底兵 describes the study's position, not its material: the table KP-K (单兵对将) covers every placement of the pawn"]);
    expect(again.out).toEqual([`KP-K and its sub-tables already exist in ${dir}`]);

    const stats = await cliIn({}, 'stats', '低兵对将', '--dir', dir, '--json', '--lang', 'en');
    expect(stats.err).toEqual([expect.stringMatching(/^低兵 describes the study's position, .* the table KP-K \(单兵对将\) covers every placement/)]);
    expect(JSON.parse(stats.out[0]).material).toBe('KP-K');
  });

  it('a plain name or a signature gets no note', async () => {
    expect((await cliIn({}, 'stats', '兵对将', '--dir', dir)).err).toEqual([]);
    expect((await cliIn({}, 'gen', 'KP-K', '--dir', dir)).err).toEqual([]);
  });
});

describe('list', () => {
  it('shows an all-draw table\'s longest win as —, not -1', async () => {
    const path = join(dir, 'KP-K.cjtb');
    const file = TableFile.open(path);
    const header = file.header;
    file.close();
    const allDraws = { legal: 10, win: 0, draw: 10, loss: 0, maxDtc: -1, maxDtcFen: '', ruleDecided: 0, histogram: [] };
    const catalogue = Catalogue.open(dir);
    catalogue.tables.setComplete(path, { ...header, statistics: { red: allDraws, black: allDraws } }, statSync(path).size);
    catalogue.close();
    const list = await cliIn({}, 'list', '--dir', dir);
    expect(list.out[0]).toMatch(/^KP-K .* red 0\/10\/0 black 0\/10\/0 max DTC —$/);
  });
});
