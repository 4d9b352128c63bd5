import type { Strings } from './zh';

export const en: Strings = {
  title: 'Canju 残局',
  fenLabel: 'Position (FEN)',
  check: 'Check',
  legal: 'The position is legal',
  illegal: 'The position is illegal:',
  moves: 'Legal moves',
  noHost: 'Not connected to the services (open it in the desktop app or browser mode)',
  language: '中文',
};
