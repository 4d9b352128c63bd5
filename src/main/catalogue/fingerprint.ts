/**
 * What makes two studies the same, for the library's dedupe: the same start position (its canonical
 * FEN), the same title, and the same moves, order, comments and marks (the tree's flat
 * encoding). The other metadata, the notes and the stipulation are left out: a file imported again with a stipulation given on the command line is still the same study.
 * A study keeps the fingerprint it was created with when it is edited later, so importing its file
 * again finds it rather than adding the unedited copy.
 */
import { createHash } from 'node:crypto';
import type { MoveNote } from '../../shared/study/document';
import { encodeTree } from '../../shared/study/flatTree';
import type { Node } from '../../shared/study/tree';

/** A SHA-256 in hex of the canonical FEN, the trimmed title and the move tree (flat, so that a line of any length hashes). */
export function studyFingerprint(fen: string, title: string, tree: Node<MoveNote>): string {
  return createHash('sha256').update(JSON.stringify([fen, title.trim(), encodeTree(tree)])).digest('hex');
}
