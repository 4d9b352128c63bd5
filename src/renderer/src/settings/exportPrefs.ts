/**
 * What the export panel remembers between sessions: the encoding the user picked. Until they pick
 * one, the Chinese interface exports GBK, which the Chinese Xiangqi programs on Windows read (they
 * show UTF-8 as mojibake), and the English one UTF-8.
 */
import type { LineEnding, TextEncodingName } from '../../../shared/api/contract';
import { readSetting, writeSetting } from './storage';
import type { Lang } from '../../../shared/lang';

const ENCODING_KEY = 'canju.export.encoding';
const ENCODINGS: readonly TextEncodingName[] = ['gbk', 'utf-8', 'utf-8-bom'];

export function defaultEncoding(lang: Lang): TextEncodingName {
  return lang === 'zh' ? 'gbk' : 'utf-8';
}

export function savedEncoding(): TextEncodingName | undefined {
  const saved = readSetting(ENCODING_KEY);
  return ENCODINGS.find((e) => e === saved);
}

export function saveEncoding(encoding: TextEncodingName): void {
  writeSetting(ENCODING_KEY, encoding);
}

/** Windows tools (Notepad before 2018, many Xiangqi programs) show a file of bare LFs as one line. */
export function lineEndingFor(userAgent: string): LineEnding {
  return /Windows/.test(userAgent) ? 'crlf' : 'lf';
}
