import { formatMediumDate } from './medium-date.js';
import type { OutbreakSeverity } from './outbreak-metrics.js';
import { OUTBREAK_SEVERITY_TEXTS } from './severity.js';
import type { OutbreakStatus } from './outbreaks.js';
import { OUTBREAK_STATUS_LABELS } from './verification.js';

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

export const FILTER_WORDS = {
  none: 'All reports',
  confirmedOnly: 'confirmed reports only',
  severity: (name: string) => `${name} severity`,
  /** A filter whose name is not loaded (yet), by its id. */
  disease: (id: number) => `disease #${id}`,
  country: (id: number) => `country #${id}`,
  region: (code: string | number) => `UN M49 area ${code}`,
  /** The reports of an import, by its file's name or else its id. */
  import: (file: string) => `imported from ${file}`,
  importById: (id: number) => `import #${id}`,
  search: (q: string) => `matching “${q}”`,
  since: (from: string) => `since ${formatMediumDate(from)}`,
  until: (to: string) => `until ${formatMediumDate(to)}`,
} as const;

/**
 * A filter in words, for a chart, a map or a document that must stand alone: "Cholera · Africa · Active ·
 * High severity · confirmed reports only", or "All reports" without a filter.
 */
export function filterInWords(filters: FilterWordsInput, names: FilterNames = {}): string {
  const parts: string[] = [];
  if (filters.disease_id !== undefined) parts.push(names.disease ?? FILTER_WORDS.disease(filters.disease_id));
  if (filters.country_id !== undefined) parts.push(names.country ?? FILTER_WORDS.country(filters.country_id));
  if (filters.region !== undefined) parts.push(names.region ?? FILTER_WORDS.region(filters.region));
  if (filters.status !== undefined)
    parts.push(OUTBREAK_STATUS_LABELS[filters.status as OutbreakStatus] ?? filters.status);
  if (filters.severity !== undefined)
    parts.push(
      FILTER_WORDS.severity(
        OUTBREAK_SEVERITY_TEXTS.names[filters.severity as OutbreakSeverity] ?? filters.severity,
      ),
    );
  if (filters.confirmed) parts.push(FILTER_WORDS.confirmedOnly);
  if (filters.import !== undefined)
    parts.push(names.import ? FILTER_WORDS.import(names.import) : FILTER_WORDS.importById(filters.import));
  return parts.length === 0 ? FILTER_WORDS.none : parts.join(' · ');
}

/**
 * A date range in words: "Sep 1, 2026 – Nov 30, 2026", or one date when both ends are the same day;
 * `format` writes each date (a screen passes its own, which follows the chosen language).
 */
export function rangeInWords(
  range: { from: string; to: string },
  format: (date: string) => string = formatMediumDate,
): string {
  return range.from === range.to ? format(range.from) : `${format(range.from)} – ${format(range.to)}`;
}

/**
 * A list's whole filter in words, its search and dates included: "Cholera · Kenya · matching “market” ·
 * Mar 1, 2026 – Mar 15, 2026". What an exported file and the list of exports say it holds.
 */
export function listFilterInWords(
  filters: FilterWordsInput & { q?: string; from?: string; to?: string },
  names: FilterNames = {},
): string {
  const parts = [filterInWords(filters, names)];
  if (filters.q) parts.push(FILTER_WORDS.search(filters.q));
  if (filters.from && filters.to) parts.push(rangeInWords({ from: filters.from, to: filters.to }));
  else if (filters.from) parts.push(FILTER_WORDS.since(filters.from));
  else if (filters.to) parts.push(FILTER_WORDS.until(filters.to));
  return parts.join(' · ');
}
