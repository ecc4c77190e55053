import { analyticsRangeLabel, type AnalyticsResponse } from '@outbreak-watch/domain';
import type { ChartShare } from '../../lib/chart-svg';
import { rangeInWords } from '../../lib/filter-words';
import { formatDecimal } from '../../lib/format';
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
  filterWords: string,
  range: AnalyticsResponse['range'],
  fileName: string,
): ChartShare {
  const words =
    range.from && range.to ? rangeInWords({ from: range.from, to: range.to }) : analyticsRangeLabel(range);
  return { filterWords, range: words, fileName, lightColors: LIGHT_OF_DARK };
}
