/**
 * The Xiangqi board drawn in SVG: nine files, ten ranks, the river and both palaces, pieces as
 * discs with their Chinese names. Points take clicks, pieces can be dragged to another point or off
 * the board, and palette pieces can be dropped onto it. Every point carries its ICCS name so tests
 * and screen readers can find it.
 */
import { type DragEvent, type PointerEvent, useRef, useState } from 'react';
import { fileNumber, fileNumeral } from '../../../shared/notation/points';
import { BLACK, RED } from '../../../shared/rules/piece';
import { arrowOutline } from '../../../shared/formats/diagram/svg';
import { squareToIccs } from '../../../shared/rules/square';
import { pieceName } from './pieces';

// The margin leaves room for the file numbers outside the pieces of the back ranks.
const CELL = 56, MARGIN = 50, RADIUS = 25, NUMBER_INSET = 13;
const WIDTH = MARGIN * 2 + CELL * 8, HEIGHT = MARGIN * 2 + CELL * 9;
const DRAG_THRESHOLD = 8;

export interface BoardProps {
  readonly board: readonly number[];
  readonly flipped?: boolean;
  readonly selected?: number | null;
  readonly marks?: readonly number[];
  readonly lastMove?: readonly [number, number] | null;
  /** Moves drawn as arrows, from and to, best first: the first stands out. */
  readonly arrows?: readonly (readonly [number, number])[];
  readonly label: string;
  /** Classes besides `board`: `thumbnail` draws it small, for a list. */
  readonly className?: string;
  /** A picture only (a list's thumbnail): the lines and the pieces, no points to click, numbers or river words. */
  readonly still?: boolean;
  readonly riverText?: readonly [string, string];
  onPointClick?(square: number): void;
  onPointContextMenu?(square: number): void;
  /** A piece was dragged from `from` to `to`, or off the board (`to` null). */
  onDragMove?(from: number, to: number | null): void;
  /** A palette piece was dropped on a point. */
  onDropPiece?(square: number, piece: number): void;
}

/**
 * The river's words a character a square, centred on `column` (in files): each sits in the middle of
 * a square of the river, where the pieces on both banks leave it uncovered.
 */
function riverChars(text: string, column: number): { char: string; column: number }[] {
  const chars = Array.from(text.replace(/\s+/g, ''));
  return chars.map((char, i) => ({ char, column: column - (chars.length - 1) / 2 + i }));
}

function pointXY(square: number, flipped: boolean): [number, number] {
  const row = Math.floor(square / 9), file = square % 9;
  return flipped ? [MARGIN + (8 - file) * CELL, MARGIN + (9 - row) * CELL] : [MARGIN + file * CELL, MARGIN + row * CELL];
}

export function Board(props: BoardProps) {
  const flipped = props.flipped ?? false;
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ from: number; x0: number; y0: number; x: number; y: number; moved: boolean } | null>(null);

  /** The point under client coordinates, or null off the board. */
  const squareAt = (clientX: number, clientY: number): number | null => {
    const box = svg.current!.getBoundingClientRect();
    const x = ((clientX - box.left) / box.width) * WIDTH, y = ((clientY - box.top) / box.height) * HEIGHT;
    const file = Math.round((x - MARGIN) / CELL), row = Math.round((y - MARGIN) / CELL);
    if (file < 0 || file > 8 || row < 0 || row > 9) return null;
    if (Math.hypot(x - (MARGIN + file * CELL), y - (MARGIN + row * CELL)) > CELL * 0.6) return null;
    return flipped ? (9 - row) * 9 + (8 - file) : row * 9 + file;
  };

  const toSvg = (clientX: number, clientY: number): [number, number] => {
    const box = svg.current!.getBoundingClientRect();
    return [((clientX - box.left) / box.width) * WIDTH, ((clientY - box.top) / box.height) * HEIGHT];
  };

  const onPiecePointerDown = (square: number) => (e: PointerEvent) => {
    if (e.button !== 0) return;
    (e.target as Element).setPointerCapture?.(e.pointerId);
    const [x, y] = toSvg(e.clientX, e.clientY);
    setDrag({ from: square, x0: x, y0: y, x, y, moved: false });
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag) return;
    const [x, y] = toSvg(e.clientX, e.clientY);
    setDrag({ ...drag, x, y, moved: drag.moved || Math.hypot(x - drag.x0, y - drag.y0) > DRAG_THRESHOLD });
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!drag) return;
    setDrag(null);
    if (drag.moved && props.onDragMove) props.onDragMove(drag.from, squareAt(e.clientX, e.clientY));
    else props.onPointClick?.(drag.from);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const piece = Number(e.dataTransfer.getData('application/x-canju-piece'));
    const square = squareAt(e.clientX, e.clientY);
    if (piece && square !== null) props.onDropPiece?.(square, piece);
  };

  const lines = [];
  for (let r = 0; r < 10; r++) lines.push(<line key={`r${r}`} x1={MARGIN} y1={MARGIN + r * CELL} x2={MARGIN + 8 * CELL} y2={MARGIN + r * CELL} />);
  for (let f = 0; f < 9; f++) {
    if (f === 0 || f === 8) lines.push(<line key={`f${f}`} x1={MARGIN + f * CELL} y1={MARGIN} x2={MARGIN + f * CELL} y2={MARGIN + 9 * CELL} />);
    else {
      lines.push(<line key={`f${f}a`} x1={MARGIN + f * CELL} y1={MARGIN} x2={MARGIN + f * CELL} y2={MARGIN + 4 * CELL} />);
      lines.push(<line key={`f${f}b`} x1={MARGIN + f * CELL} y1={MARGIN + 5 * CELL} x2={MARGIN + f * CELL} y2={MARGIN + 9 * CELL} />);
    }
  }
  for (const top of [0, 7]) {
    lines.push(<line key={`p${top}a`} x1={MARGIN + 3 * CELL} y1={MARGIN + top * CELL} x2={MARGIN + 5 * CELL} y2={MARGIN + (top + 2) * CELL} />);
    lines.push(<line key={`p${top}b`} x1={MARGIN + 5 * CELL} y1={MARGIN + top * CELL} x2={MARGIN + 3 * CELL} y2={MARGIN + (top + 2) * CELL} />);
  }
  const [riverLeft, riverRight] = props.riverText ?? ['楚 河', '汉 界'];
  // Each side's file numbers along its own edge: red 九…一 below, black １…９ above (swapped when flipped).
  const numbers = Array.from({ length: 9 }, (_, file) => {
    const x = pointXY(file, flipped)[0];
    const nearTop = (color: number) => (color === BLACK) !== flipped;
    return [RED, BLACK].map((color) => (
      <text key={`n${color}${file}`} className="file-number" x={x} y={nearTop(color) ? NUMBER_INSET : HEIGHT - NUMBER_INSET}
        dominantBaseline="central" textAnchor="middle" data-testid={`file-${color === RED ? 'red' : 'black'}-${fileNumber(color, file)}`}>
        {fileNumeral(color, fileNumber(color, file))}
      </text>
    ));
  });

  return (
    <svg
      ref={svg} className={props.className ? `board ${props.className}` : 'board'} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.label}
      onPointerMove={onPointerMove} onPointerUp={onPointerUp} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}
      onContextMenu={(e) => e.preventDefault()}
    >
      <rect className="board-wood" x={0} y={0} width={WIDTH} height={HEIGHT} rx={8} />
      <g className="board-lines">{lines}</g>
      {!props.still && <g className="file-numbers" aria-hidden="true">{numbers}</g>}
      {!props.still && [...riverChars(flipped ? riverRight : riverLeft, 2), ...riverChars(flipped ? riverLeft : riverRight, 6)].map(({ char, column }) => (
        <text key={`river${column}`} className="river" x={MARGIN + column * CELL} y={MARGIN + 4.5 * CELL} dominantBaseline="central" textAnchor="middle">{char}</text>
      ))}
      {props.lastMove && props.lastMove.map((sq, i) => {
        const [x, y] = pointXY(sq, flipped);
        return <rect key={`last${i}`} className="last-move" x={x - RADIUS - 3} y={y - RADIUS - 3} width={2 * RADIUS + 6} height={2 * RADIUS + 6} rx={6} />;
      })}
      {!props.still && Array.from({ length: 90 }, (_, sq) => {
        const [x, y] = pointXY(sq, flipped);
        return (
          <circle
            key={`pt${sq}`} className="point" cx={x} cy={y} r={CELL / 2 - 2} data-testid={`point-${squareToIccs(sq)}`}
            onClick={() => props.onPointClick?.(sq)}
            onContextMenu={(e) => { e.preventDefault(); props.onPointContextMenu?.(sq); }}
          />
        );
      })}
      {(props.marks ?? []).map((sq) => {
        const [x, y] = pointXY(sq, flipped);
        return <circle key={`m${sq}`} className="mark" cx={x} cy={y} r={7} pointerEvents="none" />;
      })}
      {props.board.map((piece, sq) => {
        if (!piece) return null;
        const dragging = drag?.from === sq && drag.moved;
        const [x, y] = dragging ? [drag.x, drag.y] : pointXY(sq, flipped);
        const red = piece >> 3 === 0;
        return (
          <g
            key={`pc${sq}`} className={`piece ${red ? 'red' : 'black'}${props.selected === sq ? ' selected' : ''}`}
            transform={`translate(${x} ${y})`} data-testid={`piece-${squareToIccs(sq)}`} data-piece={piece}
            onPointerDown={props.still ? undefined : onPiecePointerDown(sq)}
            onContextMenu={(e) => { e.preventDefault(); props.onPointContextMenu?.(sq); }}
          >
            <circle r={RADIUS} />
            <circle r={RADIUS - 4} className="inner" />
            <text dominantBaseline="central" textAnchor="middle">{pieceName(piece)}</text>
          </g>
        );
      })}
      {props.arrows && props.arrows.length > 0 && (
        <g className="arrows" pointerEvents="none">
          {/* The best last, so it lies on top. */}
          {props.arrows.map(([from, to], i) => (
            <polygon
              key={`a${i}`} className={i === 0 ? 'arrow best' : 'arrow'} data-testid={`arrow-${i}`} data-from={squareToIccs(from)} data-to={squareToIccs(to)}
              points={arrowOutline(pointXY(from, flipped), pointXY(to, flipped)).map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
            />
          )).reverse()}
        </g>
      )}
    </svg>
  );
}
