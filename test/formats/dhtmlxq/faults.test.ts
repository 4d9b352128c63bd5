/** Malformed files: each gives its own code, at the place of the fault, worded in both languages. */
import { describe, expect, it } from 'vitest';
import { readDhtmlxq } from '../../../src/shared/formats/dhtmlxq';
import type { ReadError } from '../../../src/shared/formats/readError';
import { BLACK, RED } from '../../../src/shared/rules/piece';
import { Position } from '../../../src/shared/rules/position';
import { squareAt } from '../../../src/shared/rules/square';
import { after, sample } from './helpers';
import { sayReadError, sayViolation } from '../../../src/shared/words/say';

function fault(text: string): ReadError {
  const read = readDhtmlxq(text);
  if (read.ok) throw new Error('read without a fault');
  return read.error;
}

/** Line and column (from 1) of the first occurrence of `needle`, found by hand rather than by the reader's own code. */
function placeOf(text: string, needle: string, skip = 0): { line: number; column: number } {
  const at = text.indexOf(needle) + skip;
  expect(at).toBeGreaterThanOrEqual(skip);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function expectWording(error: ReadError): void {
  expect(error.format).toBe('dhtmlxq');
  expect(sayReadError(error, 'zh')).toMatch(/[\u4e00-\u9fff]/);
  expect(sayReadError(error, 'en')).toMatch(/[a-z]/);
  expect(sayReadError(error, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
}

describe('malformed files', () => {
  it('an unclosed comment tag: unclosed-tag at the tag', () => {
    const text = sample('unclosed-tag.txt');
    const error = fault(text);
    expect(error).toMatchObject({ code: 'unclosed-tag', line: 5, column: 1 });
    expect(sayReadError(error, 'en')).toContain('[DhtmlXQ_comment1]');
    expectWording(error);
  });

  it('two pieces on one point: illegal-position at the binit, naming the point', () => {
    const text = sample('two-on-point.txt');
    const error = fault(text);
    expect(error).toMatchObject({ code: 'illegal-position', ...placeOf(text, '[DhtmlXQ_binit]', 15) });
    const v = { code: 'two-on-point', square: squareAt(9, 8) } as const;
    expect(sayReadError(error, 'zh')).toContain(sayViolation(v, 'zh'));
    expect(sayReadError(error, 'en')).toContain(sayViolation(v, 'en'));
  });

  it('a missing king: illegal-position naming the side', () => {
    const text = sample('no-king.txt');
    const error = fault(text);
    expect(error).toMatchObject({ code: 'illegal-position', ...placeOf(text, '[DhtmlXQ_binit]', 15) });
    expect(sayReadError(error, 'zh')).toContain(sayViolation({ code: 'missing-king', color: RED }, 'zh'));
    expect(sayReadError(error, 'en')).toContain(sayViolation({ code: 'missing-king', color: RED }, 'en'));
    expect(sayReadError(error, 'en')).not.toContain(sayViolation({ code: 'missing-king', color: BLACK }, 'en'));
  });

  it('an illegal move three variations deep: illegal-move at its digits, with the move and the position', () => {
    const text = sample('illegal-move.txt');
    const error = fault(text);
    const start = Position.fromFen('4k4/9/9/9/9/9/8p/9/R8/1R1K5 w - - 0 1');
    const fen = after(start, 'b0b9 e9e8 a1a7 i3h3 b9b8 e8e9').fen();
    expect(error).toMatchObject({ code: 'illegal-move', move: '0210', fen, ...placeOf(text, '[DhtmlXQ_move_2_5_3]', 20 + 8) });
    expect(sayReadError(error, 'zh')).toContain('0210');
    expect(sayReadError(error, 'zh')).toContain(fen);
    expect(sayReadError(error, 'en')).toContain('0210');
    expect(sayReadError(error, 'en')).toContain('cannot move that way');
  });

  it('a truncated file: truncated at its end, naming the line the block opened on', () => {
    const text = sample('truncated.txt');
    const error = fault(text);
    const lines = text.trimEnd().split('\n');
    expect(error).toMatchObject({ code: 'truncated', line: lines.length, column: lines[lines.length - 1].length + 1 });
    expect(sayReadError(error, 'en')).toContain('line 1');
    expectWording(error);
  });
});

describe('faults found in small blocks', () => {
  const block = (inner: string) => `[DhtmlXQ]\n${inner}\n[/DhtmlXQ]\n`;

  it('no block at all', () => {
    expect(fault('[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]')).toMatchObject({ code: 'no-block', line: 1, column: 1 });
    expect(fault('')).toMatchObject({ code: 'no-block' });
  });

  it('a block not closed before the next opens', () => {
    expect(fault(`x\n[DhtmlXQ]\n${block('')}`)).toMatchObject({ code: 'unclosed-block', line: 2, column: 1 });
  });

  it('a binit that is not 64 digits', () => {
    const text = block(`[DhtmlXQ_binit]${'9'.repeat(63)}[/DhtmlXQ_binit]`);
    expect(fault(text)).toMatchObject({ code: 'bad-binit', line: 2, column: 16 });
    expect(fault(block(`[DhtmlXQ_binit]${'9'.repeat(62)}x9[/DhtmlXQ_binit]`))).toMatchObject({ code: 'bad-binit' });
  });

  it('a fen tag that is not a FEN, when it is needed', () => {
    expect(fault(block('[DhtmlXQ_fen]rnbakabnr/9[/DhtmlXQ_fen]'))).toMatchObject({ code: 'bad-fen', line: 2, column: 14 });
  });

  it('a movelist with a letter, or a last move short of four digits', () => {
    expect(fault(block('[DhtmlXQ_movelist]7747 70a2[/DhtmlXQ_movelist]'))).toMatchObject({ code: 'bad-movelist', line: 2, column: 26 });
    expect(fault(block('[DhtmlXQ_movelist]7747706[/DhtmlXQ_movelist]'))).toMatchObject({ code: 'bad-movelist', line: 2, column: 23 });
  });

  it('a move off the board, from an empty point, of the wrong side, or leaving the king in check', () => {
    const problem = (moves: string) => fault(block(`[DhtmlXQ_movelist]${moves}[/DhtmlXQ_movelist]`));
    expect(problem('77479747')).toMatchObject({ code: 'illegal-move', move: '9747', column: 23 });
    expect(sayReadError(problem('77474544'), 'en')).toContain('no piece');
    expect(sayReadError(problem('77477967'), 'en')).toContain("red's, and black is to move");
    const pinned = fault(block('[DhtmlXQ_fen]3k5/9/9/9/4r4/9/9/9/4R4/4K4 w - - 0 1[/DhtmlXQ_fen][DhtmlXQ_movelist]4838[/DhtmlXQ_movelist]'));
    expect(pinned).toMatchObject({ code: 'illegal-move', move: '4838', fen: '3k5/9/9/9/4r4/9/9/9/4R4/4K4 w - - 0 1' });
    expect(sayReadError(pinned, 'en')).toContain('king in check');
  });

  it('two tags of one kind', () => {
    expect(fault(block('[DhtmlXQ_movelist][/DhtmlXQ_movelist]\n[DhtmlXQ_move_0_1_0][/DhtmlXQ_move_0_1_0]')))
      .toMatchObject({ code: 'duplicate-tag', line: 3, column: 1 });
    expect(fault(block('[DhtmlXQ_comment1]a[/DhtmlXQ_comment1][DhtmlXQ_comment0_1]b[/DhtmlXQ_comment0_1]')))
      .toMatchObject({ code: 'duplicate-tag', column: 39 });
  });

  it('a variation numbered 0', () => {
    expect(fault(block('[DhtmlXQ_move_0_2_0]7062[/DhtmlXQ_move_0_2_0]'))).toMatchObject({ code: 'bad-variation', line: 2, column: 1 });
  });
});
