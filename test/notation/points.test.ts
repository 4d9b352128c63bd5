/** Points named as players name them (each side's file numbers, lines from its own back rank), in messages too. */
import { describe, expect, it } from 'vitest';
import { validatePosition } from '../../src/main/services/positionService';
import { fileNumber } from '../../src/shared/notation/points';
import { BLACK, RED } from '../../src/shared/rules/piece';
import { iccsToSquare } from '../../src/shared/rules/square';
import { sayViolation } from '../../src/shared/words/say';
import { worded } from '../support/worded';

/** A point as a broken rule names it: the king of `color` standing there, outside its palace. */
const pointName = (square: number, color: 0 | 1, lang: 'zh' | 'en') => /[（(](.*)[）)]$/.exec(sayViolation({ code: 'king-outside-palace', color, square }, lang))![1];

describe('point names', () => {
  it('numbers files from each side\'s right and lines from its back rank', () => {
    expect(fileNumber(RED, 0)).toBe(9);
    expect(fileNumber(BLACK, 0)).toBe(1);
    expect(pointName(iccsToSquare('e0')!, RED, 'zh')).toBe('红方五路第1横线');
    expect(pointName(iccsToSquare('c3')!, RED, 'en')).toBe('red file 7, line 4');
    expect(pointName(iccsToSquare('c3')!, BLACK, 'zh')).toBe('黑方３路第7横线');
    expect(pointName(iccsToSquare('d9')!, BLACK, 'en')).toBe('black file 4, line 1');
  });

  it('names the point of a broken rule that way, not in ICCS', () => {
    // Red's king on e3, outside its palace.
    const zh = worded(validatePosition('4k4/9/9/9/9/9/4K4/9/9/9 w'), 'zh');
    const en = worded(validatePosition('4k4/9/9/9/9/9/4K4/9/9/9 w'), 'en');
    if (zh.ok || en.ok) throw new Error('expected an illegal position');
    expect(zh.errors.map((e) => e.message)).toContain('红方帅不在九宫内（红方五路第4横线）');
    expect(en.errors.map((e) => e.message)).toContain('Red king outside its palace (red file 5, line 4)');
  });
});
