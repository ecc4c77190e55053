import type { Signal } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { StackedCell, StackedTableHead } from '../../components/outbreak-table';
import { formatCount, formatDecimal } from '../../lib/format';
import { SIGNALS_MESSAGES as M } from './messages';
import { formatExpected, MEASURE_NAMES, seriesLabel, weekLabel } from './signal-format';
import { SignalMethods, SignalStatusBadge } from './signal-status';

const COLUMNS = [M.series, M.week, M.observed, M.expected, M.threshold, M.measure, M.methods, M.status];

interface SignalTableProps {
  signals: readonly Signal[];
  /** The link to a signal's own page. */
  linkTo: (id: number) => string;
}

/**
 * The current signals, one row per series and week, most exceeded first. The figures and measure are
 * those of the reference method (the largest excess); every method that agrees is listed. The series
 * name opens the signal's page; below the md breakpoint each row is a card, so a phone never scrolls
 * sideways.
 */
export function SignalTable({ signals, linkTo }: SignalTableProps) {
  const { formatMessage: t } = useIntl();
  const columns = COLUMNS.map((column) => t(column));
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">{t(M.caption)}</caption>
      <StackedTableHead columns={columns} numeric={[columns[2], columns[3], columns[4]]} />
      <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
        {signals.map((signal) => {
          const reference = signal.reference;
          return (
            <tr
              key={signal.id}
              className="block px-4 py-3 hover:bg-slate-50 md:table-row md:p-0 dark:hover:bg-slate-800/40"
            >
              <th scope="row" className="block pb-1 text-start font-semibold md:table-cell md:px-4 md:py-3">
                <Link
                  to={linkTo(signal.id)}
                  className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {seriesLabel(t, signal)}
                </Link>
              </th>
              <StackedCell
                label={columns[1]}
                className="whitespace-nowrap text-slate-700 dark:text-slate-300"
              >
                <time dateTime={signal.week_start}>{weekLabel(t, signal.week_start)}</time>
              </StackedCell>
              <StackedCell
                label={columns[2]}
                className="font-semibold text-slate-950 tabular-nums md:text-end dark:text-white"
              >
                {reference ? formatCount(reference.observed) : '—'}
              </StackedCell>
              <StackedCell
                label={columns[3]}
                className="text-slate-800 tabular-nums md:text-end dark:text-slate-200"
              >
                {reference ? formatExpected(reference.expected) : '—'}
              </StackedCell>
              <StackedCell
                label={columns[4]}
                className="text-slate-800 tabular-nums md:text-end dark:text-slate-200"
              >
                {reference ? formatDecimal(reference.threshold) : '—'}
              </StackedCell>
              <StackedCell label={columns[5]} className="text-slate-800 dark:text-slate-200">
                {reference ? t(MEASURE_NAMES[reference.measure].name) : '—'}
              </StackedCell>
              <StackedCell label={columns[6]} className="text-slate-800 dark:text-slate-200">
                <SignalMethods methods={signal.methods} />
              </StackedCell>
              <StackedCell label={columns[7]}>
                <SignalStatusBadge status={signal.status} />
              </StackedCell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
