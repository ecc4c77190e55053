import { z } from 'zod';

/** `GET /api/config`: what one web build needs to know about the deployment it is served by. */
export const PublicConfigSchema = z.object({
  /** Leaflet tile URL template, or null for boundaries only. */
  map_tile_url: z.string().nullable(),
  map_tile_attribution: z.string().nullable(),
  /** Primary boundary file (TopoJSON with ISO 3166-1 numeric ids). */
  map_boundaries_url: z.string(),
  /** The boundary file this server ships, used when the primary one fails to load. */
  map_boundaries_fallback_url: z.string(),
  /** True while demo records exist; the header then says so. */
  demo: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * The id of the JSON data block in which the server puts these settings into every page it serves, so
 * the web app has them for its first paint.
 */
export const PAGE_CONFIG_ELEMENT_ID = 'public-config';

/**
 * The file in which the web build lists, for each page people land on, that page's code beyond the
 * app's start; the server lists it in the page (`PAGE_PRELOADS_ELEMENT_ID`).
 */
export const LANDING_PRELOADS_FILE = 'landing-preloads.json';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
