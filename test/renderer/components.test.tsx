/**
 * Component tests: the editor's legality messages, the move list's grouping and order, and what
 * changes when the notation or the language changes. Rendered to static markup, so no DOM is needed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MoveView } from '../../src/shared/api/contract';
import { validatePosition } from '../../src/main/services/positionService';
import { legalMoves } from '../../src/main/services/positionService';
import { en } from '../../src/renderer/src/i18n/en';
import { zh } from '../../src/renderer/src/i18n/zh';
import { Violations } from '../../src/renderer/src/screens/Editor';
import { MoveList, groupMoves, moveBadge } from '../../src/renderer/src/screens/MoveList';
import { valueText } from '../../src/renderer/src/screens/Analysis';
import { say } from '../../src/shared/words/say';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').split('|').filter(Boolean);

describe('editor legality messages', () => {
  it('lists every broken rule of a position in the chosen language', () => {
    // Two red kings and no black king: two broken rules, both listed.
    const fen = '4K4/9/9/9/9/9/9/9/9/4K4 w';
    const result = validatePosition(fen);
    if (result.ok) throw new Error('expected an illegal position');
    expect(result.errors.every((e) => e.code === 'broken-rule')).toBe(true);
    const zhHtml = renderToStaticMarkup(<Violations t={zh} problems={result.errors} />);
    expect(text(zhHtml)[0]).toBe('局面不合法：');
    expect(text(zhHtml).slice(1)).toEqual(result.errors.map((e) => say(e, 'zh')));
    expect(zhHtml).toContain('黑方缺少将');
    expect(zhHtml).toContain('role="alert"');
    expect(renderToStaticMarkup(<Violations t={en} problems={result.errors} />)).toContain('Black has no king');
  });

  it('says a legal position is legal, and nothing before it was checked', () => {
    expect(text(renderToStaticMarkup(<Violations t={zh} problems={[]} />))).toEqual(['局面合法']);
    expect(renderToStaticMarkup(<Violations t={zh} problems={null} />)).toBe('');
  });
});

const move = (iccs: string, wdl: MoveView['wdl'], dtc: number, extra: Partial<MoveView> = {}): MoveView =>
  ({ iccs, text: iccs, wdl, dtc, order: 0, dtm: null, capture: false, mate: false, ...extra });

describe('move list', () => {
  const moves = [
    move('e1e8', 'win', 1, { capture: true }), move('e3e4', 'win', 11), move('e1a1', 'win', 13, { order: 2 }),
    move('e0d0', 'draw', 0), move('e0f0', 'loss', 8), move('e1e2', 'loss', 4),
  ];

  it('groups winning, drawing and losing moves in that order, keeping the host order inside a group', () => {
    expect(groupMoves(moves).map((g) => [g.group, g.moves.map((m) => m.iccs)])).toEqual([
      ['win', ['e1e8', 'e3e4', 'e1a1']], ['draw', ['e0d0']], ['loss', ['e0f0', 'e1e2']],
    ]);
    const html = renderToStaticMarkup(<MoveList t={zh} moves={[...moves].reverse()} onPlay={() => undefined} />);
    const groups = [...html.matchAll(/data-group="(\w+)"/g)].map((m) => m[1]);
    expect(groups).toEqual(['win', 'draw', 'loss']);
    expect(text(html).slice(0, 1)).toEqual(['获胜着法']);
  });

  it('spells out each value beside its colour: result, DTC, repetition order, capture and mate', () => {
    expect(moveBadge(zh, moves[0])).toBe('胜 · DTC 1');
    expect(moveBadge(zh, moves[2])).toBe('胜 · DTC 13 · 长将判负（第 2 层）');
    expect(moveBadge(en, moves[3])).toBe('Draw');
    expect(moveBadge(en, moves[4])).toBe('Loss · DTC 8');
    const html = renderToStaticMarkup(<MoveList t={zh} moves={moves} onPlay={() => undefined} />);
    expect(html).toContain('吃子');
    expect(renderToStaticMarkup(<MoveList t={zh} moves={[move('e2e9', 'win', 1, { mate: true })]} onPlay={() => undefined} />)).toContain('绝杀');
  });

  it('shows the position value from the red and black side for either side to move', () => {
    expect(valueText(zh, { wdl: 'win', dtc: 13, order: 0, dtm: null }, 0)).toBe('红胜 · DTC 13');
    expect(valueText(zh, { wdl: 'win', dtc: 13, order: 0, dtm: null }, 1)).toBe('黑胜 · DTC 13');
    expect(valueText(zh, { wdl: 'loss', dtc: 0, order: 0, dtm: null }, 1)).toBe('红胜 · DTC 0');
    expect(valueText(en, { wdl: 'draw', dtc: 0, order: 0, dtm: null }, 0)).toBe('Draw');
  });

  it('switches notation: the same moves listed in Chinese, WXF and ICCS', () => {
    const fen = '3k5/4a4/9/9/9/9/4P4/9/4C4/4K4 w';
    const written = (notation: 'chinese' | 'wxf' | 'iccs') => {
      const r = legalMoves(fen, notation);
      if (!r.ok) throw new Error('illegal');
      const list = r.moves.map((m) => move(m.iccs, 'win', 3, { text: m.text }));
      return text(renderToStaticMarkup(<MoveList t={zh} moves={list} onPlay={() => undefined} />)).filter((s) => !s.startsWith('胜') && s !== '获胜着法');
    };
    const [chinese, wxf, iccs] = [written('chinese'), written('wxf'), written('iccs')];
    expect(chinese).toContain('炮五进七');
    expect(wxf).toContain('C5+7');
    expect(iccs).toContain('e1e8');
    expect(new Set([chinese.length, wxf.length, iccs.length]).size).toBe(1);
  });
});
