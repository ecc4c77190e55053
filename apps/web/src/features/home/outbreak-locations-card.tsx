import type { Outbreak } from '@outbreak-watch/domain';
import { useMemo } from 'react';
import { ButtonLink } from '../../components/button';
import { LazyPointMap, MapPlaceholder } from '../../components/map/lazy-point-map';
import type { MapPoint } from '../../components/map/map-types';
import { Spinner } from '../../components/spinner';
import { usePublicConfig } from '../../lib/config-query';
import { paths } from '../../lib/paths';
import { formatLocation, formatMediumDate } from '../../lib/format';

const MAP_SIZE = 'h-72 sm:h-96';

function toPoints(outbreaks: readonly Outbreak[]): MapPoint[] {
  return outbreaks.flatMap((outbreak) =>
    outbreak.latitude === null || outbreak.longitude === null
      ? []
      : [
          {
            id: outbreak.id,
            latitude: outbreak.latitude,
            longitude: outbreak.longitude,
            label: `${outbreak.disease_name} in ${formatLocation(outbreak)}, ${formatMediumDate(outbreak.date)}`,
            href: paths.details(outbreak.id),
          },
        ],
  );
}

const NO_OUTBREAKS: readonly Outbreak[] = [];

/**
 * Spec §2 Home: where the outbreaks of the table are, and the way to the full map. `outbreaks` is
 * undefined until the table has rows: the map waits for them, so that it is judged against the page as
 * it will be laid out (far below a full table, its code is not fetched until scrolled to).
 */
export function OutbreakLocationsCard({
  outbreaks,
  hasFailed,
}: {
  outbreaks: readonly Outbreak[] | undefined;
  /** The outbreaks could not be loaded: there is nothing to show. */
  hasFailed: boolean;
}) {
  const config = usePublicConfig();
  const points = useMemo(() => toPoints(outbreaks ?? NO_OUTBREAKS), [outbreaks]);

  return (
    <section
      aria-labelledby="outbreak-locations-title"
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <div>
          <h2 id="outbreak-locations-title" className="text-lg font-semibold text-slate-950 dark:text-white">
            Outbreak Locations
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">The outbreaks listed above, on a map.</p>
        </div>
        <ButtonLink to={paths.map} variant="secondary" size="sm">
          View Full Map
        </ButtonLink>
      </div>
      <div className="p-4 sm:p-6">
        {config.isPending || outbreaks === undefined ? (
          <MapPlaceholder className={MAP_SIZE}>
            {hasFailed ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No outbreak locations to show.</p>
            ) : (
              <Spinner label="Loading map…" />
            )}
          </MapPlaceholder>
        ) : (
          // Without the deployment's settings there are no tiles to ask for; the points still show.
          <LazyPointMap
            points={points}
            tileUrl={config.data?.map_tile_url ?? null}
            tileAttribution={config.data?.map_tile_attribution}
            label="Map of the outbreaks listed above"
            fitToPoints
            deferUntilVisible
            className={MAP_SIZE}
          />
        )}
      </div>
    </section>
  );
}
