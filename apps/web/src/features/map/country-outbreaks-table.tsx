import { MAP_TEXTS, type MapCountry } from '@outbreak-watch/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmationBadge, StatusBadge } from '../../components/outbreak-badges';
import { paths } from '../../lib/paths';
import { formatMediumDate } from '../../lib/format';
import { formatCount, formatPlace } from './map-format';

const COLUMNS = ['Disease', 'Location', 'Cases', 'Status', 'Date'] as const;

/** Below the md breakpoint rows become cards, each cell led by its column name (no sideways scroll). */
const cellClasses =
  'flex items-center justify-between gap-4 py-1 text-right ' +
  'before:text-left before:text-xs before:font-medium before:text-slate-600 before:content-[attr(data-label)] ' +
  'md:table-cell md:px-4 md:py-3 md:text-left md:before:content-none dark:before:text-slate-400';

function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={[cellClasses, className].filter(Boolean).join(' ')}>
      {children}
    </td>
  );
}

function summary(country: MapCountry): string {
  const shown = country.recent.length;
  const total = country.total_outbreaks;
  if (shown >= total)
    return total === 1 ? 'The one matching outbreak' : `All ${total} matching outbreaks, newest first`;
  return `The ${shown} most recent of ${formatCount(total)} matching outbreaks`;
}

/** Spec §2 Map: the selected country's outbreaks below the map (the newest six the summary carries). */
export function CountryOutbreaksTable({ name, country }: { name: string; country: MapCountry | undefined }) {
  const titleId = useId();
  const outbreaks = country?.recent ?? [];

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {MAP_TEXTS.tableTitle(name)}
        </h2>
        {country !== undefined && outbreaks.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{summary(country)}</p>
        )}
      </div>
      {outbreaks.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-700 sm:px-6 dark:text-slate-300">
          {MAP_TEXTS.tableEmpty(name)}
        </p>
      ) : (
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">{MAP_TEXTS.tableTitle(name)}</caption>
          <thead className="hidden bg-slate-50 text-xs tracking-wide text-slate-600 uppercase md:table-header-group dark:bg-slate-950/40 dark:text-slate-400">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-left font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
            {outbreaks.map((outbreak) => (
              <tr key={outbreak.id} className="block px-4 py-3 md:table-row md:p-0">
                <Cell label={COLUMNS[0]} className="font-semibold">
                  <Link
                    to={paths.details(outbreak.id)}
                    className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {outbreak.disease_name}
                  </Link>
                </Cell>
                <Cell label={COLUMNS[1]} className="text-slate-800 dark:text-slate-200">
                  {formatPlace(outbreak, name)}
                </Cell>
                <Cell label={COLUMNS[2]} className="text-slate-800 tabular-nums dark:text-slate-200">
                  {formatCount(outbreak.cases)}
                </Cell>
                <Cell label={COLUMNS[3]}>
                  <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                    <StatusBadge status={outbreak.status} />
                    <ConfirmationBadge confirmed={outbreak.confirmed} />
                  </span>
                </Cell>
                <Cell label={COLUMNS[4]} className="whitespace-nowrap text-slate-700 dark:text-slate-300">
                  <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
