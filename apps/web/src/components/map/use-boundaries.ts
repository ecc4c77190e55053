import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { usePublicConfig } from '../../lib/config-query';
import { COMMON_MESSAGES } from '../messages';
import { inSlices } from './in-slices';

/** One country of the boundary file: its ISO 3166-1 numeric code is the feature's id. */
export type CountryFeature = Feature<Geometry, { name?: string } | null>;
export type CountryBoundaries = FeatureCollection<Geometry, { name?: string } | null>;

/** The ISO 3166-1 numeric code of a country shape ("566"), or null for shapes without one (Kosovo). */
/** Some of the boundaries' shapes as a collection of their own, as Leaflet adds them. */
export function shapesOf(features: CountryFeature[]): CountryBoundaries {
  return { type: 'FeatureCollection', features };
}

export function countryCodeOf(shape: CountryFeature): string | null {
  return shape.id === undefined || shape.id === '' ? null : String(shape.id);
}

/** The name the boundary file gives a shape, e.g. "Nigeria". */
export function countryNameOf(shape: CountryFeature): string {
  return shape.properties?.name ?? '';
}

export const BOUNDARIES_LOAD_ERROR = COMMON_MESSAGES.mapBoundariesFailed.defaultMessage;

function isTopology(value: unknown): value is Topology<{ countries: GeometryCollection }> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { type?: unknown; objects?: { countries?: { type?: unknown } } };
  return candidate.type === 'Topology' && candidate.objects?.countries?.type === 'GeometryCollection';
}

/**
 * Rings that cross the antimeridian and come back (Russia's Chukotka, Fiji) are drawn by Leaflet, which
 * is flat, as bands across the whole world; moving their western points one turn east keeps them whole.
 * Antarctica's ring, which goes round the pole and crosses once, is left as it is.
 */
function unwrapRing(ring: Position[]): Position[] {
  let crossings = 0;
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs(ring[i][0] - ring[i - 1][0]) > 180) crossings++;
  }
  if (crossings < 2 || crossings % 2 !== 0) return ring;
  return ring.map(([lon, ...rest]) => [lon < 0 ? lon + 360 : lon, ...rest]);
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}

async function fetchBoundaries(url: string, signal?: AbortSignal): Promise<CountryBoundaries> {
  // A plain fetch, not the API client: the primary file may live on another site (MAP_BOUNDARIES_URL).
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${BOUNDARIES_LOAD_ERROR} (${response.status})`);
  const body: unknown = await response.json();
  if (!isTopology(body)) throw new Error(BOUNDARIES_LOAD_ERROR);
  return shapesOf(await decodeInSlices(body));
}

/**
 * The file's countries as shapes, one at a time in slices of their own as they are drawn (`inSlices`):
 * decoding all of them at once allocates enough to be a long task on a phone.
 */
function decodeInSlices(topology: Topology<{ countries: GeometryCollection }>): Promise<CountryFeature[]> {
  const shapes: CountryFeature[] = [];
  return new Promise((resolve) => {
    inSlices(
      topology.objects.countries.geometries,
      (slice) => {
        for (const geometry of slice) {
          const shape = feature(topology, geometry) as CountryFeature;
          shapes.push({ ...shape, geometry: unwrapGeometry(shape.geometry) });
        }
      },
      () => resolve(shapes),
      { itemsPerStep: 1 },
    );
  });
}

/**
 * The world's country shapes (spec §2 Map): the deployment's boundary file, and the file this server
 * ships when that one cannot be loaded, as the spec's local `world.geojson` asset was the fallback.
 */
export async function loadBoundaries(
  url: string,
  fallbackUrl: string,
  signal?: AbortSignal,
): Promise<CountryBoundaries> {
  try {
    return await fetchBoundaries(url, signal);
  } catch (error) {
    if (signal?.aborted || fallbackUrl === '' || fallbackUrl === url) throw error;
    return fetchBoundaries(fallbackUrl, signal);
  }
}

export function boundariesQueryOptions(url: string, fallbackUrl: string) {
  return queryOptions({
    queryKey: ['map-boundaries', url, fallbackUrl],
    queryFn: ({ signal }) => loadBoundaries(url, fallbackUrl, signal),
    // The shapes of the world do not change during a visit: load them once and keep them.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * The boundaries named by `GET /api/config`. `enabled: false` asks for nothing (a map drawn on tiles
 * needs no shapes of its own).
 */
export function useBoundaries({ enabled = true }: { enabled?: boolean } = {}) {
  const config = usePublicConfig();
  const url = config.data?.map_boundaries_url ?? '';
  const fallbackUrl = config.data?.map_boundaries_fallback_url ?? '';
  const query = useQuery({
    ...boundariesQueryOptions(url, fallbackUrl),
    enabled: enabled && config.data !== undefined,
  });
  return {
    boundaries: query.data,
    /** Waiting for the settings or the file. */
    isLoading: enabled && (config.isPending || query.isPending) && !config.isError && !query.isError,
    /** Neither the file nor its fallback (nor the settings naming them) could be loaded. */
    hasFailed: enabled && (config.isError || query.isError),
  };
}
