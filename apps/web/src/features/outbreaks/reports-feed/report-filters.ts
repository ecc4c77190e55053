import { OutbreakFiltersSchema, type OutbreakFilters, type OutbreakTotal } from '@outbreak-watch/domain';
import { formatCount } from '../../../lib/format';
import { filterSearchParams, readQueryFilters } from '../../../lib/url-filters';
import { REPORTS_MESSAGES } from './messages';
import type { Translate } from './outbreak-text';

/** The Reports page's filters, kept in the URL under the API's own names so a shared link reproduces them. */
export const REPORT_FILTER_KEYS = [
  'q',
  'disease_id',
  'country_id',
  'region',
  'status',
  'severity',
  'confirmed',
  'from',
  'to',
  'import',
] as const;

export type ReportFilters = Pick<OutbreakFilters, (typeof REPORT_FILTER_KEYS)[number]>;

/** The valid filters of a query string; malformed values, and an end date before the start, are ignored. */
export function readReportFilters(params: URLSearchParams): ReportFilters {
  const filters = readQueryFilters<ReportFilters>(params, OutbreakFiltersSchema.shape, REPORT_FILTER_KEYS);
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return filters;
}

/** The query string of the filters; unset ones are left out. */
export const reportSearchParams = (filters: ReportFilters) => filterSearchParams(filters);

export const countReportFilters = (filters: ReportFilters) =>
  REPORT_FILTER_KEYS.filter((key) => filters[key] !== undefined).length;

/** "1 report", "1,234 reports", or "More than 1,000 reports" when a search stopped counting. */
export function reportCountText({ count, more }: OutbreakTotal, t: Translate): string {
  const number = formatCount(count);
  return t(more ? REPORTS_MESSAGES.countMore : REPORTS_MESSAGES.count, { count, number });
}
