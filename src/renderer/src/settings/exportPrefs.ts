/**
 * What the export panel remembers between sessions: the encoding the user picked. Until they pick
 * one, the Chinese interface exports GBK, which the Chinese Xiangqi programs on Windows read (they
 * show UTF-8 as mojibake), and the English one UTF-8.
 */
import type { Lang, LineEnding, TextEncodingName } from '../../../shared/api/contract';

const ENCODING_KEY = 'canju.export.encoding';
const ENCODINGS: readonly TextEncodingName[] = ['gbk', 'utf-8', 'utf-8-bom'];

export function defaultEncoding(lang: Lang): TextEncodingName {
  return lang === 'zh' ? 'gbk' : 'utf-8';
}

// Storage can be switched off or full (reading `localStorage` then throws): the choice is then not kept.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function savedEncoding(): TextEncodingName | undefined {
  const saved = storage()?.getItem(ENCODING_KEY);
  return ENCODINGS.find((e) => e === saved);
}

export function saveEncoding(encoding: TextEncodingName): void {
  try {
    storage()?.setItem(ENCODING_KEY, encoding);
  } catch {
    // Full or refused: the choice lasts for this session only.
  }
}

/** Windows tools (Notepad before 2018, many Xiangqi programs) show a file of bare LFs as one line. */
export function lineEndingFor(userAgent: string): LineEnding {
  return /Windows/.test(userAgent) ? 'crlf' : 'lf';
}
