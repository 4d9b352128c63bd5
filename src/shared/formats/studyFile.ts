/**
 * The one place that knows the study file formats: which format a file is (by its content first,
 * its name second), reading a file's bytes into games, and writing a game in a format. The readers
 * and writers live beside it (`pgn/`, `dhtmlxq/`, `xqf/`); everything that imports or exports studies comes here.
 * Text files are decoded by the caller's `decode` (the Node side's rule: UTF-8 if valid, else GBK,
 * `src/main/import/decodeText.ts`), since this layer has no GBK decoder of its own.
 */
import type { Notation } from '../notation';
import { ok, type Result } from '../result';
import type { PgnGame } from './pgn/game';
import { readDhtmlxq, writeDhtmlxq } from './dhtmlxq';
import { readPgnGames } from './pgn/read';
import { writePgn } from './pgn/write';
import type { ReadError, StudyFormat } from './readError';
import { type GbkEncoder, readXqf, writeXqf } from './xqf';

/** The formats a study file can be read from. */
export const STUDY_FORMATS: readonly StudyFormat[] = ['pgn', 'dhtmlxq', 'xqf'];

/** The extensions of each format, lower case: a file named so is read as it when its content says nothing. */
const EXTENSIONS: Readonly<Record<StudyFormat, readonly string[]>> = {
  pgn: ['pgn'],
  dhtmlxq: ['dhtmlxq'],
  xqf: ['xqf'],
};

/** A PGN tag pair at the start of a line, or a first move numbered `1.` in ICCS or WXF (C2.5, h2e2, H2-E2). */
const PGN_TAG = /^\s*\[[A-Za-z]\w*\s+"/m;
const PGN_FIRST_MOVE = /(^|\s)1\.\s*([A-Ia-i][0-9]-?[A-Ia-i][0-9]|[KAEBHNRCPkaebhnrcp][1-9+\-.][.+\-=][1-9])/;

/** How far into a file the content is looked at. */
const SNIFF_BYTES = 64 * 1024;

export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The format of a file, by content: XQF's "XQ" magic, a [DhtmlXQ] block, PGN tags or numbered
 * moves; then by extension (an empty or damaged file named `.pgn` is read as PGN, whose reader says
 * what is wrong). Undefined: not a study file.
 */
export function detectStudyFormat(fileName: string, bytes: Uint8Array): StudyFormat | undefined {
  if (bytes.length >= 2 && bytes[0] === 0x58 && bytes[1] === 0x51) return 'xqf';
  // ASCII markers are the same bytes in UTF-8 and GBK: look for them without decoding.
  const head = latin1(bytes.subarray(0, SNIFF_BYTES));
  if (/\[DhtmlXQ/i.test(head)) return 'dhtmlxq';
  if (PGN_TAG.test(head) || PGN_FIRST_MOVE.test(head)) return 'pgn';
  const extension = extensionOf(fileName);
  return STUDY_FORMATS.find((f) => EXTENSIONS[f].includes(extension));
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}

/** Every game of a file in `format`; a text file's bytes are decoded by `decode`. */
export function readStudyFile(format: StudyFormat, bytes: Uint8Array, decode: (bytes: Uint8Array) => string): Result<PgnGame[], ReadError> {
  switch (format) {
    case 'pgn': return readPgnGames(decode(bytes));
    case 'dhtmlxq': return readDhtmlxq(decode(bytes));
    case 'xqf': {
      const game = readXqf(bytes);
      return game.ok ? ok([game.value]) : game;
    }
  }
}

/** The formats a game can be written in: the three study formats and plain text to read (in a language: shared/words/plainText.ts). */
export type GameFileFormat = StudyFormat | 'text';

/** A game written: text (which the caller encodes) or, for XQF, the file's bytes. */
export type GameFile = { readonly text: string } | { readonly bytes: Uint8Array };

/**
 * A game in a study format: PGN in `notation` with its variations and comments, one DhtmlXQ block, or
 * an XQF file (its strings in GBK by `encodeGbk`). Throws where the writers do (an illegal move:
 * games come from studies the services checked).
 */
export function writeGameFile(game: PgnGame, format: StudyFormat, options: { notation: Notation; encodeGbk: GbkEncoder }): GameFile {
  switch (format) {
    case 'pgn': return { text: writePgn(game, options.notation) };
    case 'dhtmlxq': return { text: writeDhtmlxq(game) };
    case 'xqf': return { bytes: writeXqf(game, options.encodeGbk) };
  }
}

/** The file extension and MIME type of each format written (a text format's MIME type takes its charset). */
export const FILE_TYPES: Readonly<Record<GameFileFormat, { readonly extension: string; readonly mimeType: string }>> = {
  pgn: { extension: 'pgn', mimeType: 'application/x-chess-pgn' },
  dhtmlxq: { extension: 'dhtmlxq.txt', mimeType: 'text/plain' },
  xqf: { extension: 'xqf', mimeType: 'application/octet-stream' },
  text: { extension: 'txt', mimeType: 'text/plain' },
};
