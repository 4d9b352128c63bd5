/**
 * A study as a publication diagram in SVG: the UI's board (its colours and proportions, from
 * src/renderer/src/board/Board.tsx and styles.css) with the cannon and pawn point marks, the file
 * numbers (black's １…９ above, red's 九…一 below), the one move the caller names as an arrow (none by
 * default), and a caption under the board: title, composer, stipulation. Two piece styles: the UI's
 * board, or the printed style of books (black on white, black's pieces filled discs with white
 * characters, red's outlined discs). The document is self-contained (no stylesheet, image, font or
 * `id` it refers to), so it can be saved as a file, embedded in a page beside others, or rasterised
 * without a browser (src/main/export/png.ts). Layout and fonts: docs/formats/diagram.md.
 */
import { fileNumber, fileNumeral } from '../../notation/points';
import { moveFrom, moveTo } from '../../rules/move';
import { BLACK, RED, pieceColor, pieceToFenChar } from '../../rules/piece';
import { pieceName } from '../../rules/pieceNames';
import { FILES, ROWS, fileOf, rowOf, squareToIccs } from '../../rules/square';
import { type Diagram, type PieceStyle, captionLines, diagramArrow, diagramBoard } from './diagram';

/** The UI's board (Board.tsx): cell, margin round the grid, piece radius, file numbers' inset. */
const CELL = 56, MARGIN = 50, RADIUS = 25, NUMBER_INSET = 13;
const BOARD_WIDTH = MARGIN * 2 + CELL * 8, BOARD_HEIGHT = MARGIN * 2 + CELL * 9;
/** White paper round the board, and the gap between the board and the caption. */
const PAD = 20, CAPTION_GAP = 14;

/** The geometry, for callers that place things on the picture and for the tests. */
export const DIAGRAM_LAYOUT = {
  cell: CELL,
  radius: RADIUS,
  /** The point of file a (red's left), row 0 (black's back rank). */
  originX: PAD + MARGIN,
  originY: PAD + MARGIN,
  width: BOARD_WIDTH + PAD * 2,
  boardTop: PAD,
  boardBottom: PAD + BOARD_HEIGHT,
} as const;

interface Disc { readonly face: string; readonly edge: string; readonly ring: string; readonly ink: string }

interface Palette {
  readonly paper: string; readonly wood: string; readonly line: string; readonly caption: string; readonly composer: string;
  readonly arrow: string;
  /** Each side's disc: its face, outer edge, inner ring and character. */
  readonly red: Disc;
  readonly black: Disc;
}

const PALETTES: Readonly<Record<PieceStyle, Palette>> = {
  /** styles.css: --wood, --line, --red, --black, the piece face, and the arrow in the selection's blue. */
  board: {
    paper: '#ffffff', wood: '#f1d9a7', line: '#6b4a1f', caption: '#222222', composer: '#555555', arrow: '#2f6fd6',
    red: { face: '#fdf3df', edge: '#b3261e', ring: '#b3261e', ink: '#b3261e' },
    black: { face: '#fdf3df', edge: '#1f1f1f', ring: '#1f1f1f', ink: '#1f1f1f' },
  },
  /** One ink on white paper, as diagrams are printed. */
  printed: {
    paper: '#ffffff', wood: '#ffffff', line: '#000000', caption: '#000000', composer: '#000000', arrow: '#000000',
    red: { face: '#ffffff', edge: '#000000', ring: '#000000', ink: '#000000' },
    black: { face: '#000000', edge: '#000000', ring: '#ffffff', ink: '#ffffff' },
  },
};

/**
 * A CJK face on every desktop: Linux (Noto CJK, Source Han, WenQuanYi), macOS (PingFang, Songti),
 * Windows (Microsoft YaHei, SimSun); sans first, as the UI's stylesheet.
 */
export const DIAGRAM_FONTS = [
  'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'WenQuanYi Zen Hei',
  'Noto Serif CJK SC', 'Songti SC', 'SimSun', 'sans-serif',
];

/** Text as XML character data or an attribute value: markup escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Numbers without float noise: 2 decimals at most. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The centre of a square's point. */
export function pointCentre(square: number): [number, number] {
  return [DIAGRAM_LAYOUT.originX + fileOf(square) * CELL, DIAGRAM_LAYOUT.originY + rowOf(square) * CELL];
}

/**
 * A text element centred on (x, y). The baseline is placed by hand (0.37 em below the centre: the
 * middle of an ideograph's em box and of a digit's cap height) rather than by dominant-baseline,
 * which not every renderer reads.
 */
function centredText(x: number, y: number, size: number, text: string, attrs: string): string {
  return `<text x="${n(x)}" y="${n(y + size * 0.37)}" font-size="${n(size)}" text-anchor="middle" ${attrs}>${escapeXml(text)}</text>`;
}

function gridLines(): string[] {
  const x0 = DIAGRAM_LAYOUT.originX, y0 = DIAGRAM_LAYOUT.originY;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${n(x0 + x1 * CELL)}" y1="${n(y0 + y1 * CELL)}" x2="${n(x0 + x2 * CELL)}" y2="${n(y0 + y2 * CELL)}"/>`;
  const lines: string[] = [];
  for (let r = 0; r < ROWS; r++) lines.push(line(0, r, 8, r));
  for (let f = 0; f < FILES; f++) {
    // The edge files run across the river; the others stop at its banks.
    if (f === 0 || f === 8) lines.push(line(f, 0, f, 9));
    else lines.push(line(f, 0, f, 4), line(f, 5, f, 9));
  }
  for (const top of [0, 7]) lines.push(line(3, top, 5, top + 2), line(5, top, 3, top + 2));
  return lines;
}

/** The cannons' and pawns' starting points, marked with corner brackets (none off the board's edge). */
function pointMarks(): string[] {
  const gap = 4, arm = 10;
  const points: [number, number][] = [];
  for (const row of [2, 7]) for (const file of [1, 7]) points.push([row, file]);
  for (const row of [3, 6]) for (const file of [0, 2, 4, 6, 8]) points.push([row, file]);
  const paths: string[] = [];
  for (const [row, file] of points) {
    const x = DIAGRAM_LAYOUT.originX + file * CELL, y = DIAGRAM_LAYOUT.originY + row * CELL;
    for (const dx of [-1, 1]) {
      if ((dx < 0 && file === 0) || (dx > 0 && file === 8)) continue;
      for (const dy of [-1, 1]) {
        paths.push(`M${n(x + dx * gap)} ${n(y + dy * (gap + arm))}V${n(y + dy * gap)}H${n(x + dx * (gap + arm))}`);
      }
    }
  }
  return paths;
}

function fileNumbers(): string[] {
  const texts: string[] = [];
  for (let file = 0; file < FILES; file++) {
    const x = DIAGRAM_LAYOUT.originX + file * CELL;
    for (const color of [BLACK, RED] as const) {
      const y = color === BLACK ? PAD + NUMBER_INSET : PAD + BOARD_HEIGHT - NUMBER_INSET;
      const side = color === RED ? 'red' : 'black', number = fileNumber(color, file);
      texts.push(centredText(x, y, 15, fileNumeral(color, number), `class="file-number ${side}" data-file="${number}"`));
    }
  }
  return texts;
}

function pieces(board: Int8Array, palette: Palette): string[] {
  const groups: string[] = [];
  board.forEach((piece, square) => {
    if (!piece) return;
    const [x, y] = pointCentre(square);
    const red = pieceColor(piece) === RED, disc = red ? palette.red : palette.black;
    groups.push(
      `<g class="piece ${red ? 'red' : 'black'}" data-square="${squareToIccs(square)}" data-piece="${pieceToFenChar(piece)}" transform="translate(${n(x)} ${n(y)})">` +
        `<circle r="${RADIUS}" fill="${disc.face}" stroke="${disc.edge}" stroke-width="2"/>` +
        `<circle r="${RADIUS - 4}" fill="none" stroke="${disc.ring}" stroke-width="1"/>` +
        centredText(0, 0, 26, pieceName(piece), `font-weight="600" fill="${disc.ink}"`) +
        '</g>',
    );
  });
  return groups;
}

/**
 * The outline of an arrow between two points' centres, shaft and head as one polygon (no marker, no
 * id), for this diagram and the UI's board alike. It leaves the origin at the piece's inner ring, so
 * the moving piece's character stays legible.
 */
export function arrowOutline([cx, cy]: readonly [number, number], [x2, y2]: readonly [number, number]): [number, number][] {
  const length = Math.hypot(x2 - cx, y2 - cy);
  const ux = (x2 - cx) / length, uy = (y2 - cy) / length, px = -uy, py = ux;
  const shaft = 3.5, head = 12, headLength = 20, tipInset = 4, tailInset = RADIUS - 6;
  const x1 = cx + ux * tailInset, y1 = cy + uy * tailInset;
  const tipX = x2 - ux * tipInset, tipY = y2 - uy * tipInset;
  const baseX = tipX - ux * headLength, baseY = tipY - uy * headLength;
  return [
    [x1 + px * shaft, y1 + py * shaft], [baseX + px * shaft, baseY + py * shaft], [baseX + px * head, baseY + py * head],
    [tipX, tipY],
    [baseX - px * head, baseY - py * head], [baseX - px * shaft, baseY - py * shaft], [x1 - px * shaft, y1 - py * shaft],
  ];
}

function arrow(from: number, to: number): string {
  const outline = arrowOutline(pointCentre(from), pointCentre(to));
  return `<polygon class="arrow" data-from="${squareToIccs(from)}" data-to="${squareToIccs(to)}" points="${outline.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"/>`;
}

/** Rough width of a caption line in ems: ideographs one, ASCII about half. */
function ems(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! < 0x2e80 ? 0.56 : 1;
  return width;
}

function captionStyle(palette: Palette) {
  return {
    title: { size: 24, lineHeight: 36, attrs: `font-weight="700" fill="${palette.caption}"` },
    composer: { size: 16, lineHeight: 26, attrs: `fill="${palette.composer}"` },
    stipulation: { size: 20, lineHeight: 32, attrs: `fill="${palette.caption}"` },
  } as const;
}

export function diagramSvg(d: Diagram): string {
  const board = diagramBoard(d);
  const style = d.pieceStyle ?? 'board', palette = PALETTES[style], CAPTION_STYLE = captionStyle(palette);
  const width = DIAGRAM_LAYOUT.width, centreX = width / 2, x0 = DIAGRAM_LAYOUT.originX, y0 = DIAGRAM_LAYOUT.originY;

  const caption: string[] = [];
  let y = PAD + BOARD_HEIGHT + CAPTION_GAP;
  for (const { kind, text } of captionLines(d)) {
    const line = CAPTION_STYLE[kind];
    // A long title shrinks to fit the paper rather than running off it.
    const size = Math.max(10, Math.min(line.size, (width - PAD * 2) / ems(text)));
    caption.push(centredText(centreX, y + line.lineHeight / 2, size, text, `class="caption-${kind}" ${line.attrs}`));
    y += line.lineHeight;
  }
  const height = (caption.length ? y : PAD + BOARD_HEIGHT) + PAD;

  const fonts = DIAGRAM_FONTS.map((f) => (f === 'sans-serif' ? f : `'${f}'`)).join(', ');
  const river = (file: number, text: string) =>
    centredText(x0 + file * CELL, y0 + 4.5 * CELL, 26, text, `class="river" fill="${palette.line}" letter-spacing="8"`);
  const key = diagramArrow(d);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(fonts)}" data-piece-style="${style}">`,
    `<title>${escapeXml(captionLines(d).map((l) => l.text).join(' '))}</title>`,
    `<rect width="${width}" height="${height}" fill="${palette.paper}"/>`,
    `<rect class="board-wood" x="${PAD}" y="${PAD}" width="${BOARD_WIDTH}" height="${BOARD_HEIGHT}" rx="8" fill="${palette.wood}"/>`,
    `<g class="board-lines" stroke="${palette.line}" stroke-width="1.5" stroke-linecap="square">${gridLines().join('')}</g>`,
    `<path class="point-marks" fill="none" stroke="${palette.line}" stroke-width="1.2" d="${pointMarks().join('')}"/>`,
    river(2, '楚 河'),
    river(6, '汉 界'),
    `<g class="file-numbers" fill="${palette.line}">${fileNumbers().join('')}</g>`,
    `<g class="pieces">${pieces(board, palette).join('')}</g>`,
    key === undefined ? '' : `<g class="arrows" fill="${palette.arrow}" fill-opacity="${style === 'printed' ? 0.6 : 0.8}">${arrow(moveFrom(key), moveTo(key))}</g>`,
    caption.length ? `<g class="caption">${caption.join('')}</g>` : '',
    '</svg>',
    '',
  ].filter((part, i, all) => part !== '' || i === all.length - 1).join('\n');
}
