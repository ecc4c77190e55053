import {
  EPICURVE_STACKS,
  EPICURVE_TEXTS,
  type AnalyticsFilters,
  type EpicurveResponse,
  type EpicurveStack,
} from '@outbreak-watch/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { LocalErrorBoundary } from '../../components/local-error-boundary';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { DEFAULT_STACK, readAnalyticsView } from './analytics-filters';
import { useEpicurve } from './api/get-epicurve';

// Recharts comes with the chart, after the rest of the page is on screen.
const EpidemicCurveChart = lazy(() => import('./epidemic-curve-chart'));

/** Reserved height of the chart, so nothing below it jumps when it arrives. */
const CHART_HEIGHT = 'h-[28rem] sm:h-96';

/** Whether a curve has nothing to draw: no report in its weeks nor in the band's. */
export const isEmptyCurve = (curve: EpicurveResponse) =>
  curve.weeks.every((week) => week.total === 0 && !week.band?.max);

/**
 * The epidemic curve of the analytics filters: reports per ISO week, stacked by disease or status (in the
 * URL), with the same weeks of the previous five years behind them.
 */
export function EpidemicCurve({ filters }: { filters: AnalyticsFilters }) {
  const [params, setParams] = useSearchParams();
  const { stack } = readAnalyticsView(params);
  const curve = useEpicurve(filters, stack);
  const choose = (next: EpicurveStack) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_STACK) updated.delete('stack');
        else updated.set('stack', next);
        return updated;
      },
      { replace: true },
    );
  const data = curve.data;

  return (
    <section aria-labelledby="epidemic-curve" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2 id="epidemic-curve" className="text-lg font-semibold text-slate-950 dark:text-white">
          {EPICURVE_TEXTS.title}
        </h2>
        {/* Toggle buttons, not radios: a "Disease" or "Status" label would be a second field of the
            filter bar's names for assistive technology. */}
        <div
          role="group"
          aria-labelledby="epicurve-stack"
          className="flex items-center gap-2 text-sm print:hidden"
        >
          <span id="epicurve-stack" className="font-medium text-slate-800 dark:text-slate-200">
            {EPICURVE_TEXTS.stackBy}:
          </span>
          {EPICURVE_STACKS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={stack === value ? 'primary' : 'secondary'}
              aria-pressed={stack === value}
              onClick={() => choose(value)}
            >
              {EPICURVE_TEXTS.stacks[value]}
            </Button>
          ))}
        </div>
      </div>
      {curve.isPending && <Spinner label="Loading the epidemic curve…" className={CHART_HEIGHT} />}
      {curve.isError && !data && (
        <Alert tone="error" title="The epidemic curve could not be loaded">
          <p>{errorMessage(curve.error, 'Please try again later.')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void curve.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {data &&
        (isEmptyCurve(data) ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {EPICURVE_TEXTS.empty}
          </p>
        ) : (
          <div
            className={curve.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={curve.isFetching}
          >
            <LocalErrorBoundary fallback={<Alert tone="error">The epidemic curve could not be drawn.</Alert>}>
              <Suspense
                fallback={<div className={`rounded-xl bg-slate-100 dark:bg-slate-800/50 ${CHART_HEIGHT}`} />}
              >
                <EpidemicCurveChart curve={data} chartClassName={CHART_HEIGHT} />
              </Suspense>
            </LocalErrorBoundary>
          </div>
        ))}
    </section>
  );
}
