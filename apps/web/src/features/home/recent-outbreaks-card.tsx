import type { OutbreakFilters, OutbreakListResponse } from '@outbreak-watch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from '../../lib/i18n/use-intl';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ExportLinks } from '../../components/export-links';
import { COMMON_MESSAGES } from '../../components/messages';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/paths';
import { FilterPanel } from './filter-panel';
import { countActiveFilters } from './home-filters';
import { OutbreakTable } from '../../components/outbreak-table';
import { HOME_TEXT } from './messages';

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path
        fillRule="evenodd"
        d="M2.6 3.9A1 1 0 0 1 3.5 3h13a1 1 0 0 1 .8 1.6L12 11.4V16a1 1 0 0 1-.55.9l-2 1A1 1 0 0 1 8 17v-5.6L2.7 4.6a1 1 0 0 1-.1-.7Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      {t(COMMON_MESSAGES.retry)}
    </Button>
  );
}

function CardBody({
  query,
  data,
  isFiltered,
}: {
  query: UseQueryResult<OutbreakListResponse>;
  data: OutbreakListResponse | undefined;
  isFiltered: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const retry = () => void query.refetch();
  if (data === undefined) {
    if (query.isError) {
      return (
        <div role="alert" className="p-4 sm:p-6">
          <Alert tone="error">
            <p>{t(HOME_TEXT.loadFailed)}</p>
            <div className="mt-3">
              <RetryButton onRetry={retry} />
            </div>
          </Alert>
        </div>
      );
    }
    // A screen tall while loading, like the rows it stands for: what follows stays below the fold
    // and does not jump when they arrive.
    return (
      <div className="min-h-svh">
        <Spinner label={t(HOME_TEXT.loading)} className="py-16" />
      </div>
    );
  }

  const { outbreaks } = data;
  return (
    <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
      {/* Spec §4: a failed refresh keeps the rows that are already shown. */}
      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-50"
        >
          <p>{t(HOME_TEXT.refreshFailed)}</p>
          <RetryButton onRetry={retry} />
        </div>
      )}
      {outbreaks.length === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600 sm:px-6 dark:text-slate-400">
          {t(isFiltered ? HOME_TEXT.noneMatching : HOME_TEXT.none)}
        </p>
      ) : (
        <OutbreakTable outbreaks={outbreaks} />
      )}
    </div>
  );
}

function summary(
  data: OutbreakListResponse | undefined,
  isFiltered: boolean,
  t: IntlShape['formatMessage'],
): string {
  if (data === undefined) return t(HOME_TEXT.newestFirst);
  const values = { latest: data.has_more ? 'yes' : 'no', count: data.outbreaks.length };
  return t(isFiltered ? HOME_TEXT.summaryFiltered : HOME_TEXT.summary, values);
}

interface RecentOutbreaksCardProps {
  query: UseQueryResult<OutbreakListResponse>;
  /** The answer the rows show: the query's, a render behind it (the page defers it). */
  data: OutbreakListResponse | undefined;
  filters: OutbreakFilters;
  /** Changes whenever the URL's filters do, so the panel's form starts again from them. */
  filterKey: string;
  isFilterOpen: boolean;
  onToggleFilters: () => void;
  onApplyFilters: (params: URLSearchParams) => void;
  onResetFilters: () => void;
}

export function RecentOutbreaksCard({
  query,
  data,
  filters,
  filterKey,
  isFilterOpen,
  onToggleFilters,
  onApplyFilters,
  onResetFilters,
}: RecentOutbreaksCardProps) {
  const { formatMessage: t } = useIntl();
  const panelId = useId();
  const activeCount = countActiveFilters(filters);

  return (
    <section
      aria-labelledby="recent-outbreaks-title"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        {/* A line of its own on a phone: the count that arrives with the rows is longer than the text
            before it, and would otherwise push the buttons below it once they are shown. */}
        <div className="w-full sm:w-auto">
          <h2 id="recent-outbreaks-title" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t(HOME_TEXT.recentTitle)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {summary(data, activeCount > 0, t)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isFilterOpen}
            aria-controls={panelId}
            onClick={onToggleFilters}
          >
            <FilterIcon />
            {t(HOME_TEXT.filters)}
            {activeCount > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-brand-700 px-1.5 text-xs text-white dark:bg-brand-400 dark:text-slate-950"
                >
                  {activeCount}
                </span>
                <span className="sr-only">{t(HOME_TEXT.activeFilters, { count: activeCount })}</span>
              </>
            )}
          </Button>
        </div>
        <ExportLinks
          filters={filters}
          holds={t(activeCount > 0 ? HOME_TEXT.exportsFiltered : HOME_TEXT.exportsAll)}
          className="w-full"
        />
      </div>

      {isFilterOpen && (
        <FilterPanel
          key={filterKey}
          id={panelId}
          filters={filters}
          onApply={onApplyFilters}
          onReset={onResetFilters}
        />
      )}

      <CardBody query={query} data={data} isFiltered={activeCount > 0} />

      <div className="border-t border-slate-200 px-4 py-3 text-end sm:px-6 dark:border-slate-800">
        <Link
          to={paths.reports}
          className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t(HOME_TEXT.seeAllReports)}{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      </div>
    </section>
  );
}
