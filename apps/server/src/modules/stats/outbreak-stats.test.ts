import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { plantOutbreaks } from '../../test/aggregate-fixtures.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import {
  readDataVersion,
  rebuildOutbreakStats,
  recordOutbreakChange,
  STATS_FACT_COLUMNS,
  type OutbreakStatsFacts,
} from './outbreak-stats.js';

async function snapshot(db: Kysely<DB>) {
  const stats = await db.selectFrom('outbreak_stats').selectAll().execute();
  const totals = await db.selectFrom('outbreak_totals').selectAll().execute();
  const key = (row: Record<string, unknown>) =>
    ['period_start', 'country_id', 'disease_id', 'status', 'severity', 'confirmed']
      .map((c) => String(row[c]))
      .join('|');
  const sorted = <T extends Record<string, unknown>>(rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return { stats: sorted(stats), totals: sorted(totals) };
}

function expectSameSums(actual: Record<string, unknown>[], expected: Record<string, unknown>[]) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((row, i) => {
    const other = expected[i];
    for (const [column, value] of Object.entries(row)) {
      if (typeof value === 'number' && !Number.isInteger(value)) {
        expect(Math.abs(value - (other[column] as number))).toBeLessThan(1e-6);
      } else expect(value).toEqual(other[column]);
    }
  });
}

describe.each(DATABASE_KINDS)('the outbreak summary on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await plantOutbreaks(t.app.db, 60, 3);
  });
  afterAll(() => t.close());

  it('follows changes and removals made through recordOutbreakChange, as a rebuild would', async () => {
    const db = t.app.db;
    const version = await readDataVersion(db);
    const rows = await db
      .selectFrom('outbreaks')
      .select(['id', ...STATS_FACT_COLUMNS])
      .orderBy('id')
      .limit(3)
      .execute();
    const facts = (row: (typeof rows)[number]): OutbreakStatsFacts => ({
      ...row,
      confirmed: Boolean(row.confirmed),
    });
    await db.transaction().execute(async (tx) => {
      // A status change and confirmation, a correction that moves it to another day, and a removal.
      const changed = { ...facts(rows[0]), status: 'contained', confirmed: true };
      await tx
        .updateTable('outbreaks')
        .set({ status: 'contained', confirmed: true })
        .where('id', '=', rows[0].id)
        .execute();
      await recordOutbreakChange(tx, facts(rows[0]), changed);
      const moved = { ...facts(rows[1]), date: '2025-03-31', cases: 12.5 };
      await tx
        .updateTable('outbreaks')
        .set({ date: moved.date, cases: moved.cases })
        .where('id', '=', rows[1].id)
        .execute();
      await recordOutbreakChange(tx, facts(rows[1]), moved);
      await tx.deleteFrom('outbreaks').where('id', '=', rows[2].id).execute();
      await recordOutbreakChange(tx, facts(rows[2]), null);
    });
    expect(await readDataVersion(db)).toBe(version + 3);
    const incremental = await snapshot(db);
    await rebuildOutbreakStats(db);
    const rebuilt = await snapshot(db);
    expectSameSums(incremental.stats, rebuilt.stats);
    expectSameSums(incremental.totals, rebuilt.totals);
    expect(incremental.stats.every((row) => row.outbreaks > 0)).toBe(true);
  });

  it('writes nothing when the transaction fails', async () => {
    const db = t.app.db;
    const before = await snapshot(db);
    const version = await readDataVersion(db);
    const [row] = await db.selectFrom('outbreaks').select(STATS_FACT_COLUMNS).limit(1).execute();
    await expect(
      db.transaction().execute(async (tx) => {
        await recordOutbreakChange(tx, null, { ...row, confirmed: Boolean(row.confirmed) });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await snapshot(db)).toEqual(before);
    expect(await readDataVersion(db)).toBe(version);
  });
});
