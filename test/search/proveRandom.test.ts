/**
 * The prover against bruteMate.ts's full-width solver (no table, no pruning, no ordering) on seeded
 * random positions with attacking material on both sides: a win the solver finds in N moves is proven
 * at exactly 2N − 1 plies and none it does not find; a loss within two plies (every move allows a
 * mate in one) is proven exactly when the solver says so.
 */
import { describe, expect, it } from 'vitest';
import type { Color, PieceKind } from '../../src/shared/rules/piece';
import { ADVISOR, CANNON, HORSE, PAWN, ROOK } from '../../src/shared/rules/piece';
import { prove } from '../../src/shared/search/prove/prove';
import { prng, randomPosition } from '../support/random';
import { mateMoves } from './bruteMate';

const PIECES: [Color, PieceKind][] = [[0, ROOK], [0, HORSE], [0, CANNON], [1, ROOK], [1, ADVISOR], [1, PAWN]];

describe('proofs agree with a full-width solver on random positions', () => {
  it('wins within two moves and losses within two plies, exactly', () => {
    const rand = prng(19);
    let wins = 0, losses = 0, checked = 0;
    while (checked < 150) {
      const pos = randomPosition(rand, PIECES, rand() < 0.5 ? 0 : 1);
      if (!pos) continue;
      checked++;
      const fen = pos.fen();
      const proof = prove(pos, { limits: { depth: 3 }, hashMb: 1 });
      const mate = mateMoves(fen, 2);
      const moves = pos.legalMoves();
      const lostInTwo = moves.every((m) => mateMoves(pos.after(m).fen(), 1) === 1);
      if (mate !== undefined) {
        wins++;
        expect(proof, fen).toMatchObject({ proven: true, result: 'win', by: 'mate', plies: 2 * mate - 1 });
      } else if (lostInTwo) {
        losses++;
        expect(proof, fen).toMatchObject({ proven: true, result: 'loss', by: 'mate', plies: moves.length ? 2 : 0 });
      } else expect(proof.proven, fen).toBe(false);
    }
    // The seed gives both kinds, so the comparison bites.
    expect(wins).toBeGreaterThan(10);
    expect(losses).toBeGreaterThan(3);
  }, 60_000);
});
