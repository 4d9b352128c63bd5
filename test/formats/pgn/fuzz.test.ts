/**
 * Fuzzing the reader: random strings of PGN's own characters, every truncation of the sample files
 * (by character, and by byte for the GBK one), and random character mutations of them. The reader
 * must never throw: it returns games whose every move is legal where it stands, or one fault with a
 * known code, a place inside the text and wording in both languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../src/main/import/decodeText';
import { PGN_FAULT_CODES, type PgnMove, type ReadGame, readPgnGames } from '../../../src/shared/formats/pgn';
import type { ReadError } from '../../../src/shared/formats/readError';
import { Position } from '../../../src/shared/rules/position';
import type { Result } from '../../../src/shared/result';
import { prng } from '../../support/random';
import { sayReadError } from '../../../src/shared/words/say';

const FILES = join(__dirname, 'files');
const bytesOf = (name: string) => readFileSync(join(FILES, name));
const COLLECTION = decodeText(bytesOf('collection-utf8.pgn')).text;
const XQBASE_BYTES = bytesOf('xqbase-gbk.pgn');
const XQBASE = decodeText(XQBASE_BYTES).text;
const HAN = /\p{Script=Han}/u;

/** Every move of every line can be played where it stands. */
function playable(pos: Position, moves: readonly PgnMove[]): boolean {
  for (const { move, variations } of moves) {
    if (!(variations ?? []).every((line) => playable(pos.clone(), line))) return false;
    if (!pos.isLegal(move)) return false;
    pos.play(move);
  }
  return true;
}

/** Reads `text`, failing the test on a throw, on a game that cannot be replayed or on a malformed fault. */
function readChecked(text: string): Result<ReadGame[], ReadError> {
  let read: Result<ReadGame[], ReadError>;
  try {
    read = readPgnGames(text);
  } catch (e) {
    throw new Error(`the reader threw on ${JSON.stringify(text.slice(0, 200))}: ${String(e)}`);
  }
  if (read.ok) {
    for (const game of read.value) expect(playable(Position.fromFen(game.fen), game.moves)).toBe(true);
    return read;
  }
  const { code, line, column } = read.error;
  const lines = text.split('\n');
  expect(PGN_FAULT_CODES).toContain(code);
  expect(line).toBeGreaterThanOrEqual(1);
  expect(line).toBeLessThanOrEqual(lines.length);
  expect(column).toBeGreaterThanOrEqual(1);
  expect(column).toBeLessThanOrEqual(lines[line! - 1].length + 1);
  expect(sayReadError(read.error, 'zh')).toMatch(HAN);
  expect(sayReadError(read.error, 'en')).toMatch(/^[A-Za-z'(]/);
  return read;
}

/** Where each game's result ends in a file the reader takes whole. */
function resultEnds(text: string): number[] {
  return [...text.matchAll(/(?:^|\s)(1-0|0-1|1\/2-1\/2|\*)(?=\s|$)/g)].map((m) => m.index + m[0].length);
}

describe('fuzzing the PGN reader', () => {
  it('random strings of PGN characters never make it throw', () => {
    const rand = prng(18);
    const bits = ['[', ']', '{', '}', '(', ')', '"', '\\', ';', '%', '$', '$1', '*', '1-0', '0-1', '1/2-1/2', '.', '...', '……', '1.', '2．',
      ' ', ' ', '\n', '\r\n', '\t', '\u3000', 'Event', 'FEN', 'Format', '[Format "WXF"]', '[Format "ICCS"]', '[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 w"]',
      'C2.5', 'H8+7', 'R+.3', 'P-', '33.4', 'h2e2', 'H2-E2', '炮二平五', '马８进７', '前车进一', '后炮平４', '中兵', '車', '馬', '进', '退', '平',
      '一', '九', '１', '９', '8', '帅', '将', 'r', 'k', '/', '9', '-', '+', '=', '\uFFFD', '\u0000', '\uFEFF', 'x', '猫'];
    let faults = 0;
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: Math.floor(rand() * 40) }, () => bits[Math.floor(rand() * bits.length)]).join('');
      if (!readChecked(text).ok) faults++;
    }
    expect(faults).toBeGreaterThan(1500);
  });

  it('every cut of the UTF-8 collection: whole games up to a result, else a fault; the games read are the file\'s first ones', () => {
    const whole = readChecked(COLLECTION);
    if (!whole.ok) throw new Error(sayReadError(whole.error, 'en'));
    const ends = resultEnds(COLLECTION);
    expect(ends).toHaveLength(whole.value.length);
    for (let cut = 0; cut <= COLLECTION.length; cut++) {
      const part = COLLECTION.slice(0, cut);
      const read = readChecked(part);
      const complete = ends.indexOf(part.trimEnd().length);
      expect(read.ok, `cut at ${cut}`).toBe(complete >= 0);
      if (read.ok) expect(read.value).toEqual(whole.value.slice(0, complete + 1));
    }
  });

  it('every byte cut of the GBK xqbase file: a fault, or the file\'s first games (a cut in the advertisement loses nothing)', () => {
    const whole = readChecked(XQBASE);
    if (!whole.ok) throw new Error(sayReadError(whole.error, 'en'));
    let complete = 0;
    for (let cut = 0; cut <= XQBASE_BYTES.length; cut++) {
      const read = readChecked(decodeText(XQBASE_BYTES.subarray(0, cut)).text);
      if (!read.ok) continue;
      expect(read.value).toEqual(whole.value.slice(0, read.value.length));
      if (read.value.length === whole.value.length) complete++;
    }
    // From the last result on, through the whole advertisement, the file still reads whole.
    const tail = XQBASE_BYTES.length - XQBASE_BYTES.lastIndexOf(Buffer.from(' *'));
    expect(complete).toBe(tail - 1);
  });

  it('random character mutations of both files never make it throw', () => {
    const rand = prng(1819);
    const swaps = ['[', ']', '{', '}', '(', ')', '"', ';', '%', '$', '*', '.', ' ', '\n', '1', '-', '前', '后', '进', '平', '车', '８', 'x', '\\'];
    let faults = 0;
    for (let n = 0; n < 2000; n++) {
      const chars = [...(n % 2 === 0 ? COLLECTION : XQBASE)];
      for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) {
        const at = Math.floor(rand() * chars.length);
        const op = rand();
        if (op < 0.4) chars[at] = swaps[Math.floor(rand() * swaps.length)];
        else if (op < 0.7) chars.splice(at, 1);
        else chars.splice(at, 0, swaps[Math.floor(rand() * swaps.length)]);
      }
      if (!readChecked(chars.join('')).ok) faults++;
    }
    expect(faults).toBeGreaterThan(500);
    expect(faults).toBeLessThan(2000);
  });
});
