import { DEFAULT_LOCALE, languageTag, type Locale } from './i18n/locale-codes.js';

/** Month names as the spec's medium date writes them (en-US, spec §9). */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const mediumDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The spec's medium date, `Mar 5, 2026`, of a calendar date (`2026-03-05`) or of a timestamp's UTC day
 * (its first ten characters), so that no time zone moves a reported day; anything unreadable is shown
 * as it came. Screens and e-mails both write dates with it; in another language Intl's medium date of
 * that language (`5 mars 2026`).
 */
export function formatMediumDate(value: string, locale: Locale = DEFAULT_LOCALE): string {
  const calendar = CALENDAR_DATE.exec(value.slice(0, 10));
  if (!calendar) return value;
  const date = new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])));
  if (locale !== DEFAULT_LOCALE) {
    let format = mediumDates.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' });
      mediumDates.set(locale, format);
    }
    return format.format(date);
  }
  return `${MONTH_ABBREVIATIONS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
