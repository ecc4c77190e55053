import type { MapCountriesResponse } from '@outbreak-watch/domain';
import { geoJsonPoint as point } from '../outbreaks/outbreak-exports.js';

/** The map's per-country aggregates as points at the country centroids. */
export function mapCountriesGeoJson(map: MapCountriesResponse) {
  return {
    type: 'FeatureCollection' as const,
    features: map.countries.map(({ recent, latitude, longitude, ...country }) => ({
      type: 'Feature' as const,
      id: country.country_id,
      geometry: point(longitude, latitude),
      properties: { ...country, recent_outbreak_ids: recent.map((outbreak) => outbreak.id) },
    })),
  };
}
