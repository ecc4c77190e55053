import { rangeForDays } from '@outbreak-watch/domain';
import type { FeedFilters } from '../../components/feed-links';
import { queryString } from '../../lib/url-filters';
import type { MapViewFilters } from './map-filters';

/**
 * The map's filters as the outbreak feeds take them: the preset range becomes its first day, so a
 * subscribed feed keeps receiving the outbreaks reported after it was chosen.
 */
export function feedFilters(filters: MapViewFilters): FeedFilters {
  return {
    from: filters.days === undefined ? undefined : rangeForDays(filters.days).from,
    disease_id: filters.disease_id,
    region: filters.region,
    confirmed: filters.confirmed,
  };
}

/** The map's own countries and figures as GeoJSON, with the map's filters. */
export function mapGeoJsonHref(filters: MapViewFilters): string {
  return `/api/map/countries.geojson${queryString(filters)}`;
}
