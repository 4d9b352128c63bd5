/**
 * Sub-table values held in memory for generation and verification. Captures out of a table probe its
 * sub-tables at random, and through a block cache that means decompressing a block for nearly every
 * probe once the sub-table outgrows the cache. A capture only needs one side of each sub-table (the
 * side whose piece was taken moves next) and only the result and repetition order (a capture is a
 * conversion: its distance is 1), so each sub-table side fits in one byte per entry and is read once.
 */
import { isDrawnByRule, withoutPiece } from '../../../shared/material/material';
import { formatSignature } from '../../../shared/material/signature';
import { KING } from '../../../shared/rules/piece';
import { MaterialIndex, type PieceCounts } from '../../../shared/tablebase/materialIndex';
import { DRAW, isLoss, isWin, lossValue, orderOf, winValue } from '../../../shared/tablebase/value';
import { TableFile } from './reader';

export interface CaptureValues {
  /** The side to move stored (the other side is never probed after a capture). */
  readonly side: 0 | 1;
  /** One byte per index entry: 0 draw, else 1 + 2 × order + (1 for a win of the side to move). */
  readonly buffer: SharedArrayBuffer;
}

/** The sub-tables a capture out of `counts` reaches, with the side to move after the capture. */
export function captureSides(counts: PieceCounts): { material: PieceCounts; side: 0 | 1 }[] {
  const out: { material: PieceCounts; side: 0 | 1 }[] = [];
  for (let piece = 1; piece < 16; piece++) {
    if ((piece & 7) === 0 || (piece & 7) === KING || counts[piece >> 3][piece & 7] === 0) continue;
    const sub = withoutPiece(counts, piece);
    if (!isDrawnByRule(sub)) out.push({ material: sub, side: (piece >> 3) as 0 | 1 });
  }
  return out;
}

/** Bytes `loadCaptureValues` takes for the sub-tables of `counts`. */
export function captureValueBytes(counts: PieceCounts): number {
  return captureSides(counts).reduce((total, s) => total + new MaterialIndex(s.material).size, 0);
}

export function compactValue(code: number): number {
  if (isWin(code)) return 2 + 2 * orderOf(code);
  return isLoss(code) ? 1 + 2 * orderOf(code) : 0;
}

export function expandValue(byte: number): number {
  if (byte === 0) return DRAW;
  const order = (byte - 1) >> 1;
  return (byte - 1) & 1 ? winValue(order, 1) : lossValue(order, 1);
}

/** Reads the needed side of every sub-table of `counts` (files by signature) into shared memory. */
export function loadCaptureValues(counts: PieceCounts, files: Readonly<Record<string, string>>): Record<string, CaptureValues> {
  const out: Record<string, CaptureValues> = {};
  for (const { material, side } of captureSides(counts)) {
    const name = formatSignature(material);
    const path = files[name];
    if (!path) throw new Error(`sub-table ${name} is missing`);
    const file = TableFile.open(path);
    try {
      const buffer = new SharedArrayBuffer(file.header.entries);
      file.readSide(side, new Uint8Array(buffer), compactValue);
      out[name] = { side, buffer };
    } finally {
      file.close();
    }
  }
  return out;
}
