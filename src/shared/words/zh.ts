/** Every word of the catalogue in Simplified Chinese (words.ts says what each one is). */
import type { DhtmlxqMoveProblem, PgnMoveProblem, ReadError } from '../formats/readError';
import { fileNumber, fileNumeral, lineNumber } from '../notation/points';
import type { Notation } from '../notation/types';
import { ADVISOR, CANNON, type Color, ELEPHANT, HORSE, KING, PAWN, type PieceKind, RED, ROOK } from '../rules/piece';
import { fileOf, rowOf } from '../rules/square';
import type { Violation } from '../rules/validate';
import { type Words, word } from './words';

const side = (color: Color) => (color === RED ? '红方' : '黑方');

/** Each side's name of a piece kind: 帅/将, 仕/士, 相/象 …. */
const PIECES: Record<PieceKind, readonly [string, string]> = {
  [KING]: ['帅', '将'], [ADVISOR]: ['仕', '士'], [ELEPHANT]: ['相', '象'], [HORSE]: ['马', '马'],
  [ROOK]: ['车', '车'], [CANNON]: ['炮', '炮'], [PAWN]: ['兵', '卒'],
};
const piece = (color: Color, kind: PieceKind) => PIECES[kind][color];

/** A material's piece by kind (index 0 unused), as signatures and names count them. */
const MATERIAL_PIECES = ['', '将', '士', '象', '马', '车', '炮', '兵'];

/** A point as a side names it: its file number and its line from that side's back rank (红方五路第3横线). */
function point(square: number, color: Color): string {
  return `${side(color)}${fileNumeral(color, fileNumber(color, fileOf(square)))}路第${lineNumber(color, rowOf(square))}横线`;
}

const violation: Words['violation'] = {
  'invalid-square': (v) => `无效的棋盘位置（${v.square}）`,
  'invalid-piece': (v) => `${point(v.square, RED)}上的棋子无效`,
  'two-on-point': (v) => `${point(v.square, RED)}上放了两枚棋子`,
  'missing-king': (v) => `${side(v.color)}缺少${piece(v.color, KING)}`,
  'too-many': (v) => `${side(v.color)}${piece(v.color, v.kind)}过多（${v.count} 个，最多 ${v.max} 个）`,
  'king-outside-palace': (v) => `${side(v.color)}${piece(v.color, KING)}不在九宫内（${point(v.square, v.color)}）`,
  'advisor-off-point': (v) => `${side(v.color)}${piece(v.color, ADVISOR)}不在九宫的士位上（${point(v.square, v.color)}）`,
  'elephant-off-point': (v) => `${side(v.color)}${piece(v.color, ELEPHANT)}不在本方的象位上，象不能过河（${point(v.square, v.color)}）`,
  'pawn-unreachable': (v) => `${side(v.color)}${piece(v.color, PAWN)}在它永远走不到的位置（${point(v.square, v.color)}）`,
  'kings-facing': () => '将帅在同一直线上照面，中间没有棋子',
  'opponent-in-check': (v) => `${side(v.color)}不该走棋却正被将军`,
};

const fen: Words['fen'] = {
  'empty': () => 'FEN 是空的',
  'ranks': (e) => `FEN 的棋盘有 ${e.count} 行；象棋棋盘有 10 行`,
  'piece-letter': (e) => `第 ${e.rank} 行有无法识别的棋子字母 '${e.letter}'`,
  'rank-width': (e) => `第 ${e.rank} 行（'${e.text}'）占 ${e.files} 列；象棋棋盘有 9 列`,
  'turn': (e) => `走棋方只能是 'w'（或 'r'）或 'b'，不能是 '${e.text}'`,
};

/** Every broken rule of a setup, one after another. */
const broken = (violations: readonly Violation[]) => violations.map((v) => word(violation, v)).join('；');

const RESULTS = '1-0、0-1、1/2-1/2 或 *';
const NOTATIONS: Readonly<Record<Notation, string>> = { chinese: '中文记谱', wxf: 'WXF 记谱', iccs: 'ICCS 坐标' };

/** Why a PGN move names no move. */
function pgnMoveProblem(p: PgnMoveProblem): string {
  switch (p.error) {
    case 'malformed':
      return `不是${NOTATIONS[p.notation]}着法${p.formatGiven ? '' : '（文件没有 Format 标签，着法按中文记谱读；WXF 或 ICCS 着法需要 [Format "WXF"] 或 [Format "ICCS"]）'}`;
    case 'ambiguous':
      return '有歧义，可指不止一个合法着法（同一路上有两枚相同的棋子时要写明前、后）';
    case 'no-piece':
      return `起点上没有${side(p.turn)}棋子`;
    case 'illegal':
      return p.exposesKing ? '走后己方被将军或将帅照面，不合规则' : '这个棋子不能这样走';
    case 'no-match':
      return '这个局面中没有这样写的合法着法';
  }
}

const pgnMove = (e: ReadError & { readonly params: PgnMoveProblem }) =>
  `${side(e.params.turn)}着法「${e.move}」${e.params.error === 'malformed' ? '' : '无法走出：'}${pgnMoveProblem(e.params)}（局面 ${e.fen}）`;

const DHTMLXQ_MOVES: Readonly<Record<DhtmlxqMoveProblem, (turn: Color) => string>> = {
  'off-board': () => '坐标不在棋盘上',
  'no-piece': () => '起点上没有棋子',
  'not-its-turn': (turn) => (turn === RED ? '起点上是黑方的棋子，而该红方走棋' : '起点上是红方的棋子，而该黑方走棋'),
  'cannot-move': () => '这个棋子不能这样走',
  'exposes-king': () => '走后己方被将军或将帅照面，不合规则',
};

export const zh: Words = {
  violation,
  fen,
  material: {
    'signature-sides': (e) => `'${e.text}' 要用一个 '-' 分开红方和黑方的棋子`,
    'piece-letter': (e) => `'${e.text}' 中有无法识别的棋子字母 '${e.letter}'（可用 K A B N R C P）`,
    'kings': (e) => `${side(e.color)}要有且只有一个将（K），不能是 ${e.count} 个`,
    'too-many': (e) => `${side(e.color)}的${MATERIAL_PIECES[e.kind]}太多（${e.count} 个，最多 ${e.max} 个）`,
    'name-sides': (e) => `'${e.text}' 要用"对"分开红方和黑方的棋子（例如 车兵对马炮双士）`,
    'unknown-word': (e) => `${side(e.color)}的名称中有无法识别的词 '${e.word}'`,
  },
  placedPawns: (words, signature, name) => `${words.join('、')}说的是排局中兵的位置，不属于子力：残局库 ${signature}（${name}）包括兵在每个位置的局面`,
  read: {
    place: (p) => (p.line !== undefined ? `第 ${p.line} 行第 ${p.column ?? 1} 列` : p.offset !== undefined ? `第 0x${p.offset.toString(16)} 字节` : ''),
    pgn: {
      'unclosed-comment': () => '注释的「{」没有配对的「}」',
      'stray-brace': () => '「}」前面没有配对的「{」',
      'bad-nag': () => '「$」后面应是注释符号的编号，如 $1',
      'bad-tag': (e) => `标签 ${e.params.tag} 的写法不对：应为 [名称 "值"]`,
      'bad-format': (e) => `无法识别的记谱格式 Format "${e.params.value}"：应为 Chinese、WXF 或 ICCS`,
      'bad-fen': (e) => `FEN 标签 "${e.params.value}" 有误：${word(fen, e.params.problem)}`,
      'illegal-position': (e) => `FEN 标签 "${e.params.value}" 的局面不合规则：${broken(e.params.violations)}`,
      'unclosed-variation': () => '变着的「(」没有配对的「)」',
      'stray-paren': () => '「)」前面没有配对的「(」',
      'variation-first': () => '变着「(」出现在任何着法之前，没有可替换的着法',
      'deep-variation': (e) => `变着嵌套超过 ${e.params.most} 层`,
      'result-in-variation': () => '变着里出现了对局结果：结果只能写在主线末尾',
      'no-result': () => `下一局的标签之前，这一局没有结果（${RESULTS}）`,
      'truncated': () => `文件在这一局的结果（${RESULTS}）之前就结束了，可能不完整`,
      'no-game': () => '文件里没有棋局',
      'bad-move': pgnMove,
      'illegal-move': pgnMove,
      'ambiguous-move': pgnMove,
    },
    dhtmlxq: {
      'no-block': () => '文本中没有 [DhtmlXQ] 棋谱块',
      'truncated': (e) => `第 ${e.params.line} 行开始的 [DhtmlXQ] 棋谱块没有结束标记 [/DhtmlXQ]，文本可能不完整`,
      'unclosed-block': () => '这个 [DhtmlXQ] 棋谱块在下一个棋谱块开始之前没有结束标记 [/DhtmlXQ]',
      'unclosed-tag': (e) => `标签 [DhtmlXQ_${e.params.name}] 在下一个标签之前没有结束标签 [/DhtmlXQ_${e.params.name}]`,
      'duplicate-tag': (e) => `标签 [DhtmlXQ_${e.params.name}] 重复出现，无法确定用哪一个`,
      'bad-variation': (e) => `变着 [DhtmlXQ_${e.params.name}] 的编号为 0，而 0 号是主线`,
      'bad-binit': (e) => `起始局面 binit「${e.params.value}」应为 64 位数字（32 枚棋子各两位：列、行）`,
      'bad-fen': (e) => `FEN 标签「${e.params.value}」有误：${word(fen, e.params.problem)}`,
      'illegal-position': (e) => `起始局面（${e.params.source}）不合规则：${broken(e.params.violations)}`,
      'bad-movelist': (e) => `[DhtmlXQ_${e.params.name}] 的着法应为每步 4 位数字（起点列、行，终点列、行），这里${e.params.found === null ? '最后一步不足 4 位' : `有「${e.params.found}」`}`,
      'illegal-move': (e) => `${side(e.params.turn)}着法 ${e.move} 无法走出：${DHTMLXQ_MOVES[e.params.why](e.params.turn)}（局面 ${e.fen}）`,
    },
    xqf: {
      'bad-magic': () => '不是 XQF 棋谱：文件不以 "XQ" 开头',
      'unknown-version': (e) => `未知的 XQF 版本 ${e.params.version}（可读版本最高为 ${e.params.last}）`,
      'truncated-header': (e) => `文件头不完整：XQF 文件头为 1024 字节，文件只有 ${e.params.length} 字节`,
      'bad-keys': () => '加密钥匙的校验和不为零，文件已损坏',
      'illegal-position': (e) => `开局局面不合法：${broken(e.params.violations)}`,
      'truncated-moves': () => '着法记录不完整：文件在一条记录中间结束',
      'comment-overrun': (e) => `注释长度为 ${e.params.length} 字节，但文件只剩 ${e.params.left} 字节`,
      'off-board': (e) => `着法的${e.params.end === 'from' ? '起点' : '终点'}不在棋盘上（编码 ${e.params.point}）`,
      'illegal-move': (e) => `着法 ${e.move} 在局面 ${e.fen} 中不合法`,
    },
  },
};
