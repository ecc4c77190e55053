import {
  AUDIT_ACTIONS,
  computeOutbreakMetrics,
  metricAnswersProblem,
  OUTBREAK_MESSAGES,
  OUTBREAK_STATUS_LABELS,
  VERIFICATION_MESSAGES,
  type CorrectedField,
  type CorrectOutbreakRequest,
  type Outbreak,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock.js';
import type { DB, OutbreaksTable } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  notifyOutbreakConfirmed,
  notifyOutbreakStatusChanged,
  withdrawNotifications,
} from '../notifications/events.js';
import type { NotifyContext } from '../notifications/notify.service.js';
import { presentOutbreak } from '../outbreaks/outbreaks.presenters.js';
import { fetchOutbreakRows } from '../outbreaks/outbreaks.query.js';
import { outbreakSearchText } from '../outbreaks/search-text.js';
import {
  assertCountryExists,
  assertDateNotInFuture,
  assertDiseaseExists,
  assertStateInCountry,
  getOutbreak,
  readAnswers,
} from '../outbreaks/outbreaks.service.js';
import {
  recordOutbreakChange,
  STATS_FACT_COLUMNS,
  type OutbreakStatsFacts,
} from '../stats/outbreak-stats.js';
import { recordHistory } from './outbreak-history.js';
import { currentAnswers } from './verification.queue.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;
type OutbreakRecord = Selectable<OutbreaksTable>;

/** Who acts, from where, and what mails need: every verification action takes these. */
export interface ActionContext extends AdminActionContext {
  notify: NotifyContext;
}

/**
 * The outbreak row, locked until the transaction ends (PostgreSQL; SQLite runs one write transaction
 * at a time), so two admins acting at once cannot both start from the same state and count a change
 * twice in the summary.
 */
export async function lockOutbreak(tx: Tx, id: number): Promise<OutbreakRecord> {
  const row = await forUpdate(
    tx,
    tx.selectFrom('outbreaks').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound(OUTBREAK_MESSAGES.notFound);
  return row;
}

export function statsFacts(row: OutbreakRecord): OutbreakStatsFacts {
  const facts = Object.fromEntries(STATS_FACT_COLUMNS.map((column) => [column, row[column]]));
  return { ...(facts as unknown as OutbreakStatsFacts), confirmed: Boolean(row.confirmed) };
}

const conflict = (message: string) => new HttpError(409, message);

/** Confirms a report: the history line, the summary, the audit entry and the alerts, in one transaction. */
export async function confirmOutbreak(db: Db, options: { id: number } & ActionContext): Promise<Outbreak> {
  await db.transaction().execute(async (tx) => {
    const row = await lockOutbreak(tx, options.id);
    if (row.confirmed) throw conflict(VERIFICATION_MESSAGES.alreadyConfirmed);
    const now = new Date().toISOString();
    await tx
      .updateTable('outbreaks')
      .set({ confirmed: true, confirmed_by_id: options.actor.id, confirmed_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordOutbreakChange(tx, statsFacts(row), { ...statsFacts(row), confirmed: true });
    await recordHistory(tx, row.id, options.actor.id, { kind: 'confirmed' });
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.outbreakConfirm,
      targetType: 'outbreak',
      targetId: row.id,
      before: { confirmed: false },
      after: { confirmed: true },
      context: options.audit,
    });
    await notifyOutbreakConfirmed(tx, options.notify, row.id);
  });
  return getOutbreak(db, { id: options.id, viewer: options.actor });
}

/** Moves an outbreak to another status; the same status again is a 409 that changes nothing. */
export async function changeOutbreakStatus(
  db: Db,
  options: { id: number; status: OutbreakStatus } & ActionContext,
): Promise<Outbreak> {
  await db.transaction().execute(async (tx) => {
    const row = await lockOutbreak(tx, options.id);
    if (row.status === options.status)
      throw conflict(VERIFICATION_MESSAGES.sameStatus(OUTBREAK_STATUS_LABELS[options.status]));
    const now = new Date().toISOString();
    await tx
      .updateTable('outbreaks')
      .set({ status: options.status, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordOutbreakChange(tx, statsFacts(row), { ...statsFacts(row), status: options.status });
    await recordHistory(tx, row.id, options.actor.id, { kind: 'status_changed', status: options.status });
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.outbreakStatus,
      targetType: 'outbreak',
      targetId: row.id,
      before: { status: row.status },
      after: { status: options.status },
      context: options.audit,
    });
    await notifyOutbreakStatusChanged(tx, options.notify, row.id, now);
  });
  return getOutbreak(db, { id: options.id, viewer: options.actor });
}

/** The place and disease a correction names must exist (and the state must be in the country). */
async function assertReferencesExist(tx: Tx, input: CorrectOutbreakRequest): Promise<void> {
  await assertCountryExists(tx, input.country_id);
  if (input.state_id) await assertStateInCountry(tx, input.state_id, input.country_id);
  await assertDiseaseExists(tx, input.disease_id);
}

/** Keeps only the keys whose values differ, for the audit entry's before and after. */
function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Corrects what the reporter entered. New answers are checked as a new report's are and the metrics
 * recomputed from them; a correction that changes nothing is a 400.
 */
export async function correctOutbreak(
  db: Db,
  options: { id: number; input: CorrectOutbreakRequest } & ActionContext,
): Promise<Outbreak> {
  const { input } = options;
  assertDateNotInFuture(input.date);
  await db.transaction().execute(async (tx) => {
    const row = await lockOutbreak(tx, options.id);
    await assertReferencesExist(tx, input);
    const { values, metricAnswers } = await readAnswers(tx, input.question_answers);
    const problem = metricAnswersProblem(metricAnswers);
    if (problem) throw badRequest(problem);

    const facts = {
      date: input.date,
      country_id: input.country_id,
      state_id: input.state_id ?? null,
      city: input.city || null,
      disease_id: input.disease_id,
      description: input.description || null,
      source: input.source || null,
    };
    const oldAnswers = await currentAnswers(tx, row);
    const newAnswers = Object.fromEntries(
      values.map(({ question, value }) => [question.question_key, value]),
    );
    const fields: CorrectedField[] = [];
    if (facts.date !== row.date) fields.push('date');
    if (facts.country_id !== row.country_id || facts.state_id !== row.state_id || facts.city !== row.city)
      fields.push('place');
    if (facts.disease_id !== row.disease_id) fields.push('disease');
    if (facts.description !== row.description) fields.push('description');
    if (facts.source !== row.source) fields.push('source');
    const isAssessmentChanged = Object.entries(newAnswers).some(([key, value]) => oldAnswers[key] !== value);
    if (isAssessmentChanged) fields.push('assessment');
    if (fields.length === 0) throw badRequest(VERIFICATION_MESSAGES.nothingCorrected);

    const metrics = isAssessmentChanged ? computeOutbreakMetrics(metricAnswers) : {};
    await tx
      .updateTable('outbreaks')
      .set({
        ...facts,
        ...metrics,
        search_text: outbreakSearchText(facts),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    if (isAssessmentChanged) {
      await tx.deleteFrom('outbreak_answers').where('outbreak_id', '=', row.id).execute();
      if (values.length > 0)
        await tx
          .insertInto('outbreak_answers')
          .values(
            values.map(({ question, value }) => ({
              outbreak_id: row.id,
              question_id: question.id,
              question_key: question.question_key,
              value,
            })),
          )
          .execute();
    }
    await recordOutbreakChange(tx, statsFacts(row), statsFacts({ ...row, ...facts, ...metrics }));
    await recordHistory(tx, row.id, options.actor.id, { kind: 'corrected', fields });
    const changed = changedOnly(row, facts);
    const answers = changedOnly(oldAnswers, newAnswers);
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.outbreakCorrect,
      targetType: 'outbreak',
      targetId: row.id,
      before: { ...changed.before, ...(isAssessmentChanged ? { answers: answers.before } : {}) },
      after: { ...changed.after, ...(isAssessmentChanged ? { answers: answers.after } : {}) },
      details: { fields },
      context: options.audit,
    });
  });
  return getOutbreak(db, { id: options.id, viewer: options.actor });
}

/**
 * Deletes a locked outbreak (its answers, comments, follows and notifications go with it) and keeps a
 * tombstone with the reason and the facts the public saw, for the feeds that published it; the summary
 * forgets it. Returns those facts. A removal and a merge both end this way.
 */
export async function deleteOutbreak(
  tx: Tx,
  row: OutbreakRecord,
  options: { reason: string; actorId: number },
): Promise<Record<string, unknown>> {
  const [full] = await fetchOutbreakRows(tx, [row.id]);
  const facts = {
    ...presentOutbreak(full, null),
    confirmed_at: row.confirmed_at,
    updated_at: row.updated_at,
  };
  await tx
    .insertInto('outbreak_removals')
    .values({
      outbreak_id: row.id,
      country_id: row.country_id,
      disease_id: row.disease_id,
      date: row.date,
      confirmed: Boolean(row.confirmed),
      first_sent_at: row.confirmed_at ?? row.created_at,
      reason: options.reason,
      removed_by_id: options.actorId,
      facts: JSON.stringify(facts),
      import_id: row.import_id,
    })
    .execute();
  await withdrawNotifications(tx, { outbreakId: row.id });
  await tx.deleteFrom('outbreaks').where('id', '=', row.id).execute();
  await recordOutbreakChange(tx, statsFacts(row), null);
  return facts;
}

/** Removes an outbreak for good, with a reason: the tombstone, the summary and one audit entry. */
export async function removeOutbreak(
  db: Db,
  options: { id: number; reason: string } & ActionContext,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await lockOutbreak(tx, options.id);
    const facts = await deleteOutbreak(tx, row, { reason: options.reason, actorId: options.actor.id });
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.outbreakRemove,
      targetType: 'outbreak',
      targetId: row.id,
      before: facts,
      details: { reason: options.reason },
      context: options.audit,
    });
  });
}
