import {
  DEFAULT_LOCALE,
  formatMediumDate as formatMediumDateIn,
  formatMessage,
  languageTag,
  MONTH_ABBREVIATIONS,
  RATE_TEXTS,
  type Locale,
  type Outbreak,
} from '@outbreak-watch/domain';
import { loadedMessages } from './i18n/catalogues';
import { countryNameIn } from './i18n/country-names';
import { FORMAT_MESSAGES } from './messages';

/**
 * Every number and date as screens show them, in one place: in English as the spec writes them (en-US,
 * spec §9), in another language as Intl writes them for it. Stored values keep full
 * precision; rounding happens here only.
 *
 * Calendar dates and plain numbers are written out here rather than with Intl: a page's first use of
 * Intl loads the locale data, which costs a phone more than rendering the list it formats. The tests
 * hold these functions to Intl's output. The longer forms of moments in time use Intl, created on first
 * use.
 */

const MONTHS = MONTH_ABBREVIATIONS;

let locale: Locale = DEFAULT_LOCALE;
/** The Intl tag of the chosen language ('en-US' for English, the spec's formats). */
let intlTag = 'en-US';
const byLocale = new Set<() => void>();

/** The language numbers and dates are written in (the app's, set when it changes). */
export function setFormatLocale(next: Locale): void {
  if (next === locale) return;
  locale = next;
  intlTag = next === DEFAULT_LOCALE ? 'en-US' : languageTag(next);
  for (const forget of byLocale) forget();
}

const isEnglish = () => locale === DEFAULT_LOCALE;

/** One Intl formatter per use and language, created the first time it is needed. */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  byLocale.add(() => (value = undefined));
  return () => (value ??= create());
}

/** The spec's medium date, `Mar 5, 2026` (shared with the server's e-mails), or its form in the language. */
export function formatMediumDate(value: string): string {
  return formatMediumDateIn(value, locale);
}

const mediumDateTime = lazily(
  () => new Intl.DateTimeFormat(intlTag, { dateStyle: 'medium', timeStyle: 'short' }),
);

/**
 * A moment in the reader's time zone: `Nov 21, 2026, 3:04 PM`, as Intl's en-US medium date and short
 * time write it (a details page shows one; the date's own getters know the time zone without Intl).
 */
export function formatMediumDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (!isEnglish()) return mediumDateTime().format(date);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const longDateTime = lazily(
  () => new Intl.DateTimeFormat(intlTag, { dateStyle: 'long', timeStyle: 'short' }),
);

/** A moment in the reader's time zone, long date with hour and minute: `March 5, 2026 at 2:07 PM`. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDateTime().format(date);
}

const relativeTimes = {
  auto: lazily(() => new Intl.RelativeTimeFormat(intlTag, { numeric: 'auto' })),
  always: lazily(() => new Intl.RelativeTimeFormat(intlTag, { numeric: 'always' })),
};

/**
 * A time before or after now in the reader's language: `-3, 'hour'` is "3 hours ago"; with `auto`,
 * `-1, 'day'` is "yesterday", with `always` "1 day ago".
 */
export function formatRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  numeric: keyof typeof relativeTimes = 'auto',
): string {
  return relativeTimes[numeric]().format(value, unit);
}

const longDate = lazily(() => new Intl.DateTimeFormat(intlTag, { dateStyle: 'long' }));

/** A long date in the reader's time zone: `November 21, 2026`. */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate().format(date);
}

const intlNumbers = new Map<string, Intl.NumberFormat>();

function intlNumber(value: number, digits: number): string {
  const key = `${intlTag} ${digits}`;
  let format = intlNumbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag, { maximumFractionDigits: digits });
    intlNumbers.set(key, format);
  }
  return format.format(value);
}

/**
 * `value` rounded to at most `digits` decimals, without trailing zeros and with thousands separators:
 * `12,345.6`. Rounds as Intl does: half away from zero, on the digits the number prints as.
 */
export function formatNumber(value: number, digits: number): string {
  if (!isEnglish()) return intlNumber(value, digits);
  const printed = String(Math.abs(value));
  // Exponent forms (below 1e-6, at 1e21 and beyond) and NaN or Infinity are left to Intl.
  if (!/^\d+(\.\d+)?$/.test(printed)) return intlNumber(value, digits);
  const [whole, fraction = ''] = printed.split('.');
  let digitsKept = whole + fraction.slice(0, digits).padEnd(digits, '0');
  if (fraction.length > digits && fraction[digits] >= '5') {
    digitsKept = (BigInt(digitsKept) + 1n).toString().padStart(digitsKept.length, '0');
  }
  const wholeText = digitsKept.slice(0, digitsKept.length - digits).replace(/^0+(?=\d)/, '') || '0';
  const decimals = digitsKept.slice(digitsKept.length - digits).replace(/0+$/, '');
  const grouped = wholeText.replace(/\B(?=(\d{3})+$)/g, ',');
  const text = decimals === '' ? grouped : `${grouped}.${decimals}`;
  // As Intl does, a negative number keeps its sign even when it rounds to zero.
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** A count or a sum of cases, rounded on screen only: `12,345`. */
export function formatCount(value: number): string {
  return formatNumber(value, 0);
}

const compactNumber = lazily(
  () => new Intl.NumberFormat(intlTag, { notation: 'compact', maximumFractionDigits: 1 }),
);

/**
 * A number on a chart's axis: in full below a million (`12,345`, `2.5`), shortened from there (`1.5M`,
 * `20T`), so that a very large figure does not widen the axis past a phone's screen.
 */
export function formatAxisCount(value: number): string {
  return Math.abs(value) < 1_000_000 ? formatNumber(value, 2) : compactNumber().format(value);
}

/** A rate or a mean, rounded on screen only to two decimals: `1.23`. */
export function formatDecimal(value: number): string {
  return formatNumber(value, 2);
}

/**
 * A rate per 100,000 on screen: two decimals, and "under 0.01" for a rate too small to show so (a
 * country of a billion with a few cases), rather than a misleading 0.
 */
export function formatRate(rate: number): string {
  if (!(rate > 0 && rate < 0.005)) return formatDecimal(rate);
  const under = { minimum: formatDecimal(0.01) };
  return formatMessage(FORMAT_MESSAGES.rateUnder, under, locale, loadedMessages(locale) ?? {});
}

/** "12.4 per 100,000 (population 2023)", or "— (no population figure for this country)". */
export function formatRateWithYear(rate: number | null, year: number | null): string {
  if (rate === null || year === null) return `— (${RATE_TEXTS.noPopulation})`;
  return `${formatRate(rate)} ${RATE_TEXTS.perBase} ${RATE_TEXTS.yearNote(year)}`;
}

/**
 * A country's name in the reader's language, from its ISO 3166-1 code (alpha-2, alpha-3 or numeric):
 * `Allemagne` for DEU in French. English, and a code without a translated name, show `stored`, the
 * name the server keeps.
 */
export function formatCountryName(code: string | null | undefined, stored: string): string {
  return isEnglish() ? stored : countryNameIn(locale, code, stored);
}

const collator = lazily(() => new Intl.Collator(intlTag));

/**
 * Countries named in the reader's language and in its alphabetical order (English: as the server
 * lists them, already in order).
 */
export function localizeCountries<T extends { name: string; alpha2: string }>(countries: readonly T[]): T[] {
  if (isEnglish()) return [...countries];
  return countries
    .map((country) => ({ ...country, name: formatCountryName(country.alpha2, country.name) }))
    .sort((a, b) => collator().compare(a.name, b.name));
}

/** The comma between a place's parts, as each script writes it. */
const LIST_SEPARATORS: Partial<Record<Locale, string>> = { ar: '، ', zh: '，' };

/** Spec §2 Home: "state, country", or the country alone; the country named in the reader's language. */
export function formatLocation(
  outbreak: Pick<Outbreak, 'state_name' | 'country_name'> & Partial<Pick<Outbreak, 'country_code'>>,
): string {
  const country = formatCountryName(outbreak.country_code, outbreak.country_name);
  return [outbreak.state_name, country].filter(Boolean).join(LIST_SEPARATORS[locale] ?? ', ');
}
