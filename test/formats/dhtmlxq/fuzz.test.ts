/**
 * The reader never throws: random bytes, every truncation of the sample files and thousands of
 * single-character mutations of them each give games or a ReadError, never an exception. What reads
 * also writes and reads back to itself, so a mutation cannot slip a tree past the reader that the
 * writer would get wrong.
 */
import { describe, expect, it } from 'vitest';
import { DHTMLXQ_FAULT_CODES, readDhtmlxq, writeDhtmlxq } from '../../../src/shared/formats/dhtmlxq';
import type { PgnGame } from '../../../src/shared/formats/pgn/game';
import type { ReadError } from '../../../src/shared/formats/readError';
import type { Result } from '../../../src/shared/result';
import { prng } from '../../support/random';
import { sample } from './helpers';
import { sayReadError } from '../../../src/shared/words/say';

const VALID = ['study.html', 'game.txt', 'forum-page.html'].map(sample);

/** Reads `text` and checks what came back: a known fault at a place inside the text, or games that round-trip. */
function check(text: string): Result<PgnGame[], ReadError> {
  const read = readDhtmlxq(text);
  if (read.ok) {
    for (const game of read.value) expect(readDhtmlxq(writeDhtmlxq(game))).toEqual({ ok: true, value: [game] });
  } else {
    expect(DHTMLXQ_FAULT_CODES).toContain(read.error.code);
    const lines = text.split('\n');
    expect(read.error.line).toBeGreaterThanOrEqual(1);
    expect(read.error.line).toBeLessThanOrEqual(lines.length);
    expect(read.error.column).toBeGreaterThanOrEqual(1);
    expect(read.error.column).toBeLessThanOrEqual(lines[read.error.line! - 1].length + 1);
    expect(sayReadError(read.error, 'zh').length).toBeGreaterThan(0);
    expect(sayReadError(read.error, 'en').length).toBeGreaterThan(0);
  }
  return read;
}

/** What a mutation puts in: the characters the format is made of, and some it is not. */
const ALPHABET = [...'0123456789[]/_|\\u%&;DhtmlXQ movelistbinitcomment\n\r 红胜和炮\u0000\uFFFF'];

describe('fuzzing the reader', () => {
  it('random bytes decoded as text, some with block markers around them', () => {
    const rand = prng(1);
    const decoder = new TextDecoder();
    const codes = new Set<string>();
    for (let i = 0; i < 1500; i++) {
      const bytes = Uint8Array.from({ length: Math.floor(rand() * 300) }, () => Math.floor(rand() * 256));
      const noise = decoder.decode(bytes);
      const text = i % 3 === 0 ? noise : i % 3 === 1 ? `[DhtmlXQ]${noise}[/DhtmlXQ]` : `[DhtmlXQ][DhtmlXQ_movelist]${noise}`;
      const read = check(text);
      if (!read.ok) codes.add(read.error.code);
    }
    expect([...codes].sort()).toEqual(expect.arrayContaining(['no-block', 'truncated']));
  });

  it('every truncation of the sample files: the block is cut short, absent, or whole', () => {
    for (const text of VALID) {
      const whole = readDhtmlxq(text);
      const firstOpen = text.indexOf('[DhtmlXQ');
      const firstClose = text.search(/\[\/DhtmlXQ(iFrame)?\]/);
      for (let cut = 0; cut <= text.length; cut++) {
        const read = check(text.slice(0, cut));
        if (cut < firstOpen + '[DhtmlXQ]'.length) expect(read.ok || read.error.code).toBe('no-block');
        else if (cut < firstClose + '[/DhtmlXQ]'.length) expect(read.ok || read.error.code).toBe('truncated');
        else if (read.ok && whole.ok) expect(whole.value.slice(0, read.value.length)).toEqual(read.value);
      }
    }
  });

  it('thousands of single-character mutations: a change, a deletion or an insertion', () => {
    const rand = prng(2);
    let games = 0, faults = 0;
    for (let i = 0; i < 4000; i++) {
      const text = VALID[i % VALID.length];
      const at = Math.floor(rand() * text.length);
      const ch = ALPHABET[Math.floor(rand() * ALPHABET.length)];
      const kind = Math.floor(rand() * 3);
      const mutated = text.slice(0, at) + (kind === 1 ? '' : ch) + text.slice(kind === 2 ? at : at + 1);
      const read = check(mutated);
      if (read.ok) games++;
      else faults++;
    }
    // Both outcomes are common: mutations land in comments and headers as well as in moves and tags.
    expect(games).toBeGreaterThan(1000);
    expect(faults).toBeGreaterThan(300);
  });
});
