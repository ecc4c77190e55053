import {
  OUTBREAK_MESSAGES,
  type OutbreakListResponse,
  type VerificationOutbreak,
  type VerificationQueueQuerySchema,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { pageOf, pageWindow } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentOutbreak } from '../outbreaks/outbreaks.presenters.js';
import { fetchOutbreakRows, selectOutbreakIds } from '../outbreaks/outbreaks.query.js';
import { listOutbreakHistory } from './outbreak-history.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The verification queue: unconfirmed reports oldest first, so the one waiting longest is on top;
 * confirmed (or all) reports newest first, as the public list orders them. The public list's filters
 * apply, text search included.
 */
export async function listVerificationQueue(
  db: Kysely<DB>,
  options: { query: z.infer<typeof VerificationQueueQuerySchema>; viewer: AuthUser },
): Promise<OutbreakListResponse> {
  const { queue, page, limit, ...filters } = options.query;
  let ids = await selectOutbreakIds(db, filters);
  if (queue === 'unconfirmed')
    ids = ids.where('o.confirmed', '=', false).clearOrderBy().orderBy('o.created_at').orderBy('o.id');
  else if (queue === 'confirmed') ids = ids.where('o.confirmed', '=', true);
  const window = pageWindow({ page, limit });
  const found = pageOf(await ids.limit(window.limit).offset(window.offset).execute(), { limit });
  const rows = await fetchOutbreakRows(
    db,
    found.rows.map((row) => row.id),
  );
  return { outbreaks: rows.map((row) => presentOutbreak(row, options.viewer)), has_more: found.has_more };
}

/**
 * The answers an outbreak's metrics stand for, by question key: those stored with the report, and for
 * an outbreak stored without them, the metric columns themselves.
 */
export async function currentAnswers(
  db: Db,
  outbreak: {
    id: number;
    cases: number;
    deaths: number;
    population_at_risk: number;
    transmission_rate: number;
  },
): Promise<Record<string, number>> {
  const stored = await db
    .selectFrom('outbreak_answers')
    .select(['question_key', 'value'])
    .where('outbreak_id', '=', outbreak.id)
    .execute();
  return {
    cases: outbreak.cases,
    deaths: outbreak.deaths,
    population_at_risk: outbreak.population_at_risk,
    secondary_cases: outbreak.transmission_rate,
    ...Object.fromEntries(stored.map((row) => [row.question_key, row.value])),
  };
}

/** One outbreak as the correction form needs it: its facts, its answers, and who did what to it. */
export async function getVerificationOutbreak(
  db: Kysely<DB>,
  options: { id: number; viewer: AuthUser },
): Promise<VerificationOutbreak> {
  const [row] = await fetchOutbreakRows(db, [options.id]);
  if (!row) throw notFound(OUTBREAK_MESSAGES.notFound);
  const [answers, history] = await Promise.all([
    currentAnswers(db, row),
    listOutbreakHistory(db, { outbreakId: row.id, viewer: options.viewer }),
  ]);
  return { outbreak: presentOutbreak(row, options.viewer), answers, history };
}
