import { describe, expect, it } from 'vitest';
import { BLACK, RED } from '../../src/shared/rules/piece';
import { findStipulation, parseStipulation, stipulationName } from '../../src/shared/study/stipulation';
import { sayStipulation } from '../../src/shared/words/say';

describe('stipulations', () => {
  it('reads the four in Chinese, simplified or traditional, and in English', () => {
    expect(parseStipulation('红先胜')).toEqual({ side: RED, goal: 'win' });
    expect(parseStipulation(' 紅先和 ')).toEqual({ side: RED, goal: 'draw' });
    expect(parseStipulation('黑先勝')).toEqual({ side: BLACK, goal: 'win' });
    expect(parseStipulation('黑先和')).toEqual({ side: BLACK, goal: 'draw' });
    expect(parseStipulation('红先行胜')).toEqual({ side: RED, goal: 'win' });
    expect(parseStipulation('Red to move and win')).toEqual({ side: RED, goal: 'win' });
    expect(parseStipulation('black to play and draw')).toEqual({ side: BLACK, goal: 'draw' });
    expect(parseStipulation('Red wins')).toEqual({ side: RED, goal: 'win' });
    expect(parseStipulation('Black moves first, draws')).toEqual({ side: BLACK, goal: 'draw' });
  });

  it('refuses anything else as a whole field, but finds one inside a title', () => {
    for (const bad of ['', '红先负', '红胜', 'white to move and win', '七星聚会 红先和', 'Red to move and lose']) expect(parseStipulation(bad)).toBeUndefined();
    expect(findStipulation('七星聚会（红先和）')).toEqual({ side: RED, goal: 'draw' });
    expect(findStipulation('Study 12: Black to move and win')).toEqual({ side: BLACK, goal: 'win' });
    expect(findStipulation('七星聚会')).toBeUndefined();
  });

  it('writes each in both languages, and reads back what it writes', () => {
    for (const side of [RED, BLACK]) {
      for (const goal of ['win', 'draw'] as const) {
        for (const lang of ['zh', 'en'] as const) expect(parseStipulation(sayStipulation({ side, goal }, lang))).toEqual({ side, goal });
      }
    }
    expect(stipulationName({ side: BLACK, goal: 'draw' })).toBe('黑先和');
    expect(sayStipulation({ side: BLACK, goal: 'draw' }, 'zh')).toBe('黑先和');
    expect(sayStipulation({ side: RED, goal: 'win' }, 'en')).toBe('Red to move and win');
  });
});
