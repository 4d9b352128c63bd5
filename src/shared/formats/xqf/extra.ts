/**
 * Canju's metadata block in the XQF header's reserved bytes: the metadata XQF has no field for
 * (`Round`, `RedTeam`, `BlackTeam`, `Opening`, `ECCO`, `Source`, `Remark`, `Stipulation`), so a study
 * exported as XQF and imported again keeps them. XQStudio and the other readers leave the reserved
 * bytes alone (XQStudio writes zeros there and never reads them), so they see the file as before.
 *
 *   0x200  "Canju"  then entries: a name's length, the name (ASCII), a value's length, the value (GBK),
 *                   up to a zero length or 0x3FF
 *
 * Only names of that list are read back, and a block that does not parse stops where it breaks,
 * without a fault: it is an extra, never the reason a file cannot be read.
 */
import { META_TAGS, canonicalTag } from '../pgn/game';
import { HEADER_SIZE, TEXT_FIELDS } from './header';
import { type GbkEncoder, cutGbk, decodeGbk, encodeLenient } from './text';

export const EXTRA_AT = 0x200;
const MAGIC = 'Canju';

/** The metadata tags with no header field of their own. */
export const EXTRA_TAGS: readonly string[] = META_TAGS.filter((name) => !TEXT_FIELDS.some((f) => f.tags.includes(name)));

/** Writes the block into `header` for the tags given (those among EXTRA_TAGS, first of each name); nothing when none. */
export function writeExtra(header: Uint8Array, tags: readonly (readonly [string, string])[], encode: GbkEncoder): void {
  const entries: Uint8Array[] = [];
  for (const name of EXTRA_TAGS) {
    const value = tags.find(([tag, v]) => canonicalTag(tag) === name && v.trim())?.[1].trim();
    if (value === undefined) continue;
    const text = cutGbk(encodeLenient(value, encode), 255);
    entries.push(Uint8Array.from([name.length, ...Array.from(name, (ch) => ch.charCodeAt(0)), text.length, ...text]));
  }
  if (!entries.length) return;
  header.set(Array.from(MAGIC, (ch) => ch.charCodeAt(0)), EXTRA_AT);
  let at = EXTRA_AT + MAGIC.length;
  // Keep one zero byte at the end to close the block.
  for (const entry of entries) {
    if (at + entry.length >= HEADER_SIZE) continue;
    header.set(entry, at);
    at += entry.length;
  }
}

/** The block's tags, in the order written; none when the header has no block. */
export function readExtra(header: Uint8Array): [string, string][] {
  const magic = String.fromCharCode(...header.subarray(EXTRA_AT, EXTRA_AT + MAGIC.length));
  if (magic !== MAGIC) return [];
  const tags: [string, string][] = [];
  let at = EXTRA_AT + MAGIC.length;
  while (at < HEADER_SIZE && header[at] !== 0) {
    const nameEnd = at + 1 + header[at];
    if (nameEnd >= HEADER_SIZE) break;
    const name = String.fromCharCode(...header.subarray(at + 1, nameEnd));
    const valueEnd = nameEnd + 1 + header[nameEnd];
    if (valueEnd > HEADER_SIZE) break;
    if (EXTRA_TAGS.includes(name) && !tags.some(([n]) => n === name)) tags.push([name, decodeGbk(header.subarray(nameEnd + 1, valueEnd)).trim()]);
    at = valueEnd;
  }
  return tags.filter(([, value]) => value !== '');
}
