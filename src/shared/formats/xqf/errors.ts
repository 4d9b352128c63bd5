/** Why an XQF file cannot be read, as a code and its parameters at a byte offset (worded at the edges: shared/words). */
import type { Violation } from '../../rules/validate';
import type { ReadError, XqfFault } from '../readError';
import { LAST_VERSION } from './header';

function fault(offset: number, detail: XqfFault, extra: Pick<ReadError, 'move' | 'fen'> = {}): ReadError {
  return { format: 'xqf', offset, ...extra, ...detail };
}

export const badMagic = (): ReadError => fault(0, { code: 'bad-magic', params: {} });
export const unknownVersion = (version: number): ReadError => fault(2, { code: 'unknown-version', params: { version, last: LAST_VERSION } });
export const truncatedHeader = (length: number): ReadError => fault(length, { code: 'truncated-header', params: { length } });
export const badKeys = (): ReadError => fault(12, { code: 'bad-keys', params: {} });
export const illegalStart = (violations: readonly Violation[]): ReadError => fault(0x10, { code: 'illegal-position', params: { violations } });
export const truncatedMoves = (offset: number): ReadError => fault(offset, { code: 'truncated-moves', params: {} });
export const commentOverrun = (offset: number, length: number, left: number): ReadError => fault(offset, { code: 'comment-overrun', params: { length, left } });
export const offBoard = (offset: number, end: 'from' | 'to', point: number): ReadError => fault(offset, { code: 'off-board', params: { end, point } });
export const illegalMove = (offset: number, move: string, fen: string): ReadError => fault(offset, { code: 'illegal-move', params: {} }, { move, fen });
