export const zh = {
  title: '残局 Canju',
  fenLabel: '局面（FEN）',
  check: '检查',
  legal: '局面合法',
  illegal: '局面不合法：',
  moves: '全部着法',
  noHost: '未连接到服务（请在桌面应用或浏览器模式中打开）',
  language: 'English',
};

export type Strings = typeof zh;
