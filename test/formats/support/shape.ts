/**
 * A game as plain data to compare across formats: moves in ICCS, each with its comment, marks and
 * variations, and what each format can carry of a game (docs/formats/*.md), applied to it: PGN
 * keeps every tag and mark but makes a comment one line; DhtmlXQ keeps tags with a name it can hold;
 * XQF keeps the tags its header has fields for and the other metadata in Canju's block (in its own
 * order), its comments trimmed.
 */
import { dhtmlxqTagName } from '../../../src/shared/formats/dhtmlxq/names';
import { type PgnGame, type PgnMove, normalizeComment } from '../../../src/shared/formats/pgn/game';
import type { StudyFormat } from '../../../src/shared/formats/readError';
import { EXTRA_TAGS } from '../../../src/shared/formats/xqf/extra';
import { TEXT_FIELDS } from '../../../src/shared/formats/xqf/header';
import { moveToIccs } from '../../../src/shared/rules/move';

export interface ShapeMove {
  iccs: string;
  comment?: string;
  nags?: number[];
  variations?: ShapeMove[][];
}

export interface Shape {
  tags: [string, string][];
  fen: string;
  result: string;
  startComment?: string;
  moves: ShapeMove[];
}

type Text = (text: string) => string;

function lineShape(line: readonly PgnMove[], text: Text): ShapeMove[] {
  return line.map(({ move, comment, nags, variations }) => {
    const c = comment === undefined ? '' : text(comment);
    const vs = (variations ?? []).filter((v) => v.length > 0).map((v) => lineShape(v, text));
    return { iccs: moveToIccs(move), ...(c ? { comment: c } : {}), ...(nags?.length ? { nags: [...nags] } : {}), ...(vs.length ? { variations: vs } : {}) };
  });
}

const XQF_TAGS = new Set([...TEXT_FIELDS.map((f) => f.tags[0]), ...EXTRA_TAGS]);

const KEEPS: Readonly<Record<StudyFormat, { tag: (name: string) => boolean; text: Text }>> = {
  pgn: { tag: () => true, text: normalizeComment },
  dhtmlxq: { tag: (name) => dhtmlxqTagName(name) !== undefined, text: (t) => t },
  xqf: { tag: (name) => XQF_TAGS.has(name), text: (t) => t.replace(/\r\n?/g, '\n').trim() },
};

/** The game as data, with what each of `formats` cannot carry taken out. */
export function shape(game: PgnGame, formats: readonly StudyFormat[] = []): Shape {
  const text: Text = (t) => formats.reduce((s, f) => KEEPS[f].text(s), t);
  const start = game.startComment === undefined ? '' : text(game.startComment);
  return {
    // XQF's fields have their own order.
    tags: game.tags.filter(([name]) => formats.every((f) => KEEPS[f].tag(name))).map(([n, v]): [string, string] => [n, v])
      .sort(formats.includes('xqf') ? (a, b) => a[0].localeCompare(b[0]) : () => 0),
    fen: game.fen,
    result: game.result,
    ...(start ? { startComment: start } : {}),
    moves: lineShape(game.moves, text),
  };
}
