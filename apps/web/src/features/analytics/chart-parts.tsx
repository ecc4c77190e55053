import { formatDecimal } from '../../lib/format';

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
