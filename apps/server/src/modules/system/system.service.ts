import { sql, type Kysely } from 'kysely';
import type { PublicConfig } from '@outbreak-watch/domain';
import type { AppConfig } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { DEMO_DATA_MARK } from '../../db/seed/demo-data.js';
import { BOUNDARIES_PATH } from '../map/boundaries.routes.js';

export async function checkDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** True while demo records exist: the header then warns that the data is not real. */
export async function hasDemoData(db: Kysely<DB>): Promise<boolean> {
  const mark = await db
    .selectFrom('seed_marks')
    .select('name')
    .where('name', '=', DEMO_DATA_MARK)
    .executeTakeFirst();
  return mark !== undefined;
}

export async function getPublicConfig(db: Kysely<DB>, config: AppConfig): Promise<PublicConfig> {
  return {
    map_tile_url: config.mapTileUrl,
    map_tile_attribution: config.mapTileAttribution,
    map_boundaries_url: config.mapBoundariesUrl ?? BOUNDARIES_PATH,
    map_boundaries_fallback_url: BOUNDARIES_PATH,
    demo: await hasDemoData(db),
  };
}
