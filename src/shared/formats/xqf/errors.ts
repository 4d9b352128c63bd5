/** Why an XQF file cannot be read, worded in both languages; codes are stable for tests and callers. */
import type { Violation } from '../../rules/validate';
import type { ReadError } from '../readError';
import { LAST_VERSION } from './header';
import type { Lang } from '../../lang';
import { sayViolation } from '../../words/say';

type XqfError = ReadError & { readonly format: 'xqf' };

function fault(code: string, offset: number, zh: string, en: string, extra: Pick<ReadError, 'move' | 'fen'> = {}): XqfError {
  return { format: 'xqf', code, offset, ...extra, text: { zh, en } };
}

export function badMagic(): XqfError {
  return fault('bad-magic', 0, '不是 XQF 棋谱：文件不以 "XQ" 开头', 'not an XQF file: it does not start with "XQ"');
}

export function unknownVersion(version: number): XqfError {
  return fault(
    'unknown-version', 2,
    `未知的 XQF 版本 ${version}（可读版本最高为 ${LAST_VERSION}）`,
    `unknown XQF version ${version} (versions up to ${LAST_VERSION} can be read)`,
  );
}

export function truncatedHeader(length: number): XqfError {
  return fault(
    'truncated-header', length,
    `文件头不完整：XQF 文件头为 1024 字节，文件只有 ${length} 字节`,
    `truncated header: an XQF header is 1024 bytes, the file has ${length}`,
  );
}

export function badKeys(): XqfError {
  return fault(
    'bad-keys', 12,
    '加密钥匙的校验和不为零，文件已损坏',
    'the scrambling keys do not sum to zero: the file is damaged',
  );
}

export function illegalStart(violations: readonly Violation[]): XqfError {
  const reasons = (lang: Lang, sep: string) => violations.map((v) => sayViolation(v, lang)).join(sep);
  return fault(
    'illegal-position', 0x10,
    `开局局面不合法：${reasons('zh', '；')}`,
    `the start position is not legal: ${reasons('en', '; ')}`,
  );
}

export function truncatedMoves(offset: number): XqfError {
  return fault(
    'truncated-moves', offset,
    '着法记录不完整：文件在一条记录中间结束',
    'truncated move records: the file ends inside a record',
  );
}

export function commentOverrun(offset: number, length: number, left: number): XqfError {
  return fault(
    'comment-overrun', offset,
    `注释长度为 ${length} 字节，但文件只剩 ${left} 字节`,
    `a comment of ${length} bytes runs past the end of the file (${left} bytes left)`,
  );
}

export function offBoard(offset: number, end: 'from' | 'to', point: number): XqfError {
  return fault(
    'off-board', offset,
    `着法的${end === 'from' ? '起点' : '终点'}不在棋盘上（编码 ${point}）`,
    `a move's ${end === 'from' ? 'origin' : 'target'} is not on the board (point byte ${point})`,
  );
}

export function illegalMove(offset: number, move: string, fen: string): XqfError {
  return fault(
    'illegal-move', offset,
    `着法 ${move} 在局面 ${fen} 中不合法`,
    `move ${move} is not legal in ${fen}`,
    { move, fen },
  );
}
