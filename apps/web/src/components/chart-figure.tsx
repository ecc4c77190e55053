import { useRef, type ReactNode } from 'react';
import type { ChartShare } from '../lib/chart-svg';
import { useText } from '../lib/i18n/use-text';
import { useNearViewport } from '../lib/use-near-viewport';
import { ChartDownloads } from './chart-downloads';
import { CHARTS_MESSAGES } from './messages';

interface ChartFigureProps {
  title: string;
  /** What the chart shows, for screen readers (the chart itself is an image to them). */
  description: string;
  chart: ReactNode;
  /** Column headings and rows of the same numbers, the chart's text alternative. */
  table: { columns: string[]; rows: (string | number)[][] };
  /** What the figures rest on, or how to read them, under the title. */
  note?: ReactNode;
  className?: string;
  /** The chart box's height (a fixed one, so nothing moves when the chart appears). */
  chartClassName?: string;
  /**
   * The filter and range in words and the file name: with them, the chart offers PNG, SVG and CSV
   * downloads that carry its title, filter, range and source, so each stands alone.
   */
  share?: ChartShare;
  /** The server's CSV of every row behind the chart, downloaded instead of the table's numbers. */
  csvHref?: string;
}

/**
 * A chart with its accessible name and its numbers as a table behind a disclosure. The chart is drawn
 * when the figure comes near the screen, in a box of fixed height, so nothing moves when it appears.
 * Given its share texts, it offers the chart as images and its table as CSV.
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
  note,
  className,
  chartClassName = 'h-64',
  share,
  csvHref,
}: ChartFigureProps) {
  const t = useText();
  const [isNear, nearRef] = useNearViewport();
  const figureRef = useRef<HTMLElement>(null);
  return (
    <figure
      ref={figureRef}
      className={`flex flex-wrap items-start justify-between gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <figcaption className="min-w-0 flex-1 basis-48 text-base font-semibold text-slate-950 dark:text-white">
        {title}
        {note && (
          <span className="mt-1 block text-sm font-normal text-slate-600 dark:text-slate-400">{note}</span>
        )}
      </figcaption>
      {share && (
        <ChartDownloads chartRef={figureRef} title={title} table={table} share={share} csvHref={csvHref} />
      )}
      <div
        ref={nearRef}
        role="img"
        aria-label={description}
        className={`mt-3 w-full text-slate-700 dark:text-slate-300 ${chartClassName}`}
      >
        {isNear && chart}
      </div>
      <details className="mt-3 w-full text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          {t(CHARTS_MESSAGES.showTable)}
        </summary>
        {/* Focusable, so the keyboard can scroll a long table (WCAG 2.1.1, axe scrollable-region-focusable). */}
        <div
          role="region"
          aria-label={t(CHARTS_MESSAGES.tableRegion, { title })}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take the focus
          tabIndex={0}
          className="mt-2 max-h-64 overflow-auto"
        >
          <table className="w-full text-start">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                {table.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="py-1 pe-4 font-semibold text-slate-700 dark:text-slate-200"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i} className="border-b border-slate-100 dark:border-slate-800">
                  {row.map((cell, j) => (
                    <td key={j} className="py-1 pe-4 text-slate-800 tabular-nums dark:text-slate-200">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
