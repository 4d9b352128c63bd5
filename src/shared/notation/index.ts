/** Writing and reading moves in the notation a user chose. */
import type { Move } from '../rules/move';
import type { Position } from '../rules/position';
import type { Result } from '../result';
import { chineseSpeller, writeChinese } from './chinese';
import { parseIccs, writeIccs } from './iccs';
import { parseBySpelling } from './spelling';
import type { Notation, NotationError } from './types';
import { writeWxf, wxfSpeller } from './wxf';

export { NOTATIONS, type Notation, type NotationError } from './types';

export function writeMove(pos: Position, move: Move, notation: Notation): string {
  switch (notation) {
    case 'chinese':
      return writeChinese(pos, move);
    case 'wxf':
      return writeWxf(pos, move);
    case 'iccs':
      return writeIccs(move);
  }
}

export function parseMove(pos: Position, text: string, notation: Notation): Result<Move, NotationError> {
  switch (notation) {
    case 'chinese':
      return parseBySpelling(pos, text, chineseSpeller);
    case 'wxf':
      return parseBySpelling(pos, text, wxfSpeller);
    case 'iccs':
      return parseIccs(pos, text);
  }
}
