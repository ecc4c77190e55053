import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import { initialMigration } from './migrations/0001-initial.js';
import { outbreakConfirmationMigration } from './migrations/0002-outbreak-confirmation.js';
import { auditContextMigration } from './migrations/0003-audit-context.js';
import { outbreakStatsMigration } from './migrations/0004-outbreak-stats.js';
import { adminUsersMigration } from './migrations/0005-admin-users.js';
import { moderationMigration } from './migrations/0006-moderation.js';
import { securityMigration } from './migrations/0007-security.js';
import { signalsMigration } from './migrations/0008-signals.js';
import { notificationsMigration } from './migrations/0009-notifications.js';
import { statsChangesMigration } from './migrations/0010-stats-changes.js';
import { outbreakSearchMigration } from './migrations/0011-outbreak-search.js';
import { statsChangePlacesMigration } from './migrations/0012-stats-change-places.js';
import { signalTriageMigration } from './migrations/0013-signal-triage.js';
import { outbreakDuplicatesMigration } from './migrations/0014-outbreak-duplicates.js';
import { notificationDeliveryMigration } from './migrations/0015-notification-delivery.js';
import { pushMigration } from './migrations/0016-push.js';
import { memberFollowsHelpfulMigration } from './migrations/0017-member-follows-helpful.js';
import { regionFollowsMigration } from './migrations/0018-region-follows.js';
import { statsChangeDeathsMigration } from './migrations/0019-stats-change-deaths.js';
import { alertLogMigration } from './migrations/0020-alert-log.js';
import { searchYearsMigration } from './migrations/0021-search-years.js';
import { importsMigration } from './migrations/0022-imports.js';
import { dhis2MappingMigration } from './migrations/0023-dhis2-mapping.js';
import { exportJobsMigration } from './migrations/0024-export-jobs.js';
import { searchAreasMigration } from './migrations/0025-search-areas.js';
import { submissionKeysMigration } from './migrations/0026-submission-keys.js';
import { userLanguageMigration } from './migrations/0027-user-language.js';
import { removalImportsMigration } from './migrations/0028-removal-imports.js';
import { storedSearchVectorMigration } from './migrations/0029-stored-search-vector.js';
import type { PortableMigration } from './migrations/column-types.js';

/** In order; names are permanent once released. */
const MIGRATIONS: Record<string, PortableMigration> = {
  '0001-initial': initialMigration,
  '0002-outbreak-confirmation': outbreakConfirmationMigration,
  '0003-audit-context': auditContextMigration,
  '0004-outbreak-stats': outbreakStatsMigration,
  '0005-admin-users': adminUsersMigration,
  '0006-moderation': moderationMigration,
  '0007-security': securityMigration,
  '0008-signals': signalsMigration,
  '0009-notifications': notificationsMigration,
  '0010-stats-changes': statsChangesMigration,
  '0011-outbreak-search': outbreakSearchMigration,
  '0012-stats-change-places': statsChangePlacesMigration,
  '0013-signal-triage': signalTriageMigration,
  '0014-outbreak-duplicates': outbreakDuplicatesMigration,
  '0015-notification-delivery': notificationDeliveryMigration,
  '0016-push': pushMigration,
  '0017-member-follows-helpful': memberFollowsHelpfulMigration,
  '0018-region-follows': regionFollowsMigration,
  '0019-stats-change-deaths': statsChangeDeathsMigration,
  '0020-alert-log': alertLogMigration,
  '0021-search-years': searchYearsMigration,
  '0022-imports': importsMigration,
  '0023-dhis2-mapping': dhis2MappingMigration,
  '0024-export-jobs': exportJobsMigration,
  '0025-search-areas': searchAreasMigration,
  '0026-submission-keys': submissionKeysMigration,
  '0027-user-language': userLanguageMigration,
  '0028-removal-imports': removalImportsMigration,
  '0029-stored-search-vector': storedSearchVectorMigration,
};

class PortableMigrationProvider implements MigrationProvider {
  constructor(private readonly kind: Database['kind']) {}

  getMigrations(): Promise<Record<string, Migration>> {
    const entries = Object.entries(MIGRATIONS).map(([name, migration]): [string, Migration] => [
      name,
      {
        up: (db) => migration.up(db, this.kind),
        down: migration.down ? (db) => migration.down!(db, this.kind) : undefined,
      },
    ]);
    return Promise.resolve(Object.fromEntries(entries));
  }
}

/** The migrator of the database's migrations (tests also step it down). */
export const createMigrator = (database: Database) =>
  new Migrator({
    db: database.db,
    provider: new PortableMigrationProvider(database.kind),
    // 0005–0007 were numbered before 0008 and 0009 but released after them: a database that already ran
    // 0009 must still run them. Each is independent of the ones numbered after it.
    allowUnorderedMigrations: true,
  });

/** Brings the schema up to date; safe to run at every start and from several instances at once. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const { error, results } = await createMigrator(database).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Database migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
