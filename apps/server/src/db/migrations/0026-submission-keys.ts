import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * The `Idempotency-Key` a reporter's device sent with each new report: a report queued offline may be
 * sent more than once (a lost answer, a retry when the network returns), and the key, unique per
 * user, makes every resend answer the report stored the first time. `outbreak_id` has no foreign key:
 * the key outlives a merged or removed report, so a late resend never files it again.
 */
export const submissionKeysMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('outbreak_submission_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      /** Null only inside the transaction that is storing the report. */
      .addColumn('outbreak_id', 'integer')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('outbreak_submission_keys_pk', ['user_id', 'idempotency_key'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('outbreak_submission_keys').execute();
  },
};
