import { PAGE_INTRO_CLASSES, type AnalyticsFilters } from '@outbreak-watch/domain';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { LocalErrorBoundary } from '../../components/local-error-boundary';
import { OutbreakTable } from '../../components/outbreak-table';
import { PageIntro } from '../../components/page-intro';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SITUATION_LINK_MESSAGES } from '../situation/messages';
import { UnconfirmedShare } from '../../components/confirmed-toggle';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { EpidemicCurve } from './epidemic-curve';
import {
  analyticsSearchParams,
  readAnalyticsFilters,
  readAnalyticsView,
  type AnalyticsView,
} from './analytics-filters';
import { useAnalytics } from './api/get-analytics';
import { SummaryCards } from './summary-cards';
import { rangeLabel } from './chart-parts';
import { ANALYTICS_MESSAGES as M } from './messages';

// Recharts is a large library: it is fetched with the charts, after the numbers are on screen.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** Reserved height of the chart area, so nothing below it jumps when the charts arrive. */
const chartsPlaceholder = (
  <div className="h-[58rem] rounded-xl bg-slate-100 lg:h-[42rem] dark:bg-slate-800/50" />
);

/** Spec §2 Analytics: filters (in the URL), summary cards, charts and the first ten matching outbreaks. */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readAnalyticsFilters(params);
  const view = readAnalyticsView(params);
  const analytics = useAnalytics(filters);
  const apply = (next: AnalyticsFilters, nextView: AnalyticsView = view) =>
    setParams(analyticsSearchParams(next, nextView), { replace: true });
  // The cards, charts and table render a step behind the answer, in slices between which a phone
  // stays responsive, rather than in the one task that takes the answer in.
  const data = useDeferredValue(analytics.data);
  const { formatMessage: t } = useIntl();

  return (
    <div className={PAGE_INTRO_CLASSES.page}>
      <PageIntro page="/analysis" />
      <AnalyticsFilterBar filters={filters} onChange={apply} onReset={() => apply({})} />

      {data === undefined && !analytics.isError && <Spinner label={t(M.loading)} className="py-16" />}
      {analytics.isError && !data && (
        <Alert tone="error" title={t(M.loadFailedTitle)}>
          <p>{errorMessage(analytics.error, t(M.loadFailed))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void analytics.refetch()}>
            {t(M.retry)}
          </Button>
        </Alert>
      )}
      {data && (
        <div
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={analytics.isFetching}
        >
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
              {t(M.counter, { range: rangeLabel(t, data.range), count: data.cards.total_outbreaks })}
              <UnconfirmedShare count={data.cards.unconfirmed.total_outbreaks} />
            </p>
            <Link
              to={paths.situation({
                country_id: filters.country_id,
                region: filters.region,
                disease_id: filters.disease_id,
                from: data.range.from ?? undefined,
                to: data.range.to ?? undefined,
              })}
              className="text-sm font-semibold text-brand-800 underline underline-offset-2 print:hidden dark:text-brand-300"
            >
              {t(SITUATION_LINK_MESSAGES.analyticsLink)}
            </Link>
          </div>
          <SummaryCards cards={data.cards} />
          <EpidemicCurve filters={filters} />
          {data.cards.total_outbreaks === 0 ? (
            <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {t(M.empty)}
            </p>
          ) : (
            <>
              <section aria-labelledby="analytics-charts" className="mt-6 print:break-before-page">
                <h2 id="analytics-charts" className="sr-only">
                  {t(M.charts)}
                </h2>
                <LocalErrorBoundary fallback={<Alert tone="error">{t(M.chartsFailed)}</Alert>}>
                  <Suspense fallback={chartsPlaceholder}>
                    <AnalyticsCharts
                      data={data}
                      filters={filters}
                      view={view}
                      onViewChange={(nextView) => apply(filters, nextView)}
                    />
                  </Suspense>
                </LocalErrorBoundary>
              </section>
              <section
                aria-labelledby="recent-outbreaks"
                className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <h2
                  id="recent-outbreaks"
                  className="px-4 pt-4 text-lg font-semibold text-slate-950 dark:text-white"
                >
                  {t(M.recentTitle)}
                </h2>
                <p className="px-4 pb-2 text-sm text-slate-600 dark:text-slate-400">
                  {t(M.recentSummary, {
                    shown: formatCount(Math.min(10, data.recent.length)),
                    total: formatCount(data.cards.total_outbreaks),
                  })}
                </p>
                <OutbreakTable outbreaks={data.recent} caption={t(M.recentCaption)} />
              </section>
            </>
          )}
        </div>
      )}
    </div>
  );
}
