/** A study's stipulation as stored (its Chinese form, 红先胜) in the interface's language; text that is none is shown as written. */
import type { Lang } from '../../../shared/lang';
import { parseStipulation } from '../../../shared/study/stipulation';
import { sayStipulation } from '../../../shared/words/say';

/** The stipulations a study may be given, in the form the catalogue stores. */
export const STIPULATIONS = ['红先胜', '红先和', '黑先胜', '黑先和'] as const;

export function stipulationText(text: string, lang: Lang): string {
  const stipulation = parseStipulation(text);
  return stipulation ? sayStipulation(stipulation, lang) : text;
}
