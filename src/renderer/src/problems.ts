/** One line for a failed answer: the services' problems in the interface's language, a failure of the services themselves named as such. */
import type { Problem } from '../../shared/api/problem';
import { say } from '../../shared/words/say';
import type { Strings } from './i18n/zh';

export function problemText(t: Strings, errors: readonly Problem[]): string {
  return errors.map((e) => say(e, t.lang)).join('; ');
}

/** Whether a failure is the services' own (not an answer about the input), so it must not read as one. */
export function servicesFailed(errors: readonly Problem[]): boolean {
  return errors.some((e) => e.code === 'internal');
}
