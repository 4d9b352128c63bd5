/**
 * The diagram as PNG, rendered by resvg without a browser: a real PNG of the expected size, pieces
 * where the board is otherwise empty, and the pieces' characters drawn inside their discs in their
 * side's ink — which only happens when a CJK font was found (CI installs fonts-noto-cjk).
 */
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagramPng } from '../../../src/main/export/png';
import type { Diagram } from '../../../src/shared/formats/diagram/diagram';
import { DIAGRAM_LAYOUT, diagramSvg, pointCentre } from '../../../src/shared/formats/diagram/svg';
import { makeMove } from '../../../src/shared/rules/move';
import { iccsToSquare } from '../../../src/shared/rules/square';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EMPTY = '9/9/9/9/9/9/9/9/9/9 w';
/** Red king d0, red rook i0, black king e9 and cannon b7. */
const POSITION = '4k4/9/1c7/9/9/9/9/9/9/3K4R w';
const CAPTION = { title: '测试', composer: '佚名', stipulation: '红先胜' };
const SCALE = 2;

const sq = (iccs: string) => iccsToSquare(iccs)!;

function pixel(png: PNG, x: number, y: number): [number, number, number, number] {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
}

/** Pixels within `r` (SVG units) of a square's point that satisfy `test`, and how many were looked at. */
function count(png: PNG, square: number, r: number, test: (p: [number, number, number, number]) => boolean): [number, number] {
  const [cx, cy] = pointCentre(square).map((v) => v * SCALE);
  let hits = 0, all = 0;
  for (let y = cy - r * SCALE; y <= cy + r * SCALE; y++) {
    for (let x = cx - r * SCALE; x <= cx + r * SCALE; x++) {
      if (Math.hypot(x - cx, y - cy) > r * SCALE) continue;
      all++;
      if (test(pixel(png, x, y))) hits++;
    }
  }
  return [hits, all];
}

const redInk = ([r, g, b]: number[]) => r > 130 && g < 100 && b < 100;
const blackInk = ([r, g, b]: number[]) => r < 90 && g < 90 && b < 90;

describe('diagramPng', () => {
  let bytes: Uint8Array, board: PNG, empty: PNG, svgHeight: number;

  beforeAll(() => {
    const d: Diagram = { fen: POSITION, ...CAPTION, arrow: makeMove(sq('i0'), sq('i5')) };
    const svg = diagramSvg(d);
    svgHeight = Number(/height="(\d+)"/.exec(svg)![1]);
    bytes = diagramPng(svg, SCALE);
    board = PNG.sync.read(Buffer.from(bytes));
    empty = PNG.sync.read(Buffer.from(diagramPng(diagramSvg({ fen: EMPTY, ...CAPTION }), SCALE)));
  }, 60_000);

  it('is a PNG whose header gives the SVG size times the scale', () => {
    expect([...bytes.subarray(0, 8)]).toEqual(SIGNATURE);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
    expect(view.getUint32(16)).toBe(DIAGRAM_LAYOUT.width * SCALE);
    expect(view.getUint32(20)).toBe(svgHeight * SCALE);
    expect([board.width, board.height]).toEqual([DIAGRAM_LAYOUT.width * SCALE, svgHeight * SCALE]);
  });

  it('paints the paper, the wood and the empty board', () => {
    expect(pixel(empty, 2, 2)).toEqual([255, 255, 255, 255]);
    // Between points, the wood #f1d9a7.
    const [x, y] = pointCentre(sq('e4')).map((v) => v * SCALE + DIAGRAM_LAYOUT.cell);
    expect(pixel(empty, x, y)).toEqual([0xf1, 0xd9, 0xa7, 255]);
  });

  it('shows a piece where the empty board shows its point', () => {
    for (const iccs of ['d0', 'i0', 'e9', 'b7']) {
      const [cx, cy] = pointCentre(sq(iccs)).map((v) => v * SCALE);
      const ring = [cx + (DIAGRAM_LAYOUT.radius - 2) * SCALE, cy];
      expect(pixel(board, ring[0], ring[1]), iccs).not.toEqual(pixel(empty, ring[0], ring[1]));
      const [changed, all] = count(board, sq(iccs), DIAGRAM_LAYOUT.radius - 1, () => true);
      expect(changed).toBe(all);
    }
    // And nothing where there is no piece.
    const [cx, cy] = pointCentre(sq('a0')).map((v) => v * SCALE);
    expect(pixel(board, cx + 10, cy - 10)).toEqual(pixel(empty, cx + 10, cy - 10));
  });

  it('draws each piece\'s character in its side\'s ink inside its disc (a CJK font was found)', () => {
    // Inside the inner ring (radius 21) only the character can be ink: the face is #fdf3df.
    for (const [iccs, ink] of [['d0', redInk], ['e9', blackInk], ['b7', blackInk]] as const) {
      const [hits, all] = count(board, sq(iccs), 16, ink);
      expect(hits / all, iccs).toBeGreaterThan(0.08);
      const [emptyHits] = count(empty, sq(iccs), 16, ink);
      expect(emptyHits).toBe(0);
    }
    // Red's king is not drawn in black ink, nor black's in red.
    expect(count(board, sq('d0'), 16, blackInk)[0]).toBe(0);
    expect(count(board, sq('e9'), 16, redInk)[0]).toBe(0);
  });

  it('draws the arrow over the board', () => {
    const [x] = pointCentre(sq('i0')), [, y] = pointCentre(sq('i3'));
    const [r, g, b] = pixel(board, x * SCALE, y * SCALE);
    expect(b).toBeGreaterThan(r + 60);
    expect(b).toBeGreaterThan(g);
  });

  it('writes the caption below the board in dark ink', () => {
    const top = DIAGRAM_LAYOUT.boardBottom * SCALE, bottom = board.height;
    let dark = 0;
    for (let y = top; y < bottom; y++) for (let x = 0; x < board.width; x++) if (blackInk(pixel(board, x, y))) dark++;
    expect(dark).toBeGreaterThan(200);
  });
});
