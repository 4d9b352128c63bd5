/** One line for a failed answer: the services' messages as they are, a failure of the services themselves named as such. */
import type { Problem } from '../../shared/api/contract';
import type { Strings } from './i18n/zh';

export function problemText(t: Strings, errors: readonly Problem[]): string {
  return errors.map((e) => (e.code === 'internal' ? t.serviceFailed(e.message) : e.message)).join('; ');
}

/** Whether a failure is the services' own (not an answer about the input), so it must not read as one. */
export function servicesFailed(errors: readonly Problem[]): boolean {
  return errors.some((e) => e.code === 'internal');
}
