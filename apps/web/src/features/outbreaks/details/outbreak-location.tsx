import type { Outbreak } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { LazyPointMap, MapPlaceholder } from '../../../components/map/lazy-point-map';
import { Spinner } from '../../../components/spinner';
import { usePublicConfig } from '../../../lib/config-query';
import { formatPlace, textOr } from '../reports-feed/outbreak-text';
import { DetailsCard, Fact } from './details-card';
import { DETAILS_MESSAGES as TEXT } from './messages';

/** How close the details map starts: the region around the outbreak, not the whole world. */
const DETAILS_MAP_ZOOM = 5;
const MAP_BOX = 'h-64 sm:h-72';

function LocationMap({ outbreak }: { outbreak: Outbreak }) {
  const config = usePublicConfig();
  const { formatMessage: t } = useIntl();
  const { latitude, longitude } = outbreak;

  if (latitude === null || longitude === null) {
    return (
      <MapPlaceholder className={MAP_BOX}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(TEXT.noMapPosition)}</p>
      </MapPlaceholder>
    );
  }
  // Wait for the deployment's tile settings so the map does not start without tiles and then add them.
  if (config.isPending) {
    return (
      <MapPlaceholder className={MAP_BOX}>
        <Spinner label={t(TEXT.loadingMap)} />
      </MapPlaceholder>
    );
  }

  return (
    <LazyPointMap
      label={t(TEXT.mapName, { place: formatPlace(outbreak) })}
      points={[
        {
          id: outbreak.id,
          latitude,
          longitude,
          label: `${outbreak.disease_name}, ${formatPlace(outbreak)}`,
        },
      ]}
      tileUrl={config.data?.map_tile_url ?? null}
      tileAttribution={config.data?.map_tile_attribution}
      center={[latitude, longitude]}
      zoom={DETAILS_MAP_ZOOM}
      className={MAP_BOX}
      // Below the summary and the figures on a phone: its code and borders wait until it is near.
      deferUntilVisible
    />
  );
}

/** Location (spec §2): country, region or 'Not specified', state and city, and the map. */
export function OutbreakLocation({ outbreak }: { outbreak: Outbreak }) {
  const { formatMessage: t } = useIntl();
  const notSpecified = t(TEXT.notSpecified);
  return (
    <DetailsCard title={t(TEXT.location)}>
      <dl className="grid grid-cols-2 gap-4">
        <Fact term={t(TEXT.country)}>{outbreak.country_name}</Fact>
        <Fact term={t(TEXT.region)}>{textOr(outbreak.region, notSpecified)}</Fact>
        <Fact term={t(TEXT.state)}>{textOr(outbreak.state_name, notSpecified)}</Fact>
        <Fact term={t(TEXT.city)}>{textOr(outbreak.city, notSpecified)}</Fact>
      </dl>
      <div className="mt-5">
        <LocationMap outbreak={outbreak} />
      </div>
    </DetailsCard>
  );
}
