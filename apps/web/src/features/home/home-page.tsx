import { PAGE_INTRO_CLASSES } from '@outbreak-watch/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageIntro } from '../../components/page-intro';
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
  // The rows (and the map below them) render after the answer arrives, in slices between which a
  // phone stays responsive, rather than in the one task that takes the answer in.
  const data = useDeferredValue(query.data);
  // Arriving with filters in the URL opens the panel, so it is clear why the list is narrowed.
  const [isFilterOpen, setIsFilterOpen] = useState(() => countActiveFilters(filters) > 0);

  return (
    <div className={PAGE_INTRO_CLASSES.page}>
      <PageIntro
        page="/"
        renderLink={(text, className) => (
          <Link to={paths.information} className={className}>
            {text}
          </Link>
        )}
      />

      <RecentOutbreaksCard
        query={query}
        data={data}
        filters={filters}
        filterKey={search}
        isFilterOpen={isFilterOpen}
        onToggleFilters={() => setIsFilterOpen((open) => !open)}
        onApplyFilters={(params) => setSearchParams(params)}
        onResetFilters={() => setSearchParams(new URLSearchParams())}
      />

      <OutbreakLocationsCard outbreaks={data?.outbreaks} hasFailed={query.isError} />
    </div>
  );
}
