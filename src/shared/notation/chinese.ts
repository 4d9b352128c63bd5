/**
 * Chinese notation (中文纵线格式): piece, origin file, 进/退/平, target. Red counts files 一…九 from its
 * right and writes steps in Chinese numerals; black counts 1…9 from its right in digits (we write
 * full-width digits as xqbase does: 马８进７). 帅/将, 车, 炮, 兵/卒 give 进/退 a number of points and
 * 平 a file; 马, 相/象, 仕/士 give the target file. Two identical pieces on a file: 前/后 replaces the
 * file and the piece comes second (前车进一).
 *
 * Pawns sharing files (three conventions exist; we write (a) and read all three):
 *  (a) xqbase / ElephantEye: all of the mover's pawns on files holding two or more, ordered file by
 *      file from the mover's right and front to back: two → 前/后, three → 前/中/后, four or five →
 *      一/二/三/四/五, then 兵 (二兵平四).
 *  (b) forum / DhtmlXQ: position within the pawn's own file (前/后; 前/中/后; 前/二/三/四; 前/二/三/
 *      四/五), and when two files are crowded the file after it: 前兵九平八, shortened 前九平八.
 *  (c) WXF-like: position word then file, as in (b) with the file always given.
 * Accepted glyphs: 帅帥将將 仕士 相象 马馬傌 车車俥硨 炮砲包 兵卒, 後 for 后, 進 for 进, full- and
 * half-width digits, Chinese numerals for either side.
 */
import { type Move, moveFrom, moveTo } from '../rules/move';
import { CANNON, type Color, HORSE, KING, PAWN, ROOK, makePiece } from '../rules/piece';
import { pieceName } from '../rules/pieceNames';
import type { Position } from '../rules/position';
import { crowdedPawnFiles, fileFromRight, moveTarget, sameFile } from './files';
import { NUMERALS, fileNumeral } from './points';
import type { Speller } from './spelling';

const DIRECTION = { forward: '进', backward: '退', sideways: '平' } as const;


function tail(pos: Position, move: Move): string {
  const from = moveFrom(move), color = (pos.pieceAt(from) >> 3) as Color;
  const { direction, target } = moveTarget(pos.board, from, moveTo(move));
  return DIRECTION[direction] + fileNumeral(color, target);
}

/** Position words of a pawn under convention (a), or undefined when its file has no other pawn. */
function pawnWordA(pos: Position, move: Move): string | undefined {
  const from = moveFrom(move), color = (pos.pieceAt(from) >> 3) as Color;
  const all = crowdedPawnFiles(pos.board, color).flatMap((f) => f.squares);
  const i = all.indexOf(from);
  if (i < 0) return undefined;
  return all.length === 2 ? '前后'[i] : all.length === 3 ? '前中后'[i] : NUMERALS[i + 1];
}

export function writeChinese(pos: Position, move: Move): string {
  const from = moveFrom(move), piece = pos.pieceAt(from), color = (piece >> 3) as Color, kind = piece & 7;
  const name = pieceName(piece);
  if (kind === PAWN) {
    const word = pawnWordA(pos, move);
    if (word) return word + name + tail(pos, move);
  } else if (kind === ROOK || kind === HORSE || kind === CANNON) {
    const twins = sameFile(pos.board, from);
    if (twins.length === 2) return (twins[0] === from ? '前' : '后') + name + tail(pos, move);
  }
  return name + fileNumeral(color, fileFromRight(color, from)) + tail(pos, move);
}

/** Convention (b)/(c) spellings of a pawn on a crowded file. */
function pawnForms(pos: Position, move: Move): string[] {
  const from = moveFrom(move), piece = pos.pieceAt(from), color = (piece >> 3) as Color;
  const crowded = crowdedPawnFiles(pos.board, color);
  const mine = crowded.find((f) => f.squares.includes(from));
  if (!mine) return [];
  const i = mine.squares.indexOf(from), n = mine.squares.length;
  const word = n === 2 ? '前后'[i] : n === 3 ? '前中后'[i] : i === 0 ? '前' : NUMERALS[i + 1];
  const name = pieceName(makePiece(color, PAWN)), file = fileNumeral(color, mine.file), rest = tail(pos, move);
  const forms = [word + name + file + rest, word + file + rest];
  if (crowded.length === 1) forms.push(word + name + rest);
  return forms;
}

const GLYPHS: Record<string, string> = {
  帅: 'K', 帥: 'K', 将: 'K', 將: 'K', 仕: 'A', 士: 'A', 相: 'B', 象: 'B', 马: 'N', 馬: 'N', 傌: 'N',
  车: 'R', 車: 'R', 俥: 'R', 硨: 'R', 炮: 'C', 砲: 'C', 包: 'C', 兵: 'P', 卒: 'P', 後: '后', 進: '进',
};

export const chineseSpeller: Speller = {
  name: 'Chinese',
  spellings: (pos, move) => [writeChinese(pos, move), ...pawnForms(pos, move)],
  vagueSpellings(pos, move) {
    const from = moveFrom(move), piece = pos.pieceAt(from), color = (piece >> 3) as Color, kind = piece & 7;
    const plain = pieceName(piece) + fileNumeral(color, fileFromRight(color, from)) + tail(pos, move);
    return plain === writeChinese(pos, move) || kind === KING ? [] : [plain];
  },
  normalize(text) {
    let out = '';
    for (const ch of text.trim()) {
      if (ch === ' ' || ch === '\u3000') continue;
      const code = ch.charCodeAt(0);
      if (code >= 0xff10 && code <= 0xff19) out += String(code - 0xff10);
      else if (NUMERALS.indexOf(ch) > 0) out += String(NUMERALS.indexOf(ch));
      else out += GLYPHS[ch] ?? ch;
    }
    return /^[KABNRCP前中后1-9]{1,2}[KABNRCP1-9]?[进退平][1-9]$/.test(out) ? out : null;
  },
};
