import { describe, expect, it } from 'vitest';
import { describeMaterial } from '../../src/main/services/materialService';
import { placedPawnNote } from '../../src/shared/words/say';
import { worded } from '../support/worded';

describe('describeMaterial', () => {
  it('names the words that place a pawn (高兵 …), which the note says in either language, and keeps the canonical name', () => {
    const statusOf = () => 'absent' as const;
    const placed = describeMaterial('炮低卒单士象对士象全', statusOf);
    expect(placed).toMatchObject({ ok: true, signature: 'KCPAB-KAABB', chineseName: '炮兵单士象对士象全', placedPawns: ['低卒'] });
    if (!placed.ok) throw new Error('expected a material');
    expect(placedPawnNote(placed.placedPawns, placed.signature, placed.chineseName, 'zh')).toMatch(/^低卒说的是排局中兵的位置/);
    expect(placedPawnNote(placed.placedPawns, placed.signature, placed.chineseName, 'en')).toMatch(/^低卒 describes the study's position/);
    const plain = describeMaterial('炮兵单士象对士象全', statusOf);
    expect(plain).toMatchObject({ ok: true, placedPawns: [] });
    expect(placedPawnNote([], 'KCPAB-KAABB', '炮兵单士象对士象全', 'en')).toBeNull();
  });

  it('refuses a bad name, signature or FEN, each with its reason', () => {
    expect(worded(describeMaterial('炮兵对龙', () => 'absent'), 'zh')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: "无法识别的子力：黑方的名称中有无法识别的词 '龙'" }],
    });
    expect(worded(describeMaterial('abc', () => 'absent'), 'zh')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: "无法识别的子力：'abc' 要用一个 '-' 分开红方和黑方的棋子" }],
    });
    expect(worded(describeMaterial('9/9 w', () => 'absent'), 'zh')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: '无法识别的子力：FEN 的棋盘有 2 行；象棋棋盘有 10 行' }],
    });
    expect(describeMaterial('9/9 w', () => 'absent')).toEqual({
      ok: false, errors: [{ code: 'bad-material', params: { text: '9/9 w', reason: { fen: { code: 'ranks', count: 2 } } } }],
    });
  });
});
