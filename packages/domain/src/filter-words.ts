import {
  defineMessages,
  SCREEN_ONLY,
  formatMessage,
  type MessageDescriptor,
  type MessageValues,
} from './i18n/messages.js';
import { formatMediumDate } from './medium-date.js';
import type { OutbreakStatus } from './outbreaks.js';
import { OUTBREAK_STATUS_MESSAGES } from './verification.js';

/** The filters of the filter vocabulary that narrow what is counted (dates are said apart). */
export interface FilterWordsInput {
  disease_id?: number;
  country_id?: number;
  /** A UN M49 code, as the URL carries it ("002" or "2"). */
  region?: string | number;
  status?: string;
  severity?: string;
  confirmed?: boolean;
  /** The id of the import whose reports alone count. */
  import?: number;
}

/** The names of the filter's disease, country and region, where they are known. */
export interface FilterNames {
  disease?: string;
  country?: string;
  region?: string;
  /** The import's file name. */
  import?: string;
}

/** The words that say a filter; dates and numbers are written by the caller's `WordsFormat`. */
export const FILTER_WORD_MESSAGES = defineMessages(
  {
    none: {
      id: 'filters.words.none',
      defaultMessage: 'All reports',
      description: 'A filter in words: no filter.',
    },
    confirmedOnly: {
      id: 'filters.words.confirmedOnly',
      defaultMessage: 'confirmed reports only',
      description: 'A filter in words, after " · ": only reports the verification team confirmed.',
    },
    severity: {
      id: 'filters.words.severity',
      defaultMessage:
        '{severity, select, low {Low severity} medium {Medium severity} high {High severity} critical {Critical severity} other {{severity} severity}}',
      description: 'A filter in words, after " · ": the chosen severity band of the outbreaks counted.',
    },
    disease: {
      id: 'filters.words.disease',
      defaultMessage: 'disease #{id}',
      description: 'A filter in words: a disease whose name is not loaded (yet), by its number.',
    },
    country: {
      id: 'filters.words.country',
      defaultMessage: 'country #{id}',
      description: 'A filter in words: a country whose name is not loaded (yet), by its number.',
    },
    region: {
      id: 'filters.words.region',
      defaultMessage: 'UN M49 area {code}',
      description: 'A filter in words: a UN M49 region whose name is not loaded (yet), by its code.',
    },
    import: {
      id: 'filters.words.import',
      defaultMessage: 'imported from {file}',
      description: "A filter in words: the reports an import added, by the imported file's name.",
    },
    importById: {
      id: 'filters.words.importById',
      defaultMessage: 'import #{id}',
      description: "A filter in words: the reports an import added, by the import's number.",
    },
    search: {
      id: 'filters.words.search',
      defaultMessage: 'matching “{q}”',
      description: 'A filter in words: the words searched for.',
    },
    since: {
      id: 'filters.words.since',
      defaultMessage: 'since {date}',
      description: 'A filter in words: reports from this date on.',
    },
    until: {
      id: 'filters.words.until',
      defaultMessage: 'until {date}',
      description: 'A filter in words: reports up to this date.',
    },
    range: {
      id: 'filters.words.range',
      defaultMessage: '{from} – {to}',
      description: 'A date range in words: first and last day, written as medium dates.',
    },
  },
  SCREEN_ONLY,
);

/** How filter words are written: in a language's messages, with its medium dates. */
export interface WordsFormat {
  message: (descriptor: MessageDescriptor, values?: MessageValues) => string;
  /** A calendar date (YYYY-MM-DD) as a medium date. */
  date: (value: string) => string;
}

/** English, the spec's words: what exported files, feeds and notifications keep. */
export const ENGLISH_WORDS: WordsFormat = {
  message: (descriptor, values) => formatMessage(descriptor, values),
  date: (value) => formatMediumDate(value),
};

const W = FILTER_WORD_MESSAGES;
const english = ENGLISH_WORDS.message;

/** The filter words in English (files, feeds and the screens still written in English). */
export const FILTER_WORDS = {
  none: W.none.defaultMessage,
  confirmedOnly: W.confirmedOnly.defaultMessage,
  severity: (name: string) => `${name} severity`,
  /** A filter whose name is not loaded (yet), by its id. */
  disease: (id: number) => english(W.disease, { id: String(id) }),
  country: (id: number) => english(W.country, { id: String(id) }),
  region: (code: string | number) => english(W.region, { code: String(code) }),
  /** The reports of an import, by its file's name or else its id. */
  import: (file: string) => english(W.import, { file }),
  importById: (id: number) => english(W.importById, { id: String(id) }),
  search: (q: string) => english(W.search, { q }),
  since: (from: string) => english(W.since, { date: formatMediumDate(from) }),
  until: (to: string) => english(W.until, { date: formatMediumDate(to) }),
} as const;

/**
 * A filter in words, for a chart, a map or a document that must stand alone: "Cholera · Africa · Active ·
 * High severity · confirmed reports only", or "All reports" without a filter. In English unless `format`
 * says otherwise.
 */
export function filterInWords(
  filters: FilterWordsInput,
  names: FilterNames = {},
  format: WordsFormat = ENGLISH_WORDS,
): string {
  const t = format.message;
  const parts: string[] = [];
  if (filters.disease_id !== undefined)
    parts.push(names.disease ?? t(W.disease, { id: String(filters.disease_id) }));
  if (filters.country_id !== undefined)
    parts.push(names.country ?? t(W.country, { id: String(filters.country_id) }));
  if (filters.region !== undefined) parts.push(names.region ?? t(W.region, { code: String(filters.region) }));
  if (filters.status !== undefined) {
    const status = OUTBREAK_STATUS_MESSAGES[filters.status as OutbreakStatus];
    parts.push(status ? t(status) : filters.status);
  }
  // Each band is a case of the message, so every language agrees the band's name with its word for severity.
  if (filters.severity !== undefined) parts.push(t(W.severity, { severity: filters.severity }));
  if (filters.confirmed) parts.push(t(W.confirmedOnly));
  if (filters.import !== undefined)
    parts.push(
      names.import ? t(W.import, { file: names.import }) : t(W.importById, { id: String(filters.import) }),
    );
  return parts.length === 0 ? t(W.none) : parts.join(' · ');
}

/** A date range in words: "Sep 1, 2026 – Nov 30, 2026", or one date when both ends are the same day. */
export function rangeInWords(
  range: { from: string; to: string },
  format: WordsFormat = ENGLISH_WORDS,
): string {
  return range.from === range.to
    ? format.date(range.from)
    : format.message(W.range, { from: format.date(range.from), to: format.date(range.to) });
}

/**
 * A list's whole filter in words, its search and dates included: "Cholera · Kenya · matching “market” ·
 * Mar 1, 2026 – Mar 15, 2026". What an exported file and the list of exports say it holds.
 */
export function listFilterInWords(
  filters: FilterWordsInput & { q?: string; from?: string; to?: string },
  names: FilterNames = {},
  format: WordsFormat = ENGLISH_WORDS,
): string {
  const t = format.message;
  const parts = [filterInWords(filters, names, format)];
  if (filters.q) parts.push(t(W.search, { q: filters.q }));
  if (filters.from && filters.to) parts.push(rangeInWords({ from: filters.from, to: filters.to }, format));
  else if (filters.from) parts.push(t(W.since, { date: format.date(filters.from) }));
  else if (filters.to) parts.push(t(W.until, { date: format.date(filters.to) }));
  return parts.join(' · ');
}
