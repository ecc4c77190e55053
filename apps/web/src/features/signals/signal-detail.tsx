import { SIGNAL_ALGORITHM_NAMES, type SignalDetail as SignalDetailData } from '@outbreak-watch/domain';
import { lazy, Suspense, useId, type Ref } from 'react';
import { Alert } from '../../components/alert';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/button';
import { CompactOutbreakTable } from '../../components/compact-outbreak-table';
import { LocalErrorBoundary } from '../../components/local-error-boundary';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatCount, formatDecimal, formatLocation, formatMediumDate } from '../../lib/format';
import { useSignal } from './api/get-signal';
import { formatExpected, MEASURE_LABELS, seriesName, SIGNALS_TEXTS } from './signal-format';

// Recharts is fetched with the chart, after the signal's numbers are on screen.
const SignalChart = lazy(() => import('./signal-chart'));

const chartPlaceholder = <div className="h-96 rounded-xl bg-slate-100 dark:bg-slate-800/50" />;

function Figures({ detail }: { detail: SignalDetailData }) {
  const { signal } = detail;
  const figures: [string, string][] = [
    ['Observed', formatCount(signal.observed)],
    ['Expected', formatExpected(signal.expected)],
    ['Threshold', formatDecimal(signal.threshold)],
    ['Method', SIGNAL_ALGORITHM_NAMES[signal.algorithm]],
    ['Measure', MEASURE_LABELS[signal.measure]],
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-950 tabular-nums dark:text-white">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface SignalDetailProps {
  id: number;
  onClose: () => void;
  /** The heading, which takes the focus when a signal is chosen on the page. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** A chosen signal: its figures, its series chart (with a table alternative) and the reports of its week. */
export function SignalDetail({ id, onClose, headingRef }: SignalDetailProps) {
  const query = useSignal(id);
  const reportsId = useId();
  const detail = query.data;

  return (
    <section
      aria-label="Signal details"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-balance text-slate-950 dark:text-white"
        >
          {detail
            ? `${seriesName(detail.signal)}, week of ${formatMediumDate(detail.signal.week_start)}`
            : 'Signal'}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose} aria-label="Close the signal details">
          Close
        </Button>
      </div>

      {query.isPending && <Spinner label={SIGNALS_TEXTS.detailLoading} className="py-12" />}
      {query.isError && (
        <LoadError
          className="mt-4"
          title={SIGNALS_TEXTS.detailFailed}
          message={errorMessage(query.error, SIGNALS_TEXTS.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {detail && (
        <>
          <Figures detail={detail} />
          <div className="mt-6">
            <LocalErrorBoundary
              fallback={
                <Alert tone="error">
                  The chart could not be drawn. The figures above and the reports below are complete.
                </Alert>
              }
            >
              <Suspense fallback={chartPlaceholder}>
                <SignalChart detail={detail} />
              </Suspense>
            </LocalErrorBoundary>
          </div>
          <section aria-labelledby={reportsId} className="mt-6">
            <h3 id={reportsId} className="text-lg font-semibold text-slate-950 dark:text-white">
              Reports of the week
            </h3>
            {detail.reports.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{SIGNALS_TEXTS.noReports}</p>
            ) : (
              <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
                <CompactOutbreakTable
                  caption={`Reports of the week of ${formatMediumDate(detail.signal.week_start)}`}
                  outbreaks={detail.reports.map((report) => ({
                    ...report,
                    location: formatLocation(report),
                  }))}
                />
              </div>
            )}
          </section>
        </>
      )}
    </section>
  );
}
