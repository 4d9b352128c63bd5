/**
 * The text inside a tag. What sites put there, and so what is read back:
 *
 * - `||` is a line break (the dpxq.com viewer's `getvar`, and its comment editor writes line breaks so);
 * - `\uXXXX` is that character: the viewer's UBB export escapes `? & = ' "` so, and its loader also
 *   takes `%uXXXX` and `_uXXXX` (`unconv`); vschess reads `\uXXXX` in comments;
 * - `&amp; &lt; &gt; &nbsp;` are `& < > space`: blocks are often copied out of a page's HTML, and
 *   the viewer reads them from `innerHTML`;
 * - line breaks right after the opening tag or right before the closing one are layout (the viewer
 *   strips them); others are kept.
 *
 * All of it is one left-to-right pass, so what one escape produces is never read again. The writer
 * escapes exactly what would otherwise read back differently, and nothing else, so other readers
 * see plain text: a line break as `||`; every `|` (else two in a row would be a line break), a `\r`,
 * and a `\`, `%` or `_` before `u` and four hex digits, a `&` that starts one of the four entities
 * and a `[` before `DhtmlXQ` or `/DhtmlXQ` (which would end the tag) as `\uXXXX`. The vschess
 * order is kept: `\u007C\u007C` reads as two bars, though the dpxq viewer, which decodes escapes
 * first, shows a line break there.
 */
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', nbsp: ' ' };

const ESCAPES = /\|\||[\\%_]u([0-9a-f]{4})|&(amp|lt|gt|nbsp);/gi;

export function decodeValue(raw: string): string {
  return raw.replace(/^[\r\n]+|[\r\n]+$/g, '').replace(ESCAPES, (_match, hex: string | undefined, entity: string | undefined) => {
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
    if (entity !== undefined) return ENTITIES[entity.toLowerCase()];
    return '\n';
  });
}

const NEEDS_ESCAPE = /[\r|]|[\\%_](?=u[0-9a-f]{4})|&(?=(?:amp|lt|gt|nbsp);)|\[(?=\/?dhtmlxq)/gi;

export function encodeValue(text: string): string {
  return text.split('\n').map((part) => part.replace(NEEDS_ESCAPE, (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)).join('||');
}
