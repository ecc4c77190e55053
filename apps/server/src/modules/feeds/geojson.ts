import { Readable } from 'node:stream';
import type { MapCountriesResponse, OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { outbreakBatches } from '../outbreaks/outbreak-batches.js';
import type { OutbreakRow } from '../outbreaks/outbreaks.query.js';

/** RFC 7946 position: longitude first; null geometry where a country has no centroid. */
function point(longitude: number | null, latitude: number | null) {
  return longitude === null || latitude === null
    ? null
    : { type: 'Point' as const, coordinates: [longitude, latitude] as [number, number] };
}

/** An outbreak as a GeoJSON feature at its country's centroid, with its public facts (no reporter). */
function outbreakFeature(row: OutbreakRow, publicUrl: string) {
  return {
    type: 'Feature' as const,
    id: row.id,
    geometry: point(row.longitude, row.latitude),
    properties: {
      disease: row.disease_name,
      country: row.country_name,
      country_code: row.country_code,
      state: row.state_name,
      city: row.city,
      region: row.region,
      date: row.date,
      status: row.status,
      confirmed: row.confirmed,
      severity: row.severity,
      risk_level: row.risk_level,
      severity_score: row.severity_score,
      cases: row.cases,
      deaths: row.deaths,
      population_at_risk: row.population_at_risk,
      transmission_rate: row.transmission_rate,
      attack_rate: row.attack_rate,
      survivability: row.survivability,
      url: `${publicUrl}/details/${row.id}`,
    },
  };
}

/** The filtered outbreaks as a GeoJSON FeatureCollection, streamed in batches. */
export function outbreaksGeoJson(db: Kysely<DB>, filters: OutbreakFilters, publicUrl: string): Readable {
  async function* chunks() {
    yield '{"type":"FeatureCollection","features":[';
    let first = true;
    for await (const rows of outbreakBatches(db, filters)) {
      const features = rows.map((row) => JSON.stringify(outbreakFeature(row, publicUrl))).join(',');
      yield first ? features : `,${features}`;
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks());
}

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
