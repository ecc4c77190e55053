import { isCountryInArea, M49_AREAS } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The names a country's `region` may hold to lie in the area `code`: the area's and those within it. */
const areaNamesWithin = (code: number) =>
  M49_AREAS.filter((area) => isCountryInArea(area.name, code)).map((area) => area.name);

/**
 * The ids of the countries of the UN M49 area `code` (by their stored region), in id order: what the
 * `region` filter of every view stands for. Read each time from the countries table (249 rows on an
 * index-free scan, well under a millisecond), as admins may add countries or move them between regions.
 */
export async function regionCountryIds(db: Kysely<DB>, code: number): Promise<number[]> {
  const rows = await db
    .selectFrom('countries')
    .select('id')
    .where('region', 'in', areaNamesWithin(code))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The region filter's countries when there is one: undefined for no region. */
export const regionCountriesOf = (db: Kysely<DB>, region: number | undefined) =>
  region === undefined ? Promise.resolve(undefined) : regionCountryIds(db, region);

/** Country ids for an SQL `in`: 0, no country's id, keeps it valid SQL for a region without countries. */
export const sqlIdList = (ids: readonly number[]): readonly number[] => (ids.length === 0 ? [0] : ids);
