import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedReferenceData } from './seed/reference-seed.js';

/** Everything a start needs before serving: the schema, then the reference data. Idempotent. */
export async function prepareDatabase(
  database: Database,
  _config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const migrations = await migrateToLatest(database);
  if (migrations.length > 0) log.info({ migrations }, 'database migrated');
  const seeded = await seedReferenceData(database.db);
  if (seeded.applied.length > 0) log.info({ applied: seeded.applied }, 'reference data loaded');
}
