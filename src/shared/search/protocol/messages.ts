/**
 * The engine's notices to the user (sent as UCI `info string` / UCCI `info message`), as codes and
 * parameters: why a position was refused, what a command asked that the engine cannot do. The
 * engine's session words them in the language it was started with (shared/words).
 */
import type { PositionProblem } from './position';

export type EngineNotice =
  | PositionProblem
  | { readonly code: 'no-position' }
  | { readonly code: 'no-folder'; readonly dir: string }
  | { readonly code: 'tables'; readonly dir: string }
  | { readonly code: 'unsupported'; readonly command: string }
  | { readonly code: 'corrupt'; readonly materials: readonly string[] }
  | { readonly code: 'failed'; readonly detail: string };
