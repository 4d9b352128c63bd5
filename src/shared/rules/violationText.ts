/** Each broken rule of a setup in words, in Simplified Chinese and English. */
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from './piece';
import { pointName } from '../notation/points';
import type { Violation } from './validate';
import type { Lang } from '../lang';

const ZH_NAMES: Record<PieceKind, readonly [string, string]> = {
  [KING]: ['帅', '将'], [ADVISOR]: ['仕', '士'], [ELEPHANT]: ['相', '象'], [HORSE]: ['马', '马'],
  [ROOK]: ['车', '车'], [CANNON]: ['炮', '炮'], [PAWN]: ['兵', '卒'],
};
const EN_NAMES: Record<PieceKind, string> = {
  [KING]: 'king', [ADVISOR]: 'advisor', [ELEPHANT]: 'elephant', [HORSE]: 'horse', [ROOK]: 'rook',
  [CANNON]: 'cannon', [PAWN]: 'pawn',
};

function side(color: Color, lang: Lang): string {
  if (lang === 'zh') return color === RED ? '红方' : '黑方';
  return color === RED ? 'Red' : 'Black';
}

function zhName(color: Color, kind: PieceKind): string {
  return ZH_NAMES[kind][color];
}

export function describeViolation(v: Violation, lang: Lang): string {
  const zh = lang === 'zh';
  switch (v.code) {
    case 'invalid-square':
      return zh ? `无效的棋盘位置（${v.square}）` : `invalid board point (${v.square})`;
    case 'invalid-piece':
      return zh ? `${pointName(v.square, RED, lang)}上的棋子无效` : `invalid piece on ${pointName(v.square, RED, lang)}`;
    case 'two-on-point':
      return zh ? `${pointName(v.square, RED, lang)}上放了两枚棋子` : `two pieces on ${pointName(v.square, RED, lang)}`;
    case 'missing-king':
      return zh ? `${side(v.color, lang)}缺少${zhName(v.color, KING)}` : `${side(v.color, lang)} has no king`;
    case 'too-many':
      return zh
        ? `${side(v.color, lang)}${zhName(v.color, v.kind)}过多（${v.count} 个，最多 ${v.max} 个）`
        : `${side(v.color, lang)} has too many ${EN_NAMES[v.kind]}s (${v.count}, at most ${v.max})`;
    case 'king-outside-palace':
      return zh
        ? `${side(v.color, lang)}${zhName(v.color, KING)}不在九宫内（${pointName(v.square, v.color, lang)}）`
        : `${side(v.color, lang)} king outside its palace (${pointName(v.square, v.color, lang)})`;
    case 'advisor-off-point':
      return zh
        ? `${side(v.color, lang)}${zhName(v.color, ADVISOR)}不在九宫的士位上（${pointName(v.square, v.color, lang)}）`
        : `${side(v.color, lang)} advisor off the palace diagonals (${pointName(v.square, v.color, lang)})`;
    case 'elephant-off-point':
      return zh
        ? `${side(v.color, lang)}${zhName(v.color, ELEPHANT)}不在本方的象位上，象不能过河（${pointName(v.square, v.color, lang)}）`
        : `${side(v.color, lang)} elephant off its seven points; elephants never cross the river (${pointName(v.square, v.color, lang)})`;
    case 'pawn-unreachable':
      return zh
        ? `${side(v.color, lang)}${zhName(v.color, PAWN)}在它永远走不到的位置（${pointName(v.square, v.color, lang)}）`
        : `${side(v.color, lang)} pawn on a point it can never reach (${pointName(v.square, v.color, lang)})`;
    case 'kings-facing':
      return zh ? '将帅在同一直线上照面，中间没有棋子' : 'the kings face each other on an open file';
    case 'opponent-in-check':
      return zh
        ? `${side(v.color, lang)}不该走棋却正被将军`
        : `${side(v.color, lang)} is in check but it is not ${v.color === RED ? 'Red' : 'Black'}'s turn`;
  }
}
