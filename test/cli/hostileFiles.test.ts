/**
 * What a hostile or odd file system gives the CLI: special files named to be read, a file too large,
 * a lock that is a folder, a path too long, control characters inside a study; each said in one line,
 * in the language asked for, with nothing from a file reaching the terminal raw.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printable } from '../../src/main/cli/io';
import { BUILT_CLI, cli } from '../support/cli';

const scratch = mkdtempSync(join(tmpdir(), 'canju-hostile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const fresh = (name: string) => {
  const dir = join(scratch, name);
  mkdirSync(dir);
  return dir;
};

const PGN = (title: string) => `[Event "${title}"]\n[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"]\n[Result "1-0"]\n\n1. 车五进四 *\n`;

describe('special files named to be read', () => {
  it('a FIFO, /dev/zero and a file over the limit are refused at once, each in one line saying why', async () => {
    const dir = fresh('special');
    const fifo = join(dir, 'pipe.pgn');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const large = join(dir, 'large.pgn');
    closeSync(openSync(large, 'w'));
    spawnSync('truncate', ['-s', String(51 * 2 ** 20), large]);
    const run = await cli('study', 'import', fifo, '/dev/zero', large, '--dir', dir, '--lang', 'en');
    expect(run.code).toBe(0);
    expect(run.err).toEqual([
      `cannot read ${fifo}: not a regular file (a folder, device or pipe)`,
      'cannot read /dev/zero: not a regular file (a folder, device or pipe)',
      `cannot read ${large}: larger than the 50 MB a study file may be`,
      '0 imported, 0 already in the library, 0 files failed, 3 skipped',
    ]);
    const zh = await cli('study', 'import', '/dev/zero', '--dir', dir, '--lang', 'zh');
    expect(zh.err[0]).toBe('无法读取 /dev/zero：不是普通文件（是目录、设备或管道）');
  }, 20_000);

  it('a table file that is a FIFO or a folder is a corrupt table, not a wait for ever', async () => {
    const dir = fresh('tables');
    expect(spawnSync('mkfifo', [join(dir, 'KR-K.cjtb')]).status).toBe(0);
    mkdirSync(join(dir, 'KN-K.cjtb'));
    for (const fen of ['3k5/9/9/9/9/9/9/9/4R4/5K3 w', '3k5/9/9/9/9/9/9/9/4N4/5K3 w']) {
      const run = await cli('probe', fen, '--dir', dir, '--lang', 'en');
      expect(run.code).toBe(1);
      expect(run.err).toEqual([expect.stringMatching(/is corrupt: .*\.cjtb: not a regular file; generating the table again repairs it/)]);
    }
  }, 20_000);
});

describe('folders the system refuses', () => {
  it('a --dir path too long and a canju.lock that is a folder are one clear line in either language', async () => {
    const long = join(scratch, 'x'.repeat(300));
    expect(await cli('list', '--dir', long, '--lang', 'en')).toEqual({
      code: 2, out: [], err: [`The tables folder ${long} cannot be used: ${long}: the path is too long for the system (ENAMETOOLONG)`],
    });
    expect((await cli('list', '--dir', long, '--lang', 'zh')).err).toEqual([`无法使用残局库目录 ${long}：${long}：路径太长，系统无法处理（ENAMETOOLONG）`]);
    const dir = fresh('locked');
    mkdirSync(join(dir, 'canju.lock'));
    const lock = join(dir, 'canju.lock');
    expect(await cli('list', '--dir', dir, '--lang', 'en')).toEqual({ code: 1, out: [], err: [`The tables folder ${dir} cannot be used: ${lock}: a folder, not a file (EISDIR)`] });
    expect((await cli('list', '--dir', dir, '--lang', 'zh')).err).toEqual([`无法使用残局库目录 ${dir}：${lock}：是目录，不是文件（EISDIR）`]);
  });

  it('a catalogue that is not a database is said in Chinese under --lang zh', async () => {
    const dir = fresh('notadb');
    writeFileSync(join(dir, 'catalogue.sqlite'), 'not a database at all, just text that is long enough to be read as a header'.repeat(20));
    const run = await cli('list', '--dir', dir, '--lang', 'zh');
    expect(run.code).toBe(1);
    expect(run.err).toEqual([`无法打开残局库目录 ${dir} 中的目录数据库 catalogue.sqlite：不是数据库（SQLITE_NOTADB）`]);
  });
});

describe('control characters from files', () => {
  it('are escaped on the terminal: study list titles and import failure lines, in the built CLI too', async () => {
    const dir = fresh('control'), library = fresh('library');
    const hostile = '\u001b]0;owned\u0007\u001b[31mRed\r\u009b2J';
    writeFileSync(join(dir, 'a.pgn'), PGN(hostile));
    writeFileSync(join(dir, `bad\u001b[2J.pgn`), '[Event "x"]\n\n1. zz *\n');
    const imported = spawnSync(process.execPath, [BUILT_CLI, 'study', 'import', dir, '--dir', library, '--lang', 'en'], { encoding: 'utf8' });
    const list = spawnSync(process.execPath, [BUILT_CLI, 'study', 'list', '--dir', library, '--lang', 'en'], { encoding: 'utf8' });
    for (const output of [imported.stdout, imported.stderr, list.stdout, list.stderr]) {
       
      expect(output.replace(/\n/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    expect(imported.stderr).toContain('bad\\u001b[2J.pgn');
    expect(list.stdout).toContain('\\u001b]0;owned\\u0007\\u001b[31mRed\\u000d\\u009b2J');
    const json = await cli('study', 'list', '--dir', library, '--json');
    expect(JSON.parse(json.out[0]).studies[0].meta.title).toBe(hostile);
  });

  it('printable keeps tabs and a final CR, and escapes the rest as JSON does', () => {
    expect(printable('a\tb\r')).toBe('a\tb\r');
    expect(printable('a\rb\nc\u0000\u2028')).toBe('a\\u000db\\u000ac\\u0000\\u2028');
    expect(JSON.parse(printable(JSON.stringify({ t: '\u0085x' })))).toEqual({ t: '\u0085x' });
  });
});
