import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig, createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test/test-app.js';
import { createDatabase, type Database } from './database.js';
import { prepareDatabase } from './prepare.js';

const silent = { info: () => undefined };

describe.runIf(DATABASE_KINDS.includes('postgres'))(
  'instances starting together on one PostgreSQL database',
  () => {
    let first: TestDatabase;
    let others: Database[];
    beforeAll(async () => {
      first = await createTestDatabase('postgres');
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(first.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0].name}`;
      // Two more pools on the same database stand for two more instances.
      others = [1, 2].map(() => createDatabase({ kind: 'postgres', url: url.toString() }));
    });
    afterAll(async () => {
      for (const other of others ?? []) await other.destroy();
      await first?.drop();
    });

    it('run the migrations and load the reference data once', async () => {
      const config = { ...createTestConfig(), demoData: false };
      await Promise.all([first, ...others].map((database) => prepareDatabase(database, config, silent)));
      const migrations = await first.db
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .execute();
      const names = migrations.map((row) => row.name);
      expect(names.length).toBeGreaterThan(5);
      expect(new Set(names).size).toBe(names.length);
      const countries = await first.db
        .selectFrom('countries')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.count<number>('alpha3').distinct().as('distinct'),
        ])
        .executeTakeFirstOrThrow();
      expect(Number(countries.n)).toBeGreaterThan(200);
      expect(Number(countries.n)).toBe(Number(countries.distinct));
    });
  },
);
