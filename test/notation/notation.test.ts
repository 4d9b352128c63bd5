import { describe, expect, it } from 'vitest';
import { NOTATIONS, type Notation, parseMove, writeMove } from '../../src/shared/notation';
import { writeIccs } from '../../src/shared/notation/iccs';
import { START_FEN } from '../../src/shared/rules/fen';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { playout, prng } from '../support/random';

function write(fen: string, iccs: string, notation: Notation): string {
  const pos = Position.fromFen(fen);
  const move = pos.legalMoves().find((m) => moveToIccs(m) === iccs);
  if (move === undefined) throw new Error(`${iccs} is not legal in ${fen}`);
  return writeMove(pos, move, notation);
}

function read(fen: string, text: string, notation: Notation): string {
  const result = parseMove(Position.fromFen(fen), text, notation);
  return result.ok ? moveToIccs(result.value) : `error ${result.error.code}: ${result.error.message}`;
}

const CROWDED = [
  // Red: three pawns on file 5 (e), two on file 3 (g); black: two cannons and two rooks on shared files.
  '3k5/9/4P4/4P1P2/4P1P2/9/9/1c7/1c7/5K3 w',
  // Red: four pawns on one file.
  '3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w',
  // Red: five pawns on one file.
  '3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w',
  // Black: pawns crowded on two files, rooks doubled.
  '3k4r/8r/9/9/9/2p3p2/2p3p2/2p6/9/4K4 b',
  // Red: two rooks, two horses, two cannons on shared files.
  '5k3/9/9/9/9/4R4/4R4/2N1C4/2N1C4/3K5 w',
];

describe('round trip', () => {
  const positions: Position[] = [START_FEN, ...CROWDED,
    'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w',
    '1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w',
    '5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w',
  ].map((fen) => Position.fromFen(fen));
  const rand = prng(42);
  for (let g = 0; g < 6; g++) positions.push(...playout(rand, START_FEN, 120));

  for (const notation of NOTATIONS) {
    it(`every legal move written in ${notation} reads back as itself, and spellings are distinct`, () => {
      let moves = 0;
      const problems: string[] = [];
      for (const pos of positions) {
        const seen = new Map<string, number>();
        for (const move of pos.legalMoves()) {
          const text = writeMove(pos, move, notation);
          const back = parseMove(pos, text, notation);
          if (!back.ok || back.value !== move) problems.push(`${pos.fen()} ${moveToIccs(move)} -> ${text} -> ${back.ok ? moveToIccs(back.value) : back.error.message}`);
          if (seen.has(text)) problems.push(`${pos.fen()}: ${text} written for two moves`);
          seen.set(text, move);
          moves++;
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
      expect(moves).toBeGreaterThan(5000);
    });
  }
});

describe('known spellings', () => {
  it('the classic openings', () => {
    expect(write(START_FEN, 'h2e2', 'chinese')).toBe('炮二平五');
    expect(write(START_FEN, 'h2e2', 'wxf')).toBe('C2.5');
    expect(write(START_FEN, 'b0c2', 'chinese')).toBe('马八进七');
    expect(write(START_FEN, 'b0c2', 'wxf')).toBe('H8+7');
    expect(write(START_FEN, 'i0i1', 'chinese')).toBe('车一进一');
    expect(write(START_FEN, 'i0i1', 'wxf')).toBe('R1+1');
    expect(write(START_FEN, 'g3g4', 'chinese')).toBe('兵三进一');
    expect(write(START_FEN, 'f0e1', 'chinese')).toBe('仕四进五');
    expect(write(START_FEN, 'g0e2', 'wxf')).toBe('E3+5');
    const black = START_FEN.replace(' w ', ' b ');
    expect(write(black, 'h9g7', 'chinese')).toBe('马８进７');
    expect(write(black, 'h7e7', 'chinese')).toBe('炮８平５');
    expect(write(black, 'a9a8', 'chinese')).toBe('车１进１');
    expect(write(black, 'h7e7', 'wxf')).toBe('C8.5');
    expect(writeIccs(Position.fromFen(START_FEN).legalMoves().find((m) => moveToIccs(m) === 'h2e2')!, 'pgn')).toBe('H2-E2');
  });

  it('front and rear of two identical pieces on a file', () => {
    const fen = CROWDED[4];
    expect(write(fen, 'e4e5', 'chinese')).toBe('前车进一');
    expect(write(fen, 'e3d3', 'chinese')).toBe('后车平六');
    expect(write(fen, 'e4e5', 'wxf')).toBe('R++1');
    expect(write(fen, 'e3d3', 'wxf')).toBe('R-.6');
    expect(write(fen, 'c2b4', 'chinese')).toBe('前马进八');
    expect(write(fen, 'e1e0', 'wxf')).toBe('C--1');
  });

  it('pawns: three, four and five on a file, and two crowded files', () => {
    const three = CROWDED[0];
    // Files from red's right: g (3) before e (5), each front to back: g6 g5 e7 e6 e5.
    expect(write(three, 'e7e8', 'chinese')).toBe('三兵进一');
    expect(write(three, 'e7e8', 'wxf')).toBe('5++1');
    expect(write(three, 'e6d6', 'wxf')).toBe('55.6');
    expect(write(three, 'g6h6', 'wxf')).toBe('3+.2');
    expect(write(three, 'g5h5', 'chinese')).toBe('二兵平二');
    const four = CROWDED[1];
    expect(['e8e9', 'e7d7', 'e6f6', 'e5d5'].map((m) => write(four, m, 'wxf'))).toEqual(['+++1', 'P+.6', 'P-.4', '--.6']);
    expect(write(four, 'e7d7', 'chinese')).toBe('二兵平六');
    const five = CROWDED[2];
    expect(write(five, 'e6d6', 'wxf')).toBe('P5.6');
    const single = '3k5/9/9/4P4/4P4/9/9/9/9/5K3 w';
    expect(write(single, 'e6e7', 'chinese')).toBe('前兵进一');
    expect(write(single, 'e5d5', 'chinese')).toBe('后兵平六');
    expect(write(single, 'e6e7', 'wxf')).toBe('P++1');
  });
});

describe('reading', () => {
  it('accepts traditional glyphs, full- and half-width digits, Chinese numerals for black, = for .', () => {
    expect(read(START_FEN, '砲二平五', 'chinese')).toBe('h2e2');
    expect(read(START_FEN, '傌八進七', 'chinese')).toBe('b0c2');
    expect(read(START_FEN, '俥一進一', 'chinese')).toBe('i0i1');
    const black = START_FEN.replace(' w ', ' b ');
    expect(read(black, '馬8進7', 'chinese')).toBe('h9g7');
    expect(read(black, '马８进７', 'chinese')).toBe('h9g7');
    expect(read(black, '包八平五', 'chinese')).toBe('h7e7');
    expect(read(START_FEN, 'c2=5', 'wxf')).toBe('h2e2');
    expect(read(START_FEN, 'N8+7', 'wxf')).toBe('b0c2');
    expect(read(START_FEN, 'H2-E2', 'iccs')).toBe('h2e2');
    expect(read(START_FEN, 'b0b4', 'iccs')).toMatch(/^error illegal/);
    expect(read(START_FEN, 'b5b6', 'iccs')).toMatch(/^error no-piece/);
  });

  it('reads the forum pawn conventions', () => {
    const fen = CROWDED[3];
    // Black pawns: files 3 and 7 from black's right each hold pawns; positions within a file.
    // Black counts files from its right (file a = 1): the c-file pawns are file 3, front to back c2 c3 c4.
    expect(read(fen, '前卒3平2', 'chinese')).toBe('c2b2');
    expect(read(fen, '前3平2', 'chinese')).toBe('c2b2');
    expect(read(fen, '中卒3平2', 'chinese')).toBe('c3b3');
    expect(read(fen, '中3平2', 'chinese')).toBe('c3b3');
    const single = '3k5/9/9/4P4/4P4/9/9/9/9/5K3 w';
    expect(read(single, '前兵五进一', 'chinese')).toBe('e6e7');
    expect(read(single, '前五进一', 'chinese')).toBe('e6e7');
    expect(read(single, '後兵平六', 'chinese')).toBe('e5d5');
  });

  it('explains ambiguous and illegal input', () => {
    const rooks = CROWDED[4];
    expect(read(rooks, '车五进一', 'chinese')).toMatch(/^error ambiguous.*前车进一/);
    expect(read(rooks, 'R5+1', 'wxf')).toMatch(/^error ambiguous.*R\+\+1/);
    // The red rook stands between its king and the black rook: it may not leave the file.
    const pinned = '3k5/9/4r4/9/9/9/9/4R4/9/4K4 w';
    expect(read(pinned, '车五平四', 'chinese')).toMatch(/^error illegal/);
    expect(read(START_FEN, '炮二平十', 'chinese')).toMatch(/^error malformed/);
    expect(read(START_FEN, '炮三平五', 'chinese')).toMatch(/^error no-match/);
  });
});
