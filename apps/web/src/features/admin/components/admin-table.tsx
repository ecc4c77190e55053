import type { ReactNode } from 'react';

const TH_TEXT =
  'py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase dark:text-slate-300';
export const TH_CLASSES = `px-4 ${TH_TEXT}`;
/** A heading of a `stacked` table, whose columns sit closer to fit a laptop's width. */
export const STACKED_TH_CLASSES = `px-3 ${TH_TEXT}`;
export const TD_CLASSES = 'px-4 py-3 align-top text-sm text-slate-800 dark:text-slate-200';

/** The heading row of a table whose headings are plain text. */
export function HeadRow({
  columns,
  thClasses = TH_CLASSES,
}: {
  columns: readonly string[];
  thClasses?: string;
}) {
  return (
    <tr>
      {columns.map((heading) => (
        <th key={heading} scope="col" className={thClasses}>
          {heading}
        </th>
      ))}
    </tr>
  );
}

/** The heading row of a `stacked` table whose headings are plain text. */
export function StackedHeadRow({ columns }: { columns: readonly string[] }) {
  return <HeadRow columns={columns} thClasses={STACKED_TH_CLASSES} />;
}

/** A row of a `stacked` table: below the lg breakpoint, a card of labelled lines. */
export const STACKED_ROW_CLASSES = 'block px-4 py-3 lg:table-row lg:p-0';

const stackedCellClasses =
  'flex min-w-0 items-start justify-between gap-4 py-1 text-end text-sm text-slate-800 dark:text-slate-200 ' +
  'before:shrink-0 before:text-start before:font-sans before:text-xs before:font-medium before:text-slate-600 ' +
  'before:content-[attr(data-label)] dark:before:text-slate-400 ' +
  'lg:table-cell lg:px-3 lg:py-3 lg:text-start lg:align-top lg:before:content-none';

/**
 * A cell of a `stacked` table: below lg a line of its row's card led by its column name (`label`; none
 * for a line of buttons), a table cell from lg up.
 */
export function AdminCell({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={[stackedCellClasses, className].filter(Boolean).join(' ')}>
      {children}
    </td>
  );
}

/**
 * A data table in a card. A `stacked` table shows each row as a card below the lg breakpoint (its rows
 * use STACKED_ROW_CLASSES and AdminCell), so a phone never scrolls sideways; otherwise, on a narrow
 * screen the table scrolls sideways inside the card, and the scroll area is focusable so keyboard
 * users can scroll it too.
 */
export function AdminTable({
  caption,
  head,
  children,
  busy = false,
  minWidthClass = '',
  stacked = false,
}: {
  /** Names the table for screen readers. */
  caption: string;
  head: ReactNode;
  children: ReactNode;
  /** Marks the rows as being refreshed. */
  busy?: boolean;
  /** A width below which the table scrolls rather than squeezing its columns (a Tailwind class). */
  minWidthClass?: string;
  /** Cards below lg instead of a table that scrolls sideways (then `minWidthClass` does not apply). */
  stacked?: boolean;
}) {
  const width = minWidthClass ? `w-full ${minWidthClass}` : 'min-w-full';
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* The scroll area must be reachable by keyboard when the table is wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto rounded-xl" tabIndex={0} role="region" aria-label={caption}>
        <table
          aria-busy={busy || undefined}
          className={`${stacked ? 'block w-full lg:table' : width} divide-y divide-slate-200 dark:divide-slate-800`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead
            className={`${stacked ? 'hidden lg:table-header-group' : ''} bg-slate-50 dark:bg-slate-800/60`}
          >
            {head}
          </thead>
          <tbody
            className={`${stacked ? 'block lg:table-row-group' : ''} divide-y divide-slate-200 dark:divide-slate-800`}
          >
            {children}
          </tbody>
        </table>
      </div>
    </div>
  );
}
