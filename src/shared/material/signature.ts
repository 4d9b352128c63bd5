/**
 * The canonical text of a material: red pieces, `-`, black pieces, each side in the order
 * K R N C P A B (`KCPAB-KAABB`). Reading accepts any order within a side, lower case, and E/H for B/N.
 */
import { err, ok, type Result } from '../result';
import { MAX_COUNT, type PieceKind } from '../rules/piece';
import { type Material, emptyMaterial } from './material';

const ORDER: readonly PieceKind[] = [1, 5, 4, 6, 7, 2, 3];
const LETTER = ' KABNRCP';
const NAMES = ['', 'king', 'advisor', 'elephant', 'horse', 'rook', 'cannon', 'pawn'];

export interface MaterialError {
  readonly message: string;
}

export function formatSignature(m: Material): string {
  const side = (counts: readonly number[]) => ORDER.map((kind) => LETTER[kind].repeat(counts[kind])).join('');
  return `${side(m[0])}-${side(m[1])}`;
}

export function parseSignature(text: string): Result<Material, MaterialError> {
  const sides = text.trim().toUpperCase().split('-');
  if (sides.length !== 2) return err({ message: `'${text}' needs exactly one '-' between red's and black's pieces` });
  const m = emptyMaterial();
  for (const [color, letters] of sides.entries()) {
    const counts = m[color];
    counts[1] = 0;
    for (const ch of letters) {
      const kind = LETTER.indexOf(ch === 'E' ? 'B' : ch === 'H' ? 'N' : ch);
      if (kind < 1 || ch === ' ') return err({ message: `unknown piece letter '${ch}' in '${text}' (use K A B N R C P)` });
      counts[kind]++;
    }
    const side = color === 0 ? 'red' : 'black';
    if (counts[1] !== 1) return err({ message: `${side} must have exactly one king (K), not ${counts[1]}` });
    for (let kind = 2; kind <= 7; kind++) {
      if (counts[kind] > MAX_COUNT[kind]) {
        return err({ message: `${side} has too many ${NAMES[kind]}s (${counts[kind]} > ${MAX_COUNT[kind]})` });
      }
    }
  }
  return ok(m);
}

/** Whether `text` is a material's canonical signature exactly as `formatSignature` writes it. */
export function isCanonicalSignature(text: string): boolean {
  const m = parseSignature(text);
  return m.ok && formatSignature(m.value) === text;
}
