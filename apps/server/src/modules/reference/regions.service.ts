import { M49_AREAS, m49AreasCovering, type RegionArea } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The UN M49 hierarchy, each area with the ids of the countries it covers (by their stored region). */
export async function listRegions(db: Kysely<DB>): Promise<RegionArea[]> {
  const countries = await db.selectFrom('countries').select(['id', 'region']).orderBy('id').execute();
  const covered = new Map<number, number[]>(M49_AREAS.map((area) => [area.code, []]));
  for (const country of countries) {
    for (const area of m49AreasCovering(country.region)) covered.get(area.code)!.push(country.id);
  }
  return M49_AREAS.map((area) => ({ ...area, country_ids: covered.get(area.code)! }));
}
