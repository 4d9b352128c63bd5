/**
 * `prove` reports a result only when it is proven. Mates of 《适情雅趣》 (bench/searchPositions.ts:
 * lengths verified with ElephantEye and played out under Canju's rules) are proven at exactly their
 * length, never shorter (the same search bounded one ply short proves nothing), the short ones
 * cross-checked by bruteMate.ts's full-width solver; a defender to move is proven lost; positions
 * with no forced win within the limits are never "proven"; perpetual check loses for the checker.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';
import { moveToIccs } from '../../src/shared/rules/move';
import { Position } from '../../src/shared/rules/position';
import { type Proof, prove } from '../../src/shared/search/prove/prove';
import { mateMoves } from './bruteMate';

const published = (id: string) => SEARCH_POSITIONS.find((p) => p.id === id)!;

/** Plays `pv` from `fen`, each move legal where it is played; returns the final position. */
function playOut(fen: string, pv: readonly number[]): Position {
  const pos = Position.fromFen(fen);
  for (const m of pv) {
    expect(pos.isLegal(m), moveToIccs(m)).toBe(true);
    pos.play(m);
  }
  return pos;
}

function proven(proof: Proof): Extract<Proof, { proven: true }> {
  expect(proof.proven).toBe(true);
  return proof as Extract<Proof, { proven: true }>;
}

describe('published mates (适情雅趣), proven at exactly their length', () => {
  // Checking mates and quiet ones (SQYQ-063, -223, -460: the winner's line has moves that do not check).
  for (const id of ['SQYQ-013', 'SQYQ-039', 'SQYQ-017', 'SQYQ-460', 'SQYQ-063', 'SQYQ-223', 'SQYQ-062']) {
    const p = published(id);
    it(`${p.id} ${p.name}: mate in ${p.mateMoves} (${p.matePlies} plies)`, () => {
      const proof = proven(prove(Position.fromFen(p.fen), { limits: { timeMs: 30_000 }, hashMb: 16 }));
      expect(proof).toMatchObject({ result: 'win', by: 'mate', plies: p.matePlies, depth: p.matePlies });
      // The line is the mate itself: legal throughout, as long as the proof says, the loser without a move at its end.
      expect(proof.pv).toHaveLength(p.matePlies);
      expect(playOut(p.fen, proof.pv).hasLegalMove()).toBe(false);
      // No shorter mate: bounded one ply short, nothing is proven.
      expect(prove(Position.fromFen(p.fen), { limits: { depth: p.matePlies - 1 }, hashMb: 16 }).proven).toBe(false);
    }, 60_000);
  }

  it('the short ones agree with a full-width solver that prunes nothing', () => {
    for (const id of ['SQYQ-013', 'SQYQ-192', 'SQYQ-103']) {
      const p = published(id);
      const proof = proven(prove(Position.fromFen(p.fen), { hashMb: 4 }));
      expect(mateMoves(p.fen, p.mateMoves), id).toBe(p.mateMoves);
      expect(proof.plies, id).toBe(2 * p.mateMoves - 1);
    }
  }, 60_000);
});

describe('losses', () => {
  it('the defender to move after the winner\'s first move is proven lost, its longest resistance the rest of the mate', () => {
    const p = published('SQYQ-039');
    const first = proven(prove(Position.fromFen(p.fen), { hashMb: 4 })).pv[0];
    const after = Position.fromFen(p.fen).after(first);
    const proof = proven(prove(after, { hashMb: 4 }));
    expect(proof).toMatchObject({ result: 'loss', by: 'mate', plies: p.matePlies - 1 });
    expect(playOut(after.fen(), proof.pv).hasLegalMove()).toBe(false);
    expect(proof.pv).toHaveLength(p.matePlies - 1);
  });

  it('a side to move without a legal move has lost (checkmate and stalemate alike)', () => {
    expect(prove(Position.fromFen('4k4/9/4N4/9/4C4/9/9/9/9/3K5 b - - 0 1'))).toMatchObject({ proven: true, result: 'loss', plies: 0, by: 'mate', pv: [] });
    // Stalemate (困毙): the black king, not in check, has no safe point and no other piece.
    const stalemate = Position.fromFen('3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1');
    expect(stalemate.inCheck()).toBe(false);
    expect(prove(stalemate)).toMatchObject({ proven: true, result: 'loss', plies: 0, by: 'mate' });
  });
});

describe('never a false proof', () => {
  it('the start position is not proven within four plies', () => {
    const proof = prove(Position.fromFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'), { limits: { depth: 4 }, hashMb: 4 });
    expect(proof).toMatchObject({ proven: false, depth: 4 });
    expect(proof.nodes).toBeGreaterThan(1000);
  });

  it('a rook against the full defence (a draw in theory) is not proven a win', () => {
    expect(prove(Position.fromFen('2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1'), { limits: { depth: 7 }, hashMb: 4 }))
      .toMatchObject({ proven: false, depth: 7 });
  });

  it('a win beyond the limits is not proven: the depth, the node budget and the stop flag each end the search', () => {
    const p = published('SQYQ-017');
    expect(prove(Position.fromFen(p.fen), { limits: { depth: 7 } }).proven).toBe(false);
    const budget = prove(Position.fromFen(p.fen), { limits: { nodes: 2000 } });
    expect(budget.proven).toBe(false);
    expect(budget.nodes).toBeLessThan(2000 + 256);
    const stop = new Int32Array(1);
    stop[0] = 1;
    expect(prove(Position.fromFen(p.fen), { limits: { stop } })).toMatchObject({ proven: false, nodes: 0 });
  });

  it('a material neither side can win with is a draw by rule', () => {
    expect(prove(Position.fromFen('3ak4/9/9/9/9/9/9/9/9/3K5 w - - 0 1'))).toMatchObject({ proven: true, result: 'draw', by: 'rule', plies: 0 });
  });
});

describe('perpetual check', () => {
  // Red's king is shut in by the pawns on d1, e2 and f1 and black threatens e2-e1 mate; red's only
  // moves that do not allow it are the rook's checks (a9, a8, a7 and back), which the black king
  // answers by stepping between e9, e8 and e7, with nothing to interpose.
  const FEN = '4k4/R8/9/9/p8/9/9/4p4/3p1p3/4K4 w - - 0 1';

  it('cannot win for the checker: red checking forever loses by the rule, its longest resistance', () => {
    const proof = proven(prove(Position.fromFen(FEN), { limits: { depth: 12 }, hashMb: 4 }));
    expect(proof).toMatchObject({ result: 'loss', by: 'rule', plies: 4 });
    // The line is the cycle back to the start, every red move a check.
    const pos = Position.fromFen(FEN);
    proof.pv.forEach((m, i) => {
      pos.play(m);
      if (i % 2 === 0) expect(pos.inCheck(), moveToIccs(m)).toBe(true);
    });
    expect(pos.fen()).toBe(FEN);
  });

  it('without the checks black mates at once', () => {
    expect(prove(Position.fromFen(FEN.replace(' w ', ' b ')))).toMatchObject({ proven: true, result: 'win', by: 'mate', plies: 1 });
  });
});
