/**
 * Fuzzing the reader: random bytes, every truncation and random byte flips of valid files, plain
 * and scrambled. Whatever the input, `readXqf` returns: a game whose moves all replay (the writer,
 * which checks every move, takes it), or an error of the XQF reader with a known code and a place
 * inside the file.
 */
import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../../../src/main/export/gbk';
import { readXqf, writeXqf } from '../../../src/shared/formats/xqf';
import { START_FEN } from '../../../src/shared/rules/fen';
import { Position } from '../../../src/shared/rules/position';
import { prng } from '../../support/random';
import { randomLine } from '../../support/randomGame';
import { XQF_SHAPE } from './games';
import { studyFile } from './study';
import { sayReadError } from '../../../src/shared/words/say';

const CODES = [
  'bad-magic', 'unknown-version', 'truncated-header', 'bad-keys', 'illegal-position', 'truncated-moves',
  'comment-overrun', 'off-board', 'illegal-move',
];

const seen = new Map<string, number>();

function check(bytes: Uint8Array): void {
  const read = readXqf(bytes);
  if (read.ok) {
    expect(() => writeXqf(read.value, encodeGbk)).not.toThrow();
    seen.set('ok', (seen.get('ok') ?? 0) + 1);
    return;
  }
  const { format, code, offset } = read.error;
  expect(format).toBe('xqf');
  expect(CODES).toContain(code);
  expect(Number.isInteger(offset) && offset! >= 0 && offset! <= bytes.length).toBe(true);
  expect(sayReadError(read.error, 'zh') && sayReadError(read.error, 'en')).toBeTruthy();
  seen.set(code, (seen.get(code) ?? 0) + 1);
}

const rand = prng(2024);
const byte = () => Math.floor(rand() * 256);

function validFiles(): Uint8Array[] {
  const start = Position.fromFen(START_FEN);
  const written = writeXqf({ tags: [['Title', '模糊测试']], fen: START_FEN, moves: randomLine(rand, start, 12, 2, XQF_SHAPE), result: '1-0', startComment: '注\n解' }, encodeGbk);
  return [
    studyFile(10),
    studyFile(11, { mask: 0xee, or: [3, 5, 7, 241], xy: 17, xyf: 33, xyt: 65 }, rand),
    studyFile(18, { mask: 0xaa, or: [byte(), byte(), byte(), byte()], xy: 200, xyf: 100, xyt: 50 }, rand),
    written,
  ];
}

describe('readXqf never throws', () => {
  it('on random bytes, with and without a plausible start', () => {
    for (let i = 0; i < 1500; i++) {
      const bytes = Uint8Array.from({ length: Math.floor(rand() * 1400) }, byte);
      if (i % 2 && bytes.length > 16) {
        bytes.set([0x58, 0x51, Math.floor(rand() * 19)]);
        bytes[12] = (1024 - bytes[13] - bytes[14] - bytes[15]) & 0xff;
      }
      check(bytes);
    }
  });

  it('on every truncation of valid files', () => {
    for (const file of validFiles()) for (let length = 0; length < file.length; length++) check(file.subarray(0, length));
  });

  it('on random byte flips of valid files, most of them in the move records', () => {
    const files = validFiles();
    for (let i = 0; i < 3000; i++) {
      const bytes = files[i % files.length].slice();
      const flips = 1 + Math.floor(rand() * 4);
      for (let f = 0; f < flips; f++) {
        const at = rand() < 0.8 ? 0x400 + Math.floor(rand() * (bytes.length - 0x400)) : Math.floor(rand() * 0x400);
        bytes[at] ^= 1 << Math.floor(rand() * 8);
      }
      check(bytes);
    }
  });

  it('and the inputs above met every kind of answer', () => {
    expect([...seen.keys()].sort()).toEqual([...CODES, 'ok'].sort());
  });
});
