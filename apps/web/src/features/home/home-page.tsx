import { PRODUCT } from '@outbreak-watch/domain';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { outbreakExportUrl } from '../../lib/outbreaks-api';
import { paths } from '../../lib/paths';
import { countActiveFilters, readHomeFilters } from './home-filters';
import { OutbreakLocationsCard } from './outbreak-locations-card';
import { RecentOutbreaksCard } from './recent-outbreaks-card';
import { useRecentOutbreaks } from './use-recent-outbreaks';

/** Spec §2 Home: the recent outbreaks with Filters and Export, and where they are on a map. */
export function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => readHomeFilters(new URLSearchParams(search)), [search]);
  const query = useRecentOutbreaks(filters);
  // Arriving with filters in the URL opens the panel, so it is clear why the list is narrowed.
  const [isFilterOpen, setIsFilterOpen] = useState(() => countActiveFilters(filters) > 0);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          Outbreak Dashboard
        </h1>
        <p className="mt-2 max-w-3xl text-pretty text-slate-700 dark:text-slate-300">
          {PRODUCT.tagline}: outbreaks reported by registered professionals, verified by epidemiologists and
          the community.{' '}
          <Link
            to={paths.information}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-950 dark:text-brand-300 dark:hover:text-brand-100"
          >
            How it works
          </Link>
        </p>
      </div>

      <RecentOutbreaksCard
        query={query}
        filters={filters}
        filterKey={search}
        isFilterOpen={isFilterOpen}
        onToggleFilters={() => setIsFilterOpen((open) => !open)}
        onApplyFilters={(params) => setSearchParams(params)}
        onResetFilters={() => setSearchParams(new URLSearchParams())}
        exportUrl={outbreakExportUrl(filters)}
      />

      <OutbreakLocationsCard outbreaks={query.data?.outbreaks} hasFailed={query.isError} />
    </div>
  );
}
