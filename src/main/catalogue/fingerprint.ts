/**
 * What makes two studies the same, for the library's dedupe: the same start position (its canonical
 * FEN), the same title, and the same lines, order and comments (the edits as JSON, keys sorted so
 * that two equal trees always write the same text). Composer, source, notes and stipulation are left
 * out: a file imported again with a stipulation given on the command line is still the same study.
 * A study keeps the fingerprint it was created with when it is edited later, so importing its file
 * again finds it rather than adding the unedited copy.
 */
import { createHash } from 'node:crypto';
import type { TreeEdits } from '../../shared/study/edits';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A SHA-256 in hex of the canonical FEN, the trimmed title and the edits. */
export function studyFingerprint(fen: string, title: string, edits: TreeEdits): string {
  return createHash('sha256').update(canonicalJson([fen, title.trim(), edits])).digest('hex');
}
