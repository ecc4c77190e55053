import {
  EPICURVE_STACKS,
  type AnalyticsFilters,
  type EpicurveResponse,
  type EpicurveStack,
} from '@outbreak-watch/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { LocalErrorBoundary } from '../../components/local-error-boundary';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { ShareButton, type EmbedSize } from '../../components/share-dialog';
import { useFilterInWords } from '../../lib/filter-words';
import { paths } from '../../lib/paths';
import { analyticsSearchParams, DEFAULT_STACK, DEFAULT_VIEW, readAnalyticsView } from './analytics-filters';
import { useEpicurve } from './api/get-epicurve';
import { analyticsShare } from './chart-parts';
import { ANALYTICS_MESSAGES, EPICURVE_MESSAGES as M } from './messages';

// Recharts comes with the chart, after the rest of the page is on screen.
const EpidemicCurveChart = lazy(() => import('./epidemic-curve-chart'));

/** Reserved height of the chart, so nothing below it jumps when it arrives. */
const CHART_HEIGHT = 'h-[28rem] sm:h-96';

/** The embed's frame: an article column's width, the chart with its title, filter and source lines. */
const EPICURVE_EMBED_SIZE: EmbedSize = { width: 720, height: 620 };

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
  const filterWords = useFilterInWords(filters);
  const { formatMessage: t } = useIntl();
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

  return (
    <section aria-labelledby="epidemic-curve" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2 id="epidemic-curve" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t(M.title)}
        </h2>
        {/* Toggle buttons, not radios: a "Disease" or "Status" label would be a second field of the
            filter bar's names for assistive technology. */}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <div
            role="group"
            aria-labelledby="epicurve-stack"
            className="flex items-center gap-2 text-sm print:hidden"
          >
            <span id="epicurve-stack" className="font-medium text-slate-800 dark:text-slate-200">
              {t(M.stackBy)}:
            </span>
            {EPICURVE_STACKS.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={stack === value ? 'primary' : 'secondary'}
                aria-pressed={stack === value}
                onClick={() => choose(value)}
              >
                {t(M[value])}
              </Button>
            ))}
          </div>
          <ShareButton
            subject={t(M.title)}
            pagePath={paths.withSearch(paths.analysis, params)}
            embedPath={paths.embedEpicurve(analyticsSearchParams(filters, { ...DEFAULT_VIEW, stack }))}
            embedSize={EPICURVE_EMBED_SIZE}
          />
        </div>
      </div>
      <EpidemicCurveBody curve={curve} filterWords={filterWords} />
    </section>
  );
}

/**
 * The curve's answer on screen: a spinner, the error with Retry, the empty message, or the chart; with
 * `filterWords`, the chart offers its downloads (an embed, which says its filter itself, does not).
 */
export function EpidemicCurveBody({
  curve,
  filterWords,
}: {
  curve: ReturnType<typeof useEpicurve>;
  filterWords?: string;
}) {
  const data = curve.data;
  const { formatMessage: t } = useIntl();
  return (
    <>
      {curve.isPending && <Spinner label={t(M.loading)} className={CHART_HEIGHT} />}
      {curve.isError && !data && (
        <Alert tone="error" title={t(M.loadFailedTitle)}>
          <p>{errorMessage(curve.error, t(M.loadFailed))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void curve.refetch()}>
            {t(ANALYTICS_MESSAGES.retry)}
          </Button>
        </Alert>
      )}
      {data &&
        (isEmptyCurve(data) ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {t(M.empty)}
          </p>
        ) : (
          <div
            className={curve.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={curve.isFetching}
          >
            <LocalErrorBoundary fallback={<Alert tone="error">{t(M.drawFailed)}</Alert>}>
              <Suspense
                fallback={<div className={`rounded-xl bg-slate-100 dark:bg-slate-800/50 ${CHART_HEIGHT}`} />}
              >
                <EpidemicCurveChart
                  curve={data}
                  chartClassName={CHART_HEIGHT}
                  share={
                    filterWords === undefined
                      ? undefined
                      : analyticsShare(t, filterWords, data.range, `epidemic-curve-by-${data.stack}`)
                  }
                />
              </Suspense>
            </LocalErrorBoundary>
          </div>
        ))}
    </>
  );
}
