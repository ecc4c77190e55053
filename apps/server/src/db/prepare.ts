import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { ensureAdmin } from './seed/admin-bootstrap.js';
import { rebuildOutbreakStats } from '../modules/stats/outbreak-stats.js';
import { migrateToLatest } from './migrate.js';
import { loadDemoData } from './seed/demo-data.js';
import { seedReferenceData } from './seed/reference-seed.js';

/** Everything a start needs before serving: the schema, reference data, the admin, demo data. Idempotent. */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'admin' | 'demoData'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const tables = await database.db.introspection.getTables();
  const isNewDatabase = !tables.some((table) => table.name === 'kysely_migration');
  const migrations = await migrateToLatest(database);
  if (migrations.length > 0) log.info({ migrations }, 'database migrated');
  // The summary starts from the outbreaks already there; afterwards every write keeps it in step.
  if (migrations.includes('0004-outbreak-stats')) await rebuildOutbreakStats(database.db);
  const seeded = await seedReferenceData(database.db);
  if (seeded.applied.length > 0) log.info({ applied: seeded.applied }, 'reference data loaded');
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    if (result !== 'unchanged')
      log.info({ email: config.admin.email, result }, 'super admin from ADMIN_EMAIL');
  }
  // DESIGN.md §4: demo data by default only on a new embedded database, so a first start has something to show.
  if (config.demoData ?? (database.kind === 'sqlite' && isNewDatabase)) {
    const demo = await loadDemoData(database.db);
    if (demo.loaded) log.info({ outbreaks: demo.outbreaks, comments: demo.comments }, 'demo data loaded');
  }
}
