/**
 * A study as a text diagram for forums, in full-width characters: the caption's lines, black's file
 * numbers １…９, the board drawn with box-drawing characters (points on the ranks, the files' lines
 * between them, the palaces' diagonals, the river with 楚河 汉界), red's file numbers 九…一, and the FEN.
 * Red and black are told apart by their characters, as Chinese forums and programs write boards in
 * text: red 帥仕相傌俥炮兵, black 將士象馬車砲卒 (docs/formats/diagram.md has the sources). Every
 * character is in GBK, so the diagram survives an export in the encoding older forums use.
 */
import { fileNumber, fileNumeral } from '../../notation/points';
import { BLACK, type Color, type Piece, RED, pieceColor, pieceKind } from '../../rules/piece';
import { FILES, ROWS, squareAt } from '../../rules/square';
import { type Diagram, captionLines, diagramBoard } from './diagram';

/** Red's and black's characters, by kind (index 0 unused). */
const NAMES: readonly string[] = [' 帥仕相傌俥炮兵', ' 將士象馬車砲卒'];

export function textPieceName(piece: Piece): string {
  return NAMES[pieceColor(piece)][pieceKind(piece)];
}

/** U+3000, the ideographic space: one full-width cell of nothing. */
export const SPACE = '　';

/** The grid's character at an empty point: corners, edges, and the river's banks cut the inner files. */
function gridPoint(row: number, file: number): string {
  const left = file === 0, right = file === FILES - 1;
  if (row === 0) return left ? '┌' : right ? '┐' : '┬';
  if (row === ROWS - 1) return left ? '└' : right ? '┘' : '┴';
  if (left) return '├';
  if (right) return '┤';
  if (row === 4) return '┴';
  if (row === 5) return '┬';
  return '┼';
}

/** The row between `row` and `row + 1`: the files' lines, and the diagonals inside the palaces. */
function gapRow(row: number): string {
  if (row === 4) return `│${SPACE.repeat(2)}楚${SPACE}河${SPACE.repeat(5)}汉${SPACE}界${SPACE.repeat(2)}│`;
  const cells: string[] = [];
  for (let file = 0; file < FILES; file++) {
    cells.push('│');
    if (file === FILES - 1) break;
    // Diagonals between files d-e and e-f: ╲╱ above the palace's centre, ╱╲ below it.
    const palace = row === 0 || row === 7 ? '╲╱' : row === 1 || row === 8 ? '╱╲' : '';
    cells.push(palace && (file === 3 || file === 4) ? palace[file - 3] : SPACE);
  }
  return cells.join('');
}

function rankRow(board: Int8Array, row: number): string {
  const cells: string[] = [];
  for (let file = 0; file < FILES; file++) {
    const piece = board[squareAt(row, file)];
    cells.push(piece ? textPieceName(piece) : gridPoint(row, file));
  }
  return cells.join('─');
}

function numberRow(color: Color): string {
  return Array.from({ length: FILES }, (_, file) => fileNumeral(color, fileNumber(color, file))).join(SPACE);
}

/** The text diagram, lines ending in '\n'. */
export function diagramText(d: Diagram): string {
  const board = diagramBoard(d);
  const lines = captionLines(d).map((l) => l.text);
  if (lines.length) lines.push('');
  lines.push(numberRow(BLACK));
  for (let row = 0; row < ROWS; row++) {
    lines.push(rankRow(board, row));
    if (row < ROWS - 1) lines.push(gapRow(row));
  }
  lines.push(numberRow(RED), '', `FEN: ${d.fen.trim()}`);
  return `${lines.join('\n')}\n`;
}
