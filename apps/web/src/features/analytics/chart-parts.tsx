import type { AnalyticsResponse, MessageDescriptor } from '@outbreak-watch/domain';
import type { ChartShare } from '../../lib/chart-svg';
import { formatRangeWords } from '../../lib/filter-words';
import { formatDecimal, formatMediumDate } from '../../lib/format';
import { ANALYTICS_MESSAGES as M } from './messages';

/** A formatter of messages (react-intl's `formatMessage`), for the helpers that build text. */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/**
 * What a range is called on screen: "Last 30 days" for a preset (spec §2), the dates of a custom range
 * ("Jan 1, 2026 – Mar 31, 2026", "Since Jan 1, 2026", "Until Mar 31, 2026"), "All time" without bounds.
 */
export function rangeLabel(t: Translate, range: AnalyticsResponse['range']): string {
  if (range.days !== null) return t(M.lastDays, { days: range.days });
  if (range.from && range.to) {
    return t(M.dates, { from: formatMediumDate(range.from), to: formatMediumDate(range.to) });
  }
  if (range.from) return t(M.since, { date: formatMediumDate(range.from) });
  if (range.to) return t(M.until, { date: formatMediumDate(range.to) });
  return t(M.allTime);
}
import { LIGHT_OF_DARK } from './chart-colors';

/** Axis ticks in the text colour of the chart box (light or dark theme). */
export const tick = { fill: 'currentColor', fontSize: 12 };

/** Legend labels in the page's text colour: some series colours are too dark to read on the dark theme. */
export const legendLabel = (value: string) => (
  <span className="text-slate-700 dark:text-slate-200">{value}</span>
);

/** The title of a value axis, written along it. */
export const yAxisTitle = (value: string, side: 'left' | 'right') => ({
  value,
  angle: side === 'left' ? -90 : 90,
  position: side === 'left' ? ('insideLeft' as const) : ('insideRight' as const),
  style: { textAnchor: 'middle' as const, fill: 'currentColor', fontSize: 12 },
});

/** The title of a horizontal axis, outside it: under the bottom one, over the top one. */
export const axisTitleAt = (value: string, side: 'bottom' | 'top') => ({
  value,
  position: side === 'bottom' ? ('insideBottom' as const) : ('insideTop' as const),
  offset: side === 'bottom' ? -4 : -2,
  style: { fill: 'currentColor', fontSize: 12 },
});

/** The title of the category axis, under it. */
export const xAxisTitle = (value: string) => axisTitleAt(value, 'bottom');

/** A percentage or rate that may be missing (no cases, no population): two decimals, or a dash. */
export const decimalOrDash = (value: number | null) => (value === null ? '—' : formatDecimal(value));

/**
 * The share texts of an analytics chart: the filter in words, the range (its dates, or "All time",
 * "Since …") and the file name, with the dark scheme's colours to export in the light scheme's.
 */
export function analyticsShare(
  t: Translate,
  filterWords: string,
  range: AnalyticsResponse['range'],
  fileName: string,
): ChartShare {
  const words =
    range.from && range.to ? formatRangeWords({ from: range.from, to: range.to }) : rangeLabel(t, range);
  return { filterWords, range: words, fileName, lightColors: LIGHT_OF_DARK };
}
