import { z } from 'zod';
import { VERIFICATION_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { formatMessage } from './i18n/messages.js';
import { MESSAGES } from './messages.js';
import {
  CalendarDateSchema,
  OutbreakListResponseSchema,
  OutbreakSchema,
  OutbreakStatusSchema,
  PAGE_SIZE,
  type OutbreakStatus,
} from './outbreaks.js';
import { PossibleDuplicateSchema } from './duplicates.js';
import { defineMessages, SCREEN_ONLY, englishTexts, type MessageDescriptor } from './i18n/messages.js';
import { MAX_ID } from './reference.js';

/** Messages of the verification team's outbreak endpoints. */
export const VERIFICATION_MESSAGES = {
  alreadyConfirmed: VERIFICATION_MESSAGE_DESCRIPTORS.alreadyConfirmed.defaultMessage,
  sameStatus: (label: string) =>
    formatMessage(VERIFICATION_MESSAGE_DESCRIPTORS.sameStatus, { status: label }),
  nothingCorrected: VERIFICATION_MESSAGE_DESCRIPTORS.nothingCorrected.defaultMessage,
  reasonRequired: VERIFICATION_MESSAGE_DESCRIPTORS.reasonRequired.defaultMessage,
  reasonTooLong: VERIFICATION_MESSAGE_DESCRIPTORS.reasonTooLong.defaultMessage,
} as const;

/** Status names as screens and the history show them, in the reader's language. */
export const OUTBREAK_STATUS_MESSAGES = defineMessages(
  {
    active: { id: 'status.active', defaultMessage: 'Active', description: 'Outbreak status.' },
    investigating: {
      id: 'status.investigating',
      defaultMessage: 'Investigating',
      description: 'Outbreak status: the report is being investigated.',
    },
    contained: {
      id: 'status.contained',
      defaultMessage: 'Contained',
      description: 'Outbreak status: spread is under control.',
    },
    resolved: {
      id: 'status.resolved',
      defaultMessage: 'Resolved',
      description: 'Outbreak status: it is over.',
    },
  },
  SCREEN_ONLY,
) satisfies Record<OutbreakStatus, MessageDescriptor>;

/**
 * The status names in English, for data (exports, feeds, the server's messages and the epidemic curve's
 * series) and for screens still written in English.
 */
export const OUTBREAK_STATUS_LABELS: Record<OutbreakStatus, string> = englishTexts(OUTBREAK_STATUS_MESSAGES);

/** A moderator's reason for removing or hiding something: required, kept in the audit log. */
export const ReasonSchema = z
  .string({ error: VERIFICATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: VERIFICATION_MESSAGES.reasonRequired })
  .max(500, { error: VERIFICATION_MESSAGES.reasonTooLong });

/** Which reports the queue shows: the unconfirmed ones (oldest first) by default. */
export const VERIFICATION_QUEUES = ['unconfirmed', 'confirmed', 'all'] as const;
export const VerificationQueueSchema = z.enum(VERIFICATION_QUEUES);
export type VerificationQueue = z.infer<typeof VerificationQueueSchema>;

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional();

/**
 * Orders of the verification queue: by when the report was submitted (`waiting`: the one waiting longest
 * first; `submitted_newest`) or by the outbreak's date (`date_newest`, as the public list; `date_oldest`).
 */
export const VERIFICATION_SORTS = ['waiting', 'submitted_newest', 'date_newest', 'date_oldest'] as const;
export const VerificationSortSchema = z.enum(VERIFICATION_SORTS);
export type VerificationSort = z.infer<typeof VerificationSortSchema>;

/** Without a chosen order: unconfirmed reports waiting longest first, the other lists newest first. */
export function defaultVerificationSort(queue: VerificationQueue): VerificationSort {
  return queue === 'unconfirmed' ? 'waiting' : 'date_newest';
}

/**
 * `GET /api/admin/outbreaks`: the verification queue. Unconfirmed reports come oldest first (the one
 * waiting longest on top); confirmed and all reports newest first, like the public list; `sort` chooses.
 */
export const VerificationQueueQuerySchema = z.object({
  queue: VerificationQueueSchema.default('unconfirmed'),
  sort: VerificationSortSchema.optional(),
  country_id: optionalId,
  disease_id: optionalId,
  status: OutbreakStatusSchema.optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  /** Words matched against disease, country, state, city and description. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.reports),
});
export type VerificationQueueQuery = z.input<typeof VerificationQueueQuerySchema>;
export const VerificationQueueResponseSchema = OutbreakListResponseSchema.extend({
  /** How many reports the list holds with these filters (the admin's pager says "Page 2 of 5"). */
  total: z.number().int(),
  /** The order the list is in (the chosen one, or the queue's default). */
  sort: VerificationSortSchema,
  /** Outbreak id → its likely duplicates (DUPLICATE_RULE), for the reports of this page that have any. */
  possible_duplicates: z.record(z.string(), z.array(PossibleDuplicateSchema)),
});
export type VerificationQueueResponse = z.infer<typeof VerificationQueueResponseSchema>;

/** The facts a correction can change, as the history names them. */
export const CORRECTED_FIELDS = ['date', 'place', 'disease', 'description', 'source', 'assessment'] as const;
export const CorrectedFieldSchema = z.enum(CORRECTED_FIELDS);
export type CorrectedField = z.infer<typeof CorrectedFieldSchema>;

export const OUTBREAK_HISTORY_KINDS = ['confirmed', 'status_changed', 'corrected', 'merged'] as const;
export const OutbreakHistoryKindSchema = z.enum(OUTBREAK_HISTORY_KINDS);

/** One thing the verification team did to an outbreak, as its details page shows it. */
export const OutbreakHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: OutbreakHistoryKindSchema,
  /** The new status of a status change; null otherwise. */
  status: OutbreakStatusSchema.nullable(),
  /** What a correction changed; empty otherwise. */
  fields: z.array(CorrectedFieldSchema),
  /** The report merged into this one (a merge); null otherwise. */
  merged_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Who did it: admins only. Everyone else reads "the verification team". */
  actor_name: z.string().nullable(),
});
export type OutbreakHistoryEntry = z.infer<typeof OutbreakHistoryEntrySchema>;

/** `GET /api/outbreaks/{id}/history`: oldest first. */
export const OutbreakHistoryResponseSchema = z.object({
  history: z.array(OutbreakHistoryEntrySchema),
});
export type OutbreakHistoryResponse = z.infer<typeof OutbreakHistoryResponseSchema>;

/** `GET /api/admin/outbreaks/{id}`: the outbreak, its raw assessment answers and its history. */
export const VerificationOutbreakSchema = z.object({
  outbreak: OutbreakSchema,
  /** question_key → the answer stored with the report. */
  answers: z.record(z.string(), z.number()),
  history: z.array(OutbreakHistoryEntrySchema),
  /** Its likely duplicates (DUPLICATE_RULE), pairs marked "not a duplicate" left out. */
  duplicates: z.array(PossibleDuplicateSchema),
});
export type VerificationOutbreak = z.infer<typeof VerificationOutbreakSchema>;

/** `PUT /api/admin/outbreaks/{id}/status`. */
export const ChangeOutbreakStatusRequestSchema = z.strictObject({
  status: OutbreakStatusSchema,
});
export type ChangeOutbreakStatusRequest = z.infer<typeof ChangeOutbreakStatusRequestSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) })
    .nullable()
    .optional();

/**
 * `PUT /api/admin/outbreaks/{id}`: the facts a reporter entered, all of them (what is left out is
 * cleared). Places and diseases are existing entries; the metrics are recomputed from the answers.
 */
export const CorrectOutbreakRequestSchema = z.strictObject({
  date: CalendarDateSchema,
  country_id: z.number({ error: MESSAGES.required }).int().positive().max(MAX_ID),
  state_id: z.number().int().positive().max(MAX_ID).nullable().optional(),
  city: optionalText(100),
  disease_id: z.number({ error: MESSAGES.required }).int().positive().max(MAX_ID),
  description: optionalText(5000),
  source: optionalText(500),
  /** question_key → number for every active question, checked as a new report's are. */
  question_answers: z.record(z.string().max(100), z.unknown()),
});
export type CorrectOutbreakRequest = z.infer<typeof CorrectOutbreakRequestSchema>;

/** `DELETE /api/admin/outbreaks/{id}`. */
export const RemoveOutbreakRequestSchema = z.strictObject({ reason: ReasonSchema });
export type RemoveOutbreakRequest = z.infer<typeof RemoveOutbreakRequestSchema>;
