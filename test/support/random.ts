/** Seeded helpers so random tests are repeatable. */
import { canStand } from '../../src/shared/rules/geometry';
import { type Color, type PieceKind, makePiece } from '../../src/shared/rules/piece';
import { Position } from '../../src/shared/rules/position';
import type { Placement } from '../../src/shared/rules/setup';

export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random legal position with the given pieces (kings are added), or undefined if the draw broke a rule.
 * `pieces` lists [color, kind] pairs.
 */
export function randomPosition(rand: () => number, pieces: [Color, PieceKind][], turn: Color): Position | undefined {
  const placements: Placement[] = [];
  const used = new Set<number>();
  for (const [color, kind] of [[0, 1], [1, 1], ...pieces] as [Color, PieceKind][]) {
    for (let tries = 0; ; tries++) {
      if (tries > 200) return undefined;
      const sq = Math.floor(rand() * 90);
      if (used.has(sq) || !canStand(color, kind, sq)) continue;
      used.add(sq);
      placements.push({ square: sq, piece: makePiece(color, kind) });
      break;
    }
  }
  const pos = Position.fromSetup({ placements, turn });
  return pos.ok ? pos.value : undefined;
}

/** Positions reached by random legal play from `fen`, one per ply. */
export function playout(rand: () => number, fen: string, plies: number): Position[] {
  const out: Position[] = [];
  let pos = Position.fromFen(fen);
  for (let i = 0; i < plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    pos = pos.after(moves[Math.floor(rand() * moves.length)]);
    out.push(pos);
  }
  return out;
}
