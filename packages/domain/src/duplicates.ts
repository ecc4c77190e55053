import { z } from 'zod';
import { DUPLICATE_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { englishTexts, formatMessage } from './i18n/messages.js';
import { CalendarDateSchema, OutbreakStatusSchema } from './outbreaks.js';
import { MAX_ID } from './reference.js';
import { searchWords } from './search.js';

/**
 * When two reports may be the same outbreak (docs/decisions.md, "Duplicates"): the same country and
 * disease, dates at most `windowDays` apart, and either descriptions at least `minSimilarity` alike
 * (trigram similarity, below) or the very same assessment answers. The server finds the few
 * candidates by an indexed query on country, disease and date and judges them here, so SQLite and
 * PostgreSQL cannot disagree.
 */
export const DUPLICATE_RULE = {
  windowDays: 14,
  /**
   * PostgreSQL pg_trgm's default for its `%` operator. Candidates already share country, disease and a
   * fortnight, so a lower bar errs toward asking the reporter (one click) rather than missing a repeat.
   */
  minSimilarity: 0.3,
  /** An exact repeat by the same reporter within this many hours is refused outright. */
  exactRepeatHours: 24,
  /** Candidates read per check (nearest dates first) and possible duplicates shown. */
  maxCandidates: 50,
  maxShown: 5,
} as const;

export const DUPLICATE_MESSAGES = {
  ...englishTexts(DUPLICATE_MESSAGE_DESCRIPTORS),
  alreadyMerged: (survivorId: number) =>
    formatMessage(DUPLICATE_MESSAGE_DESCRIPTORS.alreadyMerged, { survivorId }),
  /** The reason its tombstone gives, for the feeds that published the merged report. */
  mergedReason: (survivorId: number) =>
    formatMessage(DUPLICATE_MESSAGE_DESCRIPTORS.mergedReason, { survivorId }),
} as const;

/** The trigrams of a text as PostgreSQL's pg_trgm takes them: each folded word padded "  word ". */
export function textTrigrams(text: string | null | undefined): Set<string> {
  const trigrams = new Set<string>();
  for (const word of searchWords(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** Shared trigrams over all trigrams of the two texts (0–1, pg_trgm's `similarity`); 0 if either is empty. */
export function textSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  const left = textTrigrams(a);
  const right = textTrigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Whether two sets of answers (question key → value) name the same questions with the same values. */
export function isSameAnswers(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/** What makes a report a possible duplicate of another. */
export const DUPLICATE_REASONS = ['similar_description', 'same_answers'] as const;
export const DuplicateReasonSchema = z.enum(DUPLICATE_REASONS);
export type DuplicateReason = z.infer<typeof DuplicateReasonSchema>;

/** How screens name each reason. */
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  similar_description: 'Similar description',
  same_answers: 'Same figures',
};

/** The facts of a report the rule compares. */
export interface DuplicateFacts {
  date: string;
  description: string | null;
  answers: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days between two calendar dates, either order. */
export function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;
}

/** The first and last date within the rule's window of a date. */
export function duplicateWindow(date: string): { from: string; to: string } {
  const day = Date.parse(`${date}T00:00:00Z`);
  const at = (offset: number) =>
    new Date(day + offset * DUPLICATE_RULE.windowDays * DAY_MS).toISOString().slice(0, 10);
  return { from: at(-1), to: at(1) };
}

/**
 * Why `candidate` may repeat `report` (same country and disease assumed, as the query chose them):
 * nothing when the dates are too far apart or neither the description nor the answers match.
 */
export function judgeDuplicate(
  report: DuplicateFacts,
  candidate: DuplicateFacts,
): { reasons: DuplicateReason[]; similarity: number } {
  const similarity = textSimilarity(report.description, candidate.description);
  if (daysApart(report.date, candidate.date) > DUPLICATE_RULE.windowDays) return { reasons: [], similarity };
  const reasons: DuplicateReason[] = [];
  if (similarity >= DUPLICATE_RULE.minSimilarity) reasons.push('similar_description');
  if (isSameAnswers(report.answers, candidate.answers)) reasons.push('same_answers');
  return { reasons, similarity };
}

/** The description as a repeat is compared: trimmed, empty as none. */
export function normalDescription(description: string | null | undefined): string {
  return (description ?? '').trim();
}

/**
 * A possible duplicate as the form, the queue and the review page show it: public facts only (never
 * who reported it).
 */
export const PossibleDuplicateSchema = z.object({
  id: z.number().int(),
  date: CalendarDateSchema,
  country_name: z.string(),
  disease_name: z.string(),
  state_name: z.string().nullable(),
  city: z.string().nullable(),
  description: z.string().nullable(),
  status: OutbreakStatusSchema,
  confirmed: z.boolean(),
  /** Trigram similarity of the descriptions, 0–1. */
  similarity: z.number(),
  reasons: z.array(DuplicateReasonSchema),
});
export type PossibleDuplicate = z.infer<typeof PossibleDuplicateSchema>;

/**
 * `POST /api/outbreaks` answers 409 with this when the report may repeat others: `can_submit_anyway`
 * says whether sending it again with `submit_anyway: true` is accepted (false for an exact repeat by
 * the same reporter within a day).
 */
export const DuplicateConflictResponseSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  duplicates: z.array(PossibleDuplicateSchema),
  can_submit_anyway: z.boolean(),
});
export type DuplicateConflictResponse = z.infer<typeof DuplicateConflictResponseSchema>;

const targetId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/** `POST /api/admin/outbreaks/{id}/merge`: the outbreak `{id}` repeats `survivor_id`. */
export const MergeOutbreakRequestSchema = z.strictObject({
  survivor_id: targetId('Choose the report this one repeats.'),
});
export type MergeOutbreakRequest = z.infer<typeof MergeOutbreakRequestSchema>;

/** `POST /api/admin/outbreaks/{id}/not-duplicate`: `{id}` and `other_id` are different outbreaks. */
export const NotDuplicateRequestSchema = z.strictObject({
  other_id: targetId('Choose the report this one is not a duplicate of.'),
});
export type NotDuplicateRequest = z.infer<typeof NotDuplicateRequestSchema>;

/** `GET /api/outbreaks/{merged}`: 308 to the survivor, with this body for clients that do not follow. */
export const OutbreakMergedResponseSchema = z.object({
  statusCode: z.literal(308),
  error: z.string(),
  message: z.string(),
  merged_into: z.number().int(),
});
export type OutbreakMergedResponse = z.infer<typeof OutbreakMergedResponseSchema>;
