import { sql } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

const METADATA_TABLES = ['titles', 'qualifications', 'affiliations'] as const;

/** Every table of spec §3 plus the tokens, mail outbox and audit log of DESIGN.md §9. */
export const initialMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);

    for (const name of METADATA_TABLES) {
      await t
        .id(db.schema.createTable(name))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('is_custom', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    }

    await t
      .id(db.schema.createTable('countries'))
      .addColumn('alpha2', 'text', (c) => c.notNull().unique())
      .addColumn('alpha3', 'text', (c) => c.notNull().unique())
      .addColumn('numeric_code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('region', 'text')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .execute();
    await db.schema.createIndex('countries_name_idx').on('countries').column('name').execute();

    await t
      .id(db.schema.createTable('states'))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.unique())
      .addColumn('is_custom', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addUniqueConstraint('states_country_name_key', ['country_id', 'name_key'])
      .execute();

    await t
      .id(db.schema.createTable('diseases'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('category', 'text')
      .addColumn('agent_type', 'text', (c) =>
        c
          .notNull()
          .defaultTo('unknown')
          .check(sql`agent_type in ('virus', 'bacteria', 'fungus', 'parasite', 'prion', 'other', 'unknown')`),
      )
      .addColumn('description', 'text')
      .addColumn('icd10', 'text')
      .addColumn('is_custom', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('diseases_name_idx').on('diseases').column('name').execute();

    await t
      .id(db.schema.createTable('users'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('middle_name', 'text')
      .addColumn('title_id', 'integer', (c) => c.references('titles.id').onDelete('set null'))
      .addColumn('qualification_id', 'integer', (c) => c.references('qualifications.id').onDelete('set null'))
      .addColumn('affiliation_id', 'integer', (c) => c.references('affiliations.id').onDelete('set null'))
      .addColumn('role_id', 'integer', (c) => c.notNull().check(sql`role_id in (1, 2, 3, 4)`))
      .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('regular'))
      .addColumn('avatar_url', 'text')
      .addColumn('is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_suspended', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('notify_email', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('notify_push', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('notify_new_outbreaks', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('notify_status_changes', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('notify_comments', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('notify_regions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('password_changed_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

    await t
      .id(db.schema.createTable('assessment_questions'))
      .addColumn('question_key', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('min_value', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('max_value', 'double precision', (c) => c.notNull().defaultTo(10))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();

    await t
      .id(db.schema.createTable('outbreaks'))
      .addColumn('disease_id', 'integer', (c) => c.notNull().references('diseases.id'))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('city', 'text')
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('source', 'text')
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('active', 'investigating', 'contained', 'resolved')`),
      )
      .addColumn('confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('severity', 'text', (c) =>
        c.notNull().check(sql`severity in ('low', 'medium', 'high', 'critical')`),
      )
      .addColumn('risk_level', 'integer', (c) => c.notNull())
      .addColumn('severity_score', 'double precision', (c) => c.notNull())
      .addColumn('transmission_rate', 'double precision', (c) => c.notNull())
      .addColumn('attack_rate', 'double precision', (c) => c.notNull())
      .addColumn('survivability', 'double precision', (c) => c.notNull())
      .addColumn('cases', 'double precision', (c) => c.notNull())
      .addColumn('deaths', 'double precision', (c) => c.notNull())
      .addColumn('population_at_risk', 'double precision', (c) => c.notNull())
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    // The feed, the map and analytics read newest-first, overall or within one country, disease,
    // status or severity; (date, id) keeps the order stable and lets keyset-like pages use the index.
    const outbreakIndexes: [string, string[]][] = [
      ['outbreaks_date_idx', ['date', 'id']],
      ['outbreaks_country_date_idx', ['country_id', 'date', 'id']],
      ['outbreaks_disease_date_idx', ['disease_id', 'date', 'id']],
      ['outbreaks_status_date_idx', ['status', 'date', 'id']],
      ['outbreaks_severity_date_idx', ['severity', 'date', 'id']],
      ['outbreaks_reporter_idx', ['reporter_id']],
      ['outbreaks_state_idx', ['state_id']],
    ];
    for (const [name, columns] of outbreakIndexes) {
      await db.schema.createIndex(name).on('outbreaks').columns(columns).execute();
    }

    await db.schema
      .createTable('outbreak_answers')
      .addColumn('outbreak_id', 'integer', (c) => c.notNull().references('outbreaks.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (c) => c.notNull().references('assessment_questions.id'))
      .addColumn('question_key', 'text', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('outbreak_answers_pk', ['outbreak_id', 'question_id'])
      .execute();

    await t
      .id(db.schema.createTable('comments'))
      .addColumn('outbreak_id', 'integer', (c) => c.notNull().references('outbreaks.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('comments_outbreak_created_idx')
      .on('comments')
      .columns(['outbreak_id', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('comments_author_idx').on('comments').column('author_id').execute();

    await t
      .id(db.schema.createTable('refresh_tokens'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('revoked_at', t.timestamp)
      .addColumn('replaced_by_id', 'integer')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
    await db.schema
      .createIndex('refresh_tokens_family_idx')
      .on('refresh_tokens')
      .column('family_id')
      .execute();

    await t
      .id(db.schema.createTable('email_tokens'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) =>
        c.notNull().check(sql`purpose in ('verify_email', 'reset_password')`),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('used_at', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('email_tokens_user_purpose_idx')
      .on('email_tokens')
      .columns(['user_id', 'purpose'])
      .execute();

    await t
      .id(db.schema.createTable('mail_outbox'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('sent_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await t
      .id(db.schema.createTable('audit_log'))
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('details', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

    await db.schema
      .createTable('seed_marks')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
  },
};
