/**
 * Numbers and dates as the chosen language writes them (its locale's digit grouping), not the
 * browser's: an English window on a Chinese system says 1,926,342,000 and 12/7/2026 the English way.
 */
import type { Lang } from '../../shared/lang';

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

/** A count grouped in thousands: 1,926,342,000. */
export function count(n: number, lang: Lang): string {
  return n.toLocaleString(LOCALES[lang]);
}

/** A measure with at most `digits` decimals, grouped in thousands. */
export function decimal(n: number, lang: Lang, digits: number): string {
  return n.toLocaleString(LOCALES[lang], { maximumFractionDigits: digits });
}

/** A stored ISO time as a date and time of day; — for none, or one that does not read. */
export function dateTime(iso: string | null, lang: Lang): string {
  const at = iso === null ? NaN : Date.parse(iso);
  return Number.isFinite(at) ? new Date(at).toLocaleString(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
