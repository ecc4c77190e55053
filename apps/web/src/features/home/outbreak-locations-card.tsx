import type { Outbreak } from '@outbreak-watch/domain';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from '../../lib/i18n/use-intl';
import { ButtonLink } from '../../components/button';
import { COMMON_MESSAGES } from '../../components/messages';
import { LazyPointMap, MapPlaceholder } from '../../components/map/lazy-point-map';
import type { MapPoint } from '../../components/map/map-types';
import { Spinner } from '../../components/spinner';
import { usePublicConfig } from '../../lib/config-query';
import { paths } from '../../lib/paths';
import { formatLocation, formatMediumDate } from '../../lib/format';
import { HOME_TEXT } from './messages';

const MAP_SIZE = 'h-72 sm:h-96';

function toPoints(outbreaks: readonly Outbreak[], t: IntlShape['formatMessage']): MapPoint[] {
  return outbreaks.flatMap((outbreak) =>
    outbreak.latitude === null || outbreak.longitude === null
      ? []
      : [
          {
            id: outbreak.id,
            latitude: outbreak.latitude,
            longitude: outbreak.longitude,
            label: t(HOME_TEXT.pointLabel, {
              disease: outbreak.disease_name,
              location: formatLocation(outbreak),
              date: formatMediumDate(outbreak.date),
            }),
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
  const { formatMessage: t } = useIntl();
  const points = useMemo(() => toPoints(outbreaks ?? NO_OUTBREAKS, t), [outbreaks, t]);

  return (
    <section
      aria-labelledby="outbreak-locations-title"
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <div>
          <h2 id="outbreak-locations-title" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t(HOME_TEXT.locationsTitle)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t(HOME_TEXT.locationsIntro)}</p>
        </div>
        <ButtonLink to={paths.map} variant="secondary" size="sm">
          {t(HOME_TEXT.viewFullMap)}
        </ButtonLink>
      </div>
      <div className="p-4 sm:p-6">
        {config.isPending || outbreaks === undefined ? (
          <MapPlaceholder className={MAP_SIZE}>
            {hasFailed ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t(HOME_TEXT.noLocations)}</p>
            ) : (
              <Spinner label={t(COMMON_MESSAGES.mapLoading)} />
            )}
          </MapPlaceholder>
        ) : (
          // Without the deployment's settings there are no tiles to ask for; the points still show.
          <LazyPointMap
            points={points}
            tileUrl={config.data?.map_tile_url ?? null}
            tileAttribution={config.data?.map_tile_attribution}
            label={t(HOME_TEXT.mapLabel)}
            fitToPoints
            deferUntilVisible
            className={MAP_SIZE}
          />
        )}
      </div>
    </section>
  );
}
