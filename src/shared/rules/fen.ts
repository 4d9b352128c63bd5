/**
 * Xiangqi FEN. Reading is lenient where real files differ (`E`/`H` for elephant and horse, `r` for red
 * to move, missing trailing fields); writing is canonical (`B`/`N`, `w`/`b`, `- - 0 1`).
 */
import { err, ok, type Result } from '../result';
import { BLACK, type Color, RED, fenCharToPiece, pieceToFenChar } from './piece';
import { type Placement, type Setup, setupBoard } from './setup';
import { FILES, ROWS, squareAt } from './square';

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** What is wrong, with the details a message in either language needs (worded at the edges: shared/words). */
export type FenProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'ranks'; readonly count: number }
  | { readonly code: 'piece-letter'; readonly letter: string; readonly rank: number }
  | { readonly code: 'rank-width'; readonly rank: number; readonly text: string; readonly files: number }
  | { readonly code: 'turn'; readonly text: string };

function fenError(problem: FenProblem): Result<Setup, FenProblem> {
  return err(problem);
}

export function parseFen(text: string): Result<Setup, FenProblem> {
  const fields = text.trim().split(/\s+/);
  if (fields[0] === '') return fenError({ code: 'empty' });
  const ranks = fields[0].split('/');
  if (ranks.length !== ROWS) return fenError({ code: 'ranks', count: ranks.length });
  const placements: Placement[] = [];
  for (let row = 0; row < ROWS; row++) {
    let file = 0;
    for (const ch of ranks[row]) {
      if (ch >= '1' && ch <= '9') {
        file += ch.charCodeAt(0) - 48;
        continue;
      }
      const piece = fenCharToPiece(ch);
      if (piece === undefined) return fenError({ code: 'piece-letter', letter: ch, rank: row + 1 });
      if (file < FILES) placements.push({ square: squareAt(row, file), piece });
      file++;
    }
    if (file !== FILES) return fenError({ code: 'rank-width', rank: row + 1, text: ranks[row], files: file });
  }
  let turn: Color = RED;
  if (fields.length > 1) {
    const side = fields[1].toLowerCase();
    if (side === 'w' || side === 'r') turn = RED;
    else if (side === 'b') turn = BLACK;
    else return fenError({ code: 'turn', text: fields[1] });
  }
  return ok({ placements, turn });
}

export function boardFen(board: ArrayLike<number>): string {
  const ranks: string[] = [];
  for (let row = 0; row < ROWS; row++) {
    let rank = '';
    let empty = 0;
    for (let file = 0; file < FILES; file++) {
      const piece = board[squareAt(row, file)];
      if (piece === 0) {
        empty++;
        continue;
      }
      if (empty) rank += String(empty);
      empty = 0;
      rank += pieceToFenChar(piece);
    }
    if (empty) rank += String(empty);
    ranks.push(rank);
  }
  return ranks.join('/');
}

export function makeFen(setup: Setup): string {
  return `${boardFen(setupBoard(setup))} ${setup.turn === RED ? 'w' : 'b'} - - 0 1`;
}
