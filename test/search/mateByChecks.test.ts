/**
 * The root's mate search by checks (search.ts, docs/search.md "Mates by checks"): a mate it reports is
 * a real one, its line played out ends in mate with every move of the winner a check, and it finds
 * long mates of that kind in a small part of the nodes the full-width search needs.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/shared/rules/position';
import { describeScore } from '../../src/shared/search/score';
import { type SearchResult, search } from '../../src/shared/search/deepening';
import { mateMoves } from './bruteMate';
import { SEARCH_POSITIONS } from '../../bench/searchPositions';

/** 《适情雅趣》 第028局 计罗并照 (bench/searchPositions.ts): 红先胜, 21 plies, every red move a check. */
const SQYQ_028 = '3ak1b2/4aP1R1/4b3n/3N3N1/3r5/2R5r/9/4BC1C1/1n2p1p2/c4K3 w - - 0 1';

function playsToMate(fen: string, pv: readonly number[]): { checks: boolean; mated: boolean } {
  const pos = Position.fromFen(fen);
  let checks = true;
  pv.forEach((move, i) => {
    expect(pos.isLegal(move)).toBe(true);
    pos.play(move);
    if (i % 2 === 0 && !pos.inCheck()) checks = false;
  });
  return { checks, mated: !pos.hasLegalMove() };
}

describe('mates by checks', () => {
  it('第028局: the 21-ply mate by checks within 150,000 nodes (the full-width search alone needs about 700,000), line and all', () => {
    let first: { score: number; nodes: number; pv: readonly number[] } | undefined;
    search(Position.fromFen(SQYQ_028), {
      limits: { nodes: 150_000 }, hashMb: 16,
      onIteration: (it) => {
        if (!first && describeScore(it.score).kind === 'mate') first = it;
      },
    });
    expect(first).toBeDefined();
    expect(describeScore(first!.score)).toMatchObject({ kind: 'mate', winner: 'us', plies: 21 });
    expect(first!.pv).toHaveLength(21);
    expect(playsToMate(SQYQ_028, first!.pv)).toEqual({ checks: true, mated: true });
  });

  it('the benchmark\'s mates by checks: each first mate reported plays out to mate at its distance', () => {
    // Most of these are first reported by the mate search, whose line is walked again after the proof
    // (its table alone would leave it short where entries were overwritten).
    const positions = SEARCH_POSITIONS.filter((p) => p.allChecks);
    expect(positions.length).toBeGreaterThan(20);
    for (const p of positions) {
      let first: { score: number; pv: readonly number[] } | undefined;
      search(Position.fromFen(p.fen), {
        limits: { nodes: 150_000 }, hashMb: 16,
        onIteration: (it) => {
          if (!first && describeScore(it.score).kind === 'mate') first = it;
        },
      });
      if (!first) continue;
      const { plies } = describeScore(first.score) as { plies: number };
      expect(first.pv, p.id).toHaveLength(plies);
      expect(playsToMate(p.fen, first.pv).mated, p.id).toBe(true);
    }
  });

  it('a short mate it reports is the full-width solver\'s, at the same distance', () => {
    // 马后炮 and 双车错 (mate.test.ts): mates by checks in 1 and 2 moves.
    for (const [fen, moves] of [['4k4/9/4N4/9/C8/9/9/9/9/3K5 w - - 0 1', 1], ['4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 0 1', 2]] as const) {
      let mate: { score: number; pv: readonly number[] } | undefined;
      search(Position.fromFen(fen), {
        limits: { nodes: 20_000 }, hashMb: 1,
        onIteration: (it) => {
          if (!mate && describeScore(it.score).kind === 'mate') mate = it;
        },
      });
      expect(mateMoves(fen, moves)).toBe(moves);
      expect(describeScore(mate!.score)).toMatchObject({ kind: 'mate', plies: 2 * moves - 1 });
      expect(playsToMate(fen, mate!.pv)).toEqual({ checks: true, mated: true });
    }
  });

  it('every mate reported along random games is one: its line played out ends in mate at its distance', () => {
    let seed = 20261128, claimed = 0;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
    for (let game = 0; game < 40; game++) {
      const pos = Position.fromFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
      for (let ply = 0; ply < 60 + game; ply++) {
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        // Captures first, half the time, so the games thin out the board as play does.
        const captures = moves.filter((m) => pos.board[m >> 7] !== 0);
        const pool = captures.length > 0 && random() < 0.5 ? captures : moves;
        pos.play(pool[Math.floor(random() * pool.length)]);
      }
      if (!pos.hasLegalMove()) continue;
      const fen = pos.fen();
      search(Position.fromFen(fen), {
        limits: { nodes: 20_000 }, hashMb: 1,
        onIteration: (it) => {
          const d = describeScore(it.score);
          if (d.kind !== 'mate' || d.winner !== 'us') return;
          claimed++;
          expect(it.pv).toHaveLength(d.plies);
          expect(playsToMate(fen, it.pv).mated).toBe(true);
        },
      });
    }
    // The games give the search mates to find, so the check above is not empty.
    expect(claimed).toBeGreaterThan(5);
  });

  it('searches the same tree after other searches in the thread, whose mate tables it may take over, and inside one', () => {
    const run = (): SearchResult => search(Position.fromFen(SQYQ_028), { limits: { nodes: 60_000 }, hashMb: 1 });
    const seen = (r: SearchResult) => [r.iterations.map((it) => it.nodes), r.score, r.pv];
    const first = run();
    // The last search leaves a mate table full of this position's entries to the next.
    expect(seen(run())).toEqual(seen(first));
    let inner: SearchResult | undefined;
    const outer = search(Position.fromFen(SQYQ_028), {
      limits: { nodes: 60_000 }, hashMb: 1,
      onIteration: (it) => {
        if (it.depth === 3) inner = run();
      },
    });
    expect(seen(inner!)).toEqual(seen(first));
    expect(seen(outer)).toEqual(seen(first));
  });
});
