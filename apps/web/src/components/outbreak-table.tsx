import type { Outbreak } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import { AttackRateBadge, SurvivabilityBadge, TransmissionBadge } from './outbreak-badges';
import { formatLocation, formatMediumDate } from '../lib/format';
import { useText } from '../lib/i18n/use-text';
import { paths } from '../lib/paths';
import { TABLE_MESSAGES } from './messages';

const COLUMNS = [
  TABLE_MESSAGES.date,
  TABLE_MESSAGES.location,
  TABLE_MESSAGES.disease,
  TABLE_MESSAGES.transmission,
  TABLE_MESSAGES.attackRate,
  TABLE_MESSAGES.survivability,
] as const;

/**
 * Below the md breakpoint every row becomes a card: cells stack, each led by its column name, so a
 * 375 px screen never scrolls sideways.
 */
const cellClasses =
  'flex items-center justify-between gap-4 py-1 text-end ' +
  'before:text-start before:text-xs before:font-medium before:text-slate-600 before:content-[attr(data-label)] ' +
  'md:table-cell md:px-4 md:py-3 md:text-start md:before:content-none dark:before:text-slate-400';

/** A cell that, below md, is a line of its row's card led by its column name. */
export function StackedCell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td data-label={label} className={[cellClasses, className].filter(Boolean).join(' ')}>
      {children}
    </td>
  );
}

/** The column headings of a table whose rows are cards below md; `numeric` columns align to the end. */
export function StackedTableHead({
  columns,
  numeric = [],
  children,
}: {
  columns: readonly string[];
  numeric?: readonly string[];
  /** Further heading cells after the columns. */
  children?: ReactNode;
}) {
  return (
    <thead className="hidden bg-slate-50 text-xs tracking-wide text-slate-600 uppercase md:table-header-group dark:bg-slate-950/40 dark:text-slate-400">
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={`px-4 py-3 font-semibold ${numeric.includes(column) ? 'text-end' : 'text-start'}`}
          >
            {column}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}

/**
 * The View link's box stretched over its whole row (the row is its containing block), so a click
 * anywhere on the row opens the details (spec §2: rows click through) while the row keeps one link:
 * one tab stop, one name for screen readers, and the browser's own new-tab and copy-link.
 */
const rowLinkClasses = "w-full md:w-auto after:absolute after:inset-0 after:content-['']";

/**
 * Outbreak rows with the columns of spec §2 (Home, and Analytics' Recent Outbreaks), newest first; the
 * whole row opens the details, through its View link.
 */
export function OutbreakTable({ outbreaks, caption }: { outbreaks: readonly Outbreak[]; caption?: string }) {
  const t = useText();
  const columns = COLUMNS.map((column) => t(column));
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">{caption ?? t(TABLE_MESSAGES.caption)}</caption>
      <StackedTableHead columns={columns}>
        <th scope="col" className="px-4 py-3 text-end font-semibold">
          <span className="sr-only">{t(TABLE_MESSAGES.actions)}</span>
        </th>
      </StackedTableHead>
      <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
        {outbreaks.map((outbreak) => {
          const location = formatLocation(outbreak);
          const date = formatMediumDate(outbreak.date);
          return (
            <tr
              key={outbreak.id}
              className={
                'relative block cursor-pointer px-4 py-3 focus-within:bg-slate-50 hover:bg-slate-50 ' +
                'md:table-row md:p-0 dark:focus-within:bg-slate-800/40 dark:hover:bg-slate-800/40'
              }
            >
              <StackedCell
                label={columns[0]}
                className="whitespace-nowrap text-slate-700 dark:text-slate-300"
              >
                <time dateTime={outbreak.date}>{date}</time>
              </StackedCell>
              <StackedCell label={columns[1]} className="text-slate-800 dark:text-slate-200">
                {location}
              </StackedCell>
              <StackedCell label={columns[2]} className="font-semibold text-slate-950 dark:text-white">
                {outbreak.disease_name}
              </StackedCell>
              <StackedCell label={columns[3]}>
                <TransmissionBadge value={outbreak.transmission_rate} showLabel={false} />
              </StackedCell>
              <StackedCell label={columns[4]}>
                <AttackRateBadge value={outbreak.attack_rate} showLabel={false} />
              </StackedCell>
              <StackedCell label={columns[5]}>
                <SurvivabilityBadge value={outbreak.survivability} showLabel={false} />
              </StackedCell>
              <td className="block pt-3 md:table-cell md:px-4 md:py-3 md:text-end">
                <ButtonLink
                  to={paths.details(outbreak.id)}
                  variant="secondary"
                  size="sm"
                  className={rowLinkClasses}
                >
                  {t(TABLE_MESSAGES.view)}{' '}
                  <span className="sr-only">
                    {t(TABLE_MESSAGES.viewWhat, { disease: outbreak.disease_name, location, date })}
                  </span>
                </ButtonLink>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
