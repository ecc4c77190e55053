import type { ReactNode } from 'react';

export const TH_CLASSES =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase dark:text-slate-300';
export const TD_CLASSES = 'px-4 py-3 align-top text-sm text-slate-800 dark:text-slate-200';

/**
 * A data table in a card. On a narrow screen the table scrolls sideways inside the card; the scroll area
 * is focusable so keyboard users can scroll it too.
 */
export function AdminTable({
  caption,
  head,
  children,
  busy = false,
  minWidthClass = '',
}: {
  /** Names the table for screen readers. */
  caption: string;
  head: ReactNode;
  children: ReactNode;
  /** Marks the rows as being refreshed. */
  busy?: boolean;
  /** A width below which the table scrolls rather than squeezing its columns (a Tailwind class). */
  minWidthClass?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* The scroll area must be reachable by keyboard when the table is wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto rounded-xl" tabIndex={0} role="region" aria-label={caption}>
        <table
          aria-busy={busy || undefined}
          className={`${minWidthClass ? `w-full ${minWidthClass}` : 'min-w-full'} divide-y divide-slate-200 dark:divide-slate-800`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">{head}</thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
        </table>
      </div>
    </div>
  );
}
