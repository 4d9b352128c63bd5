/**
 * What a table file failed, as a code and its parameters (files/reader.ts finds them, shared/words
 * words them), so that the line naming a corrupt table is in one language. Values read from a header
 * are kept as the header wrote them (JSON), whatever their type. The English text here is the
 * errors' own message, for logs and the catalogue, as the core's errors have; the words use it too.
 */
export type TablePart = 'prefix' | 'header' | 'header checksum' | 'block index' | 'block index checksum' | 'end marker';

export type TableFault =
  | { readonly code: 'not-regular' }
  | { readonly code: 'truncated'; readonly part: TablePart; readonly size: number }
  | { readonly code: 'bad-magic' }
  | { readonly code: 'header-length' }
  | { readonly code: 'header-checksum' }
  | { readonly code: 'header-json' }
  | { readonly code: 'format'; readonly format: string }
  | { readonly code: 'metric'; readonly metric: string }
  | { readonly code: 'no-material'; readonly material: string; readonly reason: string }
  | { readonly code: 'scheme'; readonly scheme: string }
  | { readonly code: 'entries'; readonly entries: number; readonly material: string; readonly size: number }
  | { readonly code: 'scheme-format'; readonly scheme: string; readonly format: number; readonly expected: number }
  | { readonly code: 'holds-material'; readonly holds: string; readonly named: string }
  | { readonly code: 'holds-metric'; readonly holds: string; readonly named: string }
  | { readonly code: 'digit-order'; readonly reason: string }
  | { readonly code: 'index-checksum' }
  | { readonly code: 'length'; readonly size: number; readonly end: number }
  | { readonly code: 'end-marker' }
  | { readonly code: 'payload-checksum' }
  | { readonly code: 'block-checksum' }
  | { readonly code: 'block-size' }
  | { readonly code: 'dtc-too-long'; readonly format: number; readonly maxDtc: number; readonly maxRuleDtc: number };

/** A fault with the file it is in and, for a block's, which block. */
export interface FileFault {
  readonly file: string;
  readonly fault: TableFault;
  readonly block?: { readonly side: number; readonly block: number };
}

/** Each fault code worded, in one language. */
export type FaultTexts = { readonly [C in TableFault['code']]: (f: Extract<TableFault, { code: C }>) => string };

const ENGLISH: FaultTexts = {
  'not-regular': () => 'not a regular file',
  'truncated': (f) => `file is truncated (${f.part} ends past ${f.size} bytes)`,
  'bad-magic': () => 'not a Canju table file (bad magic)',
  'header-length': () => 'header length is corrupt',
  'header-checksum': () => 'header checksum mismatch',
  'header-json': () => 'header is not valid JSON',
  'format': (f) => `unsupported format version ${f.format}`,
  'metric': (f) => `unknown metric ${f.metric}`,
  'no-material': (f) => `header names no material: ${f.material} (${f.reason})`,
  'scheme': (f) => `unknown index scheme ${f.scheme}`,
  'entries': (f) => `header says ${f.entries} entries a side where ${f.material}'s index has ${f.size}`,
  'scheme-format': (f) => `index scheme ${f.scheme} where format ${f.format} uses scheme ${f.expected}`,
  'holds-material': (f) => `holds ${f.holds}, not ${f.named}`,
  'holds-metric': (f) => `holds ${f.holds}, not ${f.named}`,
  'digit-order': (f) => `digit order in the header is invalid (${f.reason})`,
  'index-checksum': () => 'block index checksum mismatch',
  'length': (f) => `file is ${f.size} bytes but its blocks end at ${f.end}: truncated or padded`,
  'end-marker': () => 'end marker is corrupt',
  'payload-checksum': () => 'payload checksum in the header does not match the block index',
  'block-checksum': () => 'block checksum mismatch',
  'block-size': () => 'block decompressed to the wrong size',
  'dtc-too-long': (f) => `a DTC longer than format ${f.format} holds (${f.maxDtc} plies, ${f.maxRuleDtc} where the repetition rule decides)`,
  };

/** The fault in English (the message of files/format.ts's TableFileError). */
export function describeFault(fault: TableFault): string {
  return (ENGLISH[fault.code] as (f: TableFault) => string)(fault);
}

/** `KR-K.cjtb: block checksum mismatch (side black to move, block 0)`. */
export function describeFileFault({ file, fault, block }: FileFault): string {
  return `${file}: ${describeFault(fault)}${block ? ` (side ${block.side === 0 ? 'red' : 'black'} to move, block ${block.block})` : ''}`;
}
