/**
 * The proof-number prover (search/prove/pnProve.ts) checked outside itself: every result it calls
 * proven on random KR-KA positions against the KR-KA table it is not shown (its sub-tables only:
 * wins, losses and draws by search), against the full-width prover and a brute-force solver on
 * random positions with attacking men on both sides, and against a published mate; a horizon is
 * never a draw, the stop flag is "stopped", and the same node budget gives the same answer.
 */
import { describe, expect, it } from 'vitest';
import type { Material } from '../../src/shared/material/material';
import { materialOfBoard } from '../../src/shared/material/material';
import { formatSignature } from '../../src/shared/material/signature';
import { type Move, moveToIccs } from '../../src/shared/rules/move';
import type { Color, PieceKind } from '../../src/shared/rules/piece';
import { ADVISOR, CANNON, HORSE, PAWN, ROOK } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import { provePn } from '../../src/shared/search/prove/pnProve';
import { prove } from '../../src/shared/search/prove/prove';
import type { TableProbe } from '../../src/shared/search/tableProbe';
import { prng, randomPosition } from '../support/random';
import { generatedFolder, withTableProbe } from '../support/tableFolder';
import { counts } from '../support/tables';
import { mateMoves } from './bruteMate';

const KRKA = counts('KR', 'KA');
const dir = generatedFolder(KRKA);

/** The folder's tables without `hidden`'s: the prover must find that material's results itself. */
function hiding(probe: TableProbe, hidden: Material): TableProbe {
  const name = formatSignature(hidden);
  return { hasTable: (m) => formatSignature(m) !== name && probe.hasTable(m), value: (pos) => probe.value(pos) };
}

/** The position at the end of `pv`, every move legal where it is played. */
function played(pos: Position, pv: readonly Move[]): Position {
  const end = pos.clone();
  for (const m of pv) {
    expect(end.isLegal(m), moveToIccs(m)).toBe(true);
    end.play(m);
  }
  return end;
}

describe('proof-number proofs', () => {
  it('agree with the KR-KA table they are not shown: wins within the table\'s distance or more, losses, draws', () => {
    const rand = prng(46);
    const pieces: [Color, PieceKind][] = [[0, ROOK], [1, ADVISOR]];
    let wins = 0, losses = 0, draws = 0, tried = 0;
    withTableProbe(dir, (probe, prober) => {
      const partial = hiding(probe, KRKA);
      while (tried < 60) {
        const pos = randomPosition(rand, pieces, rand() < 0.5 ? 0 : 1);
        if (!pos || formatSignature(materialOfBoard(pos.board)) !== formatSignature(KRKA) || !pos.hasLegalMove()) continue;
        tried++;
        const fen = pos.fen();
        const truth = prober.value(pos);
        const proof = provePn(pos, { probe: partial, limits: { nodes: 20_000 }, hashMb: 4 });
        if (!proof.proven) continue;
        expect(proof.result, fen).toBe(truth.wdl);
        if (proof.result === 'win') {
          wins++;
          // A proof's distance bounds the table's (to mate or a capture into KR-K / K-KA).
          expect(proof.plies, fen).toBeGreaterThanOrEqual(truth.dtc);
          expect(proof.pv.length, fen).toBeGreaterThan(0);
          played(pos, proof.pv);
        } else if (proof.result === 'loss') losses++;
        else {
          draws++;
          expect(proof.by, fen).toBe('search');
          expect(proof.defence?.tries.length, fen).toBe(pos.legalMoves().length);
          // The move that holds is one the table calls a draw (or better) for the side to move.
          expect(prober.value(pos.after(proof.defence!.holds)).wdl, fen).not.toBe('win');
        }
      }
    });
    expect(wins).toBeGreaterThan(10);
    expect(losses).toBeGreaterThan(5);
    expect(draws).toBeGreaterThan(0);
  }, 120_000);

  it('agree with a brute-force solver and the full-width prover on random positions', () => {
    const rand = prng(19);
    const pieces: [Color, PieceKind][] = [[0, ROOK], [0, HORSE], [0, CANNON], [1, ROOK], [1, ADVISOR], [1, PAWN]];
    let proven = 0;
    for (let checked = 0; checked < 60;) {
      const pos = randomPosition(rand, pieces, rand() < 0.5 ? 0 : 1);
      if (!pos) continue;
      checked++;
      const fen = pos.fen();
      const proof = provePn(pos, { limits: { nodes: 3_000 }, hashMb: 1 });
      const exact = prove(pos, { limits: { depth: 3 }, hashMb: 1 });
      if (exact.proven) expect(proof, fen).toMatchObject({ proven: true, result: exact.result });
      if (!proof.proven) continue;
      proven++;
      expect(proof.result, fen).not.toBe('draw');
      if (exact.proven && proof.result === exact.result) expect(proof.plies, fen).toBeGreaterThanOrEqual(exact.plies);
      if (proof.result === 'win' && proof.plies <= 3) expect(mateMoves(fen, (proof.plies + 1) / 2), fen).toBeDefined();
      if (proof.result === 'win' && proof.by === 'mate') expect(played(pos, proof.pv).hasLegalMove(), fen).toBe(false);
    }
    expect(proven).toBeGreaterThan(15);
  }, 120_000);

  it('proves a published 21-ply mate the full-width prover does not within 300,000 nodes (《适情雅趣》第001局)', () => {
    const fen = '2baka3/3P3N1/bN7/7nc/9/4C1P2/P5n1P/B3R3B/4Apr2/2RAK3c w - - 0 1';
    const pos = Position.fromFen(fen);
    expect(prove(pos, { limits: { nodes: 300_000 }, hashMb: 8 }).proven).toBe(false);
    const proof = provePn(pos, { limits: { nodes: 100_000 }, hashMb: 8 });
    expect(proof).toMatchObject({ proven: true, result: 'win', by: 'mate', shortest: false, method: 'proof-number' });
    if (!proof.proven) return;
    const end = played(pos, proof.pv);
    expect(end.hasLegalMove()).toBe(false);
    expect(end.turn).toBe(1);
    expect(proof.plies).toBeGreaterThanOrEqual(proof.pv.length);
  }, 120_000);

  it('never calls a horizon a draw', () => {
    // 《适情雅趣》第013局: mate in 5 plies; with lines cut at 3 plies nothing is proven, least of all a draw.
    const pos = Position.fromFen('4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1');
    expect(provePn(pos, { limits: { nodes: 50_000 }, maxPlies: 3, hashMb: 1 }).proven).toBe(false);
    expect(provePn(pos, { limits: { nodes: 50_000 }, hashMb: 1 })).toMatchObject({ proven: true, result: 'win', by: 'mate' });
  });

  it('gives the same answer and node count for the same budget, and "stopped" when the flag is set', () => {
    const pos = Position.fromFen('2baka3/3P3N1/bN7/7nc/9/4C1P2/P5n1P/B3R3B/4Apr2/2RAK3c w - - 0 1');
    const a = provePn(pos, { limits: { nodes: 2_000 }, hashMb: 2 });
    const b = provePn(pos, { limits: { nodes: 2_000 }, hashMb: 2 });
    expect(a.proven).toBe(b.proven);
    expect(a.nodes).toBe(b.nodes);
    const stop = new Int32Array(1);
    stop[0] = 1;
    expect(provePn(pos, { limits: { nodes: 100_000, stop }, hashMb: 1 })).toMatchObject({ proven: false, stopped: true });
    expect(provePn(pos, { limits: { nodes: 300 }, hashMb: 1 })).not.toHaveProperty('stopped');
  });
});
