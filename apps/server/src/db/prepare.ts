import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { ensureAdmin } from '../modules/auth/admin-bootstrap.js';
import { migrateToLatest } from './migrate.js';
import { seedReferenceData } from './seed/reference-seed.js';

/** Everything a start needs before serving: the schema, then the reference data. Idempotent. */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'admin'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const migrations = await migrateToLatest(database);
  if (migrations.length > 0) log.info({ migrations }, 'database migrated');
  const seeded = await seedReferenceData(database.db);
  if (seeded.applied.length > 0) log.info({ applied: seeded.applied }, 'reference data loaded');
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    if (result !== 'unchanged')
      log.info({ email: config.admin.email, result }, 'super admin from ADMIN_EMAIL');
  }
}
