import { SIGNAL_ALGORITHM_NAMES, type Signal } from '@outbreak-watch/domain';
import { Link } from 'react-router';
import { StackedCell, StackedTableHead } from '../../components/outbreak-table';
import { formatCount, formatDecimal } from '../../lib/format';
import { formatExpected, formatWeek, MEASURE_LABELS, seriesName } from './signal-format';

const COLUMNS = ['Series', 'Week', 'Observed', 'Expected', 'Threshold', 'Method', 'Measure'] as const;
const NUMERIC = [COLUMNS[2], COLUMNS[3], COLUMNS[4]];

interface SignalTableProps {
  signals: readonly Signal[];
  selectedId: number | null;
  /** The link that opens a signal's chart: the page's URL with that signal chosen. */
  linkTo: (id: number) => string;
  onOpen: () => void;
}

/**
 * The current signals, most exceeded first. The series name opens the signal's chart; below the md
 * breakpoint each row is a card, so a phone never scrolls sideways.
 */
export function SignalTable({ signals, selectedId, linkTo, onOpen }: SignalTableProps) {
  return (
    <table className="block w-full text-sm md:table">
      <caption className="sr-only">Current signals, the largest excess over the threshold first</caption>
      <StackedTableHead columns={COLUMNS} numeric={NUMERIC} />
      <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
        {signals.map((signal) => {
          const isSelected = signal.id === selectedId;
          return (
            <tr
              key={signal.id}
              className={`block border-l-4 px-4 py-3 md:table-row md:p-0 ${
                isSelected
                  ? 'border-l-brand-700 bg-slate-100 dark:border-l-brand-300 dark:bg-slate-800'
                  : 'border-l-transparent hover:bg-slate-50 dark:hover:bg-slate-800/40'
              }`}
            >
              <th scope="row" className="block pb-1 text-left font-semibold md:table-cell md:px-4 md:py-3">
                <Link
                  to={linkTo(signal.id)}
                  onClick={onOpen}
                  preventScrollReset
                  aria-current={isSelected ? 'true' : undefined}
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
                {formatCount(signal.observed)}
              </StackedCell>
              <StackedCell
                label={COLUMNS[3]}
                className="text-slate-800 tabular-nums md:text-right dark:text-slate-200"
              >
                {formatExpected(signal.expected)}
              </StackedCell>
              <StackedCell
                label={COLUMNS[4]}
                className="text-slate-800 tabular-nums md:text-right dark:text-slate-200"
              >
                {formatDecimal(signal.threshold)}
              </StackedCell>
              <StackedCell
                label={COLUMNS[5]}
                className="whitespace-nowrap text-slate-800 dark:text-slate-200"
              >
                {SIGNAL_ALGORITHM_NAMES[signal.algorithm]}
              </StackedCell>
              <StackedCell label={COLUMNS[6]} className="text-slate-800 dark:text-slate-200">
                {MEASURE_LABELS[signal.measure]}
              </StackedCell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
