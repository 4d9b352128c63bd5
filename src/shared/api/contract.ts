/**
 * The one API between the UI and the services. Every operation is listed here with its argument and
 * result types and a validator for its arguments; the Electron host (IPC) and the browser host
 * (HTTP/WebSocket) both implement it, and the renderer only ever sees `CanjuApi`.
 */
import type { Notation } from '../notation/types';

export interface RuleProblem {
  readonly code: string;
  readonly message: string;
}

export type ValidateResult = { readonly ok: true; readonly fen: string } | { readonly ok: false; readonly errors: RuleProblem[] };

export interface LegalMove {
  readonly iccs: string;
  readonly text: string;
}

export type LegalMovesResult = { readonly ok: true; readonly moves: LegalMove[] } | { readonly ok: false; readonly errors: RuleProblem[] };

export type Lang = 'zh' | 'en';

export interface CanjuApi {
  validatePosition(fen: string, lang: Lang): Promise<ValidateResult>;
  legalMoves(fen: string, notation: Notation, lang: Lang): Promise<LegalMovesResult>;
}

export type Operation = keyof CanjuApi;

/** Why an argument list was refused, or null when it is acceptable. */
export type ArgumentCheck = (args: readonly unknown[]) => string | null;

const MAX_FEN = 128;

function fen(value: unknown): string | null {
  if (typeof value !== 'string') return 'FEN must be a string';
  if (value.length === 0 || value.length > MAX_FEN) return `FEN must be 1-${MAX_FEN} characters`;
  return null;
}

function oneOf(values: readonly string[], what: string) {
  return (value: unknown): string | null => (typeof value === 'string' && values.includes(value) ? null : `${what} must be one of ${values.join(', ')}`);
}

const lang = oneOf(['zh', 'en'], 'language');
const notation = oneOf(['chinese', 'wxf', 'iccs'], 'notation');

function args(...checks: ((value: unknown) => string | null)[]): ArgumentCheck {
  return (values) => {
    if (values.length !== checks.length) return `expected ${checks.length} arguments, got ${values.length}`;
    for (let i = 0; i < checks.length; i++) {
      const problem = checks[i](values[i]);
      if (problem) return problem;
    }
    return null;
  };
}

/** Argument validators by operation: hosts call these before any service sees untrusted input. */
export const ARGUMENT_CHECKS: { readonly [K in Operation]: ArgumentCheck } = {
  validatePosition: args(fen, lang),
  legalMoves: args(fen, notation, lang),
};

export const OPERATIONS = Object.keys(ARGUMENT_CHECKS) as Operation[];

/** IPC channel of an operation. */
export function channelOf(operation: Operation): string {
  return `canju:${operation}`;
}
