/**
 * The study document (issue 45): a start position, its stipulation, what is known of it (metadata),
 * the notes before the first move and ONE move tree, the generic tree of `tree.ts` whose first child
 * is the main continuation and later children the variations that replace it. Every source fills it
 * (an imported file, a solution tree Canju built and the composer kept, the composer's edits) and
 * every consumer reads it (the viewer, the soundness report along its main line, every export).
 * Table values are never part of it: they are probed when shown.
 */
import type { MetaTag, PgnResult } from '../formats/pgn/game';
import { type Node, rootNode } from './tree';

export type GameResult = PgnResult;

/** Every field a string, '' when unknown; the tags that carry them are named in `META_FIELD_TAGS`. */
export interface StudyMeta {
  readonly title: string;
  readonly author: string;
  readonly source: string;
  readonly remarks: string;
  readonly event: string;
  readonly site: string;
  readonly date: string;
  readonly round: string;
  readonly red: string;
  readonly redTeam: string;
  readonly black: string;
  readonly blackTeam: string;
  readonly opening: string;
  readonly ecco: string;
  readonly result: GameResult;
}

export type MetaText = Exclude<keyof StudyMeta, 'result'>;

/** Each text field and the canonical tag that carries it in a game (formats read other spellings into these). */
export const META_FIELD_TAGS: Readonly<Record<MetaText, MetaTag>> = {
  title: 'Title', author: 'Author', source: 'Source', remarks: 'Remark', event: 'Event', site: 'Site', date: 'Date', round: 'Round',
  red: 'Red', redTeam: 'RedTeam', black: 'Black', blackTeam: 'BlackTeam', opening: 'Opening', ecco: 'ECCO',
};

export const META_TEXTS = Object.keys(META_FIELD_TAGS) as MetaText[];

/** PGN's numeric annotation glyphs as `MoveNote.nags` holds them: $1 ! $2 ? $3 !! $4 ?? $5 !? $6 ?!. */
export const NAG_GOOD = 1, NAG_MISTAKE = 2;

export interface MoveNote {
  readonly iccs: string;
  comment?: string;
  nags?: number[];
}

export interface StudyDocument {
  readonly fen: string;
  /** In its Chinese form (红先胜), '' when the study states none. */
  readonly stipulation: string;
  readonly meta: StudyMeta;
  readonly notes: string;
  readonly tree: Node<MoveNote>;
}

export function emptyMeta(fields: Partial<StudyMeta> = {}): StudyMeta {
  const meta = Object.fromEntries(META_TEXTS.map((k) => [k, ''])) as Record<MetaText, string>;
  return { ...meta, result: '*', ...fields };
}

export function emptyDocument(fen: string, fields: Partial<Omit<StudyDocument, 'fen'>> = {}): StudyDocument {
  return { fen, stipulation: '', meta: emptyMeta(), notes: '', tree: rootNode(), ...fields };
}
