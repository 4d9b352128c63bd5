/**
 * The forum text diagram: whole diagrams checked by hand, then characters at their places for other
 * positions, the grid's shape, and GBK (older forums' encoding) holding every character.
 */
import { describe, expect, it } from 'vitest';
import { encodeGbk } from '../../../src/main/export/gbk';
import { diagramText, textPieceName } from '../../../src/shared/formats/diagram/text';
import { START_FEN } from '../../../src/shared/rules/fen';
import { fenCharToPiece } from '../../../src/shared/rules/piece';

/** A few pieces in and round both palaces: the expected text was checked character by character against the board. */
const SMALL = '3k5/4P4/3a5/9/9/9/9/4B4/4C4/3AK4 w - - 0 1';
const SMALL_TEXT = `七星聚会
佚名
红先胜

１　２　３　４　５　６　７　８　９
┌─┬─┬─將─┬─┬─┬─┬─┐
│　│　│　│╲│╱│　│　│　│
├─┼─┼─┼─兵─┼─┼─┼─┤
│　│　│　│╱│╲│　│　│　│
├─┼─┼─士─┼─┼─┼─┼─┤
│　│　│　│　│　│　│　│　│
├─┼─┼─┼─┼─┼─┼─┼─┤
│　│　│　│　│　│　│　│　│
├─┴─┴─┴─┴─┴─┴─┴─┤
│　　楚　河　　　　　汉　界　　│
├─┬─┬─┬─┬─┬─┬─┬─┤
│　│　│　│　│　│　│　│　│
├─┼─┼─┼─┼─┼─┼─┼─┤
│　│　│　│　│　│　│　│　│
├─┼─┼─┼─相─┼─┼─┼─┤
│　│　│　│╲│╱│　│　│　│
├─┼─┼─┼─炮─┼─┼─┼─┤
│　│　│　│╱│╲│　│　│　│
└─┴─┴─仕─帥─┴─┴─┴─┘
九　八　七　六　五　四　三　二　一

FEN: ${SMALL}
`;

const START_BOARD = `１　２　３　４　５　６　７　８　９
車─馬─象─士─將─士─象─馬─車
│　│　│　│╲│╱│　│　│　│
├─┼─┼─┼─┼─┼─┼─┼─┤
│　│　│　│╱│╲│　│　│　│
├─砲─┼─┼─┼─┼─┼─砲─┤
│　│　│　│　│　│　│　│　│
卒─┼─卒─┼─卒─┼─卒─┼─卒
│　│　│　│　│　│　│　│　│
├─┴─┴─┴─┴─┴─┴─┴─┤
│　　楚　河　　　　　汉　界　　│
├─┬─┬─┬─┬─┬─┬─┬─┤
│　│　│　│　│　│　│　│　│
兵─┼─兵─┼─兵─┼─兵─┼─兵
│　│　│　│　│　│　│　│　│
├─炮─┼─┼─┼─┼─┼─炮─┤
│　│　│　│╲│╱│　│　│　│
├─┼─┼─┼─┼─┼─┼─┼─┤
│　│　│　│╱│╲│　│　│　│
俥─傌─相─仕─帥─仕─相─傌─俥
九　八　七　六　五　四　三　二　一`;

/** The board's lines of a diagram without caption: black's numbers, 19 board rows, red's numbers. */
function boardLines(text: string): string[] {
  const lines = text.split('\n');
  const top = lines.indexOf('１　２　３　４　５　６　７　８　９');
  return lines.slice(top, top + 21);
}

/** The character at a point: rank row `row` (0 = black's back rank), file `file` (0 = file a). */
function at(text: string, row: number, file: number): string {
  return [...boardLines(text)[1 + row * 2]][file * 2];
}

describe('diagramText', () => {
  it('writes a hand-checked diagram: caption, numbers, grid, palaces, river, pieces, FEN', () => {
    expect(diagramText({ fen: SMALL, title: '七星聚会', composer: '佚名', stipulation: '红先胜' })).toBe(SMALL_TEXT);
  });

  it('writes the start position as forums do, without caption lines when the fields are empty', () => {
    const text = diagramText({ fen: START_FEN, title: '', composer: ' ', stipulation: '' });
    expect(text).toBe(`${START_BOARD}\n\nFEN: ${START_FEN}\n`);
  });

  it('puts each piece at its point, told apart by colour, in other positions', () => {
    const fen = 'r2k5/4a4/4b4/9/2p1P4/6n2/C8/9/4A4/3K4R b';
    const text = diagramText({ fen, title: 't', composer: '', stipulation: '黑先和' });
    expect(text.startsWith('t\n黑先和\n\n')).toBe(true);
    expect(at(text, 0, 0)).toBe('車');
    expect(at(text, 0, 3)).toBe('將');
    expect(at(text, 1, 4)).toBe('士');
    expect(at(text, 2, 4)).toBe('象');
    expect(at(text, 4, 2)).toBe('卒');
    expect(at(text, 4, 4)).toBe('兵');
    expect(at(text, 5, 6)).toBe('馬');
    expect(at(text, 6, 0)).toBe('炮');
    expect(at(text, 8, 4)).toBe('仕');
    expect(at(text, 9, 3)).toBe('帥');
    expect(at(text, 9, 8)).toBe('俥');
    // Empty points keep the grid: corners, edges, the banks of the river.
    expect([at(text, 9, 0), at(text, 0, 8), at(text, 4, 0), at(text, 4, 1), at(text, 5, 1), at(text, 5, 8), at(text, 3, 3)])
      .toEqual(['└', '┐', '├', '┴', '┬', '┤', '┼']);
  });

  it('keeps every board line 17 full-width cells wide, the numbers over the points', () => {
    const lines = boardLines(diagramText({ fen: START_FEN, title: '', composer: '', stipulation: '' }));
    expect(lines).toHaveLength(21);
    for (const line of lines) expect([...line]).toHaveLength(17);
    // No half-width character anywhere on the board (a space would break the columns).
    for (const line of lines) expect(line).not.toMatch(/[\x20-\x7e]/);
    expect([...lines[0]].filter((_, i) => i % 2 === 0).join('')).toBe('１２３４５６７８９');
    expect([...lines[20]].filter((_, i) => i % 2 === 0).join('')).toBe('九八七六五四三二一');
  });

  it('names red 帥仕相傌俥炮兵 and black 將士象馬車砲卒, no character shared', () => {
    const red = [...'KABNRCP'].map((c) => textPieceName(fenCharToPiece(c)!)).join('');
    const black = [...'kabnrcp'].map((c) => textPieceName(fenCharToPiece(c)!)).join('');
    expect(red).toBe('帥仕相傌俥炮兵');
    expect(black).toBe('將士象馬車砲卒');
    for (const ch of red) expect(black).not.toContain(ch);
  });

  it('is all GBK, so a GBK export keeps it', () => {
    const text = diagramText({ fen: START_FEN, title: '七星聚会', composer: '佚名', stipulation: '红先和' });
    expect(() => encodeGbk(text)).not.toThrow();
  });

  it('puts a multi-line title on one line', () => {
    const text = diagramText({ fen: SMALL, title: '第一局\n七星聚会', composer: '', stipulation: '' });
    expect(text.split('\n')[0]).toBe('第一局 七星聚会');
    expect(text.split('\n')[1]).toBe('');
  });
});
