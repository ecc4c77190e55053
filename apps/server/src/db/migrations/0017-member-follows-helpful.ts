import { sql } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Members following members (and the setting that lets them hear of the comments of those they follow),
 * and the Helpful marks on comments: one per member and comment.
 */
export const memberFollowsHelpfulMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('member_follows')
      .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('followed_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('member_follows_pk', ['follower_id', 'followed_id'])
      .addCheckConstraint('member_follows_not_self', sql`follower_id <> followed_id`)
      .execute();
    await db.schema
      .createIndex('member_follows_followed_idx')
      .on('member_follows')
      .column('followed_id')
      .execute();

    await db.schema
      .alterTable('users')
      .addColumn('notify_member_activity', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();

    await db.schema
      .createTable('comment_helpful')
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('comment_helpful_pk', ['comment_id', 'user_id'])
      .execute();
    await db.schema.createIndex('comment_helpful_user_idx').on('comment_helpful').column('user_id').execute();
  },
};
