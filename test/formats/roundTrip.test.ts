/**
 * Round trips of real files through every format: the XQStudio XQF sample, the GBK xqbase
 * championship PGN, the GBK PGN and DhtmlXQ samples (test/e2e/fixtures/import, test/formats/*\/files)
 * are read, written in PGN, DhtmlXQ and XQF, and read again: the same tree, comments, marks, result and
 * metadata come back, less exactly what a format cannot carry (support/shape.ts, docs/formats/*.md).
 * Marks are added to each file's tree first (none of the files has any), on main-line moves and on
 * variations' first moves, to carry them through formats that keep them at a comment's head.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../../src/main/export/gbk';
import { decodeText } from '../../src/main/import/decodeText';
import { META_TAGS, type PgnGame, type PgnMove } from '../../src/shared/formats/pgn/game';
import type { StudyFormat } from '../../src/shared/formats/readError';
import { STUDY_FORMATS, detectStudyFormat, readStudyFile, writeGameFile } from '../../src/shared/formats/studyFile';
import { shape } from './support/shape';

const FILES = [
  '../e2e/fixtures/import/xqstudio.xqf',
  '../e2e/fixtures/import/variations-gbk.pgn',
  '../e2e/fixtures/import/dhtmlxq-study.txt',
  'pgn/files/xqbase-gbk.pgn',
  'pgn/files/collection-utf8.pgn',
  'dhtmlxq/files/game.txt',
  'dhtmlxq/files/study.html',
];

function readFile(name: string, bytes: Uint8Array, format?: StudyFormat): PgnGame[] {
  const f = format ?? detectStudyFormat(name, bytes);
  if (!f) throw new Error(`${name}: not a study file`);
  const games = readStudyFile(f, bytes, (b) => decodeText(b).text);
  if (!games.ok) throw new Error(`${name}: ${JSON.stringify(games.error)}`);
  return games.value;
}

function filesGames(): { name: string; game: PgnGame }[] {
  return FILES.flatMap((name) => {
    const bytes = new Uint8Array(readFileSync(new URL(name, import.meta.url)));
    return readFile(name, bytes).map((game, i) => ({ name: `${name}#${i + 1}`, game: marked(game) }));
  });
}

/** The game with marks on every third main-line move and on each variation's first move. */
function marked(game: PgnGame): PgnGame {
  const mark = (line: readonly PgnMove[], nags: number[]): PgnMove[] => line.map((m, i) => ({
    ...m,
    ...(i % 3 === 0 ? { nags: i === 0 ? nags : [1] } : {}),
    ...(m.variations ? { variations: m.variations.map((v) => mark(v, [2, 146])) } : {}),
  }));
  return { ...game, moves: mark(game.moves, [5]) };
}

function through(game: PgnGame, format: StudyFormat): PgnGame {
  const file = writeGameFile(game, format, { notation: 'chinese', encodeGbk });
  const bytes = 'bytes' in file ? file.bytes : new TextEncoder().encode(file.text);
  const games = readFile(`x.${format}`, bytes, format);
  expect(games).toHaveLength(1);
  return games[0];
}

describe('round trips of real files', () => {
  const games = filesGames();

  it('reads every file whole: trees with variations and comments, results, metadata', () => {
    expect(games.length).toBe(11);
    const variations = games.filter(({ game }) => game.moves.some((m) => m.variations?.length));
    expect(variations.length).toBeGreaterThanOrEqual(6);
    const xqbase = games.find((g) => g.name.startsWith('pgn/files/xqbase-gbk.pgn#1'))!.game;
    expect(xqbase.result).toBe('1-0');
    expect(Object.fromEntries(xqbase.tags)).toMatchObject({
      Event: '全国象棋个人赛', Round: '第3轮', Date: '2005.11.20', Site: '北京', RedTeam: '北京', Red: '甲', BlackTeam: '上海',
      Black: '乙', ECCO: 'C37', Opening: '中炮过河车互进七兵对屏风马',
    });
    const xqf = games.find((g) => g.name.includes('xqstudio.xqf'))!.game;
    expect(xqf.result).toBe('1-0');
    expect(Object.fromEntries(xqf.tags)).toEqual({ Title: '炮兵镇中 红先胜', Event: '残局测试', Author: '测试者' });
    const dpxq = games.find((g) => g.name.startsWith('dhtmlxq/files/game.txt'))!.game;
    expect(Object.fromEntries(dpxq.tags)).toMatchObject({ Round: '第3轮', Opening: '中炮对屏风马', ECCO: 'C02', Remark: '记录员', Site: '北京' });
  });

  for (const format of STUDY_FORMATS) {
    it(`keeps everything ${format} can carry: each file written as ${format} and read back`, () => {
      for (const { name, game } of games) {
        const back = through(game, format);
        expect(shape(back, [format]), `${name} through ${format}`).toEqual(shape(game, [format]));
        // Written again, it is the same file: nothing drifts on a second trip.
        expect(shape(through(back, format), [format])).toEqual(shape(back, [format]));
      }
    });
  }

  it('keeps the tree, comments, marks, result and common metadata across formats, in every order', () => {
    const orders: StudyFormat[][] = [['pgn', 'dhtmlxq', 'xqf'], ['xqf', 'pgn', 'dhtmlxq'], ['dhtmlxq', 'xqf', 'pgn']];
    for (const order of orders) {
      for (const { name, game } of games) {
        const back = order.reduce(through, game);
        expect(shape(back, STUDY_FORMATS), `${name} through ${order.join(' → ')}`).toEqual(shape(game, STUDY_FORMATS));
      }
    }
  });

  it('PGN and DhtmlXQ keep every tag; XQF every metadata tag, those without a header field in Canju\'s block', () => {
    const xqbase = games.find((g) => g.name.startsWith('pgn/files/xqbase-gbk.pgn#1'))!.game;
    const names = (g: PgnGame) => g.tags.map(([n]) => n);
    expect(names(through(xqbase, 'pgn'))).toEqual(names(xqbase));
    expect(names(through(xqbase, 'dhtmlxq'))).toEqual(names(xqbase));
    // Variation is PGN's, not metadata: XQF has no place for it.
    expect(names(through(xqbase, 'xqf'))).toEqual(['Event', 'Date', 'Site', 'Red', 'Black', 'Round', 'RedTeam', 'BlackTeam', 'Opening', 'ECCO']);
    const all = { ...xqbase, tags: META_TAGS.map((name): [string, string] => [name, `${name}：值`]) };
    for (const format of STUDY_FORMATS) expect(Object.fromEntries(through(all, format).tags), format).toEqual(Object.fromEntries(all.tags));
  });

  it('XQF: Canju\'s block sits in the reserved bytes, leaves XQStudio\'s fields as they were, and is cut to fit', () => {
    const [game] = readFile('x.pgn', new TextEncoder().encode('[Event "e"]\n\n1. 炮二平五 *\n'));
    const plain = writeGameFile(game, 'xqf', { notation: 'chinese', encodeGbk }) as { bytes: Uint8Array };
    const long = '长'.repeat(200);
    const tagged = { ...game, tags: [...game.tags, ['Remark', long], ['Opening', '中炮'], ['Source', long]] as [string, string][] };
    const extra = writeGameFile(tagged, 'xqf', { notation: 'chinese', encodeGbk }) as { bytes: Uint8Array };
    // Only the reserved bytes from 0x200 differ.
    const differ = [...extra.bytes].flatMap((b, i) => (b === plain.bytes[i] ? [] : [i]));
    expect(Math.min(...differ)).toBeGreaterThanOrEqual(0x200);
    expect(Math.max(...differ)).toBeLessThan(0x3ff);
    expect(extra.bytes.length).toBe(plain.bytes.length);
    // Source (first in the block's order) is cut to 255 bytes (127 characters); Remark no longer fits and is left out.
    const back = Object.fromEntries(through(tagged, 'xqf').tags);
    expect(back).toEqual({ Event: 'e', Source: '长'.repeat(127), Opening: '中炮' });
    // Reserved bytes that other tools filled with something else are not read as tags.
    const noise = extra.bytes.slice();
    noise[0x200] = 0x43;
    noise.fill(0x41, 0x201, 0x400);
    const read = readFile('x.xqf', noise);
    expect(read[0].tags).toEqual([['Event', 'e']]);
  });
});

describe('results', () => {
  it('reads a GBK PGN\'s black win, from its movetext or from its Result tag where the movetext says *, and keeps it in every format', () => {
    const pgn = (tag: string, end: string) => encodeGbk([
      '[Game "Chinese Chess"]', '[Event "黑胜局"]', `[Result "${tag}"]`, '[FEN "4k4/9/9/9/9/9/9/9/4r4/3K5 b - - 0 1"]', '',
      `1. … 车５平４ ${end}`, '',
    ].join('\r\n'));
    for (const bytes of [pgn('0-1', '0-1'), pgn('0-1', '*')]) {
      const [game] = readFile('black.pgn', bytes);
      expect(game.result).toBe('0-1');
      for (const format of STUDY_FORMATS) expect(through(game, format).result).toBe('0-1');
    }
  });

  it('keeps each of the four results in every format', () => {
    const [game] = readFile('x.pgn', new TextEncoder().encode('[Event "x"]\n\n1. 炮二平五 *\n'));
    for (const result of ['1-0', '0-1', '1/2-1/2', '*'] as const) {
      for (const format of STUDY_FORMATS) expect(through({ ...game, result }, format).result).toBe(result);
    }
  });
});

describe('metadata names', () => {
  it('gives every metadata tag its canonical spelling whatever its case in the file', () => {
    const [pgn] = readFile('x.pgn', new TextEncoder().encode('[redteam "北京"]\n[ECCO "C37"]\n[remark "r"]\n[eco "x"]\n\n1. 炮二平五 *\n'));
    expect(pgn.tags).toEqual([['RedTeam', '北京'], ['ECCO', 'C37'], ['Remark', 'r'], ['eco', 'x']]);
    const [dpxq] = readFile('x.txt', new TextEncoder().encode(
      '[DhtmlXQ][DhtmlXQ_redteam]甲[/DhtmlXQ_redteam][DhtmlXQ_blackteam]乙[/DhtmlXQ_blackteam][DhtmlXQ_open]中炮[/DhtmlXQ_open]'
      + '[DhtmlXQ_place]北京[/DhtmlXQ_place][DhtmlXQ_round]1[/DhtmlXQ_round][DhtmlXQ_remark]注[/DhtmlXQ_remark][DhtmlXQ_SOURCE]书[/DhtmlXQ_SOURCE][/DhtmlXQ]',
    ));
    expect(dpxq.tags).toEqual([['RedTeam', '甲'], ['BlackTeam', '乙'], ['Opening', '中炮'], ['Site', '北京'], ['Round', '1'], ['Remark', '注'], ['Source', '书']]);
  });
});
