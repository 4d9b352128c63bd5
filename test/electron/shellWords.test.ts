/**
 * The desktop shell's dialogs speak one language in full (issue 48.4): every word of shellWords.ts in
 * Chinese has Chinese in it and no English word, every English one no Chinese character, and both
 * languages say the same things (the same keys, the same buttons).
 */
import { describe, expect, it } from 'vitest';
import { SHELL_WORDS } from '../../src/main/electron/shellWords';

const HAN = /[\p{Script=Han}\u3000-\u303f\uff01-\uff5e]/u;
/** Words that are names, not English: the app's own, a unit. */
const NAMES = /\b(Canju|GB)\b/g;

/** Every text of a words object, functions called with a sample path. */
function texts(words: unknown, path = ''): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (typeof words === 'function') return [[path, (words as (arg: string) => string)('/t/x')]];
  return Object.entries(words as object).flatMap(([key, value]) => texts(value, `${path}.${key}`));
}

describe('the shell dialogs\' words', () => {
  it('are Chinese in full in Chinese and English in full in English, with the same keys', () => {
    const zh = texts(SHELL_WORDS.zh), en = texts(SHELL_WORDS.en);
    expect(zh.map(([key]) => key)).toEqual(en.map(([key]) => key));
    expect(zh.filter(([, text]) => !HAN.test(text)).map(([key]) => key)).toEqual([]);
    expect(zh.filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(NAMES, '').replaceAll('/t/x', ''))).map(([key]) => key)).toEqual([]);
    expect(en.filter(([, text]) => HAN.test(text)).map(([key]) => key)).toEqual([]);
  });
});
