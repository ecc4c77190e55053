import { Link } from 'react-router';
import { formatCount, formatMediumDate } from '../lib/format';
import { useText } from '../lib/i18n/use-text';
import { paths } from '../lib/paths';
import { TABLE_MESSAGES } from './messages';
import { ConfirmationBadge, StatusBadge } from './outbreak-badges';
import { StackedCell, StackedTableHead } from './outbreak-table';

const COLUMNS = [
  TABLE_MESSAGES.disease,
  TABLE_MESSAGES.location,
  TABLE_MESSAGES.cases,
  TABLE_MESSAGES.status,
  TABLE_MESSAGES.date,
] as const;

export interface CompactOutbreakRow {
  id: number;
  disease_name: string;
  /** Where, as the page words it (the state in a country's table, "state, country" elsewhere). */
  location: string;
  cases: number;
  status: string;
  confirmed: boolean;
  date: string;
}

/**
 * A short list of outbreaks as a table: disease (linking to its details), location, cases, status and
 * date. Below the md breakpoint each row is a card, each cell led by its column name.
 */
export function CompactOutbreakTable({
  outbreaks,
  caption,
}: {
  outbreaks: readonly CompactOutbreakRow[];
  caption: string;
}) {
  const t = useText();
  const columns = COLUMNS.map((column) => t(column));
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <StackedTableHead columns={columns} />
      <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
        {outbreaks.map((outbreak) => (
          <tr key={outbreak.id} className="block px-4 py-3 md:table-row md:p-0">
            <StackedCell label={columns[0]} className="font-semibold">
              <Link
                to={paths.details(outbreak.id)}
                className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {outbreak.disease_name}
              </Link>
            </StackedCell>
            <StackedCell label={columns[1]} className="text-slate-800 dark:text-slate-200">
              {outbreak.location}
            </StackedCell>
            <StackedCell label={columns[2]} className="text-slate-800 tabular-nums dark:text-slate-200">
              {formatCount(outbreak.cases)}
            </StackedCell>
            <StackedCell label={columns[3]}>
              <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                <StatusBadge status={outbreak.status} />
                <ConfirmationBadge confirmed={outbreak.confirmed} />
              </span>
            </StackedCell>
            <StackedCell label={columns[4]} className="whitespace-nowrap text-slate-700 dark:text-slate-300">
              <time dateTime={outbreak.date}>{formatMediumDate(outbreak.date)}</time>
            </StackedCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
