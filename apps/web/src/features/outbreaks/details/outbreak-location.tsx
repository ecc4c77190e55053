import type { Outbreak } from '@outbreak-watch/domain';
import { LazyPointMap, MapPlaceholder } from '../../../components/map/lazy-point-map';
import { Spinner } from '../../../components/spinner';
import { usePublicConfig } from '../../../lib/config-query';
import { formatPlace, textOr } from '../reports-feed/outbreak-text';
import { DetailsCard, Fact } from './details-card';

/** How close the details map starts: the region around the outbreak, not the whole world. */
const DETAILS_MAP_ZOOM = 5;
const MAP_BOX = 'h-64 sm:h-72';

function LocationMap({ outbreak }: { outbreak: Outbreak }) {
  const config = usePublicConfig();
  const { latitude, longitude } = outbreak;

  if (latitude === null || longitude === null) {
    return (
      <MapPlaceholder className={MAP_BOX}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No map position was recorded for this outbreak.
        </p>
      </MapPlaceholder>
    );
  }
  // Wait for the deployment's tile settings so the map does not start without tiles and then add them.
  if (config.isPending) {
    return (
      <MapPlaceholder className={MAP_BOX}>
        <Spinner label="Loading map…" />
      </MapPlaceholder>
    );
  }

  return (
    <LazyPointMap
      label={`Map of the outbreak location: ${formatPlace(outbreak)}`}
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
    />
  );
}

/** Location (spec §2): country, region or 'Not specified', state and city, and the map. */
export function OutbreakLocation({ outbreak }: { outbreak: Outbreak }) {
  return (
    <DetailsCard title="Location">
      <dl className="grid grid-cols-2 gap-4">
        <Fact term="Country">{outbreak.country_name}</Fact>
        <Fact term="Region">{textOr(outbreak.region, 'Not specified')}</Fact>
        <Fact term="State">{textOr(outbreak.state_name, 'Not specified')}</Fact>
        <Fact term="City">{textOr(outbreak.city, 'Not specified')}</Fact>
      </dl>
      <div className="mt-5">
        <LocationMap outbreak={outbreak} />
      </div>
    </DetailsCard>
  );
}
