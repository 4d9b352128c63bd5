// @vitest-environment happy-dom
/**
 * The publication diagram's SVG: well-formed XML, self-contained, every piece on the point its FEN
 * gives (coordinates checked against the drawn grid, not against the writer's own labels), file
 * numbers in each side's order on its own edge, the caption, arrows, and hostile text escaped.
 */
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../../src/shared/formats/diagram/diagram';
import { DIAGRAM_FONTS, DIAGRAM_LAYOUT, diagramSvg, escapeXml } from '../../../src/shared/formats/diagram/svg';
import { START_FEN } from '../../../src/shared/rules/fen';
import { makeMove } from '../../../src/shared/rules/move';
import { iccsToSquare } from '../../../src/shared/rules/square';

const { cell } = DIAGRAM_LAYOUT;

/** The UI's names: red 帅仕相马车炮兵, black 将士象马车炮卒, by FEN letter. */
const NAMES: Record<string, string> = {
  K: '帅', A: '仕', B: '相', N: '马', R: '车', C: '炮', P: '兵',
  k: '将', a: '士', b: '象', n: '马', r: '车', c: '炮', p: '卒',
};

/** The test's own FEN reading: [row from black's back rank, file from red's left, letter]. */
function fenPieces(fen: string): [number, number, string][] {
  const out: [number, number, string][] = [];
  fen.split(' ')[0].split('/').forEach((rank, row) => {
    let file = 0;
    for (const ch of rank) {
      if (/\d/.test(ch)) file += Number(ch);
      else out.push([row, file++, ch]);
    }
  });
  return out;
}

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.tagName).toBe('svg');
  return doc;
}

function diagram(fen: string, extra: Partial<Diagram> = {}): Diagram {
  return { fen, title: '', composer: '', stipulation: '', ...extra };
}

/** The drawn grid's extent: the points of file a / i and of rows 0 / 9 lie on its outer lines. */
function gridExtent(doc: Document) {
  const lines = [...doc.querySelectorAll('.board-lines line')];
  const xs = lines.flatMap((l) => [Number(l.getAttribute('x1')), Number(l.getAttribute('x2'))]);
  const ys = lines.flatMap((l) => [Number(l.getAttribute('y1')), Number(l.getAttribute('y2'))]);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys), count: lines.length };
}

/** Every drawn piece as "x,y name colour", from its transform, its text and its class. */
function drawnPieces(doc: Document): string[] {
  return [...doc.querySelectorAll('g.piece')].map((g) => {
    const [, x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(g.getAttribute('transform')!)!;
    const colour = g.classList.contains('red') ? 'red' : 'black';
    return `${Number(x)},${Number(y)} ${g.querySelector('text')!.textContent} ${colour}`;
  }).sort();
}

function expectedPieces(doc: Document, fen: string): string[] {
  const { left, top } = gridExtent(doc);
  return fenPieces(fen).map(([row, file, ch]) =>
    `${left + file * cell},${top + row * cell} ${NAMES[ch]} ${ch === ch.toUpperCase() ? 'red' : 'black'}`).sort();
}

const POSITIONS = {
  start: START_FEN,
  /** Red's king off-centre on d0, a red rook in the far corner i0, black's pieces at home and a9. */
  corners: 'r2k5/4a4/4b4/9/9/9/9/9/4A4/3K4R w - - 0 1',
  /** Pieces on both banks of the river, a pawn on black's back rank, a cannon on red's edge file. */
  crossed: '3k1P3/9/4b4/2p6/4P4/6n2/C8/9/9/4K4 b - - 0 1',
  lone: '4k4/9/9/9/9/9/9/9/9/3K5 w',
};

describe('diagramSvg', () => {
  it('draws the grid the UI draws: 10 ranks, 2 edge files, 7 split files, 2 palaces with 2 diagonals each', () => {
    const doc = parse(diagramSvg(diagram(START_FEN)));
    const g = gridExtent(doc);
    expect(g.count).toBe(10 + 2 + 7 * 2 + 4);
    expect(g.right - g.left).toBe(8 * cell);
    expect(g.bottom - g.top).toBe(9 * cell);
    expect(g.left).toBe(DIAGRAM_LAYOUT.originX);
    expect(g.top).toBe(DIAGRAM_LAYOUT.originY);
    const river = [...doc.querySelectorAll('.river')].map((t) => t.textContent);
    expect(river).toEqual(['楚 河', '汉 界']);
    // Cannon and pawn marks: 4 + 10 points, 4 brackets each but 2 at the 4 edge points of each side.
    expect(doc.querySelector('.point-marks')!.getAttribute('d')!.match(/M/g)).toHaveLength(14 * 4 - 4 * 2);
  });

  for (const [name, fen] of Object.entries(POSITIONS)) {
    it(`puts every piece of the ${name} position on its point`, () => {
      const doc = parse(diagramSvg(diagram(fen)));
      const drawn = drawnPieces(doc);
      expect(drawn).toEqual(expectedPieces(doc, fen));
      expect(drawn.length).toBe(fenPieces(fen).length);
      expect(drawn.length).toBeLessThanOrEqual(32);
    });
  }

  it('keeps red at the bottom: red king on d0 is left of centre on the last rank, black rook on a9 top left', () => {
    const doc = parse(diagramSvg(diagram(POSITIONS.corners)));
    const g = gridExtent(doc);
    const at = (x: number, y: number) => drawnPieces(doc).find((p) => p.startsWith(`${x},${y} `));
    expect(at(g.left + 3 * cell, g.bottom)).toBe(`${g.left + 3 * cell},${g.bottom} 帅 red`);
    expect(at(g.right, g.bottom)).toMatch(/ 车 red$/);
    expect(at(g.left, g.top)).toMatch(/ 车 black$/);
    expect(at(g.left + 3 * cell, g.top)).toMatch(/ 将 black$/);
    expect(at(g.left + 4 * cell, g.bottom)).toBeUndefined();
    // Red's pieces use the red ink, black's the black one.
    const red = doc.querySelector('g.piece.red text')!.getAttribute('fill');
    const black = doc.querySelector('g.piece.black text')!.getAttribute('fill');
    expect([red, black]).toEqual(['#b3261e', '#1f1f1f']);
  });

  it('numbers the files: black １…９ above the board from the left, red 九…一 below', () => {
    const doc = parse(diagramSvg(diagram(START_FEN)));
    const g = gridExtent(doc);
    const side = (color: string) => [...doc.querySelectorAll(`.file-number.${color}`)]
      .map((t) => ({ x: Number(t.getAttribute('x')), y: Number(t.getAttribute('y')), text: t.textContent }))
      .sort((a, b) => a.x - b.x);
    const black = side('black'), red = side('red');
    expect(black.map((t) => t.text).join('')).toBe('１２３４５６７８９');
    expect(red.map((t) => t.text).join('')).toBe('九八七六五四三二一');
    for (const [i, t] of [...black, ...red].entries()) expect(t.x).toBe(g.left + (i % 9) * cell);
    for (const t of black) expect(t.y).toBeLessThan(g.top - DIAGRAM_LAYOUT.radius);
    for (const t of red) expect(t.y).toBeGreaterThan(g.bottom + DIAGRAM_LAYOUT.radius);
  });

  it('writes the caption under the board, skipping empty lines, and sizes the picture to it', () => {
    const full = parse(diagramSvg(diagram(START_FEN, { title: '七星聚会', composer: '佚名', stipulation: '红先和' })));
    const caption = [...full.querySelectorAll('.caption text')];
    expect(caption.map((t) => [t.getAttribute('class'), t.textContent])).toEqual([
      ['caption-title', '七星聚会'], ['caption-composer', '佚名'], ['caption-stipulation', '红先和'],
    ]);
    const ys = caption.map((t) => Number(t.getAttribute('y')));
    expect(ys[0]).toBeGreaterThan(DIAGRAM_LAYOUT.boardBottom);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    const height = Number(full.documentElement.getAttribute('height'));
    expect(height).toBeGreaterThan(ys[2]);
    expect(full.documentElement.getAttribute('viewBox')).toBe(`0 0 ${DIAGRAM_LAYOUT.width} ${height}`);

    const some = parse(diagramSvg(diagram(START_FEN, { title: '  ', composer: '', stipulation: '黑先胜' })));
    expect([...some.querySelectorAll('.caption text')].map((t) => t.textContent)).toEqual(['黑先胜']);
    const none = parse(diagramSvg(diagram(START_FEN)));
    expect(none.querySelector('.caption')).toBeNull();
    expect(Number(none.documentElement.getAttribute('height'))).toBeLessThan(Number(some.documentElement.getAttribute('height')));
  });

  it('shrinks a title too long for the paper', () => {
    const doc = parse(diagramSvg(diagram(START_FEN, { title: '很长的标题'.repeat(10) })));
    const size = Number(doc.querySelector('.caption-title')!.getAttribute('font-size'));
    expect(size).toBeLessThan(24);
    expect(size * 50).toBeLessThanOrEqual(DIAGRAM_LAYOUT.width);
  });

  /** Red rook on i0, red to move: a legal position, as an arrow needs. */
  const ROOK = '3k5/4a4/4b4/9/9/9/9/9/4A4/4K3R w - - 0 1';

  it('draws no arrow unless the caller names the move, then that move from its origin to its target', () => {
    const rook = makeMove(iccsToSquare('i0')!, iccsToSquare('i4')!);
    expect(parse(diagramSvg(diagram(ROOK))).querySelector('.arrows')).toBeNull();
    const doc = parse(diagramSvg(diagram(ROOK, { arrow: rook })));
    const g = gridExtent(doc);
    const arrows = [...doc.querySelectorAll('polygon.arrow')];
    expect(arrows.map((a) => `${a.getAttribute('data-from')}${a.getAttribute('data-to')}`)).toEqual(['i0i4']);
    // i0 → i4: file i (8), from row 9 up to row 5: the outline leaves i0's disc at its inner ring,
    // clear of the character, on the side facing i4, and its tip reaches i4's point.
    const points = arrows[0].getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
    const distance = (p: number[], x: number, y: number) => Math.hypot(p[0] - x, p[1] - y);
    const i0 = [g.left + 8 * cell, g.top + 9 * cell], i4 = [g.left + 8 * cell, g.top + 5 * cell];
    expect(distance(points[0], i0[0], i0[1])).toBeGreaterThan(15);
    expect(distance(points[0], i0[0], i0[1])).toBeLessThan(DIAGRAM_LAYOUT.radius);
    expect(points[0][1]).toBeLessThan(i0[1]);
    expect(points.some((p) => distance(p, i4[0], i4[1]) <= 6)).toBe(true);
    // Arrows are drawn over the pieces.
    const order = [...doc.documentElement.children].map((e) => e.getAttribute('class'));
    expect(order.indexOf('arrows')).toBeGreaterThan(order.indexOf('pieces'));
  });

  it('refuses to draw a move that cannot be played in the position, so no stale or pruned move is drawn', () => {
    // e1e4: the advisor cannot go there; i9i8: black's move, but red is to move.
    for (const iccs of ['e1e4', 'i9i8', 'a9a8']) {
      const move = makeMove(iccsToSquare(iccs.slice(0, 2))!, iccsToSquare(iccs.slice(2))!);
      expect(() => diagramSvg(diagram(ROOK, { arrow: move }))).toThrow(/not a legal move/);
    }
  });

  it('draws the printed style: black on white, black\'s pieces filled black discs with white characters, red\'s outlined', () => {
    const board = parse(diagramSvg(diagram(ROOK)));
    const printed = parse(diagramSvg(diagram(ROOK, { pieceStyle: 'printed' })));
    expect(board.documentElement.getAttribute('data-piece-style')).toBe('board');
    expect(printed.documentElement.getAttribute('data-piece-style')).toBe('printed');
    const discs = (doc: Document, side: string) => [...doc.querySelectorAll(`g.piece.${side}`)].map((g) => ({
      face: g.querySelector('circle')!.getAttribute('fill'), ink: g.querySelector('text')!.getAttribute('fill'),
    }));
    for (const d of discs(printed, 'black')) expect(d).toEqual({ face: '#000000', ink: '#ffffff' });
    for (const d of discs(printed, 'red')) expect(d).toEqual({ face: '#ffffff', ink: '#000000' });
    expect(discs(printed, 'black').length).toBe(3);
    // The board style keeps the UI's light discs with coloured characters on both sides.
    for (const side of ['red', 'black']) for (const d of discs(board, side)) expect(d.face).toBe('#fdf3df');
    expect(printed.querySelector('.board-wood')!.getAttribute('fill')).toBe('#ffffff');
    expect(board.querySelector('.board-wood')!.getAttribute('fill')).not.toBe('#ffffff');
  });

  it('escapes the caption and drops characters XML forbids', () => {
    const title = `<b>"A" & 'B'</b>\u0007`;
    const svg = diagramSvg(diagram(START_FEN, { title, composer: ']]> <!-- x -->', stipulation: '红先胜' }));
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<!--');
    expect(svg).not.toContain('\u0007');
    const doc = parse(svg);
    expect(doc.querySelector('.caption-title')!.textContent).toBe(`<b>"A" & 'B'</b>`);
    expect(doc.querySelector('.caption-composer')!.textContent).toBe(']]> <!-- x -->');
    expect(escapeXml('a\uD800b\uFFFE😀')).toBe('ab😀');
  });

  it('is self-contained and names a CJK font for each desktop', () => {
    const svg = diagramSvg(diagram('3k5/4a4/4b4/9/9/9/9/9/4A4/4K3R w - - 0 1', { title: 't', arrow: makeMove(iccsToSquare('i0')!, iccsToSquare('i4')!) }));
    for (const outside of ['href', 'url(', '<image', '<style', '<use', ' id=', '@import']) expect(svg).not.toContain(outside);
    const family = parse(svg).documentElement.getAttribute('font-family')!;
    for (const font of ['Microsoft YaHei', 'SimSun', 'PingFang SC', 'Songti SC', 'Noto Sans CJK SC', 'Noto Serif CJK SC', 'WenQuanYi Micro Hei']) {
      expect(DIAGRAM_FONTS).toContain(font);
      expect(family).toContain(`'${font}'`);
    }
    expect(family.endsWith('sans-serif')).toBe(true);
  });

  it('refuses a FEN it cannot read', () => {
    expect(() => diagramSvg(diagram('not a fen'))).toThrow(/diagram/);
  });
});
