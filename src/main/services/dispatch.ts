/**
 * The one way a host hands a request to the services: arguments checked against the contract, and an
 * exception turned into an `internal` failure, so the renderer gets an answer it can show from the
 * browser host and from Electron's IPC alike, never a rejected promise that leaves a screen waiting.
 */
import { ARGUMENT_CHECKS, type CanjuApi, OPERATIONS, type Operation, badArguments } from '../../shared/api/contract';
import { type Failure, failure } from '../../shared/api/problem';
import { errnoOf } from './knownErrors';

export function isOperation(name: string): name is Operation {
  return (OPERATIONS as string[]).includes(name);
}

export function internalFailure(error: unknown): Failure {
  const errno = errnoOf(error);
  return failure('internal', { detail: error instanceof Error ? error.message : String(error), ...(errno && { errno }) });
}

export async function dispatch(api: CanjuApi, operation: Operation, args: unknown): Promise<unknown> {
  const problem = ARGUMENT_CHECKS[operation](args as unknown[]);
  if (problem) return badArguments(problem);
  try {
    return await (api[operation] as (...a: unknown[]) => Promise<unknown>)(...(args as unknown[]));
  } catch (error) {
    console.error(`${operation} failed:`, error);
    return internalFailure(error);
  }
}
