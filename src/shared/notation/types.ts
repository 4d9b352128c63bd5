export type Notation = 'chinese' | 'wxf' | 'iccs';

export const NOTATIONS: readonly Notation[] = ['chinese', 'wxf', 'iccs'];

export interface NotationError {
  readonly code: 'malformed' | 'no-piece' | 'ambiguous' | 'illegal' | 'no-match';
  readonly message: string;
}
