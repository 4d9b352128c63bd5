/**
 * Sub-tables held in memory, answering capture probes during generation. Materials without attacking
 * pieces on either side are draws by rule and need no table.
 */
import { type Color, KING, type Piece, pieceColor, pieceKind } from '../../../shared/rules/piece';
import { ATTACKER_KINDS, MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW } from '../../../shared/tablebase/value';
import type { CaptureProbe } from './captureProbe';

export interface MemoryTable {
  readonly index: MaterialIndex;
  readonly values: readonly [Uint16Array, Uint16Array];
}

export function countsKey(counts: PieceCounts): string {
  return `${counts[0].join('')}-${counts[1].join('')}`;
}

export function hasAttackers(counts: PieceCounts): boolean {
  return ATTACKER_KINDS.some((kind) => counts[0][kind] > 0 || counts[1][kind] > 0);
}

export function withoutPiece(counts: PieceCounts, piece: Piece): PieceCounts {
  const next = [counts[0].slice(), counts[1].slice()] as [number[], number[]];
  next[pieceColor(piece)][pieceKind(piece)]--;
  return next;
}

export class MemoryTables {
  private readonly tables = new Map<string, MemoryTable>();

  add(table: MemoryTable): void {
    this.tables.set(countsKey(table.index.counts), table);
  }

  get(counts: PieceCounts): MemoryTable | undefined {
    return this.tables.get(countsKey(counts));
  }

  /** A probe for captures out of `counts`, resolving each captured kind's sub-table once. */
  probeFor(counts: PieceCounts): CaptureProbe {
    const subTables: (MemoryTable | null)[] = [];
    for (let piece = 0; piece < 16; piece++) {
      const kind = piece & 7;
      if (kind === 0 || kind === KING || counts[piece >> 3][kind] === 0) continue;
      const sub = withoutPiece(counts, piece);
      const table = hasAttackers(sub) ? this.get(sub) : null;
      if (table === undefined) throw new Error(`sub-table ${countsKey(sub)} is missing`);
      subTables[piece] = table;
    }
    return {
      valueAfterCapture(board: Int8Array, sideToMove: Color, captured: Piece): number {
        const table = subTables[captured];
        if (!table) return DRAW;
        const index = table.index.encode(board);
        if (index < 0) throw new Error('capture led outside the sub-table');
        return table.values[sideToMove][index];
      },
    };
  }
}
