import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { CalendarDateSchema, PAGE_SIZE } from './outbreaks.js';
import { MAX_ID } from './reference.js';

/**
 * The audited actions with fixed names. The reference lists write `{kind}.create`, `{kind}.update` and
 * `{kind}.delete` (`title.create`, …).
 */
export const AUDIT_ACTIONS = {
  questionUpdate: 'question.update',
  userVerify: 'user.verify',
  userSuspend: 'user.suspend',
  userUnsuspend: 'user.unsuspend',
  userDelete: 'user.delete',
  userRole: 'user.role_change',
  outbreakConfirm: 'outbreak.confirm',
  outbreakStatus: 'outbreak.status_change',
  outbreakCorrect: 'outbreak.correct',
  outbreakRemove: 'outbreak.remove',
  outbreakMerge: 'outbreak.merge',
  outbreakNotDuplicate: 'outbreak.not_duplicate',
  commentHide: 'comment.hide',
  commentUnhide: 'comment.unhide',
  commentDelete: 'comment.delete',
  signalTriage: 'signal.triage',
  /** Details: the DHIS2 mapping before and after. */
  exchangeMapping: 'exchange.mapping_update',
  importRun: 'import.run',
  importUndo: 'import.undo',
  /** Details: the deleted mapping's name and columns. */
  importMappingDelete: 'import_mapping.delete',
  /** Security events (no actor but the account concerned, when there is one). */
  /** Details: the new session's id. */
  signIn: 'auth.sign_in',
  signInFailed: 'auth.sign_in_failed',
  signInThrottled: 'auth.sign_in_throttled',
  resetRequested: 'auth.reset_requested',
  resetCompleted: 'auth.reset_completed',
  refreshReused: 'auth.refresh_reused',
  /** A signed-in user refused by a role check (403); details: method, route, role and session id. */
  accessDenied: 'auth.access_denied',
} as const;

const optionalId = z.coerce
  .number({ error: FIELD_MESSAGE_DESCRIPTORS.positiveId.defaultMessage })
  .int({ error: FIELD_MESSAGE_DESCRIPTORS.positiveId.defaultMessage })
  .positive({ error: FIELD_MESSAGE_DESCRIPTORS.positiveId.defaultMessage })
  .max(MAX_ID, { error: FIELD_MESSAGE_DESCRIPTORS.positiveId.defaultMessage })
  .optional();

/** Filters of the audit log and its CSV export; `from`/`to` are calendar days in UTC, both included. */
export const AuditFiltersSchema = z.object({
  /** An exact action name, e.g. `outbreak.confirm`. */
  action: z.string().trim().max(100).optional(),
  actor_id: optionalId,
  /** Words of the actor's name or email address, case-insensitive. */
  actor: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: optionalId,
  /**
   * Words of the target's name, case-insensitive: a user's name or email, a reference entry's or a
   * question's name, an outbreak's disease or country.
   */
  target: z.string().trim().max(100).optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

/** `GET /api/admin/audit`: newest first. */
export const AuditListQuerySchema = AuditFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(50),
});
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

/** One audit entry: who did what to which record, from where, with the before and after it records. */
export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  /** The actor's full name while the account exists; null for visitors, the system or a deleted account. */
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  /**
   * What the target is called now ("Jane Doe", "Cholera in Kenya", "Dr."); null when it no longer
   * exists or has no name (a comment).
   */
  target_name: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  /** `before`, `after`, a reason, …: whatever the action recorded. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditListResponseSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  has_more: z.boolean(),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;

/** `GET /api/admin/audit/actions`: every action name the log holds, for the filter. */
export const AuditActionsResponseSchema = z.object({ actions: z.array(z.string()) });
export type AuditActionsResponse = z.infer<typeof AuditActionsResponseSchema>;
