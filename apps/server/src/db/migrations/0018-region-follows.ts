import type { DatabaseKind } from '../database.js';
import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * Region follows: a follow of a UN M49 area (`region_code`, its numeric code; `target_key` is
 * `region:{code}`, so the existing unique key keeps one follow per user and area). The regions users
 * chose in their notification settings become follows of the areas they stand for; the settings read
 * them back from here, and `users.notify_regions` is no longer read.
 */
/** The settings' region names and their M49 areas as they stood when this ran (frozen here). */
const AREAS_OF: Record<string, number[]> = {
  'North America': [21, 13, 29],
  Europe: [150],
  'South Asia': [34],
  'East Africa': [14],
  'West Africa': [11],
};

export const regionFollowsMigration: PortableMigration = {
  async up(db: MigrationDb, _kind: DatabaseKind) {
    await db.schema.alterTable('follows').addColumn('region_code', 'integer').execute();
    await db.schema.createIndex('follows_region_code_idx').on('follows').column('region_code').execute();

    const users = (await db
      .selectFrom('users')
      .select(['id', 'notify_regions'])
      .where('notify_regions', '!=', '[]')
      .execute()) as { id: number; notify_regions: string }[];
    for (const user of users) {
      let names: unknown;
      try {
        names = JSON.parse(user.notify_regions);
      } catch {
        continue;
      }
      if (!Array.isArray(names)) continue;
      const codes = names.flatMap((name) => (typeof name === 'string' ? (AREAS_OF[name] ?? []) : []));
      if (codes.length === 0) continue;
      await db
        .insertInto('follows')
        .values(
          [...new Set(codes)].map((code) => ({
            user_id: user.id,
            kind: 'region',
            region_code: code,
            target_key: `region:${code}`,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'target_key']).doNothing())
        .execute();
    }
  },
};
