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
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let out = '{';
    for (const key of Object.keys(record).sort()) {
      if (record[key] === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}

/** A SHA-256 in hex of the canonical FEN, the trimmed title and the edits. */
export function studyFingerprint(fen: string, title: string, edits: TreeEdits): string {
  return createHash('sha256').update(canonicalJson([fen, title.trim(), edits])).digest('hex');
}
