/**
 * The services' answers in the CLI: a refusal becomes a CliFailure that prints the services' problems
 * in the command's language, with the README's exit code for its class (knownErrors.ts).
 */
import type { Failure } from '../../shared/api/problem';
import { say } from '../../shared/words/say';
import { exitClass } from '../services/knownErrors';
import { CliFailure, EXIT_OF } from './failure';

export function answered<A extends { readonly ok: true } | Failure>(answer: A): Extract<A, { readonly ok: true }> {
  if (answer.ok) return answer as Extract<A, { readonly ok: true }>;
  const { errors } = answer as Failure;
  throw new CliFailure(EXIT_OF[exitClass(errors[0].code)], (lang) => errors.map((e) => say(e, lang)).join('; '));
}
