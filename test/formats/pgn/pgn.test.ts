import { describe, expect, it } from 'vitest';
import { NOTATIONS, type Notation } from '../../../src/shared/notation';
import { decodeText } from '../../../src/main/import/decodeText';
import { encodeGbk } from '../../../src/main/export/gbk';
import { type PgnGame, type PgnMove, type PgnResult, PGN_RESULTS, type ReadGame, readPgn, readPgnGames, writePgn } from '../../../src/shared/formats/pgn';
import { writePlainText } from '../../../src/shared/words/plainText';
import { normalizeComment } from '../../../src/shared/formats/pgn/game';
import { START_FEN } from '../../../src/shared/rules/fen';
import { type Move, moveToIccs } from '../../../src/shared/rules/move';
import { Position } from '../../../src/shared/rules/position';
import { type TreeShape, randomLine } from '../../support/randomGame';
import { prng } from '../../support/random';

/** Black to move in 车相对士象 (rook and elephant against advisor and elephant). */
const ENDGAME = '3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 b - - 0 1';
/** Red pawns crowded on two files and black rooks doubled: the hardest names to write and read back. */
const CROWDED = '3k4r/8r/9/9/9/2p3p2/2p3p2/2p6/9/4K4 b - - 0 1';

function legal(pos: Position, iccs: string): Move {
  const move = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (move === undefined) throw new Error(`${iccs} is not legal in ${pos.fen()}`);
  return move;
}

/** A line from ICCS moves, e.g. `h2e2 h9g7`, played from `pos` (left untouched). */
function line(pos: Position, iccs: string): PgnMove[] {
  const p = pos.clone();
  return iccs.split(' ').map((text) => {
    const move = legal(p, text);
    p.play(move);
    return { move };
  });
}

function after(pos: Position, iccs: string): Position {
  const p = pos.clone();
  for (const { move } of line(pos, iccs)) p.play(move);
  return p;
}

function iccsOf(moves: readonly PgnMove[]): string {
  return moves.map((m) => moveToIccs(m.move)).join(' ');
}

const PLAIN: TreeShape = { comments: 0.15, sidelines: 0.2, most: 1, comment: (_rand, i) => `第${i}步 note ${i}`, nestedAtFirstMove: true };

/** Display columns, CJK and full-width counted as two. */
function columns(text: string): number {
  return [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
}

describe('round trip', () => {
  const start = Position.fromFen(START_FEN);
  const sidelines: PgnGame = {
    tags: [['Event', '中炮对屏风马'], ['Red', 'Canju'], ['Date', '2024.05.01']],
    fen: START_FEN,
    startComment: 'Best line, with the alternatives',
    result: '1-0',
    moves: [
      { move: legal(start, 'h2e2'), comment: '中炮', variations: [line(start, 'b2e2 h9g7'), line(start, 'g3g4')] },
      {
        move: legal(after(start, 'h2e2'), 'h9g7'),
        variations: [[{ move: legal(after(start, 'h2e2'), 'h7e7'), comment: '顺炮' }, ...line(after(start, 'h2e2 h7e7'), 'h0g2')]],
      },
      ...line(after(start, 'h2e2 h9g7'), 'h0g2 i9h9 i0h0'),
    ],
  };

  for (const notation of NOTATIONS) {
    it(`a line with comments and sidelines reads back as written (${notation})`, () => {
      const back = readPgn(writePgn(sidelines, notation));
      expect(back).toEqual({ ok: true, value: { ...sidelines, notation } });
    });

    it(`an endgame with black to move, and crowded pawns, read back (${notation})`, () => {
      for (const fen of [ENDGAME, CROWDED]) {
        const game: PgnGame = { tags: [], fen, moves: randomLine(prng(7), Position.fromFen(fen), 30, 2, PLAIN), result: '*' };
        expect(readPgn(writePgn(game, notation))).toEqual({ ok: true, value: { ...game, notation } });
      }
    });

    it(`random games with nested variations read back, wrapped at 80 columns (${notation})`, () => {
      const rand = prng(2024);
      for (let g = 0; g < 8; g++) {
        const game: PgnGame = {
          tags: [['Event', `random ${g}`]], fen: START_FEN, moves: randomLine(rand, Position.fromFen(START_FEN), 80, 3, PLAIN), result: '1/2-1/2',
        };
        const text = writePgn(game, notation);
        expect(readPgn(text)).toEqual({ ok: true, value: { ...game, notation } });
        expect(Math.max(...text.split('\n').map(columns))).toBeLessThanOrEqual(80);
      }
    });
  }

  it('a FEN in the accepted variants comes back canonical; "}" in a comment cannot end it early', () => {
    const fen = '3k5/4a4/4e4/9/9/9/9/4E4/2R6/4K4 r';
    const pos = Position.fromFen(fen);
    const game: PgnGame = { tags: [], fen, moves: [{ move: legal(pos, 'c1c9'), comment: 'mate}  in\none' }], result: '1-0' };
    const back = readPgn(writePgn(game, 'chinese'));
    expect(back.ok && back.value.fen).toBe('3k5/4a4/4b4/9/9/9/9/4B4/2R6/4K4 w - - 0 1');
    expect(back.ok && back.value.moves).toEqual([{ move: game.moves[0].move, comment: 'mate｝ in one' }]);
  });
});

describe('round trip of whole files', () => {
  const COMMENT_BITS = ['a', 'Z', '中', '炮', ' ', '\n', '\r\n', '(', ')', '[', ']', ';', '"', '{', '}', '%', '$1', '1-0', '*', '\\', '.', '1.', '……'];
  const TAG_BITS = ['a', '中', ' ', '"', '\\', '[', ']', '{', '}', ';', '\n', '1-0', '第24届'];
  const TAG_NAMES = ['Event', 'Site', 'Date', 'Round', 'Red', 'Black', 'Title', 'Author', 'Opening', 'ECCO', 'X_1'];
  const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const text = (rand: () => number, bits: readonly string[], most: number) =>
    Array.from({ length: Math.floor(rand() * (most + 1)) }, () => pick(rand, bits)).join('');
  /** Every move may carry a comment, at every depth, and up to three variations of its own. */
  const RICH: TreeShape = { comments: 0.6, sidelines: 0.25, most: 3, comment: (rand) => text(rand, COMMENT_BITS, 10), nestedAtFirstMove: true };

  function randomStart(rand: () => number): string {
    const pos = Position.fromFen(pick(rand, [START_FEN, ENDGAME, CROWDED]));
    for (const { move } of randomLine(rand, pos, Math.floor(rand() * 20), 0, PLAIN)) pos.play(move);
    return pos.fen();
  }

  function randomGame(rand: () => number): PgnGame {
    const fen = randomStart(rand);
    const startComment = rand() < 0.5 ? text(rand, COMMENT_BITS, 8) : undefined;
    return {
      tags: Array.from({ length: Math.floor(rand() * 5) }, () => [pick(rand, TAG_NAMES), text(rand, TAG_BITS, 6)] as const),
      fen, moves: randomLine(rand, Position.fromFen(fen), 30, 3, RICH), result: pick(rand, PGN_RESULTS) as PgnResult,
      ...(startComment !== undefined && { startComment }),
    };
  }

  /** What the reader gives back: comments as prose (runs of blanks one space, ｝ for }), blank ones and empty lines gone. */
  function asRead(game: PgnGame, notation: Notation): ReadGame {
    const prose = (comment: string | undefined) => (comment === undefined ? '' : normalizeComment(comment).replace(/}/g, '｝'));
    const line = (moves: readonly PgnMove[]): PgnMove[] => moves.map(({ move, comment, variations }) => {
      const lines = (variations ?? []).filter((v) => v.length > 0).map(line);
      return { move, ...(prose(comment) && { comment: prose(comment) }), ...(lines.length > 0 && { variations: lines }) };
    });
    return {
      tags: game.tags.map(([name, value]) => [name, value.replace(/[\r\n]+/g, ' ')] as const), fen: Position.fromFen(game.fen).fen(),
      moves: line(game.moves), result: game.result, notation, ...(prose(game.startComment) && { startComment: prose(game.startComment) }),
    };
  }

  it('several random games a file, comments at every depth, UTF-8 or GBK, LF or CRLF: every game back as written', () => {
    const rand = prng(1818);
    for (let f = 0; f < 32; f++) {
      const notation = NOTATIONS[f % 3];
      const games = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => randomGame(rand));
      const lf = games.map((g) => writePgn(g, notation)).join('\n');
      const written = f % 2 === 0 ? lf : lf.replace(/\n/g, '\r\n');
      const bytes = f % 4 < 2 ? new TextEncoder().encode(written) : encodeGbk(written);
      const { text: decoded, encoding } = decodeText(bytes);
      expect(encoding).toBe(f % 4 < 2 || !/[^\x00-\x7f]/.test(written) ? 'utf-8' : 'gbk');
      expect(readPgnGames(decoded)).toEqual({ ok: true, value: games.map((g) => asRead(g, notation)) });
    }
  });
});

describe('writing', () => {
  const start = Position.fromFen(START_FEN);
  const afterCannon = after(start, 'h2e2');

  it('writes the xqbase tags in order and numbers moves, comments and variations', () => {
    const game: PgnGame = {
      tags: [['Event', 'Canju "test"'], ['Result', 'ignored'], ['Red', '甲']],
      fen: START_FEN,
      result: '*',
      moves: [
        { move: legal(start, 'h2e2'), comment: '中炮' },
        { move: legal(afterCannon, 'h9g7'), variations: [line(afterCannon, 'h7e7 h0g2')] },
        ...line(after(start, 'h2e2 h9g7'), 'h0g2'),
      ],
    };
    expect(writePgn(game, 'chinese')).toBe([
      '[Game "Chinese Chess"]',
      '[Event "Canju \\"test\\""]',
      '[Red "甲"]',
      `[FEN "${START_FEN}"]`,
      '[Format "Chinese"]',
      '[Result "*"]',
      '',
      '1. 炮二平五 {中炮} 1. ... 马８进７ (1. ... 炮８平５ 2. 马二进三) 2. 马二进三 *',
      '',
    ].join('\n'));
    expect(writePgn(game, 'iccs').split('\n').slice(4)).toEqual([
      '[Format "ICCS"]', '[Result "*"]', '', '1. H2-E2 {中炮} 1. ... H9-G7 (1. ... H7-E7 2. H0-G2) 2. H0-G2 *', '',
    ]);
  });

  it('starts a black-to-move game with "1. ..." and counts on from there', () => {
    const pos = Position.fromFen(ENDGAME);
    const game: PgnGame = { tags: [], fen: ENDGAME, moves: line(pos, 'd9d8 c1c8 d8d9'), result: '*' };
    expect(writePgn(game, 'wxf')).toMatch(/\[FEN "3k5\/4a4\/4b4\/9\/9\/9\/9\/4B4\/2R6\/4K4 b - - 0 1"\]\n\[Format "WXF"\]\n\[Result "\*"\]\n\n1\. \.\.\. K4\+1 2\. R7\+7 K4-1 \*\n$/);
    expect(writePgn(game, 'chinese').endsWith('\n1. ... 将４进１ 2. 车七进七 将４退１ *\n')).toBe(true);
  });

  it('wraps long movetext without splitting a move from its number', () => {
    const moves = randomLine(prng(5), start, 60, 0, PLAIN).map(({ move }) => ({ move }));
    const lines = writePgn({ tags: [], fen: START_FEN, moves, result: '*' }, 'chinese').split('\n\n')[1].trim().split('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const l of lines) {
      expect(columns(l)).toBeLessThanOrEqual(80);
      expect(l).not.toMatch(/\d\.$/);
    }
  });

  it('refuses a move that is not legal where it stands', () => {
    const game: PgnGame = { tags: [], fen: START_FEN, moves: [{ move: legal(afterCannon, 'h9g7') }], result: '*' };
    expect(() => writePgn(game, 'chinese')).toThrow(/h9g7 is not a legal move/);
  });

  it('labels Canju\'s Metric tag in the plain text and says what the metric is, in either language', () => {
    const game = (metric: string): PgnGame => ({ tags: [['Event', '车对单士'], ['Metric', metric]], fen: START_FEN, moves: [], result: '*' });
    expect(writePlainText(game('DTM'), 'chinese', 'zh').split('\n').slice(0, 3)).toEqual(['车对单士', '度量：DTM（最快杀棋）', '结果：未定']);
    expect(writePlainText(game('DTC'), 'chinese', 'zh').split('\n')[1]).toBe('度量：DTC（最快转换）');
    expect(writePlainText(game('DTM'), 'iccs', 'en').split('\n')[1]).toBe('Metric: DTM (fastest mate)');
    expect(writePlainText(game('DTC'), 'iccs', 'en').split('\n')[1]).toBe('Metric: DTC (fastest conversion)');
    // The PGN keeps the tag as it is, for programs to read.
    expect(writePgn(game('DTM'), 'iccs')).toContain('[Metric "DTM"]');
  });
});

describe('reading xqbase files', () => {
  it('reads Chinese moves with full-width digits for black, numbers, a sideline and the result', () => {
    const text = [
      '[Game "Chinese Chess"]',
      '[Event "全国象棋个人赛"]',
      '[Red "甲"]',
      '[Black "乙"]',
      '[Result "1-0"]',
      '[ECCO "C04"]',
      '[Format "Chinese"]',
      '',
      '  1. 炮二平五 马８进７',
      '  2. 马二进三 车９平８',
      '  3. 车一平二 {中炮对屏风马} 马２进３',
      '  4. 兵七进一 (4. 车二进六 炮８平９) 卒７进１ $1',
      '1-0',
      '',
    ].join('\r\n');
    const read = readPgn(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const game = read.value;
    expect(game.notation).toBe('chinese');
    expect(game.fen).toBe(START_FEN);
    expect(game.result).toBe('1-0');
    expect(game.tags).toEqual([['Event', '全国象棋个人赛'], ['Red', '甲'], ['Black', '乙'], ['ECCO', 'C04']]);
    expect(iccsOf(game.moves)).toBe('h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5');
    expect(game.moves[4].comment).toBe('中炮对屏风马');
    expect(game.moves[6].variations!.map(iccsOf)).toEqual(['h0h6 h7i7']);
  });

  it('defaults to Chinese notation and the start position; reads glued numbers, ; comments, traditional glyphs', () => {
    const read = readPgn('1.炮二平五 ; 中炮\n1...馬8進7 2. 傌二進三 *');
    expect(read.ok && iccsOf(read.value.moves)).toBe('h2e2 h9g7 h0g2');
    expect(read.ok && read.value.moves[0].comment).toBe('中炮');
    const open = readPgn('[Result "1/2-1/2"]\n1. 炮二平五 马８进７ *');
    expect(open.ok && [open.value.result, open.value.tags]).toEqual(['1/2-1/2', []]);
    const stated = readPgn('[Result "1/2-1/2"]\n1. 炮二平五 马８进７ 0-1');
    expect(stated.ok && stated.value.result).toBe('0-1');
  });

  it('reads ICCS as H2-E2 or h2e2, and WXF with black in lower case, from a black-to-move FEN', () => {
    const iccs = readPgn(`[Format "ICCS"]\n[FEN "${ENDGAME}"]\n1. ... D9-D8 2. c1c8 d8d9 0-1`);
    expect(iccs.ok && [iccsOf(iccs.value.moves), iccs.value.result, iccs.value.notation]).toEqual(['d9d8 c1c8 d8d9', '0-1', 'iccs']);
    const wxf = readPgn('[Format "WXF"]\n\n1. C2.5 h8+7 2. H2+3 r9.8 *');
    expect(wxf.ok && iccsOf(wxf.value.moves)).toBe('h2e2 h9g7 h0g2 i9h9');
    // The middle of three black pawns on file 3, with file 7 crowded too: a move that starts like a move number.
    const tandem = readPgn(`[Format "WXF"]\n[FEN "${CROWDED}"]\n1. ... 33.2 2.K5+1 3+.4 *`);
    expect(tandem.ok && iccsOf(tandem.value.moves)).toBe('c3b3 e0e1 c2d2');
  });

  it('gives each comment to the move it follows; one opening a variation to its first move', () => {
    const read = readPgn('{start} {}\n1. 炮二平五 {a}\n{b} ({c} 1. 兵七进一 {d}) {e} () 马８进７ {} *');
    expect(read.ok && read.value).toEqual({
      tags: [], fen: START_FEN, notation: 'chinese', result: '*', startComment: 'start',
      moves: [
        { move: legal(Position.fromFen(START_FEN), 'h2e2'), comment: 'a b e', variations: [[{ move: legal(Position.fromFen(START_FEN), 'c3c4'), comment: 'c d' }]] },
        { move: legal(after(Position.fromFen(START_FEN), 'h2e2'), 'h9g7') },
      ],
    });
    expect(read.ok && Object.keys(read.value.moves[1])).toEqual(['move']);
  });

  it('reads every game of a file of several; readPgn the first', () => {
    const text = '[Event "one"]\n1. 炮二平五 *\n\n[Event "two"]\n1. 兵七进一 1-0\n1. 马二进三 0-1';
    const read = readPgnGames(text);
    expect(read.ok && read.value.map((g) => [g.tags, iccsOf(g.moves), g.result])).toEqual([
      [[['Event', 'one']], 'h2e2', '*'], [[['Event', 'two']], 'c3c4', '1-0'], [[], 'h0g2', '0-1'],
    ]);
    const first = readPgn(text);
    expect(first.ok && [first.value.tags, iccsOf(first.value.moves)]).toEqual([[['Event', 'one']], 'h2e2']);
  });

  it('passes over what follows a result up to the next tags, unless it starts with a move number', () => {
    const advert = '\r\n====\r\n 欢迎访问《象棋百科全书网》 \r\nhttp://www.elephantbase.net/\r\n';
    const read = readPgnGames(`1. 炮二平五 1-0${advert}[Event "b"]\n1. 兵七进一 *${advert}`);
    expect(read.ok && read.value.map((g) => iccsOf(g.moves))).toEqual(['h2e2', 'c3c4']);
    const loose = readPgnGames('1. 炮二平五 * {a closing note} ;x\n2. 兵七进一 *');
    expect(loose.ok && loose.value.map((g) => iccsOf(g.moves))).toEqual(['h2e2']);
  });

  it('reads tags with bare quotes, % escape lines, full-width stops and the vschess black start', () => {
    const black = after(Position.fromFen(START_FEN), 'h2e2').fen();
    const read = readPgn(`[Event "第24届"五羊杯"邀请赛"]\n[FEN "${black}"]\n% a line for the program\n  1. ………… 炮８平５\n  2．马二进三 *\n`);
    expect(read.ok && [read.value.tags, iccsOf(read.value.moves)]).toEqual([[['Event', '第24届"五羊杯"邀请赛']], 'h7e7 h0g2']);
  });
});
