import type { Signal } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { StackedCell, StackedTableHead } from '../../components/outbreak-table';
import { formatCount, formatDecimal } from '../../lib/format';
import { formatExpected, formatWeek, MEASURE_LABELS, seriesName } from './signal-format';
import { SignalMethods, SignalStatusBadge } from './signal-status';

const COLUMNS = [
  'Series',
  'Week',
  'Observed',
  'Expected',
  'Threshold',
  'Measure',
  'Methods',
  'Status',
] as const;
const NUMERIC = [COLUMNS[2], COLUMNS[3], COLUMNS[4]];

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
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">Current signals, the largest excess over the threshold first</caption>
      <StackedTableHead columns={COLUMNS} numeric={NUMERIC} />
      <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
        {signals.map((signal) => {
          const reference = signal.reference;
          return (
            <tr
              key={signal.id}
              className="block px-4 py-3 hover:bg-slate-50 md:table-row md:p-0 dark:hover:bg-slate-800/40"
            >
              <th scope="row" className="block pb-1 text-left font-semibold md:table-cell md:px-4 md:py-3">
                <Link
                  to={linkTo(signal.id)}
                  className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {seriesName(signal)}
                </Link>
              </th>
              <StackedCell
                label={COLUMNS[1]}
                className="whitespace-nowrap text-slate-700 dark:text-slate-300"
              >
                <time dateTime={signal.week_start}>{formatWeek(signal.week_start)}</time>
              </StackedCell>
              <StackedCell
                label={COLUMNS[2]}
                className="font-semibold text-slate-950 tabular-nums md:text-right dark:text-white"
              >
                {reference ? formatCount(reference.observed) : '—'}
              </StackedCell>
              <StackedCell
                label={COLUMNS[3]}
                className="text-slate-800 tabular-nums md:text-right dark:text-slate-200"
              >
                {reference ? formatExpected(reference.expected) : '—'}
              </StackedCell>
              <StackedCell
                label={COLUMNS[4]}
                className="text-slate-800 tabular-nums md:text-right dark:text-slate-200"
              >
                {reference ? formatDecimal(reference.threshold) : '—'}
              </StackedCell>
              <StackedCell label={COLUMNS[5]} className="text-slate-800 dark:text-slate-200">
                {reference ? MEASURE_LABELS[reference.measure] : '—'}
              </StackedCell>
              <StackedCell label={COLUMNS[6]} className="text-slate-800 dark:text-slate-200">
                <SignalMethods methods={signal.methods} />
              </StackedCell>
              <StackedCell label={COLUMNS[7]}>
                <SignalStatusBadge status={signal.status} />
              </StackedCell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
