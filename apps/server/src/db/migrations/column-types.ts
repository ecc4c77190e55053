import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.js';

/**
 * The few column definitions that differ between SQLite and PostgreSQL. Everything else in the
 * migrations is written once.
 */
export interface ColumnTypes {
  id<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
  timestamp: 'text' | 'timestamptz';
  now: ReturnType<typeof sql>;
  date: 'text' | 'date';
}

export function columnTypes(kind: DatabaseKind): ColumnTypes {
  const sqlite = kind === 'sqlite';
  return {
    id: (table) =>
      table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
        sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
      ),
    timestamp: sqlite ? 'text' : 'timestamptz',
    // SQLite keeps timestamps as ISO 8601 text with milliseconds, the same string PostgreSQL's parser yields.
    now: sqlite ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` : sql`now()`,
    date: sqlite ? 'text' : 'date',
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against a schema in flux
export type MigrationDb = Kysely<any>;

export interface PortableMigration {
  up(db: MigrationDb, kind: DatabaseKind): Promise<void>;
  down?(db: MigrationDb, kind: DatabaseKind): Promise<void>;
}
