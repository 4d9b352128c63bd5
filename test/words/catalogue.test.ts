/**
 * Every word Canju shows, in both languages, each in full: the shared catalogue (every code the
 * core and the services emit, with a sample of its parameters for each code, so a code without words
 * fails to compile), the renderer's interface words, the CLI's messages and its commands' words. Each
 * key is walked in Chinese and in English; a Chinese character in an English string, or an English
 * word left untranslated in a Chinese one, fails, but for the tokens documented below (names of
 * formats and metrics, command-line syntax, and the Chinese names an English sentence quotes).
 */
import { describe, expect, it } from 'vitest';
import { WORDS as ANALYSE, PROOF_WORDS } from '../../src/main/cli/commands/analyse';
import { WORDS as GEN } from '../../src/main/cli/commands/gen';
import { WORDS as LINE } from '../../src/main/cli/commands/line';
import { WORDS as PROBE } from '../../src/main/cli/commands/probe';
import { WORDS as STATS } from '../../src/main/cli/commands/stats';
import { WORDS as VERIFY } from '../../src/main/cli/commands/verify';
import { COMMANDS } from '../../src/main/cli/main';
import { TEXTS } from '../../src/main/cli/messages';
import { en as uiEn } from '../../src/renderer/src/i18n/en';
import { zh as uiZh } from '../../src/renderer/src/i18n/zh';
import type { ProblemCode, ProblemParams } from '../../src/shared/api/problem';
import type { ReadError } from '../../src/shared/formats/readError';
import type { Lang } from '../../src/shared/lang';
import type { MaterialProblem } from '../../src/shared/material/materialErrors';
import type { FenProblem } from '../../src/shared/rules/fen';
import { ADVISOR, BLACK, ELEPHANT, KING, PAWN, RED, ROOK } from '../../src/shared/rules/piece';
import type { Violation } from '../../src/shared/rules/validate';
import type { EngineNotice } from '../../src/shared/search/protocol/messages';
import { MATE, TABLE_WIN, ORDER_STEP } from '../../src/shared/search/score';
import { WORDS, say, sayFen, sayMaterial, sayNotice, sayViolation } from '../../src/shared/words/say';
import { readFault, readLine } from '../../src/shared/words/words';

/** Words an English sentence may hold in Chinese: the names it quotes as such (a stipulation, an endgame's name, a notation's, the app's). */
const CHINESE_IN_ENGLISH = [
  '红先胜', '红先和', '黑先胜', '黑先和', '车兵对马炮双士', '炮兵对单士', '对', '前/后', '困毙', 'Canju 残局', '炮高兵单士象对士象全',
];

/**
 * Latin words a Chinese sentence may hold: names of formats, protocols, metrics, units and programs,
 * PGN tag values, piece letters of a signature, FEN's side letters, and the command line's own syntax.
 */
const ENGLISH_IN_CHINESE = new Set([
  'DTC', 'DTM', 'FEN', 'ICCS', 'WXF', 'PGN', 'XQF', 'DhtmlXQ', 'SVG', 'PNG', 'GBK', 'UTF', 'UCI', 'UCCI', 'ECCO', 'Canju', 'GiB', 'MB', 'kB', 'GB',
  'ETA', 'RSS', 'Chinese', 'Format', 'binit', 'XQ', 'uciok', 'ucciok', 'position', 'xiangqitb', 'sqlite', 'catalogue', 'better', 'canju', 'help',
  'import', 'list', 'export', 'delete', 'check', 'gen', 'dtm', 'json', 'lang', 'zh', 'en', 'stipulation', 'out', 'offset', 'limit', 'base64',
  'pgn', 'dhtmlxq', 'xqf', 'svg', 'png', 'text', 'pos', 'sound', 'unsound', 'unchecked', 'K', 'A', 'B', 'N', 'R', 'C', 'P', 'w', 'r', 'b',
  'prove', 'moves', 'depth', 'time', 'dir', 'format', 'movelist', 'DhtmlXQ_', 'study', 'Home', 'End', 'AXF', 'macOS', 'ok',
]);

const HAN = /[\p{Script=Han}\u3000-\u303f\uff01-\uff5e]/u;

/** A sample argument of every kind a word's function takes: it reads as a number, a string, a list, a flag. */
const SAMPLES: readonly unknown[] = [1, 2, 0, '⟨⟩', ['⟨⟩', '⟨⟩'], true, false];

/** Every string a value holds, longest first: what a sample put into the words, taken out before they are checked. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Takes each of `strings` out of `text`, longest first. */
function without(text: string, strings: readonly string[]): string {
  let left = text;
  for (const s of [...strings].sort((a, b) => b.length - a.length)) if (s) left = left.split(s).join(' ');
  return left;
}

function problemsOf(text: string, lang: Lang, given: readonly string[] = []): string[] {
  if (lang === 'en') return HAN.test(without(without(text, CHINESE_IN_ENGLISH), given)) ? [`Chinese in English: ${JSON.stringify(text)}`] : [];
  // Command-line options and placeholders are syntax, the same in both languages; a byte offset is
  // hexadecimal; a signature (KCP-KA) and a path are names.
  const left = without(text, given)
    .replace(/--[\w-]+|<[^>]*>|\b[a-z]\d[a-z]\d\b|\b0x[0-9a-f]+\b|\bK[ABNRCP]*-K[ABNRCP]*\b|[A-Z]:\\\S*|\/[\w/.-]+/g, ' ');
  const words = left.match(/[A-Za-z][A-Za-z_]*/g) ?? [];
  const foreign = words.filter((w) => !ENGLISH_IN_CHINESE.has(w));
  return foreign.length ? [`English in Chinese (${foreign.join(', ')}): ${JSON.stringify(text)}`] : [];
}

/** Every result of calling a word's function with one kind of sample for all its arguments, where the kind suits it, with the sample as written. */
function calls(fn: (...args: unknown[]) => unknown): { text: string; sample: string }[] {
  const out: { text: string; sample: string }[] = [];
  for (const sample of SAMPLES) {
    try {
      const result = fn(...Array<unknown>(Math.max(fn.length, 1)).fill(sample));
      if (typeof result === 'string') out.push({ text: result, sample: String(sample) });
    } catch {
      // This kind of sample does not suit the function; another does.
    }
  }
  return out;
}

/** Walks two trees of words key by key: the same keys in both, each string in its own language. */
function walk(zh: unknown, en: unknown, path: string, found: string[]): void {
  for (const [value, lang] of [[zh, 'zh'], [en, 'en']] as const) {
    if (typeof value === 'string') found.push(...problemsOf(value, lang).map((p) => `${path}: ${p}`));
    if (typeof value === 'function') {
      const results = calls(value as (...a: unknown[]) => unknown);
      if (results.length === 0) found.push(`${path} (${lang}): no sample suits its arguments`);
      for (const r of results) found.push(...problemsOf(r.text, lang, [r.sample]).map((p) => `${path}: ${p}`));
    }
  }
  if (typeof zh === 'object' && zh !== null && typeof en === 'object' && en !== null) {
    const keys = new Set([...Object.keys(zh), ...Object.keys(en)]);
    for (const key of keys) {
      if (!(key in zh) || !(key in en)) found.push(`${path}.${key}: missing in ${key in zh ? 'English' : 'Chinese'}`);
      else walk((zh as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`, found);
    }
  } else if (typeof zh !== typeof en) {
    found.push(`${path}: a ${typeof zh} in Chinese, a ${typeof en} in English`);
  }
}

const FEN = '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1';
const FILE = '古谱/a.pgn';
const VIOLATIONS = {
  'invalid-square': { code: 'invalid-square', square: 95 },
  'invalid-piece': { code: 'invalid-piece', square: 4 },
  'two-on-point': { code: 'two-on-point', square: 4 },
  'missing-king': { code: 'missing-king', color: BLACK },
  'too-many': { code: 'too-many', color: RED, kind: ROOK, count: 3, max: 2 },
  'king-outside-palace': { code: 'king-outside-palace', color: RED, square: 40 },
  'advisor-off-point': { code: 'advisor-off-point', color: BLACK, square: 40 },
  'elephant-off-point': { code: 'elephant-off-point', color: RED, square: 40 },
  'pawn-unreachable': { code: 'pawn-unreachable', color: RED, square: 85 },
  'kings-facing': { code: 'kings-facing' },
  'opponent-in-check': { code: 'opponent-in-check', color: BLACK },
} as const satisfies { readonly [C in Violation['code']]: Extract<Violation, { code: C }> };
const FENS = {
  empty: { code: 'empty' }, ranks: { code: 'ranks', count: 3 }, 'piece-letter': { code: 'piece-letter', letter: 'x', rank: 2 },
  'rank-width': { code: 'rank-width', rank: 4, text: '44', files: 8 }, turn: { code: 'turn', text: 'x' },
} as const satisfies { readonly [C in FenProblem['code']]: Extract<FenProblem, { code: C }> };
const MATERIALS = {
  'signature-sides': { code: 'signature-sides', text: 'KR' }, 'piece-letter': { code: 'piece-letter', letter: 'Q', text: 'KQ-K' },
  kings: { code: 'kings', color: RED, count: 2 }, 'too-many': { code: 'too-many', color: BLACK, kind: PAWN, count: 6, max: 5 },
  'name-sides': { code: 'name-sides', text: '车兵' }, 'unknown-word': { code: 'unknown-word', word: '龙', color: BLACK },
} as const satisfies { readonly [C in MaterialProblem['code']]: Extract<MaterialProblem, { code: C }> };

type Format = ReadError['format'];
type Faults<F extends Format> = { readonly [C in Extract<ReadError, { format: F }>['code']]: readonly Extract<ReadError, { format: F; code: C }>[] };
const pgnMove = <C extends 'bad-move' | 'illegal-move' | 'ambiguous-move'>(code: C) => (['malformed', 'ambiguous', 'no-piece', 'illegal', 'no-match'] as const).flatMap((error) => [true, false].map((formatGiven) => ({
  format: 'pgn' as const, code, line: 3, column: 1, move: '炮二平五', fen: FEN, params: { turn: RED, notation: 'wxf' as const, error, formatGiven, exposesKing: !formatGiven },
})));
const at = { line: 2, column: 5 } as const;
const PGN: Faults<'pgn'> = {
  'unclosed-comment': [{ format: 'pgn', code: 'unclosed-comment', ...at, params: {} }], 'stray-brace': [{ format: 'pgn', code: 'stray-brace', ...at, params: {} }],
  'bad-nag': [{ format: 'pgn', code: 'bad-nag', ...at, params: {} }], 'bad-tag': [{ format: 'pgn', code: 'bad-tag', ...at, params: { tag: '[x' } }],
  'bad-format': [{ format: 'pgn', code: 'bad-format', ...at, params: { value: 'y' } }],
  'bad-fen': [{ format: 'pgn', code: 'bad-fen', ...at, params: { value: '9', problem: FENS.ranks } }],
  'illegal-position': [{ format: 'pgn', code: 'illegal-position', ...at, params: { value: FEN, violations: [VIOLATIONS['kings-facing'], VIOLATIONS['missing-king']] } }],
  'unclosed-variation': [{ format: 'pgn', code: 'unclosed-variation', ...at, params: {} }], 'stray-paren': [{ format: 'pgn', code: 'stray-paren', ...at, params: {} }],
  'variation-first': [{ format: 'pgn', code: 'variation-first', ...at, params: {} }], 'deep-variation': [{ format: 'pgn', code: 'deep-variation', ...at, params: { most: 1000 } }],
  'result-in-variation': [{ format: 'pgn', code: 'result-in-variation', ...at, params: {} }], 'no-result': [{ format: 'pgn', code: 'no-result', ...at, params: {} }],
  truncated: [{ format: 'pgn', code: 'truncated', ...at, params: {} }], 'no-game': [{ format: 'pgn', code: 'no-game', ...at, params: {} }],
  'bad-move': pgnMove('bad-move'), 'illegal-move': pgnMove('illegal-move'), 'ambiguous-move': pgnMove('ambiguous-move'),
};
const DHTMLXQ: Faults<'dhtmlxq'> = {
  'no-block': [{ format: 'dhtmlxq', code: 'no-block', ...at, params: {} }], truncated: [{ format: 'dhtmlxq', code: 'truncated', ...at, params: { line: 1 } }],
  'unclosed-block': [{ format: 'dhtmlxq', code: 'unclosed-block', ...at, params: {} }],
  'unclosed-tag': [{ format: 'dhtmlxq', code: 'unclosed-tag', ...at, params: { name: 'move_1_2_3' } }],
  'duplicate-tag': [{ format: 'dhtmlxq', code: 'duplicate-tag', ...at, params: { name: 'fen' } }],
  'bad-variation': [{ format: 'dhtmlxq', code: 'bad-variation', ...at, params: { name: 'move_0_1_0' } }],
  'bad-binit': [{ format: 'dhtmlxq', code: 'bad-binit', ...at, params: { value: '99' } }],
  'bad-fen': [{ format: 'dhtmlxq', code: 'bad-fen', ...at, params: { value: '9', problem: FENS.turn } }],
  'illegal-position': (['FEN', 'binit'] as const).map((source) => ({ format: 'dhtmlxq' as const, code: 'illegal-position' as const, ...at, params: { source, violations: [VIOLATIONS['two-on-point']] } })),
  'bad-movelist': [null, 'x'].map((found) => ({ format: 'dhtmlxq' as const, code: 'bad-movelist' as const, ...at, params: { name: 'movelist', found } })),
  'illegal-move': (['off-board', 'no-piece', 'not-its-turn', 'cannot-move', 'exposes-king'] as const).flatMap((why) => [RED, BLACK].map((turn) => ({
    format: 'dhtmlxq' as const, code: 'illegal-move' as const, ...at, move: '7747', fen: FEN, params: { turn, why },
  }))),
};
const XQF: Faults<'xqf'> = {
  'bad-magic': [{ format: 'xqf', code: 'bad-magic', offset: 0, params: {} }], 'bad-keys': [{ format: 'xqf', code: 'bad-keys', offset: 12, params: {} }],
  'truncated-moves': [{ format: 'xqf', code: 'truncated-moves', offset: 1024, params: {} }],
  'unknown-version': [{ format: 'xqf', code: 'unknown-version', offset: 2, params: { version: 19, last: 18 } }],
  'truncated-header': [{ format: 'xqf', code: 'truncated-header', offset: 10, params: { length: 10 } }],
  'illegal-position': [{ format: 'xqf', code: 'illegal-position', offset: 16, params: { violations: [VIOLATIONS['elephant-off-point']] } }],
  'comment-overrun': [{ format: 'xqf', code: 'comment-overrun', offset: 1032, params: { length: 9, left: 3 } }],
  'off-board': (['from', 'to'] as const).map((end) => ({ format: 'xqf' as const, code: 'off-board' as const, offset: 1030, params: { end, point: 95 } })),
  'illegal-move': [{ format: 'xqf', code: 'illegal-move', offset: 1030, move: 'c1d2', fen: FEN, params: {} }],
};
const NOTICES = {
  fen: { code: 'fen', problem: FENS.empty }, 'illegal-position': { code: 'illegal-position', violations: [VIOLATIONS['opponent-in-check']] },
  'illegal-move': { code: 'illegal-move', index: 2, move: 'h2e2' }, 'no-position': { code: 'no-position' }, 'no-folder': { code: 'no-folder', dir: '/t' },
  tables: { code: 'tables', dir: '/t' }, unsupported: { code: 'unsupported', command: 'ponderhit' }, corrupt: { code: 'corrupt', materials: ['KR-K', 'KN-K'] },
  failed: { code: 'failed', detail: 'x' },
} as const satisfies { readonly [C in EngineNotice['code']]: Extract<EngineNotice, { code: C }> };

const corrupt = { material: 'KR-KA', metric: 'dtm', detail: '/t/KR-KA.cjdtm: block checksum mismatch' } as const;
const holder = { owner: 'npm run serve', pid: 7, host: 'h', since: '2026-01-01' };
/** A sample of every problem's parameters, a few where the words branch. */
const PROBLEMS: { readonly [C in ProblemCode]: readonly ProblemParams[C][] } = {
  'bad-fen': [{ problem: FENS['rank-width'] }], 'broken-rule': Object.values(VIOLATIONS).map((violation) => ({ violation })),
  'illegal-position': [{ violations: [VIOLATIONS['too-many'], VIOLATIONS['kings-facing']] }],
  'bad-material': [{ text: 'KZ-K' }, { text: 'KZ-K', reason: { material: MATERIALS['piece-letter'] } }, { text: '9 w', reason: { fen: FENS.ranks } }],
  'too-large': [{ material: 'KRR-K' }], 'missing-tables': [{ materials: ['KR-K'] }, { materials: ['KR-K', 'KR-K DTM'] }],
  'verify-missing': [{ table: 'KR-KA', materials: ['KR-K'] }], 'corrupt-table': [corrupt, { ...corrupt, metric: 'dtc' }],
  'corrupt-file': [{ detail: '/t/KR-K.cjtb: header checksum mismatch' }], 'corrupt-dtm-table': [{ tables: [corrupt, corrupt] }],
  'no-table': [{ material: 'KR-K' }], 'no-table-file': [{ material: 'KR-K', path: '/t/KR-K.cjtb' }], 'table-in-use': [{ material: 'KR-K' }],
  'tree-read-only': [{}], 'tree-start': [{}], 'tree-too-large': [{ limit: 2_000_000 }], 'import-failed': [{ file: 'a.pgn', detail: 'x' }],
  'value-code-limit': [{ what: 'order', limit: 30 }, { what: 'dtc', limit: 2047 }],
  'count-too-large': [{ material: 'KRN-KR', boards: 5_000_000, limit: 4_000_000 }], 'count-needs-dtm': [{ material: 'KR-KN' }],
  'job-running': [{ material: 'KR-KN' }], 'nothing-to-generate': [{ material: 'KR-K' }],
  'memory-budget': [{ table: 'KCPAB-KAABB', neededBytes: 5e9, budgetBytes: 4e9 }], 'no-job': [{ id: 3 }],
  'rename-failed': [{ from: '/t/KR-K.cjtb.tmp-1', to: '/t/KR-K.cjtb', errno: 'EBUSY', dir: '/t' }], cancelled: [{}],
  'no-study': [{ id: 3 }], 'study-exists': [{ id: 3 }], 'not-deleted': [{ id: 3 }], 'bad-stipulation': [{ text: 'mate in 3' }], 'no-stipulation': [{ id: 3 }],
  'stipulation-turn': [{ stipulation: { side: RED, goal: 'win' } }, { stipulation: { side: BLACK, goal: 'draw' } }],
  'stipulation-wrong': [
    { value: { wdl: 'loss', dtc: 12, order: 0, dtm: null }, turn: RED }, { value: { wdl: 'win', dtc: 9, order: 1, dtm: 9, proof: 'search' }, turn: BLACK },
    { value: { wdl: 'draw', dtc: 0, order: 0 }, turn: RED },
  ],
  'bad-edits': [{ moves: ['h2e2', 'h9g7'] }], 'tree-cancelled': [{}], 'tree-busy': [{}], 'no-tree': [{}], 'no-tree-node': [{ id: 9 }],
  'not-study-file': [{ file: 'a.jpg' }], 'unreadable-file': [{ file: 'a.pgn', errno: 'EACCES' }],
  'unreadable-study': [...PGN['illegal-move'], ...DHTMLXQ['bad-binit'], ...XQF['comment-overrun']].map((error) => ({ file: FILE, error })),
  'study-position': [{ file: 'a.pgn', game: 2, problems: [{ code: 'broken-rule', params: { violation: VIOLATIONS['kings-facing'] } }] }, { file: 'a.pgn', game: null, problems: [{ code: 'bad-fen', params: { problem: FENS.empty } }] }],
  'not-won': [{}], encoding: [{ char: '♞' }],
  'engine-path': [{ path: 'pikafish' }], 'engine-missing': [{ path: '/opt/pikafish' }], 'not-an-engine': [{ path: '/bin/ls' }], 'engine-died': [{ path: '/e' }],
  'engine-timeout': [{ path: '/e' }], 'analysis-failed': [{ detail: 'x' }],
  'folder-locked': [{ dir: '/t', holder }], 'folder-unusable': [{ dir: '/t', errno: 'EACCES', detail: "EACCES: permission denied, mkdir '/t'" }],
  'catalogue-unusable': [{ dir: '/t', detail: 'file is not a database' }], 'database-module': [{ detail: 'NODE_MODULE_VERSION 127' }],
  'services-failed': [{ dir: '/t', detail: 'x' }], internal: [{ detail: 'database is locked' }], 'bad-argument': [{ detail: 'notation must be one of chinese, wxf, iccs' }],
};

describe('the catalogue of words, in both languages', () => {
  it('words every problem, every broken rule, FEN and material fault, every file fault and engine notice, each in its own language', () => {
    const found: string[] = [];
    const check = (what: string, sample: unknown, worded: (lang: Lang) => string) => {
      for (const lang of ['zh', 'en'] as const) found.push(...problemsOf(worded(lang), lang, strings(sample)).map((p) => `${what}: ${p}`));
    };
    for (const [code, samples] of Object.entries(PROBLEMS)) {
      for (const params of samples) check(code, params, (lang) => say({ code, params } as never, lang));
    }
    for (const v of Object.values(VIOLATIONS)) check(v.code, v, (lang) => sayViolation(v, lang));
    for (const f of Object.values(FENS)) check(f.code, f, (lang) => sayFen(f, lang));
    for (const m of Object.values(MATERIALS)) check(m.code, m, (lang) => sayMaterial(m, lang));
    for (const faults of [PGN, DHTMLXQ, XQF]) {
      for (const error of Object.values(faults).flat() as ReadError[]) check(`${error.format} ${error.code}`, [FILE, error], (lang) => readLine(WORDS[lang].read, FILE, error));
    }
    for (const n of Object.values(NOTICES)) check(`engine ${n.code}`, n, (lang) => sayNotice(n, lang));
    expect(found).toEqual([]);
  });

  it('has a sample of every code of every section, and words each file fault apart from its place', () => {
    expect(Object.keys(PROBLEMS).sort()).toEqual(Object.keys(WORDS.zh.problem).sort());
    for (const faults of [PGN, DHTMLXQ, XQF]) {
      const [first] = Object.values(faults).flat() as ReadError[];
      expect(Object.keys(faults).sort()).toEqual(Object.keys(WORDS.en.read[first.format]).sort());
      expect(readLine(WORDS.en.read, FILE, first)).toBe(`${FILE}: ${WORDS.en.read.place(first)}: ${readFault(WORDS.en.read, first)}`);
    }
  });

  it('words the values and the exports\' texts in both languages, each in full', () => {
    const found: string[] = [];
    // The sections above take coded values; a score, a number of Canju's bands (below).
    const values = (lang: Lang) => ({
      ...WORDS[lang], problem: null, violation: null, fen: null, material: null, read: null, engine: null, score: null, stipulation: null, tableResult: null,
    });
    walk(values('zh'), values('en'), 'words', found);
    for (const score of [MATE - 5, -(MATE - 6), TABLE_WIN - 23, -(TABLE_WIN - ORDER_STEP - 22), 125, -40]) {
      for (const lang of ['zh', 'en'] as const) found.push(...problemsOf(WORDS[lang].score(score), lang).map((p) => `score ${score}: ${p}`));
    }
    for (const side of [RED, BLACK]) {
      for (const goal of ['win', 'draw'] as const) {
        for (const lang of ['zh', 'en'] as const) found.push(...problemsOf(WORDS[lang].stipulation({ side, goal }), lang).map((p) => `stipulation: ${p}`));
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the edges\' own words, in both languages', () => {
  it('the interface words every key in Chinese and in English', () => {
    const found: string[] = [];
    // The language switch names the other language in its own words.
    walk({ ...uiZh, switchLanguage: '' }, { ...uiEn, switchLanguage: '' }, 'ui', found);
    expect(found).toEqual([]);
  });

  it('the CLI says every message and its commands\' words in Chinese and in English', () => {
    const found: string[] = [];
    const pairs = Object.fromEntries(Object.entries(TEXTS).map(([key, texts]) => [key, texts]));
    walk(Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, v.zh])), Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, v.en])), 'cli', found);
    for (const [name, words] of Object.entries({ ANALYSE, PROOF_WORDS, GEN, LINE, PROBE, STATS, VERIFY })) walk(words.zh, words.en, name, found);
    // A command's summary is prose; its usage line is syntax, the same but for its placeholders.
    for (const command of COMMANDS) walk(command.summary.zh, command.summary.en, `${command.name} summary`, found);
    expect(found).toEqual([]);
  });
});

// Kinds named above only to show their codes' samples are complete.
void [KING, ADVISOR, ELEPHANT];
