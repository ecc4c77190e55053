import {
  ASSESSMENT_MAX_VALUE,
  computeOutbreakMetrics,
  METRIC_QUESTION_KEYS,
  metricAnswersProblem,
  OUTBREAK_MESSAGES,
  type CreateOutbreakRequest,
  type MetricQuestionKey,
  type Outbreak,
  encodeOutbreakCursor,
  type OutbreakCursor,
  type OutbreakListResponse,
  type OutbreakFilters,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { toNameKey } from '../../db/name-key.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { checkNewReport } from '../duplicates/duplicates.service.js';
import { recordOutbreakChange } from '../stats/outbreak-stats.js';
import { countOutbreaks } from './outbreak-count.js';
import { presentOutbreak } from './outbreaks.presenters.js';
import { fetchOutbreakRows, selectOutbreakIds, selectOutbreaks } from './outbreaks.query.js';
import { outbreakSearchText } from './search-text.js';
import {
  claimSubmissionKey,
  recordSubmissionKey,
  submitOnce,
  type SubmittedOutbreak,
} from './submission-keys.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

/**
 * A page of the list: by number (`page`, LIMIT/OFFSET) or after a cursor (keyset: the page starts
 * right after the cursor's outbreak, as deep pages as fast as the first). Either way the answer names
 * the cursor of the next page, and a page without a cursor how many reports match in all.
 */
export async function listOutbreaks(
  db: Db,
  options: {
    filters: OutbreakFilters;
    page: number;
    limit: number;
    cursor?: OutbreakCursor;
    viewer: AuthUser | null;
  },
): Promise<OutbreakListResponse> {
  const window = options.cursor ? { limit: options.limit + 1, offset: 0 } : pageWindow(options);
  const query = await selectOutbreakIds(db, options.filters, {
    after: options.cursor,
    rowsWanted: window.offset + window.limit,
  });
  const ids = await query.limit(window.limit).offset(window.offset).execute();
  const page = pageOf(ids, options);
  const rows = await fetchOutbreakRows(
    db,
    page.rows.map((row) => row.id),
  );
  const last = page.rows[page.rows.length - 1];
  return {
    outbreaks: rows.map((row) => presentOutbreak(row, options.viewer)),
    has_more: page.has_more,
    total: options.cursor ? null : await countOutbreaks(db, options.filters),
    next_cursor: page.has_more && last ? encodeOutbreakCursor({ date: last.date, id: last.id }) : null,
  };
}

export async function getOutbreak(
  db: Db,
  options: { id: number; viewer: AuthUser | null },
): Promise<Outbreak> {
  const [row] = await fetchOutbreakRows(db, [options.id]);
  if (!row) throw notFound(OUTBREAK_MESSAGES.notFound);
  return presentOutbreak(row, options.viewer);
}

/**
 * At most three outbreaks of the same disease or the same country, newest first. Two index-backed
 * queries merged, rather than one OR that no index serves.
 */
export async function listRelatedOutbreaks(
  db: Db,
  options: { id: number; viewer: AuthUser | null },
): Promise<Outbreak[]> {
  const current = await db
    .selectFrom('outbreaks')
    .select(['disease_id', 'country_id'])
    .where('id', '=', options.id)
    .executeTakeFirst();
  if (!current) throw notFound(OUTBREAK_MESSAGES.notFound);
  const newest = (column: 'o.disease_id' | 'o.country_id', value: number) =>
    selectOutbreaks(db)
      .where(column, '=', value)
      .where('o.id', '!=', options.id)
      .orderBy('o.date', 'desc')
      .orderBy('o.id', 'desc')
      .limit(3)
      .execute();
  const [sameDisease, sameCountry] = await Promise.all([
    newest('o.disease_id', current.disease_id),
    newest('o.country_id', current.country_id),
  ]);
  const byId = new Map([...sameDisease, ...sameCountry].map((row) => [row.id, row]));
  return [...byId.values()]
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, 3)
    .map((row) => presentOutbreak(row, options.viewer));
}

/** The answers of every active question, checked per spec §5: present, numeric, ≥ min, ≤ 1e12. */
export async function readAnswers(tx: Tx, answers: Record<string, unknown>) {
  const questions = await tx
    .selectFrom('assessment_questions')
    .selectAll()
    .where('is_active', '=', true)
    .execute();
  const values = questions.map((question) => {
    const value = answers[question.question_key];
    const isValid =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= question.min_value &&
      value <= ASSESSMENT_MAX_VALUE;
    if (!isValid)
      throw badRequest(OUTBREAK_MESSAGES.invalidScores, [
        { field: `question_answers.${question.question_key}`, message: OUTBREAK_MESSAGES.invalidScores },
      ]);
    return { question, value };
  });
  const metricAnswers = Object.fromEntries(METRIC_QUESTION_KEYS.map((key) => [key, 0])) as Record<
    MetricQuestionKey,
    number
  >;
  for (const { question, value } of values) {
    if ((METRIC_QUESTION_KEYS as readonly string[]).includes(question.question_key)) {
      metricAnswers[question.question_key as MetricQuestionKey] = value;
    }
  }
  return { values, metricAnswers };
}

/** A 400 naming the field, for a reference a report names that does not exist. */
function missingReference(field: string, message: string) {
  return badRequest(message, [{ field, message }]);
}

/** The country a report names must exist. */
export async function assertCountryExists(tx: Tx, countryId: number): Promise<number> {
  const country = await tx
    .selectFrom('countries')
    .select('id')
    .where('id', '=', countryId)
    .executeTakeFirst();
  if (!country) throw missingReference('country_id', OUTBREAK_MESSAGES.countryNotFound);
  return country.id;
}

/** The disease a report names by id must exist. */
export async function assertDiseaseExists(tx: Tx, diseaseId: number): Promise<number> {
  const disease = await tx.selectFrom('diseases').select('id').where('id', '=', diseaseId).executeTakeFirst();
  if (!disease) throw missingReference('disease_id', OUTBREAK_MESSAGES.diseaseNotFound);
  return disease.id;
}

/** The state a report names by id must exist and lie in the report's country. */
export async function assertStateInCountry(tx: Tx, stateId: number, countryId: number): Promise<number> {
  const state = await tx
    .selectFrom('states')
    .select('id')
    .where('id', '=', stateId)
    .where('country_id', '=', countryId)
    .executeTakeFirst();
  if (!state) throw missingReference('state_id', OUTBREAK_MESSAGES.stateNotFound);
  return state.id;
}

async function resolveDisease(tx: Tx, input: CreateOutbreakRequest): Promise<number> {
  if (input.disease_id) return assertDiseaseExists(tx, input.disease_id);
  const name = input.disease_name?.trim();
  if (!name)
    throw badRequest(OUTBREAK_MESSAGES.diseaseRequired, [
      { field: 'disease_name', message: OUTBREAK_MESSAGES.diseaseRequired },
    ]);
  const nameKey = toNameKey(name);
  // Reused case-insensitively; a concurrent report adding the same disease wins the insert, not a 500.
  await tx
    .insertInto('diseases')
    .values({
      name,
      name_key: nameKey,
      category: input.disease_category || null,
      agent_type: input.disease_agent_type ?? 'unknown',
      description: input.disease_description || null,
      is_custom: true,
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
  const disease = await tx
    .selectFrom('diseases')
    .select('id')
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();
  return disease.id;
}

/** The state of this name in the country, added as a custom state when new (a report names it). */
export async function findOrAddState(tx: Tx, countryId: number, name: string): Promise<number> {
  const nameKey = toNameKey(name);
  await tx
    .insertInto('states')
    .values({ country_id: countryId, name, name_key: nameKey, is_custom: true })
    .onConflict((oc) => oc.columns(['country_id', 'name_key']).doNothing())
    .execute();
  const state = await tx
    .selectFrom('states')
    .select('id')
    .where('country_id', '=', countryId)
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();
  return state.id;
}

async function resolveState(tx: Tx, input: CreateOutbreakRequest): Promise<number | null> {
  if (input.state_id) return assertStateInCountry(tx, input.state_id, input.country_id);
  const name = input.state_name?.trim();
  if (!name) return null;
  return findOrAddState(tx, input.country_id, name);
}

/** The latest date a report may have: a day of slack past today (UTC), for a reporter east of UTC. */
export function latestReportDate(now = Date.now()): string {
  return new Date(now + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function assertDateNotInFuture(date: string): void {
  if (date > latestReportDate())
    throw badRequest(OUTBREAK_MESSAGES.dateInFuture, [
      { field: 'date', message: OUTBREAK_MESSAGES.dateInFuture },
    ]);
}

/**
 * A new report: any new disease or state, the outbreak with its computed metrics and its raw answers,
 * in one transaction. It starts as "investigating" and unconfirmed (DESIGN.md §6). A report that may
 * repeat others throws a DuplicateConflict (modules/duplicates) and stores nothing. With an
 * idempotency key, a key this reporter sent before answers the report it stored (`isResend`).
 */
export async function createOutbreak(
  db: Db,
  options: { input: CreateOutbreakRequest; reporter: AuthUser; idempotencyKey?: string },
): Promise<SubmittedOutbreak> {
  return submitOnce(db, {
    reporter: options.reporter,
    idempotencyKey: options.idempotencyKey,
    create: () => storeOutbreak(db, options),
    read: (id) => getOutbreak(db, { id, viewer: options.reporter }),
  });
}

async function storeOutbreak(
  db: Db,
  options: { input: CreateOutbreakRequest; reporter: AuthUser; idempotencyKey?: string },
): Promise<Outbreak> {
  const { input, idempotencyKey } = options;
  assertDateNotInFuture(input.date);
  const id = await db.transaction().execute(async (tx) => {
    if (idempotencyKey !== undefined) await claimSubmissionKey(tx, options.reporter.id, idempotencyKey);
    const countryId = await assertCountryExists(tx, input.country_id);
    const { values, metricAnswers } = await readAnswers(tx, input.question_answers);
    const problem = metricAnswersProblem(metricAnswers);
    if (problem) throw badRequest(problem);
    const diseaseId = await resolveDisease(tx, input);
    const stateId = await resolveState(tx, input);
    await checkNewReport(
      tx,
      {
        country_id: countryId,
        disease_id: diseaseId,
        date: input.date,
        description: input.description ?? null,
        answers: Object.fromEntries(values.map(({ question, value }) => [question.question_key, value])),
      },
      { reporterId: options.reporter.id, submitAnyway: input.submit_anyway === true },
    );
    const metrics = computeOutbreakMetrics(metricAnswers);
    const outbreak = await tx
      .insertInto('outbreaks')
      .values({
        disease_id: diseaseId,
        country_id: countryId,
        state_id: stateId,
        city: input.city || null,
        date: input.date,
        description: input.description || null,
        source: input.source || null,
        search_text: outbreakSearchText(input),
        status: 'investigating',
        confirmed: false,
        ...metrics,
        reporter_id: options.reporter.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordOutbreakChange(tx, null, {
      id: outbreak.id,
      country_id: countryId,
      state_id: stateId,
      city: input.city || null,
      disease_id: diseaseId,
      date: input.date,
      status: 'investigating',
      confirmed: false,
      ...metrics,
    });
    if (values.length > 0) {
      await tx
        .insertInto('outbreak_answers')
        .values(
          values.map(({ question, value }) => ({
            outbreak_id: outbreak.id,
            question_id: question.id,
            question_key: question.question_key,
            value,
          })),
        )
        .execute();
    }
    if (idempotencyKey !== undefined)
      await recordSubmissionKey(tx, options.reporter.id, idempotencyKey, outbreak.id);
    return outbreak.id;
  });
  return getOutbreak(db, { id, viewer: options.reporter });
}
