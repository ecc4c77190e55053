import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * The mapping of our countries and diseases to DHIS2 identifiers, by which weekly counts are exported
 * to DHIS2: a country's organisation unit, a disease's data elements for cases and (optionally) deaths
 * with an optional category option combo, and the exchange's settings (the data set).
 */
export const dhis2MappingMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const types = columnTypes(kind);
    await db.schema
      .createTable('dhis2_org_units')
      .addColumn('country_id', 'integer', (col) =>
        col.primaryKey().references('countries.id').onDelete('cascade'),
      )
      .addColumn('uid', 'text', (col) => col.notNull())
      .addColumn('updated_at', types.timestamp, (col) => col.notNull().defaultTo(types.now))
      .execute();
    await db.schema
      .createTable('dhis2_data_elements')
      .addColumn('disease_id', 'integer', (col) =>
        col.primaryKey().references('diseases.id').onDelete('cascade'),
      )
      .addColumn('cases_uid', 'text', (col) => col.notNull())
      .addColumn('deaths_uid', 'text')
      .addColumn('category_option_combo_uid', 'text')
      .addColumn('updated_at', types.timestamp, (col) => col.notNull().defaultTo(types.now))
      .execute();
    await db.schema
      .createTable('dhis2_settings')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },
};
