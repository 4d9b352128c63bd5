/**
 * Every command fed malformed input, in both languages: exactly one line on stderr, no stack trace,
 * the documented exit code (README: 1 a negative answer or a failure, 2 bad usage), and that line in
 * the chosen language only. Most run in-process; a few run the built CLI as a real process.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentLang } from '../../src/main/cli/lang';
import { BUILT_CLI, type CliRun, cliIn } from '../support/cli';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
const KNKA = '3k5/9/3a5/9/9/9/9/9/4N4/5K3 w';
const BAD_FENS = [
  'garbage',
  '9/9/9 w',
  'rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w',
  'rnbakabnx/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w',
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x',
  '4k4/9/9/9/9/9/9/9/9/4K4 w',
  '9/9/9/9/9/9/9/9/9/4K4 w',
  '3k5/9/9/9/9/9/9/9/9/P3K4 w',
];
// Opposite locales, so each case also shows that --lang wins over the environment.
const ENV = { zh: { LC_ALL: '', LC_MESSAGES: '', LANG: 'en_US.UTF-8' }, en: { LC_ALL: '', LC_MESSAGES: '', LANG: 'zh_CN.UTF-8' } };

const root = mkdtempSync(join(tmpdir(), 'canju-bad-input-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const tables = join(root, 'tables'), missing = join(root, 'nowhere'), file = join(root, 'file.txt');
mkdirSync(tables);
writeFileSync(file, 'not a folder');

/** [what, argv, exit code]: every argument plain ASCII, so an English line has no CJK at all. */
const CASES: [string, string[], number][] = [
  ...BAD_FENS.flatMap((fen): [string, string[], number][] => [
    [`perft ${fen}`, ['perft', fen, '2'], 2],
    [`moves ${fen}`, ['moves', fen], 2],
    [`probe ${fen}`, ['probe', fen, '--dir', tables], 2],
    [`line ${fen}`, ['line', fen, '--dir', tables], 2],
  ]),
  ['unknown command', ['fly'], 2],
  ['perft without a FEN', ['perft'], 2],
  ['perft without a depth', ['perft', KNKA], 2],
  ['perft, depth not a number', ['perft', KNKA, 'x'], 2],
  ['perft, depth too deep', ['perft', KNKA, '9'], 2],
  ['perft, an extra argument', ['perft', KNKA, '2', '3'], 2],
  ['moves without a FEN', ['moves'], 2],
  ['moves, unknown notation', ['moves', KNKA, '--notation', 'nope'], 2],
  ['moves, --notation without a value', ['moves', KNKA, '--notation'], 2],
  ['moves, unknown flag', ['moves', KNKA, '--bogus'], 2],
  ['validate without a FEN', ['validate'], 2],
  ['validate, an extra argument', ['validate', KNKA, 'extra'], 2],
  ['validate, unknown flag', ['validate', KNKA, '--json'], 2],
  ['gen without a material', ['gen'], 2],
  ['gen without --dir', ['gen', 'KN-K'], 2],
  ['gen, --dir names a file', ['gen', 'KN-K', '--dir', file], 2],
  ['gen, --dir inside a file', ['gen', 'KN-K', '--dir', join(file, 'tables')], 1],
  ['gen, material without a dash', ['gen', 'abc', '--dir', tables], 2],
  ['gen, unknown piece letter', ['gen', 'KX-K', '--dir', tables], 2],
  ['gen, no king', ['gen', 'C-K', '--dir', tables], 2],
  ['gen, three rooks', ['gen', 'KRRR-K', '--dir', tables], 2],
  ['gen, the start position is too large', ['gen', 'KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB', '--dir', tables], 1],
  ['gen, --threads 0', ['gen', 'KN-K', '--dir', tables, '--threads', '0'], 2],
  ['gen, --threads abc', ['gen', 'KN-K', '--dir', tables, '--threads', 'abc'], 2],
  ['gen, --threads 1.5', ['gen', 'KN-K', '--dir', tables, '--threads', '1.5'], 2],
  ['gen, --threads followed by another option', ['gen', 'KN-K', '--threads', '--dir', tables], 2],
  ['gen, --memory-gb x', ['gen', 'KN-K', '--dir', tables, '--memory-gb', 'x'], 2],
  ['gen, --memory-gb 0', ['gen', 'KN-K', '--dir', tables, '--memory-gb', '0'], 2],
  ['gen, unknown flag', ['gen', 'KN-K', '--dir', tables, '--fast'], 2],
  ['stats without --dir', ['stats', 'KN-KA'], 2],
  ['stats, folder missing', ['stats', 'KN-KA', '--dir', missing], 2],
  ['stats, --dir names a file', ['stats', 'KN-KA', '--dir', file], 2],
  ['stats, bad material', ['stats', 'K-K-K', '--dir', tables], 2],
  ['stats, no such table', ['stats', 'KN-KA', '--dir', tables], 1],
  ['stats, --json given a value', ['stats', 'KN-KA', '--dir', tables, '--json=yes'], 2],
  ['verify, folder missing', ['verify', 'KN-KA', '--dir', missing], 2],
  ['verify, --dir names a file', ['verify', 'KN-KA', '--dir', file], 2],
  ['verify, bad material', ['verify', 'KQ-K', '--dir', tables], 2],
  ['verify, missing tables', ['verify', 'KN-KA', '--dir', tables], 1],
  ['verify, --threads -1', ['verify', 'KN-KA', '--dir', tables, '--threads', '-1'], 2],
  ['probe without a FEN', ['probe', '--dir', tables], 2],
  ['probe, --dir without a value', ['probe', KNKA, '--dir'], 2],
  ['probe, folder missing', ['probe', KNKA, '--dir', missing], 2],
  ['probe, --dir names a file', ['probe', KNKA, '--dir', file], 2],
  ['probe, the start position is too large', ['probe', START, '--dir', tables], 1],
  ['probe, missing tables', ['probe', KNKA, '--dir', tables], 1],
  ['probe, an extra argument', ['probe', KNKA, 'extra', '--dir', tables], 2],
  ['probe, unknown flag', ['probe', KNKA, '--dir', tables, '--verbose'], 2],
  ['line, folder missing', ['line', KNKA, '--dir', missing], 2],
  ['line, --dir names a file', ['line', KNKA, '--dir', file], 2],
  ['line, the start position is too large', ['line', START, '--dir', tables], 1],
  ['line, missing tables', ['line', KNKA, '--dir', tables], 1],
  ['line, unknown notation', ['line', KNKA, '--dir', tables, '--notation', 'nope'], 2],
  ['list without --dir', ['list'], 2],
  ['list, folder missing', ['list', '--dir', missing], 2],
  ['list, --dir names a file', ['list', '--dir', file], 2],
  ['list, --dir followed by a flag', ['list', '--dir', '--json'], 2],
  ['list, an extra argument', ['list', 'extra', '--dir', tables], 2],
];

function expectOneLine(run: CliRun, code: number, lang: 'zh' | 'en'): void {
  expect(run.err, run.err.join('\n')).toHaveLength(1);
  expect([...run.out, ...run.err].filter((line) => /^\s*at /.test(line))).toEqual([]);
  expect(run.code).toBe(code);
  expect(CJK.test(run.err[0]), run.err[0]).toBe(lang === 'zh');
}

describe('malformed input: one line, no stack trace, the documented exit code, one language', () => {
  for (const lang of ['zh', 'en'] as const) {
    it.each(CASES)(`${lang}: %s`, async (_what, argv, code) => {
      const run = await cliIn(ENV[lang], ...argv, '--lang', lang);
      expectOneLine(run, code, lang);
      expect(run.out).toEqual([]);
    });
  }

  it('says what is wrong, not just that something is', async () => {
    const en = async (...argv: string[]) => (await cliIn({}, ...argv)).err[0];
    expect(await en('probe', '9/9/9 w', '--dir', tables)).toBe('bad FEN: FEN board has 3 ranks; Xiangqi has 10');
    expect(await en('probe', '4k4/9/9/9/9/9/9/9/9/4K4 w', '--dir', tables)).toBe('illegal position: the kings face each other on an open file');
    expect(await en('gen', 'abc', '--dir', tables)).toBe("unrecognised material: 'abc' needs exactly one '-' between red's and black's pieces");
    expect(await en('probe', KNKA, '--dir', missing)).toBe(`no folder ${missing}`);
    expect(await en('list', '--dir', file)).toBe(`${file} is a file, not a folder`);
    expect(await en('probe', START, '--dir', tables)).toBe('KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB has too many pieces for a table');
    expect(await en('gen', 'KN-K', '--dir', tables, '--threads', '0')).toBe('--threads must be a whole number from 1 to 256');
    expect(await en('list', '--dir', tables, '--bogus')).toBe('unknown option --bogus (usage: canju list --dir <tables> [--json])');
    expect(await en('fly')).toBe("unknown command 'fly'; 'canju help' lists the commands");
    const zh = async (...argv: string[]) => (await cliIn({}, '--lang', 'zh', ...argv)).err[0];
    expect(await zh('probe', '9/9/9 w', '--dir', tables)).toBe('FEN 有误：FEN 的棋盘有 3 行；象棋棋盘有 10 行');
    expect(await zh('probe', START, '--dir', tables)).toBe('KRRNNCCPPPPPAABB-KRRNNCCPPPPPAABB 子力太多，无法建立残局库');
    expect(await zh('list', '--dir', tables, '--bogus')).toBe('无法识别的选项 --bogus（用法：canju list --dir <残局库目录> [--json]）');
  });

  it('Chinese names that cannot be read, in either language', async () => {
    for (const name of ['炮兵对龙', '炮兵士象全', '炮兵对将对将', '六兵对将']) {
      expectOneLine(await cliIn({}, 'gen', name, '--dir', tables, '--lang', 'zh'), 2, 'zh');
      const en = await cliIn({}, 'gen', name, '--dir', tables, '--lang', 'en');
      expect([en.code, en.err.length]).toEqual([2, 1]);
      // English apart from the words quoted back to the user and the 对 it asks for.
      expect(CJK.test(en.err[0].replace(/'[^']*'/g, '').replace(/对|车兵对马炮双士/g, '')), en.err[0]).toBe(false);
    }
    expect((await cliIn({}, 'gen', '炮兵对龙', '--dir', tables)).err).toEqual(["unrecognised material: unknown word '龙' in black's side of the name"]);
    expect((await cliIn({}, 'gen', '炮兵对龙', '--dir', tables, '--lang', 'zh')).err).toEqual(["无法识别的子力：黑方的名称中有无法识别的词 '龙'"]);
  });

  it('validate answers on stdout in the chosen language: one line for a bad FEN, one per broken rule', async () => {
    const zh = await cliIn({}, 'validate', 'garbage', '--lang', 'zh');
    expect(zh).toEqual({ code: 1, out: ['FEN 的棋盘有 1 行；象棋棋盘有 10 行'], err: [] });
    const en = await cliIn(ENV.en, 'validate', 'garbage', '--lang', 'en');
    expect(en).toEqual({ code: 1, out: ['FEN board has 1 ranks; Xiangqi has 10'], err: [] });
    const rules = await cliIn({ LANG: 'zh_CN.UTF-8' }, 'validate', '9/9/9/9/2B6/9/9/9/K8/9 w');
    expect(rules.code).toBe(1);
    expect(rules.out.length).toBeGreaterThan(1);
    expect(rules.out.every((line) => CJK.test(line))).toBe(true);
  });

  it('--lang itself: a missing or unknown value is bad usage, said in the environment\'s language', async () => {
    expectOneLine(await cliIn({ LANG: 'zh_CN.UTF-8' }, 'list', '--dir', tables, '--lang'), 2, 'zh');
    expectOneLine(await cliIn({ LANG: 'en_US.UTF-8' }, '--lang', 'fr', 'list', '--dir', tables), 2, 'en');
    expectOneLine(await cliIn({ LANG: 'en_US.UTF-8' }, '--lang=', 'list', '--dir', tables), 2, 'en');
    expect((await cliIn({}, '--lang=zh', 'probe', KNKA, '--dir', missing)).err).toEqual([`没有目录 ${missing}`]);
  });
});

describe('the language without --lang', () => {
  it('comes from LC_ALL, then LC_MESSAGES, then LANG: zh… is Chinese, anything else English', () => {
    expect(environmentLang({ LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(environmentLang({ LANG: 'zh_TW.Big5' })).toBe('zh');
    expect(environmentLang({ LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'zh_CN', LANG: 'zh_CN' })).toBe('en');
    expect(environmentLang({ LC_MESSAGES: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(environmentLang({ LC_ALL: '', LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(environmentLang({ LANG: 'fr_FR.UTF-8' })).toBe('en');
  });

  it('falls back on the user\'s UI language where no locale variable names one, as on Windows', () => {
    expect(environmentLang({}, () => 'zh-Hans-CN')).toBe('zh');
    expect(environmentLang({ LANG: 'C.UTF-8' }, () => 'zh-CN')).toBe('zh');
    expect(environmentLang({ LC_ALL: 'POSIX' }, () => 'en-GB')).toBe('en');
    expect(environmentLang({}, () => 'de-DE')).toBe('en');
    expect(environmentLang({ LANG: 'en_US.UTF-8' }, () => 'zh-CN')).toBe('en');
  });

  it('so a Chinese locale gets Chinese failures and an English one English', async () => {
    expectOneLine(await cliIn({ LANG: 'zh_CN.UTF-8' }, 'probe', KNKA, '--dir', missing), 2, 'zh');
    expectOneLine(await cliIn({ LANG: 'en_US.UTF-8' }, 'probe', KNKA, '--dir', missing), 2, 'en');
    expectOneLine(await cliIn({ LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' }, 'gen', 'abc', '--dir', tables), 2, 'zh');
  });
});

describe('usage', () => {
  it('no arguments: the usage on stderr, exit 2; help, --help and -h: on stdout, exit 0', async () => {
    const none = await cliIn({}, );
    expect(none.code).toBe(2);
    expect(none.out).toEqual([]);
    expect(none.err[0]).toBe('usage: canju <command> [arguments] [--lang zh|en]');
    expect(none.err).toHaveLength(14);
    for (const help of ['help', '--help', '-h']) {
      const run = await cliIn({}, help);
      expect(run).toEqual({ code: 0, out: none.err, err: [] });
    }
    const zh = await cliIn({ LANG: 'zh_CN.UTF-8' }, 'help');
    expect(zh.out[0]).toBe('用法：canju <命令> [参数] [--lang zh|en]');
    expect(zh.out.slice(1).every((line) => CJK.test(line))).toBe(true);
  });

  it('a command with --help prints its own usage and does nothing else', async () => {
    expect(await cliIn({}, 'gen', '--help')).toEqual({
      code: 0, err: [],
      out: ['usage: canju <command> [arguments] [--lang zh|en]', expect.stringMatching(/^ {2}gen <signature\|Chinese name> --dir <tables> .* generate a table/)],
    });
  });
});

describe('the built CLI as a real process', () => {
  const run = (env: NodeJS.ProcessEnv, ...argv: string[]) => {
    const result = spawnSync(process.execPath, [BUILT_CLI, ...argv], { encoding: 'utf8', env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: '', ...env } });
    return { code: result.status, out: result.stdout ? result.stdout.trimEnd().split('\n') : [], err: result.stderr ? result.stderr.trimEnd().split('\n') : [] };
  };

  it('no arguments exits 2 with the usage; help exits 0', () => {
    const none = run({});
    expect(none.code).toBe(2);
    expect(none.out).toEqual([]);
    expect(none.err[0]).toMatch(/^usage: canju/);
    const help = run({ LANG: 'zh_CN.UTF-8' }, '--help');
    expect(help.code).toBe(0);
    expect(help.out[0]).toMatch(/^用法：canju/);
    expect(help.err).toEqual([]);
  });

  it('fails in one line, in the locale\'s language, with the documented code', () => {
    const cases: [NodeJS.ProcessEnv, string[], number, 'zh' | 'en'][] = [
      [{ LANG: 'zh_CN.UTF-8' }, ['probe', START, '--dir', tables], 1, 'zh'],
      [{ LANG: 'en_US.UTF-8' }, ['probe', KNKA, '--dir', missing], 2, 'en'],
      [{ LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' }, ['line', KNKA, '--dir', missing], 2, 'zh'],
      [{}, ['gen', 'KN-K', '--dir', file], 2, 'en'],
      [{ LANG: 'zh_CN.UTF-8' }, ['gen', 'abc', '--dir', tables, '--lang', 'en'], 2, 'en'],
    ];
    for (const [env, argv, code, lang] of cases) {
      const result = run(env, ...argv);
      expect(result.out).toEqual([]);
      expectOneLine({ code: result.code ?? -1, out: result.out, err: result.err }, code, lang);
    }
  });
});
