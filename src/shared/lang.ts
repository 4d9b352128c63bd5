/** The languages Canju speaks: Simplified Chinese first, English complete, each in full. */
export type Lang = 'zh' | 'en';

export const LANGS: readonly Lang[] = ['zh', 'en'];

/**
 * The language for a user's ordered UI languages (BCP 47 tags as browsers and Electron give them,
 * or POSIX locales such as `zh_CN.UTF-8`): the first that is Chinese or English decides; English
 * when none is, as the one more readers share.
 */
export function langOfLocales(locales: readonly string[]): Lang {
  for (const locale of locales) {
    const primary = locale.toLowerCase().split(/[-_.@]/)[0];
    if (primary === 'zh') return 'zh';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
