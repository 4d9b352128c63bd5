import { describe, expect, it } from 'vitest';
import { describeMaterial } from '../../src/main/services/materialService';

describe('describeMaterial', () => {
  it('notes a placed pawn (高兵 …) in the asked language and keeps the canonical name', () => {
    const statusOf = () => 'absent' as const;
    const zh = describeMaterial('炮低卒单士象对士象全', 'zh', statusOf);
    expect(zh).toMatchObject({ ok: true, signature: 'KCPAB-KAABB', chineseName: '炮兵单士象对士象全' });
    expect(zh.ok && zh.note).toMatch(/^低卒说的是排局中兵的位置/);
    const en = describeMaterial('炮低卒单士象对士象全', 'en', statusOf);
    expect(en.ok && en.note).toMatch(/^低卒 describes the study's position/);
    const plain = describeMaterial('炮兵单士象对士象全', 'en', statusOf);
    expect(plain.ok && 'note' in plain).toBe(false);
  });

  it('refuses a bad name, signature or FEN in the asked language only', () => {
    expect(describeMaterial('炮兵对龙', 'zh', () => 'absent')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: "无法识别的子力：黑方的名称中有无法识别的词 '龙'" }],
    });
    expect(describeMaterial('abc', 'zh', () => 'absent')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: "无法识别的子力：'abc' 要用一个 '-' 分开红方和黑方的棋子" }],
    });
    expect(describeMaterial('9/9 w', 'zh', () => 'absent')).toEqual({
      ok: false, errors: [{ code: 'bad-material', message: '无法识别的子力：FEN 的棋盘有 2 行；象棋棋盘有 10 行' }],
    });
  });
});
