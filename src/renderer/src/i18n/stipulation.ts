/** A study's stipulation as stored (its Chinese form, 红先胜) in the interface's language; text that is none is shown as written. */
import type { Lang } from '../../../shared/lang';
import { parseStipulation } from '../../../shared/study/stipulation';
import { sayStipulation } from '../../../shared/words/say';

export function stipulationText(text: string, lang: Lang): string {
  const stipulation = parseStipulation(text);
  return stipulation ? sayStipulation(stipulation, lang) : text;
}
