import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { DEMO_DATA_MARK, generateOutbreak, loadDemoContext } from './demo-data.js';
import { createOutbreakSearchIndex, dropOutbreakSearchIndex } from '../../modules/outbreaks/search-index.js';
import { rebuildOutbreakStats } from '../../modules/stats/outbreak-stats.js';
import { createRandom } from './random.js';

/**
 * Bulk outbreaks for benchmarks (`npm run cli -- generate --outbreaks N`): the demo generator's values,
 * spread over ten years, without answers or comments, flagged as demo data.
 */
export async function generateBenchOutbreaks(
  db: Kysely<DB>,
  options: { count: number; kind: 'sqlite' | 'postgres'; today?: Date; onProgress?: (done: number) => void },
): Promise<void> {
  const rng = createRandom(options.count);
  const context = await loadDemoContext(db);
  const reporterIds = (
    await db.selectFrom('users').select('id').where('role_id', '<=', 3).limit(50).execute()
  ).map((u) => u.id);
  const today = options.today ?? new Date();
  const batchSize = 500;
  const perTransaction = 20_000;
  // The search index is built once from all the rows at the end: quicker than a million updates of it.
  await dropOutbreakSearchIndex(db, options.kind);
  for (let done = 0; done < options.count; done += perTransaction) {
    const size = Math.min(perTransaction, options.count - done);
    await db.transaction().execute(async (tx) => {
      for (let start = 0; start < size; start += batchSize) {
        const rows = Array.from(
          { length: Math.min(batchSize, size - start) },
          () => generateOutbreak(rng, context, { today, spanDays: 3650, reporterIds, confirmerId: null }).row,
        );
        await tx.insertInto('outbreaks').values(rows).execute();
      }
    });
    options.onProgress?.(done + size);
  }
  await db
    .insertInto('seed_marks')
    .values({ name: DEMO_DATA_MARK })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await rebuildOutbreakStats(db);
  // The index over every row, and fresh statistics (on PostgreSQL also a visibility map for index-only
  // scans), as a live database has: on one connection without the per-statement limit that guards
  // requests, which a million rows on a busy machine pass (the index alone took over 15 s).
  await db.connection().execute(async (connection) => {
    if (options.kind === 'postgres') await sql`set statement_timeout = 0`.execute(connection);
    await createOutbreakSearchIndex(connection, options.kind);
    await (
      options.kind === 'postgres'
        ? sql`vacuum analyze outbreaks, outbreak_stats, outbreak_totals`
        : sql`analyze`
    ).execute(connection);
    if (options.kind === 'postgres') await sql`reset statement_timeout`.execute(connection);
  });
}

/** Removes every demo record: outbreaks (with their answers and comments), demo comments and accounts. */
export async function removeDemoData(db: Kysely<DB>): Promise<{ outbreaks: number; users: number }> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('comments').where('is_demo', '=', true).execute();
    const outbreaks = await tx.deleteFrom('outbreaks').where('is_demo', '=', true).executeTakeFirst();
    const users = await tx.deleteFrom('users').where('is_demo', '=', true).executeTakeFirst();
    await tx.deleteFrom('seed_marks').where('name', '=', DEMO_DATA_MARK).execute();
    await rebuildOutbreakStats(tx);
    return { outbreaks: Number(outbreaks.numDeletedRows), users: Number(users.numDeletedRows) };
  });
}
