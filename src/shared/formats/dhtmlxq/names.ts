/**
 * What each tag name is, and the PGN tag a header becomes. The game is made of `binit`, `fen`,
 * `movelist`, the variations `move_<parent>_<ply>_<branch>` and the comments `comment<ply>` /
 * `comment<branch>_<ply>`; `result` becomes the game's result and `length` (the main line's move
 * count, which would go stale once a study is edited) is dropped. Every other tag is a header.
 *
 * Headers whose meaning PGN has a name for are renamed to it, both ways; the others keep their
 * DhtmlXQ name as their PGN name (`owner`, `type`, `ver`, …), so a round trip keeps them as they
 * were. `source` and `stipulation` are Canju's names for metadata dpxq has no field for (META_TAGS),
 * written in lower case like the rest. `site`, which some generators write for dpxq's `place`, reads as Site too.
 */
import { isDerivedTag } from '../pgn/game';

export type TagKind =
  | { readonly kind: 'binit' | 'fen' | 'movelist' | 'result' | 'dropped' }
  | { readonly kind: 'variation'; readonly parent: number; readonly ply: number; readonly branch: number }
  | { readonly kind: 'comment'; readonly branch: number; readonly ply: number }
  | { readonly kind: 'header'; readonly pgn: string };

/** DhtmlXQ name (lower case) → PGN name, for the headers both know. */
const PGN_NAMES: Readonly<Record<string, string>> = {
  title: 'Title', event: 'Event', date: 'Date', place: 'Site', round: 'Round', red: 'Red', black: 'Black',
  redteam: 'RedTeam', blackteam: 'BlackTeam', redrating: 'RedElo', blackrating: 'BlackElo', open: 'Opening',
  ecco: 'ECCO', author: 'Author', remark: 'Remark', source: 'Source', stipulation: 'Stipulation',
};
const READ_ALIASES: Readonly<Record<string, string>> = { site: 'Site' };
const DHTMLXQ_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(PGN_NAMES).map(([d, p]) => [p, d]));

const SINGLE: ReadonlySet<string> = new Set(['binit', 'fen', 'movelist', 'result']);

export function tagKind(name: string): TagKind {
  const lower = name.toLowerCase();
  if (SINGLE.has(lower)) return { kind: lower as 'binit' | 'fen' | 'movelist' | 'result' };
  const variation = /^move_(\d+)_(\d+)_(\d+)$/.exec(lower);
  if (variation) {
    const [parent, ply, branch] = variation.slice(1).map(Number);
    return { kind: 'variation', parent, ply, branch };
  }
  const comment = /^comment(\d+)(?:_(\d+))?$/.exec(lower);
  if (comment) {
    return comment[2] === undefined
      ? { kind: 'comment', branch: 0, ply: Number(comment[1]) }
      : { kind: 'comment', branch: Number(comment[1]), ply: Number(comment[2]) };
  }
  const pgn = PGN_NAMES[lower] ?? READ_ALIASES[lower] ?? name;
  return lower === 'length' || isDerivedTag(pgn) ? { kind: 'dropped' } : { kind: 'header', pgn };
}

/** Whether a tag holds part of the game, so that a missing closing tag loses moves or comments. */
export function isContentTag(name: string): boolean {
  const kind = tagKind(name).kind;
  return kind !== 'header' && kind !== 'dropped' && kind !== 'result';
}

/**
 * The DhtmlXQ name a PGN tag is written under, or undefined if DhtmlXQ cannot hold it: a name of
 * other characters than `[A-Za-z0-9_]`, or one that would read back as something else (`binit`,
 * `comment3`, `site` in lower case, Result, …).
 */
export function dhtmlxqTagName(pgn: string): string | undefined {
  const name = DHTMLXQ_NAMES.get(pgn) ?? pgn;
  if (!/^\w+$/.test(name)) return undefined;
  const back = tagKind(name);
  return back.kind === 'header' && back.pgn === pgn ? name : undefined;
}
