/**
 * Finding the blocks of a text and the tags of each block, with their offsets. A block runs from
 * `[DhtmlXQ]` to `[/DhtmlXQ]` (or the viewer's export variants `[DhtmlXQiFrame]`, `…HTML]`,
 * `…JAVA]`, `…FLASH]`); text outside blocks is a page around them and is passed over. Inside, a tag is
 * `[DhtmlXQ_name]value[/DhtmlXQ_name]` (names are `\w+`, matched without regard to case) and
 * anything between tags, such as a forum's `<br>`, is passed over too.
 *
 * A tag's value ends at its own closing tag, which must come before the next opening one: so a
 * header whose closing tag is missing or misspelt, as some generators write
 * (`[DhtmlXQ_redtime][/DhtmlXQ_time]`), cannot swallow the tags after it. Such a header is passed
 * over, as the viewers do; a tag the game is made of (`isContent`) is an error instead.
 */
import { err, ok, type Result } from '../../result';

export interface RawTag {
  /** As written, e.g. `comment1_12`. */
  readonly name: string;
  /** As written, escapes and all. */
  readonly value: string;
  /** Offset of the opening tag's `[`. */
  readonly at: number;
  /** Offset of the value's first character. */
  readonly valueAt: number;
}

export interface RawBlock {
  readonly at: number;
  readonly tags: readonly RawTag[];
}

export type ScanFault =
  | { readonly code: 'no-block' }
  | { readonly code: 'truncated'; readonly at: number; readonly blockAt: number }
  | { readonly code: 'unclosed-block'; readonly at: number }
  | { readonly code: 'unclosed-tag'; readonly at: number; readonly name: string };

const BLOCK_MARKS = /\[(\/?)DhtmlXQ(?:iframe|html|java|flash)?\]/gi;
const TAG_MARKS = /\[(\/?)DhtmlXQ_(\w+)\]/gi;

export function scanBlocks(text: string, isContent: (name: string) => boolean): Result<RawBlock[], ScanFault> {
  const blocks: RawBlock[] = [];
  let open: { at: number; from: number } | undefined;
  for (const mark of text.matchAll(BLOCK_MARKS)) {
    const closing = mark[1] === '/';
    if (!closing) {
      if (open) return err({ code: 'unclosed-block', at: open.at });
      open = { at: mark.index, from: mark.index + mark[0].length };
    } else if (open) {
      const tags = scanTags(text, open.from, mark.index, isContent);
      if (!tags.ok) return tags;
      blocks.push({ at: open.at, tags: tags.value });
      open = undefined;
    }
  }
  if (open) return err({ code: 'truncated', at: text.trimEnd().length, blockAt: open.at });
  return blocks.length ? ok(blocks) : err({ code: 'no-block' });
}

function scanTags(text: string, from: number, to: number, isContent: (name: string) => boolean): Result<RawTag[], ScanFault> {
  const marks = [...text.slice(from, to).matchAll(TAG_MARKS)];
  const tags: RawTag[] = [];
  for (let i = 0; i < marks.length; i++) {
    const [whole, slash, name] = marks[i];
    if (slash) continue;
    const at = from + marks[i].index, valueAt = at + whole.length;
    const next = marks[i + 1];
    if (next && next[1] && next[2].toLowerCase() === name.toLowerCase()) {
      tags.push({ name, value: text.slice(valueAt, from + next.index), at, valueAt });
      i++;
    } else if (isContent(name)) {
      return err({ code: 'unclosed-tag', at, name });
    }
  }
  return ok(tags);
}
