import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test/test-app.js';
import { createDatabase, type Database } from './database.js';
import { runExclusively } from './exclusive-task.js';

describe.each(DATABASE_KINDS)('tasks run by one instance at a time on %s', (kind) => {
  let first: TestDatabase;
  beforeAll(async () => {
    first = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await first?.drop();
  });

  it('runs a task, and runs it again once the last run is over', async () => {
    let runs = 0;
    expect(await runExclusively(first, 'test-task', async () => void (runs += 1))).toBe(true);
    expect(await runExclusively(first, 'test-task', async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(2);
  });

  it.runIf(kind === 'postgres')('lets a second instance skip a task the first is running', async () => {
    // A second pool on the same database stands for a second instance.
    const second: Database = createDatabase(await postgresConfigOf(first));
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const running = runExclusively(first, 'shared-task', () => held);
      await new Promise((resolve) => setTimeout(resolve, 100));
      let ranElsewhere = false;
      expect(await runExclusively(second, 'shared-task', async () => void (ranElsewhere = true))).toBe(false);
      expect(ranElsewhere).toBe(false);
      // Another task name is not held up.
      expect(await runExclusively(second, 'other-task', async () => undefined)).toBe(true);
      release();
      expect(await running).toBe(true);
      expect(await runExclusively(second, 'shared-task', async () => void (ranElsewhere = true))).toBe(true);
      expect(ranElsewhere).toBe(true);
    } finally {
      await second.destroy();
    }
  });
});

/** The connection settings of a PostgreSQL test database. */
async function postgresConfigOf(database: TestDatabase) {
  const { sql } = await import('kysely');
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  return { kind: 'postgres' as const, url: url.toString() };
}
