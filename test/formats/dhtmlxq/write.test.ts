/** Writing: the block other readers get, and round trips game → write → read for files and random trees. */
import { type TreeShape, randomLine } from '../../support/randomGame';
import { describe, expect, it } from 'vitest';
import { readDhtmlxq, writeDhtmlxq } from '../../../src/shared/formats/dhtmlxq';
import { PGN_RESULTS, type PgnGame, type PgnMove } from '../../../src/shared/formats/pgn/game';
import { START_FEN } from '../../../src/shared/rules/fen';
import { type Color, HORSE, PAWN, ROOK, CANNON, ADVISOR, ELEPHANT } from '../../../src/shared/rules/piece';
import { Position } from '../../../src/shared/rules/position';
import { prng, randomPosition } from '../../support/random';
import { after, line, sample } from './helpers';
import { sayReadError } from '../../../src/shared/words/say';

function readBack(text: string): PgnGame[] {
  const read = readDhtmlxq(text);
  if (!read.ok) throw new Error(`${read.error.code} at ${read.error.line}:${read.error.column}: ${sayReadError(read.error, 'en')}\n${text}`);
  return read.value;
}

/** The study of study.html, as the reader gives it (read.test.ts checks that). */
function study(): PgnGame {
  return readBack(sample('study.html'))[0];
}

describe('the block written', () => {
  it('numbers branches depth first and keys comments by branch and ply, as dpxq does', () => {
    expect(writeDhtmlxq(study())).toBe([
      '[DhtmlXQ]',
      '[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]',
      '[DhtmlXQ_init]500,350[/DhtmlXQ_init]',
      '[DhtmlXQ_title]双车错 红先胜[/DhtmlXQ_title]',
      '[DhtmlXQ_event]象棋排局选[/DhtmlXQ_event]',
      '[DhtmlXQ_author]佚名[/DhtmlXQ_author]',
      '[DhtmlXQ_type]残局[/DhtmlXQ_type]',
      '[DhtmlXQ_owner]排局爱好者[/DhtmlXQ_owner]',
      '[DhtmlXQ_generator]www.dpxq.com[/DhtmlXQ_generator]',
      '[DhtmlXQ_result]红胜[/DhtmlXQ_result]',
      '[DhtmlXQ_binit]1999999939999999089999999999999999999999409999999999998699999999[/DhtmlXQ_binit]',
      '[DhtmlXQ_fen]4k4/9/9/9/9/9/8p/9/R8/1R1K5 w - - 0 1[/DhtmlXQ_fen]',
      '[DhtmlXQ_movelist]19104041080141421012[/DhtmlXQ_movelist]',
      '[DhtmlXQ_move_0_1_1]08004041191141420002[/DhtmlXQ_move_0_1_1]',
      '[DhtmlXQ_move_0_3_2]08024151101151500200[/DhtmlXQ_move_0_3_2]',
      '[DhtmlXQ_move_2_4_3]8676020141421012[/DhtmlXQ_move_2_4_3]',
      '[DhtmlXQ_move_3_5_4]101141400200[/DhtmlXQ_move_3_5_4]',
      '[DhtmlXQ_move_2_4_5]8687020141421012[/DhtmlXQ_move_2_4_5]',
      '[DhtmlXQ_comment0]双车错杀法||红先胜[/DhtmlXQ_comment0]',
      '[DhtmlXQ_comment1]车八进九，照将[/DhtmlXQ_comment1]',
      '[DhtmlXQ_comment5]双车错，绝杀[/DhtmlXQ_comment5]',
      '[DhtmlXQ_comment1_1]先走九路车也一样[/DhtmlXQ_comment1_1]',
      '[DhtmlXQ_comment2_3]车九进六，先封住将路[/DhtmlXQ_comment2_3]',
      '[DhtmlXQ_comment3_4]黑方走闲着[/DhtmlXQ_comment3_4]',
      '[DhtmlXQ_comment4_5]另一种杀法[/DhtmlXQ_comment4_5]',
      '[DhtmlXQ_comment4_7]也是绝杀[/DhtmlXQ_comment4_7]',
      '[DhtmlXQ_comment5_4]卒九进一[/DhtmlXQ_comment5_4]',
      '[/DhtmlXQ]',
      '',
    ].join('\n'));
  });

  it('writes the opening as the viewer’s own binit', () => {
    expect(writeDhtmlxq({ tags: [], fen: START_FEN, moves: [], result: '*' }))
      .toContain('[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]');
  });

  it('says who moves first in a position without moves in the fen tag', () => {
    const fen = '3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1';
    const text = writeDhtmlxq({ tags: [], fen, moves: [], result: '*' });
    expect(text).toContain(`[DhtmlXQ_fen]${fen}[/DhtmlXQ_fen]`);
    expect(readBack(text)[0].fen).toBe(fen);
  });

  it('leaves out tags DhtmlXQ cannot hold, and renames those it knows', () => {
    const text = writeDhtmlxq({
      tags: [['Site', '北京'], ['site', 'x'], ['Result', '1-0'], ['binit', 'x'], ['comment3', 'x'], ['Bad Name', 'x'], ['Opening', '顺炮'], ['Composer', '某']],
      fen: START_FEN, moves: [], result: '1/2-1/2',
    });
    expect(text).toContain('[DhtmlXQ_place]北京[/DhtmlXQ_place]\n[DhtmlXQ_open]顺炮[/DhtmlXQ_open]\n[DhtmlXQ_Composer]某[/DhtmlXQ_Composer]\n[DhtmlXQ_result]和棋');
    expect(readBack(text)[0].tags).toEqual([['Site', '北京'], ['Opening', '顺炮'], ['Composer', '某']]);
  });

  it('writes an alternative to a variation’s first move as one more alternative at that point', () => {
    const start = Position.fromFen(START_FEN);
    const main = line(start, 'h2e2 h9g7');
    const v = line(after(start, 'h2e2'), 'b9c7 h0g2');
    const w = line(after(start, 'h2e2'), 'b9a7');
    v[0].variations = [w];
    main[1].variations = [v];
    const read = readBack(writeDhtmlxq({ tags: [], fen: START_FEN, moves: main, result: '*' }))[0];
    expect(read.moves).toEqual([main[0], { move: main[1].move, variations: [[{ move: v[0].move }, v[1]], w] }]);
  });

  it('throws on an illegal move: a game to write is Canju’s own', () => {
    const start = Position.fromFen(START_FEN);
    expect(() => writeDhtmlxq({ tags: [], fen: START_FEN, moves: [line(start, 'h2e2')[0], line(start, 'h2e2')[0]], result: '*' }))
      .toThrow(/not a legal move/);
  });
});

/** Comments and header values that need escaping, or would read back otherwise if written plain. */
const TRICKY = [
  '两行\n文字', 'a||b', '|', 'x|\n|y', '\r\n', '[/DhtmlXQ_comment1]', '[DhtmlXQ]', '[/DhtmlXQ]', '\\u0041', '%u4e2d',
  '_u1234', '\\', '&amp;', '&lt;b&gt;', '&nbsp;', ' 前后空格 ', '\n开头', '结尾\n', 'é ü 🀄', 'x]y[z', "=?&'\"", '  ',
];

function randomText(rand: () => number): string {
  const parts: string[] = [];
  for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) {
    parts.push(rand() < 0.6 ? TRICKY[Math.floor(rand() * TRICKY.length)] : String.fromCodePoint(...Array.from({ length: 1 + Math.floor(rand() * 6) }, () => 32 + Math.floor(rand() * 0x9fa0))));
  }
  return parts.join('');
}

/** DhtmlXQ keeps one list of alternatives a point (the test above shows what becomes of others). */
const SHAPE: TreeShape = { comments: 0.25, comment: (rand) => randomText(rand), sidelines: 0.3, most: 2, nestedAtFirstMove: false };

const TAG_NAMES = ['Title', 'Event', 'Date', 'Site', 'Round', 'Red', 'Black', 'RedTeam', 'BlackElo', 'Opening', 'ECCO', 'Author', 'Composer', 'Source', 'owner', 'Remark', 'X_1'];

function randomGame(rand: () => number, start: Position): PgnGame {
  const tags = Array.from({ length: Math.floor(rand() * 5) }, () => [TAG_NAMES[Math.floor(rand() * TAG_NAMES.length)], rand() < 0.2 ? '' : randomText(rand)] as const);
  const startComment = rand() < 0.5 ? randomText(rand) : undefined;
  return {
    tags,
    fen: start.fen(),
    moves: randomLine(rand, start, Math.floor(rand() * 30), 3, SHAPE),
    result: PGN_RESULTS[Math.floor(rand() * PGN_RESULTS.length)],
    ...(startComment === undefined ? {} : { startComment }),
  };
}

function countMoves(moves: readonly PgnMove[]): number {
  return moves.reduce((n, m) => n + 1 + (m.variations ?? []).reduce((k, v) => k + countMoves(v), 0), 0);
}

describe('round trips: game → write → read gives the game', () => {
  it('for every game of the sample files', () => {
    for (const name of ['study.html', 'game.txt', 'forum-page.html']) {
      const games = readBack(sample(name));
      for (const game of games) expect(readBack(writeDhtmlxq(game))).toEqual([game]);
    }
  });

  it('for random trees from the opening, endgames and random positions, either side to move', () => {
    const rand = prng(18);
    const starts = [
      START_FEN, '3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1', '4k4/9/9/9/9/9/8p/9/R8/1R1K5 w - - 0 1',
      '2bak4/4a4/4b4/9/2p6/9/9/4B4/4A4/3AK1C2 b - - 0 1',
    ].map((fen) => Position.fromFen(fen));
    const kinds = [ROOK, HORSE, CANNON, PAWN, ADVISOR, ELEPHANT] as const;
    while (starts.length < 12) {
      const pieces = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => [Math.floor(rand() * 2) as Color, kinds[Math.floor(rand() * kinds.length)]] as [Color, (typeof kinds)[number]]);
      const pos = randomPosition(rand, pieces, Math.floor(rand() * 2) as Color);
      if (pos) starts.push(pos);
    }
    let moves = 0, variations = 0;
    for (let i = 0; i < 120; i++) {
      const game = randomGame(rand, starts[i % starts.length]);
      moves += countMoves(game.moves);
      variations += (writeDhtmlxq(game).match(/\[DhtmlXQ_move_/g) ?? []).length;
      expect(readBack(writeDhtmlxq(game))).toEqual([game]);
    }
    // The trees are worth the name: many moves and many variations at many depths.
    expect(moves).toBeGreaterThan(2000);
    expect(variations).toBeGreaterThan(200);
  });

  it('for several games in one text', () => {
    const rand = prng(7);
    const games = [0, 1, 2].map(() => randomGame(rand, Position.fromFen(START_FEN)));
    expect(readBack(`前言\n${games.map(writeDhtmlxq).join('\n<hr>\n')}后记`)).toEqual(games);
  });
});
