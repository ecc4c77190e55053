import type { Outbreak } from '@outbreak-watch/domain';
import { useCallback } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ExportLinks } from '../../../components/export-links';
import { FeedLinks } from '../../../components/feed-links';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useOutbreakFeed } from './api/get-outbreak-feed';
import { ReportCard } from './report-card';
import { ReportFilterBar, type ReportFiltersUpdate } from './report-filter-bar';
import { REPORTS_MESSAGES as TEXT } from './messages';
import { countReportFilters, readReportFilters, reportCountText, reportSearchParams } from './report-filters';
import { ReportSubmittedAlert } from './report-submitted-alert';
import { canObserveVisibility, useVisibleTrigger } from './use-visible-trigger';

/**
 * Pages shift by one when a report is filed while the feed is read (the server pages by offset, newest
 * first): the next page then starts with the last report already shown. Each report is shown once.
 */
function uniqueOutbreaks(pages: readonly { outbreaks: Outbreak[] }[]): Outbreak[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.outbreaks)
    .filter((outbreak) => (seen.has(outbreak.id) ? false : (seen.add(outbreak.id), true)));
}

/**
 * `/reports` (spec §2 Reports): every report matching the search and filters of the URL, newest first,
 * loaded page by page as the reader scrolls, with how many match.
 */
export function ReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { formatMessage: t } = useIntl();
  const filters = readReportFilters(searchParams);
  const isFiltered = countReportFilters(filters) > 0;
  const setFilters = useCallback(
    (update: ReportFiltersUpdate) =>
      setSearchParams((current) => reportSearchParams(update(readReportFilters(current))), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const {
    data,
    error,
    isPending,
    isError,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    isPlaceholderData,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useOutbreakFeed(filters);

  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // Spec §4: only when more pages exist and nothing is loading (a failed page waits for Retry).
  const canLoadMore = hasNextPage && !isFetching && !isFetchNextPageError;
  const lastCardRef = useVisibleTrigger(loadNextPage, canLoadMore);

  const outbreaks = data ? uniqueOutbreaks(data.pages) : [];
  const total = data?.pages[0]?.total;

  return (
    <>
      <PageHeader title={t(TEXT.title)} eyebrow={t(TEXT.eyebrow)}>
        {t(TEXT.intro)}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-start justify-end gap-x-6 gap-y-3">
          <ExportLinks filters={filters} holds={t(isFiltered ? TEXT.exportsFiltered : TEXT.exportsAll)} />
          <FeedLinks filters={filters} />
        </div>
        <ReportSubmittedAlert />
        <ReportFilterBar filters={filters} onChange={setFilters} />

        {isPending && <Spinner label={t(TEXT.loading)} className="py-16" />}

        {isError && !data && (
          <div role="alert" className="mx-auto max-w-xl">
            <Alert tone="error" title={t(TEXT.loadFailedTitle)}>
              <p>{errorMessage(error, t(TEXT.loadFailed))}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
                {t(TEXT.retry)}
              </Button>
            </Alert>
          </div>
        )}

        {data && (
          <>
            <p
              role="status"
              aria-busy={isPlaceholderData}
              className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              {total && <span>{reportCountText(total, t)}</span>}
              <span className="sr-only">
                {total ? ', ' : ''}
                {t(TEXT.shown, { count: outbreaks.length, number: formatCount(outbreaks.length) })}
              </span>
            </p>
            {outbreaks.length > 0 && (
              <div
                className={`grid gap-6 md:grid-cols-2 xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {outbreaks.map((outbreak, index) => (
                  <ReportCard
                    key={outbreak.id}
                    outbreak={outbreak}
                    ref={index === outbreaks.length - 1 ? lastCardRef : undefined}
                  />
                ))}
              </div>
            )}

            <div className="mt-8 flex flex-col items-center gap-3 text-center">
              {isFetchingNextPage && <Spinner label={t(TEXT.loadingMore)} />}
              {isFetchNextPageError && (
                <div role="alert" className="w-full max-w-xl">
                  <Alert tone="error">
                    <p>{errorMessage(error, t(TEXT.loadFailed))}</p>
                    <Button variant="secondary" size="sm" className="mt-3" onClick={loadNextPage}>
                      {t(TEXT.retry)}
                    </Button>
                  </Alert>
                </div>
              )}
              {hasNextPage && !isFetching && !isFetchNextPageError && !canObserveVisibility() && (
                <Button variant="secondary" onClick={loadNextPage}>
                  {t(TEXT.loadMore)}
                </Button>
              )}
              {!hasNextPage && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t(outbreaks.length > 0 ? TEXT.end : isFiltered ? TEXT.noMatch : TEXT.empty)}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
