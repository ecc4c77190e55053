import {
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  METRIC_QUESTION_KEYS,
  type AssessmentQuestion,
  type QuestionUpdateRequest,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { forUpdate } from '../../db/row-lock.js';
import type { DB } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { presentQuestion } from '../reference/reference.presenters.js';
import type { AdminActionContext } from './admin-context.js';

type Db = Kysely<DB>;

const isMetricKey = (key: string) => (METRIC_QUESTION_KEYS as readonly string[]).includes(key);

/** Every question, active or not, in display order. */
export async function listAllQuestions(db: Db): Promise<AssessmentQuestion[]> {
  const rows = await db
    .selectFrom('assessment_questions')
    .selectAll()
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map(presentQuestion);
}

export async function getQuestion(db: Db, id: number): Promise<AssessmentQuestion> {
  const row = await db.selectFrom('assessment_questions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ADMIN_MESSAGES.questionNotFound);
  return presentQuestion(row);
}

/**
 * Edits a question; the report form shows the change at its next load. The four questions the metrics
 * are computed from keep their keys and stay active, or every new report's metrics would be wrong.
 */
export async function updateQuestion(
  db: Db,
  id: number,
  input: QuestionUpdateRequest,
  context: AdminActionContext,
): Promise<AssessmentQuestion> {
  try {
    return await db.transaction().execute(async (tx) => {
      const before = await forUpdate(
        tx,
        tx.selectFrom('assessment_questions').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (!before) throw notFound(ADMIN_MESSAGES.questionNotFound);
      if (isMetricKey(before.question_key) && input.question_key !== before.question_key)
        throw fieldError('question_key', ADMIN_MESSAGES.metricKeyFixed(before.question_key));
      if (isMetricKey(before.question_key) && !input.is_active)
        throw fieldError('is_active', ADMIN_MESSAGES.metricQuestionActive(before.question_key));
      const row = await tx
        .updateTable('assessment_questions')
        .set({
          question_key: input.question_key,
          label: input.label,
          description: input.description || null,
          min_value: input.min_value,
          max_value: input.max_value,
          display_order: input.display_order,
          is_active: input.is_active,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = presentQuestion(row);
      const { created_at: _created, ...beforeFields } = presentQuestion(before);
      const { created_at: _createdAfter, ...afterFields } = after;
      await recordAudit(tx, {
        actorId: context.actor.id,
        action: AUDIT_ACTIONS.questionUpdate,
        targetType: 'question',
        targetId: id,
        before: beforeFields,
        after: afterFields,
        context: context.audit,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw fieldError('question_key', ADMIN_MESSAGES.duplicateKey(input.question_key), 409);
    throw error;
  }
}

function fieldError(field: string, message: string, status = 400) {
  return new HttpError(status, message, [{ field, message }]);
}
