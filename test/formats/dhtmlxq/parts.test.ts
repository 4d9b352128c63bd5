/** The pieces of the format one by one: points, binit, the text of a tag, result words and tag names. */
import { describe, expect, it } from 'vitest';
import { START_BINIT, binitPlacements, boardBinit } from '../../../src/shared/formats/dhtmlxq/binit';
import { dhtmlxqTagName, isContentTag, tagKind } from '../../../src/shared/formats/dhtmlxq/names';
import { digitsMove, moveDigits, pointSquare, squarePoint } from '../../../src/shared/formats/dhtmlxq/points';
import { readResult, resultWord } from '../../../src/shared/formats/dhtmlxq/resultText';
import { decodeValue, encodeValue } from '../../../src/shared/formats/dhtmlxq/text';
import { PGN_RESULTS } from '../../../src/shared/formats/pgn/game';
import { START_FEN, makeFen } from '../../../src/shared/rules/fen';
import { BLACK, RED } from '../../../src/shared/rules/piece';
import { Position } from '../../../src/shared/rules/position';
import { iccsToSquare } from '../../../src/shared/rules/square';
import { prng } from '../../support/random';
import { legal } from './helpers';

describe('points and moves', () => {
  it('column then row, (0,0) at black’s corner on red’s left: 炮二平五 is 7747', () => {
    const start = Position.fromFen(START_FEN);
    expect(moveDigits(legal(start, 'h2e2'))).toBe('7747');
    expect(digitsMove('7747')).toBe(legal(start, 'h2e2'));
    expect(squarePoint(iccsToSquare('a9')!)).toBe('00');
    expect(squarePoint(iccsToSquare('i0')!)).toBe('89');
    expect(squarePoint(iccsToSquare('e0')!)).toBe('49');
  });

  it('every square is a point and back; column 9 is off the board', () => {
    for (let sq = 0; sq < 90; sq++) expect(pointSquare(Number(squarePoint(sq)[0]), Number(squarePoint(sq)[1]))).toBe(sq);
    for (let row = 0; row < 10; row++) expect(pointSquare(9, row)).toBeUndefined();
    expect(digitsMove('7797')).toBeUndefined();
  });
});

describe('binit', () => {
  it('is rook, horse, elephant, advisor, king, advisor, elephant, horse, rook, two cannons, five pawns, red then black', () => {
    expect(makeFen({ placements: binitPlacements(START_BINIT)!, turn: RED })).toBe(START_FEN);
    // Any slot of a kind may hold any piece of it: red's pieces listed from the left read the same.
    expect(makeFen({ placements: binitPlacements('0919293949596979891777062646668600102030405060708012720323436383')!, turn: RED })).toBe(START_FEN);
  });

  it('is written in the viewer’s slot order, the opening as its own constant', () => {
    expect(boardBinit(Position.fromFen(START_FEN).board)).toBe(START_BINIT);
    expect(boardBinit(Position.fromFen('4k4/9/9/9/9/9/8p/9/R8/1R1K5 w - - 0 1').board))
      .toBe('1999999939999999089999999999999999999999409999999999998699999999');
  });

  it('puts the 99 of a missing piece of a pair in red’s first slot and black’s last, as the viewer orders them', () => {
    expect(boardBinit(Position.fromFen('r3k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1').board))
      .toBe(`${'99'.repeat(4)}39${'99'.repeat(3)}08${'99'.repeat(7)}00${'99'.repeat(3)}40${'99'.repeat(11)}`);
  });

  it('keeps two slots on one point, so the position check can name it', () => {
    const placements = binitPlacements(`8989${START_BINIT.slice(4)}`)!;
    expect(placements.filter((p) => p.square === iccsToSquare('i0'))).toHaveLength(2);
  });

  it('is 64 digits or nothing', () => {
    expect(binitPlacements(START_BINIT.slice(2))).toBeUndefined();
    expect(binitPlacements(`${START_BINIT}99`)).toBeUndefined();
    expect(binitPlacements(`x${START_BINIT.slice(1)}`)).toBeUndefined();
  });

  it('round-trips random legal boards', () => {
    const rand = prng(3);
    for (let i = 0; i < 200; i++) {
      const pos = Position.fromFen(START_FEN);
      for (let ply = Math.floor(rand() * 80); ply > 0; ply--) {
        const moves = pos.legalMoves();
        if (!moves.length) break;
        pos.play(moves[Math.floor(rand() * moves.length)]);
      }
      expect(makeFen({ placements: binitPlacements(boardBinit(pos.board))!, turn: pos.turn })).toBe(pos.fen());
    }
  });
});

describe('the text inside a tag', () => {
  it('reads || as a line break, \\u escapes and the four entities, in one pass', () => {
    expect(decodeValue('a||b')).toBe('a\nb');
    expect(decodeValue('\\u003F \\u0026 %u4E2D _u6587')).toBe('? & 中 文');
    expect(decodeValue('&amp; &lt;&gt;&nbsp;&AMP;')).toBe('& <> &');
    expect(decodeValue('\\u005Cu0041 \\u0026amp;')).toBe('\\u0041 &amp;');
    expect(decodeValue('|||')).toBe('\n|');
    expect(decodeValue('\r\n 一 \n二\n')).toBe(' 一 \n二');
  });

  it('escapes only what would read back otherwise', () => {
    expect(encodeValue('平常的文字 [注] a_b 100% & x')).toBe('平常的文字 [注] a_b 100% & x');
    expect(encodeValue('一\n二')).toBe('一||二');
    expect(encodeValue('a|b')).toBe('a\\u007Cb');
    expect(encodeValue('\\u0041 _uabcd %u1234')).toBe('\\u005Cu0041 \\u005Fuabcd \\u0025u1234');
    expect(encodeValue('&lt; [/DhtmlXQ_comment1] [dhtmlxq]\r')).toBe('\\u0026lt; \\u005B/DhtmlXQ_comment1] \\u005Bdhtmlxq]\\u000D');
  });

  it('reads back whatever it wrote', () => {
    const rand = prng(4);
    const pieces = ['|', '||', '\n', '\r', '\\', 'u', '0041', '%', '_', '&', 'amp;', 'lt;', '[', '/', 'DhtmlXQ', ' ', '字', 'x'];
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: Math.floor(rand() * 12) }, () => pieces[Math.floor(rand() * pieces.length)]).join('');
      expect(decodeValue(encodeValue(text))).toBe(text);
    }
  });
});

describe('result words', () => {
  it('reads the side and the outcome, 先 and 后 by who moves first', () => {
    expect(readResult('红胜', BLACK)).toBe('1-0');
    expect(readResult('先胜', BLACK)).toBe('0-1');
    expect(readResult('后负', BLACK)).toBe('0-1');
    expect(readResult('黑先负', BLACK)).toBe('1-0');
    expect(readResult(' 紅負 ', RED)).toBe('0-1');
    expect(readResult('胜', RED)).toBe('*');
  });

  it('writes dpxq’s four words, which read back', () => {
    expect(PGN_RESULTS.map(resultWord)).toEqual(['红胜', '黑胜', '和棋', '未知']);
    for (const result of PGN_RESULTS) for (const turn of [RED, BLACK]) expect(readResult(resultWord(result), turn)).toBe(result);
  });
});

describe('tag names', () => {
  it('sorts what the game is made of from headers', () => {
    expect(tagKind('move_12_34_5')).toEqual({ kind: 'variation', parent: 12, ply: 34, branch: 5 });
    expect(tagKind('comment7')).toEqual({ kind: 'comment', branch: 0, ply: 7 });
    expect(tagKind('Comment3_9')).toEqual({ kind: 'comment', branch: 3, ply: 9 });
    expect(tagKind('BINIT')).toEqual({ kind: 'binit' });
    expect(tagKind('length')).toEqual({ kind: 'dropped' });
    expect(tagKind('format')).toEqual({ kind: 'dropped' });
    expect(tagKind('commentator')).toEqual({ kind: 'header', pgn: 'commentator' });
    expect(tagKind('place')).toEqual({ kind: 'header', pgn: 'Site' });
    expect(tagKind('site')).toEqual({ kind: 'header', pgn: 'Site' });
    expect(['movelist', 'comment1', 'move_0_1_1', 'fen', 'binit'].every(isContentTag)).toBe(true);
    expect(['title', 'result', 'length', 'redtime'].some(isContentTag)).toBe(false);
  });

  it('writes PGN names under the DhtmlXQ name that reads back as them, or not at all', () => {
    expect(['Title', 'Site', 'Opening', 'RedElo', 'owner', 'Composer'].map(dhtmlxqTagName)).toEqual(['title', 'place', 'open', 'redrating', 'owner', 'Composer']);
    expect(['site', 'title', 'binit', 'comment3', 'move_1_2_3', 'Result', 'FEN', 'Game', 'length', 'a b', '标题'].map(dhtmlxqTagName).filter(Boolean)).toEqual([]);
  });
});
