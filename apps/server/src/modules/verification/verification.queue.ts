import {
  defaultVerificationSort,
  OUTBREAK_MESSAGES,
  type VerificationSort,
  type VerificationQueueResponse,
  type VerificationOutbreak,
  type VerificationQueueQuerySchema,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { fetchPage } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentOutbreak } from '../outbreaks/outbreaks.presenters.js';
import { fetchOutbreakRows, selectOutbreakIds } from '../outbreaks/outbreaks.query.js';
import { duplicatesByOutbreak, listDuplicatesOf } from '../duplicates/duplicates.service.js';
import { answersOf, type OutbreakMetricColumns } from '../duplicates/outbreak-answers.js';
import { listOutbreakHistory } from './outbreak-history.js';

type Db = Kysely<DB> | Transaction<DB>;

type OutbreakIds = Awaited<ReturnType<typeof selectOutbreakIds>>;

/** The queue's order; ties go by id, in the same direction. */
function inOrder(ids: OutbreakIds, sort: VerificationSort): OutbreakIds {
  const [column, direction] = (
    {
      waiting: ['o.created_at', 'asc'],
      submitted_newest: ['o.created_at', 'desc'],
      date_newest: ['o.date', 'desc'],
      date_oldest: ['o.date', 'asc'],
    } as const
  )[sort];
  return ids.clearOrderBy().orderBy(column, direction).orderBy('o.id', direction);
}

/** How many rows a list query matches, whatever its order (an admin list, not a public hot path). */
async function countRows(db: Kysely<DB>, ids: OutbreakIds): Promise<number> {
  const row = await db
    .selectFrom(ids.clearOrderBy().as('matching'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The verification queue: unconfirmed reports oldest first, so the one waiting longest is on top;
 * confirmed (or all) reports newest first, as the public list orders them. The public list's filters
 * apply, text search included.
 */
export async function listVerificationQueue(
  db: Kysely<DB>,
  options: { query: z.infer<typeof VerificationQueueQuerySchema>; viewer: AuthUser },
): Promise<VerificationQueueResponse> {
  const { queue, sort = defaultVerificationSort(queue), page, limit, ...filters } = options.query;
  let ids = await selectOutbreakIds(db, filters);
  if (queue === 'unconfirmed') ids = ids.where('o.confirmed', '=', false);
  else if (queue === 'confirmed') ids = ids.where('o.confirmed', '=', true);
  const [found, total] = await Promise.all([
    fetchPage(inOrder(ids, sort), { page, limit }),
    countRows(db, ids),
  ]);
  const rows = await fetchOutbreakRows(
    db,
    found.rows.map((row) => row.id),
  );
  return {
    outbreaks: rows.map((row) => presentOutbreak(row, options.viewer)),
    has_more: found.has_more,
    total,
    sort,
    possible_duplicates: await duplicatesByOutbreak(
      db,
      rows.map((row) => row.id),
    ),
  };
}

/** The answers an outbreak's metrics stand for, by question key (see answersOf). */
export async function currentAnswers(
  db: Db,
  outbreak: OutbreakMetricColumns,
): Promise<Record<string, number>> {
  return (await answersOf(db, [outbreak])).get(outbreak.id)!;
}

/** One outbreak as the correction form needs it: its facts, its answers, and who did what to it. */
export async function getVerificationOutbreak(
  db: Kysely<DB>,
  options: { id: number; viewer: AuthUser },
): Promise<VerificationOutbreak> {
  const [row] = await fetchOutbreakRows(db, [options.id]);
  if (!row) throw notFound(OUTBREAK_MESSAGES.notFound);
  const [answers, history, duplicates] = await Promise.all([
    currentAnswers(db, row),
    listOutbreakHistory(db, { outbreakId: row.id, viewer: options.viewer }),
    listDuplicatesOf(db, row.id),
  ]);
  return { outbreak: presentOutbreak(row, options.viewer), answers, history, duplicates };
}
