/** The languages Canju speaks: Simplified Chinese first, English complete, each in full. */
export type Lang = 'zh' | 'en';

export const LANGS: readonly Lang[] = ['zh', 'en'];
