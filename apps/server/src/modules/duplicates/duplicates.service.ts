import {
  AUDIT_ACTIONS,
  DUPLICATE_MESSAGES,
  DUPLICATE_RULE,
  isSameAnswers,
  normalDescription,
  OUTBREAK_MESSAGES,
  type DuplicateConflictResponse,
  type PossibleDuplicate,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  findPossibleDuplicates,
  presentPossibleDuplicate,
  type DuplicateMatch,
  type DuplicateQuery,
} from './duplicates.query.js';
import { answersOf, DUPLICATE_FACT_COLUMNS } from './outbreak-answers.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

/** A report held back because it may repeat others: the route answers 409 with `response`. */
export class DuplicateConflict extends Error {
  constructor(readonly response: DuplicateConflictResponse) {
    super(response.message);
    this.name = 'DuplicateConflict';
  }
}

function conflictOf(matches: DuplicateMatch[], isExactRepeat: boolean): DuplicateConflict {
  return new DuplicateConflict({
    statusCode: 409,
    error: 'Conflict',
    message: isExactRepeat ? DUPLICATE_MESSAGES.exactRepeat : DUPLICATE_MESSAGES.possible,
    duplicates: matches.slice(0, DUPLICATE_RULE.maxShown).map(presentPossibleDuplicate),
    can_submit_anyway: !isExactRepeat,
  });
}

/** The same reporter sent the same facts within the rule's hours (country and disease are the query's). */
function isExactRepeat(report: DuplicateQuery, reporterId: number, match: DuplicateMatch, now: number) {
  return (
    match.reporter_id === reporterId &&
    match.date === report.date &&
    normalDescription(match.description) === normalDescription(report.description) &&
    isSameAnswers(match.answers, report.answers) &&
    now - Date.parse(match.created_at) < DUPLICATE_RULE.exactRepeatHours * 60 * 60 * 1000
  );
}

/**
 * Before a new report is stored: an exact repeat of the reporter's own report within a day is
 * refused; other possible duplicates hold it back unless the reporter chose to submit anyway.
 */
export async function checkNewReport(
  tx: Tx,
  report: DuplicateQuery,
  options: { reporterId: number; submitAnyway: boolean },
): Promise<void> {
  const matches = await findPossibleDuplicates(tx, report);
  const now = Date.now();
  const exact = matches.filter((match) => isExactRepeat(report, options.reporterId, match, now));
  if (exact.length > 0) throw conflictOf(exact, true);
  if (matches.length > 0 && !options.submitAnyway) throw conflictOf(matches, false);
}

/** The facts of a stored outbreak the rule compares, or null when there is no such outbreak. */
async function storedReport(db: Db | Tx, id: number): Promise<DuplicateQuery | null> {
  const row = await db
    .selectFrom('outbreaks')
    .select([...DUPLICATE_FACT_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const answers = (await answersOf(db, [row])).get(row.id)!;
  return { ...row, answers };
}

/** A stored outbreak's likely duplicates, the pairs judged apart left out. */
export async function listDuplicatesOf(db: Db, id: number): Promise<PossibleDuplicate[]> {
  const report = await storedReport(db, id);
  if (!report) throw notFound(OUTBREAK_MESSAGES.notFound);
  const matches = await findPossibleDuplicates(db, report);
  return matches.slice(0, DUPLICATE_RULE.maxShown).map(presentPossibleDuplicate);
}

/** Likely duplicates of each of these outbreaks, by id, for those that have any. */
export async function duplicatesByOutbreak(
  db: Db,
  ids: number[],
): Promise<Record<string, PossibleDuplicate[]>> {
  const lists = await Promise.all(ids.map(async (id) => [id, await listDuplicatesOf(db, id)] as const));
  return Object.fromEntries(
    lists.filter(([, list]) => list.length > 0).map(([id, list]) => [String(id), list]),
  );
}

/**
 * Records that two outbreaks are not duplicates, so neither is suggested as the other's again; one
 * audit entry. Either way round is the same pair.
 */
export async function markNotDuplicate(
  db: Db,
  options: { id: number; otherId: number } & AdminActionContext,
): Promise<PossibleDuplicate[]> {
  if (options.id === options.otherId)
    throw badRequest(DUPLICATE_MESSAGES.notDuplicateOfItself, [
      { field: 'other_id', message: DUPLICATE_MESSAGES.notDuplicateOfItself },
    ]);
  await db.transaction().execute(async (tx) => {
    const [report, other] = await Promise.all([
      storedReport(tx, options.id),
      storedReport(tx, options.otherId),
    ]);
    if (!report) throw notFound(OUTBREAK_MESSAGES.notFound);
    if (!other)
      throw badRequest(DUPLICATE_MESSAGES.otherNotFound, [
        { field: 'other_id', message: DUPLICATE_MESSAGES.otherNotFound },
      ]);
    const pair = {
      low_id: Math.min(options.id, options.otherId),
      high_id: Math.max(options.id, options.otherId),
    };
    const known = await tx
      .selectFrom('outbreak_not_duplicates')
      .select('low_id')
      .where('low_id', '=', pair.low_id)
      .where('high_id', '=', pair.high_id)
      .executeTakeFirst();
    if (known) throw new HttpError(409, DUPLICATE_MESSAGES.alreadyNotDuplicate);
    await tx
      .insertInto('outbreak_not_duplicates')
      .values({ ...pair, decided_by_id: options.actor.id })
      .onConflict((oc) => oc.columns(['low_id', 'high_id']).doNothing())
      .execute();
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.outbreakNotDuplicate,
      targetType: 'outbreak',
      targetId: options.id,
      details: { other_id: options.otherId },
      context: options.audit,
    });
  });
  return listDuplicatesOf(db, options.id);
}
