/**
 * The services' answers in the CLI: the commands that share the app's operations (studies, trees)
 * call the services, and a refusal becomes a CliFailure that prints the services' own message,
 * already worded in the command's language, with the README's exit code.
 */
import type { Failure } from '../../shared/api/contract';
import { CliFailure, EXIT } from './failure';

/** Refusals of a value on the command line, as opposed to a negative answer about the position or the tables. */
const USAGE = new Set(['bad-stipulation', 'stipulation-turn', 'bad-material', 'bad-edits']);

export function answered<A extends { readonly ok: true } | Failure>(answer: A): Extract<A, { readonly ok: true }> {
  if (answer.ok) return answer as Extract<A, { readonly ok: true }>;
  const { errors } = answer as Failure;
  const exitCode = errors[0].code === 'tree-cancelled' ? EXIT.cancelled : USAGE.has(errors[0].code) ? EXIT.usage : EXIT.no;
  throw new CliFailure(exitCode, () => errors.map((e) => e.message).join('; '));
}
