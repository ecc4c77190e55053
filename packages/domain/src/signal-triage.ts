import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS, SIGNAL_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { englishTexts, formatMessage } from './i18n/messages.js';
import { MAX_ID } from './reference.js';
import { ReasonSchema } from './verification.js';

/**
 * Where the verification team has got with a signal (WHO event-based surveillance: raw signals are
 * triaged, verified, then published as events). `new` is untriaged; `discarded` signals leave every
 * public view.
 */
export const SIGNAL_STATUSES = ['new', 'under_review', 'verified', 'discarded'] as const;
export const SignalStatusSchema = z.enum(SIGNAL_STATUSES);
export type SignalStatus = z.infer<typeof SignalStatusSchema>;

export const SIGNAL_STATUS_LABELS: Record<SignalStatus, string> = {
  new: 'New',
  under_review: 'Under review',
  verified: 'Verified event',
  discarded: 'Discarded',
};

/**
 * The moves a triage may make. A decision (verified, discarded) is reopened by putting the signal back
 * under review, never straight into the other decision, so every change of mind is a step of its own.
 */
export const SIGNAL_TRANSITIONS: Record<SignalStatus, readonly SignalStatus[]> = {
  new: ['under_review', 'verified', 'discarded'],
  under_review: ['verified', 'discarded'],
  verified: ['under_review'],
  discarded: ['under_review'],
};

export const SIGNAL_TRIAGE_MESSAGES = {
  ...englishTexts(SIGNAL_MESSAGE_DESCRIPTORS),
  transition: (from: SignalStatus, to: SignalStatus) =>
    formatMessage(SIGNAL_MESSAGE_DESCRIPTORS.transition, { from, to }),
  outbreaksUnknown: (ids: number[]) =>
    formatMessage(SIGNAL_MESSAGE_DESCRIPTORS.outbreaksUnknown, { ids: ids.join(', ') }),
  outbreaksOutsideSeries: (ids: number[]) =>
    formatMessage(SIGNAL_MESSAGE_DESCRIPTORS.outbreaksOutsideSeries, { ids: ids.join(', ') }),
} as const;

const OutbreakIdSchema = z.number().int().positive().max(MAX_ID);

/** `PUT /api/admin/signals/{id}/triage`: the new state, with what it needs. */
export const SignalTriageRequestSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('under_review') }),
    z.strictObject({
      status: z.literal('verified'),
      outbreak_ids: z
        .array(OutbreakIdSchema, { error: SIGNAL_TRIAGE_MESSAGES.outbreaksRequired })
        .min(1, { error: SIGNAL_TRIAGE_MESSAGES.outbreaksRequired })
        .max(50, { error: SIGNAL_TRIAGE_MESSAGES.tooManyOutbreaks })
        .refine((ids) => new Set(ids).size === ids.length, {
          error: SIGNAL_TRIAGE_MESSAGES.outbreaksDuplicated,
        }),
    }),
    z.strictObject({ status: z.literal('discarded'), reason: ReasonSchema }),
  ],
  { error: FIELD_MESSAGE_DESCRIPTORS.signalStatus.defaultMessage },
);
export type SignalTriageRequest = z.infer<typeof SignalTriageRequestSchema>;

/** An outbreak a verified event links. */
export const SignalEventOutbreakSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  disease_name: z.string(),
  country_name: z.string(),
  cases: z.number(),
  status: z.string(),
  confirmed: z.boolean(),
});

/** A signal's triage as its page shows it; the discard reason and who triaged only for admins. */
export const SignalTriageSchema = z.object({
  status: SignalStatusSchema,
  reason: z.string().nullable(),
  triaged_at: z.string().nullable(),
  triaged_by: z.string().nullable(),
  outbreaks: z.array(SignalEventOutbreakSchema),
});
export type SignalTriage = z.infer<typeof SignalTriageSchema>;
