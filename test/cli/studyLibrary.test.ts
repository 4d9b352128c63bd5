/**
 * The study library from the command line: a folder imported with and without --json, the broken
 * file's line in English and Chinese, exit codes; each export format written to a file and read
 * back; the list's filters and pages; delete.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliRun, cliIn } from '../support/cli';
import { KNIGHT, PAWN, ROOK, dhtmlxqFile, pgnFile, xqfFile } from '../support/studyFiles';

const EN = { LC_ALL: '', LC_MESSAGES: '', LANG: 'en_US.UTF-8' };
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'canju-cli-library-'));
  scratch.push(dir);
  return dir;
}

/** Three good files (one of each format, four studies), a broken PGN, a duplicate, and a file that is no study. */
const source = folder();
mkdirSync(join(source, 'more'));
writeFileSync(join(source, 'a.pgn'), pgnFile(KNIGHT, ROOK));
writeFileSync(join(source, 'b.txt'), dhtmlxqFile(PAWN));
writeFileSync(join(source, 'more', 'c.xqf'), xqfFile({ ...ROOK, tags: [['Title', '车 XQF']] }));
writeFileSync(join(source, 'broken.pgn'), pgnFile(KNIGHT).replace('E1-F3', 'E1-E5'));
writeFileSync(join(source, 'more', 'dup.pgn'), pgnFile(ROOK));
writeFileSync(join(source, 'readme.md'), 'notes');
const s = (name: string) => join(source, name);

const run = (dir: string, ...argv: string[]): Promise<CliRun> => cliIn(EN, 'study', ...argv, '--dir', dir);

const BROKEN = {
  en: `${s('broken.pgn')}: line 9, column 11: Red's move 'E1-E5' cannot be played: the piece cannot move that way (position 3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1)`,
  zh: `${s('broken.pgn')}: 第 9 行第 11 列: 红方着法「E1-E5」无法走出：这个棋子不能这样走（局面 3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1）`,
};

describe('study import', () => {
  it('prints each new study\'s id, then the duplicates, failures, skipped files and the tally; exit 1 for the broken file', async () => {
    const dir = folder();
    expect(await run(dir, 'import', source)).toEqual({
      code: 1, out: ['1', '2', '3', '4'],
      err: [
        `${s('more/dup.pgn')}: already in the library as study 2 (Rook alone)`,
        BROKEN.en,
        `${s('readme.md')}: not a study file (PGN, DhtmlXQ or XQF)`,
        '4 imported, 1 already in the library, 1 file failed, 1 skipped',
      ],
    });
    const again = await run(dir, 'import', s('a.pgn'), s('b.txt'));
    expect(again).toEqual({
      code: 0, out: [],
      err: [
        `${s('a.pgn')}: already in the library as study 1 (马擒孤将 红先胜)`, `${s('a.pgn')}: already in the library as study 2 (Rook alone)`,
        `${s('b.txt')}: already in the library as study 3 (兵对士 黑先和)`, '0 imported, 3 already in the library, 0 files failed, 0 skipped',
      ],
    });
  });

  it('says the broken file\'s line in Chinese with --lang zh', async () => {
    const zh = await cliIn(EN, 'study', 'import', s('broken.pgn'), s('b.txt'), '--dir', folder(), '--lang', 'zh');
    expect(zh).toEqual({ code: 1, out: ['1'], err: [BROKEN.zh, '导入 1 局，已有 0 局，失败 1 个文件，跳过 0 个文件'] });
  });

  it('prints the whole summary with --json', async () => {
    const result = await run(folder(), 'import', source, '--json');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out[0])).toEqual({
      imported: [
        { id: 1, title: '马擒孤将 红先胜', file: s('a.pgn') }, { id: 2, title: 'Rook alone', file: s('a.pgn') },
        { id: 3, title: '兵对士 黑先和', file: s('b.txt') }, { id: 4, title: '车 XQF', file: s('more/c.xqf') },
      ],
      duplicates: [{ id: 2, title: 'Rook alone', file: s('more/dup.pgn') }],
      failed: [{ file: s('broken.pgn'), message: BROKEN.en }],
      skipped: [{ file: s('readme.md'), message: `${s('readme.md')}: not a study file (PGN, DhtmlXQ or XQF)` }],
    });
    expect(result.out).toHaveLength(1);
  });

  it('refuses a path that does not exist and a bad stipulation before importing anything (exit 2)', async () => {
    const dir = folder();
    expect(await run(dir, 'import', s('a.pgn'), s('none.pgn'))).toEqual({ code: 2, out: [], err: [`cannot read ${s('none.pgn')}`] });
    expect(await run(dir, 'import', s('a.pgn'), '--stipulation', 'win')).toMatchObject({ code: 2, out: [], err: [expect.stringMatching(/^unrecognised stipulation 'win'/)] });
    expect(await run(dir, 'import')).toMatchObject({ code: 2, err: [expect.stringMatching(/^missing <files or folders> to import \(usage: canju study /)] });
    expect(await run(dir, 'list', '--json')).toEqual({ code: 0, out: [JSON.stringify({ studies: [], total: 0 })], err: [] });
  });
});

describe('study export, list, delete', () => {
  const dir = folder();
  const out = folder();

  it('writes each format to --out, and each reads back as the same study', async () => {
    expect((await run(dir, 'import', s('a.pgn'))).out).toEqual(['1', '2']);
    const expected = { pgn: '[Game "Chinese Chess"]', dhtmlxq: '[DhtmlXQ]', svg: '<svg ', text: '马擒孤将 红先胜' };
    for (const format of ['pgn', 'dhtmlxq', 'xqf', 'svg', 'png', 'text'] as const) {
      const path = join(out, `k.${format}`);
      expect(await run(dir, 'export', '1', '--format', format, '--out', path)).toEqual({ code: 0, out: [path], err: [] });
      const bytes = readFileSync(path);
      if (format === 'xqf') expect(bytes.subarray(0, 2).toString('latin1')).toBe('XQ');
      else if (format === 'png') expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      else expect(bytes.toString('utf8').startsWith(expected[format])).toBe(true);
    }
    const back = folder();
    const imported = await run(back, 'import', join(out, 'k.pgn'), join(out, 'k.dhtmlxq'), join(out, 'k.xqf'), '--json');
    expect(JSON.parse(imported.out[0])).toMatchObject({ imported: [{ id: 1, title: '马擒孤将 红先胜' }], duplicates: [{ id: 1 }, { id: 1 }], failed: [] });
  });

  it('prints a text format on stdout without --out; GBK with --encoding gbk; refuses a folder as --out and a study that is not there', async () => {
    const pgn = await run(dir, 'export', '2', '--format', 'pgn', '--notation', 'iccs');
    expect(pgn.code).toBe(0);
    expect(pgn.out).toContain('[Title "Rook alone"]');
    expect(pgn.out.at(-1)).toBe('1. A0-A7 D9-D8 1-0');
    const gbk = join(out, 'gbk.pgn');
    await run(dir, 'export', '1', '--format', 'pgn', '--encoding', 'gbk', '--out', gbk);
    expect(new TextDecoder('gbk').decode(readFileSync(gbk))).toContain('[Title "马擒孤将 红先胜"]');
    expect(await run(dir, 'export', '1', '--format', 'xqf', '--out', out)).toEqual({ code: 2, out: [], err: [`--out ${out} is a folder, not a file`] });
    expect(await run(dir, 'export', '9', '--format', 'pgn')).toEqual({ code: 1, out: [], err: ['no study 9'] });
    expect(await run(dir, 'export', '1')).toMatchObject({ code: 2, err: [expect.stringMatching(/^missing --format/)] });
    expect(await run(dir, 'export', '1', '--format', 'doc')).toMatchObject({ code: 2, err: ['--format must be one of pgn, dhtmlxq, xqf, svg, png, text'] });
  });

  it('draws a diagram without the arrow unless --arrows, in the printed style with --piece-style printed', async () => {
    const svg = async (...extra: string[]) => (await run(dir, 'export', '1', '--format', 'svg', ...extra)).out.join('\n');
    expect(await svg()).not.toContain('class="arrow"');
    expect(await svg()).toContain('data-piece-style="board"');
    expect(await svg('--arrows')).toContain('class="arrow"');
    expect(await svg('--piece-style', 'printed')).toContain('data-piece-style="printed"');
    expect(await run(dir, 'export', '1', '--format', 'svg', '--piece-style', 'ink')).toMatchObject({ code: 2, err: [expect.stringMatching(/piece-style/)] });
  });

  it('lists with filters and pages, saying when there are more', async () => {
    await run(dir, 'import', s('b.txt'));
    expect(await run(dir, 'list', '--material', 'KN-K')).toEqual({ code: 0, out: [`   1  红先胜   KN-K           马擒孤将 红先胜`], err: [] });
    expect((await run(dir, 'list', '--search', 'rook')).out).toEqual([`   2  红先胜   KR-K           Rook alone`]);
    expect((await run(dir, 'list', '--stipulation', '黑先和')).out).toEqual([`   3  黑先和   KP-KA          兵对士 黑先和`]);
    expect((await run(dir, 'list', '--source', 'b.txt', '--soundness', 'unchecked')).out).toHaveLength(1);
    expect((await run(dir, 'list', '--soundness', 'sound')).out).toEqual([]);
    expect(await run(dir, 'list', '--limit', '1', '--offset', '1')).toEqual({ code: 0, out: [`   2  红先胜   KR-K           Rook alone`], err: ['studies 2-2 of 3: --offset and --limit show others'] });
    expect(await run(dir, 'list', '--soundness', 'maybe')).toMatchObject({ code: 2, err: ['--soundness must be one of sound, unsound, unchecked'] });
    expect(await run(dir, 'list', '--material', 'KZ')).toMatchObject({ code: 2, err: [expect.stringMatching(/^unrecognised material/)] });
    expect(await run(dir, 'list', '--limit', '501')).toMatchObject({ code: 2 });
  });

  it('deletes a study for good', async () => {
    expect(await run(dir, 'delete', '3')).toEqual({ code: 0, out: ['3'], err: [] });
    expect((await run(dir, 'list')).out.map((l) => l.trim().split(' ')[0])).toEqual(['2', '1']);
    expect(await run(dir, 'delete', '3')).toEqual({ code: 1, out: [], err: ['no study 3'] });
    expect(await run(dir, 'delete', '1', '2')).toMatchObject({ code: 2, err: [expect.stringMatching(/^unexpected argument '2'/)] });
  });
});
