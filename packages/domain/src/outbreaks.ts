import { z } from 'zod';
import { OUTBREAK_MESSAGE_DESCRIPTORS, FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { englishTexts, formatMessage } from './i18n/messages.js';
import { ConfirmedQuerySchema } from './confirmation.js';
import { RegionFilterSchema } from './m49.js';
import { MESSAGES } from './messages.js';
import { AgentTypeSchema, MAX_ID } from './reference.js';
import { SEARCH_LIMITS } from './search.js';

export const OUTBREAK_STATUSES = ['active', 'investigating', 'contained', 'resolved'] as const;
export const OutbreakStatusSchema = z.enum(OUTBREAK_STATUSES);
export type OutbreakStatus = z.infer<typeof OutbreakStatusSchema>;

export const OUTBREAK_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const OutbreakSeveritySchema = z.enum(OUTBREAK_SEVERITIES);

/** Page sizes of spec §9. */
export const PAGE_SIZE = { reports: 30, comments: 10, max: 100 } as const;
/** Spec §5: assessment answers are at most 1e12. */
export const ASSESSMENT_MAX_VALUE = 1e12;

export const OUTBREAK_MESSAGES = {
  ...englishTexts(OUTBREAK_MESSAGE_DESCRIPTORS),
  searchTooLong: formatMessage(OUTBREAK_MESSAGE_DESCRIPTORS.searchTooLong, { max: SEARCH_LIMITS.maxLength }),
} as const;

/** The field-level texts of the API's checks in English, as schemas use them. */
export const FIELD_MESSAGES = englishTexts(FIELD_MESSAGE_DESCRIPTORS);

/** A calendar date, YYYY-MM-DD, that exists. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: FIELD_MESSAGES.dateFormat, abort: true })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: FIELD_MESSAGES.realDate,
    },
  );

/** An outbreak as every endpoint returns it (spec §3 plus DESIGN.md §6), after the privacy rule. */
export const OutbreakSchema = z.object({
  id: z.number().int(),
  disease_id: z.number().int(),
  disease_name: z.string(),
  disease_category: z.string().nullable(),
  disease_agent_type: AgentTypeSchema,
  disease_description: z.string().nullable(),
  country_id: z.number().int(),
  country_name: z.string(),
  /** ISO 3166-1 alpha-3. */
  country_code: z.string(),
  /** ISO 3166-1 numeric, the id of the country's shape in the boundary file. */
  country_numeric_code: z.string(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  city: z.string().nullable(),
  /** UN M49 sub-region. */
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  date: z.string(),
  created_at: z.string(),
  status: OutbreakStatusSchema,
  confirmed: z.boolean(),
  severity: OutbreakSeveritySchema,
  risk_level: z.number().int(),
  severity_score: z.number(),
  transmission_rate: z.number(),
  attack_rate: z.number(),
  survivability: z.number(),
  cases: z.number(),
  deaths: z.number(),
  population_at_risk: z.number(),
  description: z.string().nullable(),
  source: z.string().nullable(),
  /** Shown to everyone: the only public fact about the reporter. */
  reporter_role: z.string().nullable(),
  /** Admins and the reporter themself only, like the rest of the reporter's identity. */
  first_name: z.string().nullable(),
  /** Admins and the reporter themself only. */
  reporter_id: z.number().int().nullable(),
  last_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
});
export type Outbreak = z.infer<typeof OutbreakSchema>;

const optionalPositiveInt = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** Filters of the list and the CSV export (spec §7, DESIGN.md §5). */
export const OutbreakFiltersSchema = z.object({
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  country_id: optionalPositiveInt,
  disease_id: optionalPositiveInt,
  /** A UN M49 area: its countries (m49.ts). */
  region: RegionFilterSchema.optional(),
  status: OutbreakStatusSchema.optional(),
  severity: OutbreakSeveritySchema.optional(),
  confirmed: ConfirmedQuerySchema.optional(),
  /** The reports an import added: its id (README, "Import"); an unknown id matches nothing. */
  import: optionalPositiveInt,
  /**
   * Words searched in the disease, country and state names, city, description and source: each word
   * (a run of letters and digits, case and accents aside) must begin a word there. See search.ts.
   */
  q: z.string().trim().max(SEARCH_LIMITS.maxLength, { error: OUTBREAK_MESSAGES.searchTooLong }).optional(),
});
export type OutbreakFilters = z.infer<typeof OutbreakFiltersSchema>;

/** The last outbreak of a page, where the next keyset page starts (the list is newest first). */
export interface OutbreakCursor {
  date: string;
  id: number;
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2})\.([1-9]\d{0,9})$/;

/** `next_cursor`: opaque to clients (base64url), so its form can change without breaking them. */
export function encodeOutbreakCursor(cursor: OutbreakCursor): string {
  return btoa(`${cursor.date}.${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The position a `cursor` names, or null when it is not one this API made. */
export function decodeOutbreakCursor(text: string): OutbreakCursor | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR_PATTERN.exec(plain);
  if (!match || !CalendarDateSchema.safeParse(match[1]).success) return null;
  const id = Number(match[2]);
  return id <= MAX_ID ? { date: match[1], id } : null;
}

const OutbreakCursorSchema = z
  .string()
  .transform((text, context) => {
    const cursor = decodeOutbreakCursor(text);
    if (!cursor) {
      context.addIssue({ code: 'custom', message: OUTBREAK_MESSAGES.invalidCursor });
      return z.NEVER;
    }
    return cursor;
  })
  .meta({
    description:
      'Keyset paging: the `next_cursor` of the previous answer. The page starts right after its last ' +
      'outbreak, so it stays fast however deep it is and skips nothing when reports arrive meanwhile.',
  });

/**
 * `GET /api/outbreaks`: the filters, then either `page` (from 1; LIMIT/OFFSET, any page directly) or
 * `cursor` (the `next_cursor` of the previous answer), with `limit`.
 */
export const OutbreakListQuerySchema = OutbreakFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.reports),
  cursor: OutbreakCursorSchema.optional(),
}).superRefine((query, context) => {
  if (query.cursor && query.page > 1)
    context.addIssue({ code: 'custom', path: ['cursor'], message: OUTBREAK_MESSAGES.cursorWithPage });
});
export type OutbreakListQuery = z.input<typeof OutbreakListQuerySchema>;

/**
 * The most reports a text search counts: beyond it the list says "More than 1,000 reports" (counting
 * every match of a common word at a million outbreaks would cost more than the page: a count reads a
 * row for each match it counts). Lists without a search count exactly, from the server's in-memory
 * summary.
 */
export const OUTBREAK_COUNT_CAP = 1_000;

/** How many reports match a list's filters: exact, or `more` than `count` (a search past the cap). */
export const OutbreakTotalSchema = z.object({ count: z.number().int().min(0), more: z.boolean() });
export type OutbreakTotal = z.infer<typeof OutbreakTotalSchema>;

export const OutbreakListResponseSchema = z.object({
  outbreaks: z.array(OutbreakSchema),
  has_more: z.boolean(),
  /** A page asked without `cursor` says how many reports match; pages after a cursor send null. */
  total: OutbreakTotalSchema.nullable().optional(),
  /**
   * The `cursor` of the next page; null on the last one. The public list always sends it; lists that
   * page by number only (the verification queue) leave it out.
   */
  next_cursor: z.string().nullable().optional(),
});
export type OutbreakListResponse = z.infer<typeof OutbreakListResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.maxLength(max) })
    .nullable()
    .optional();

/** Spec §2/§5: the form's disease and state selects offer "new"; null (or absent) means the same. */
export const NEW_ENTRY = 'new' as const;
const NewOrIdSchema = z
  .union([z.number().int().positive().max(MAX_ID), z.literal(NEW_ENTRY)])
  .nullable()
  .optional()
  .meta({ description: 'An existing id, or "new" (or null) to add one named by the matching *_name field.' });
const fromNewEntry = (value: number | typeof NEW_ENTRY | null | undefined) =>
  value === NEW_ENTRY ? null : value;

/**
 * `POST /api/outbreaks` (spec §3 submission payload). `disease_id`/`state_id` "new" or null with a name
 * adds one; "new" for the state without a state_name is refused (spec §5: state_name is required when
 * adding a new state), while a null or absent state_id without a name files the report with no state.
 */
export const CreateOutbreakRequestSchema = z
  .strictObject({
    date: CalendarDateSchema,
    country_id: z.number({ error: MESSAGES.required }).int().positive().max(MAX_ID),
    state_id: NewOrIdSchema,
    state_name: optionalText(100),
    city: optionalText(100),
    disease_id: NewOrIdSchema,
    disease_name: optionalText(100),
    disease_category: optionalText(100),
    disease_agent_type: AgentTypeSchema.nullable().optional(),
    disease_description: optionalText(2000),
    description: optionalText(5000),
    source: optionalText(500),
    /** question_key → number for every active question; checked against the questions on the server. */
    question_answers: z.record(z.string().max(100), z.unknown()),
    /**
     * The reporter saw the possible duplicates (a 409) and submits anyway. An exact repeat of their own
     * report within a day is refused even so.
     */
    submit_anyway: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.state_id === NEW_ENTRY && !body.state_name)
      context.addIssue({ code: 'custom', path: ['state_name'], message: MESSAGES.required });
  })
  .transform((body) => ({
    ...body,
    state_id: fromNewEntry(body.state_id),
    disease_id: fromNewEntry(body.disease_id),
  }));
export type CreateOutbreakRequest = z.infer<typeof CreateOutbreakRequestSchema>;

/** A comment (spec §3) with its author's public fields. */
export const CommentSchema = z.object({
  id: z.number().int(),
  outbreak_id: z.number().int(),
  author_id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string().nullable(),
  affiliation: z.string().nullable(),
  qualification: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The author's email: admins and the author only. */
  reporter_email: z.string().nullable(),
  /**
   * Hidden by the moderators. Only admins and the author are ever sent a hidden comment; the author
   * sees it marked, with the moderators' reason.
   */
  is_hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  /** Members who marked it helpful (one each). */
  helpful_count: z.number().int(),
  /** Whether the viewer is one of them (false for visitors). */
  helped_by_me: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** `PUT` and `DELETE /api/comments/{id}/helpful`: the comment's count and whether the viewer is in it. */
export const CommentHelpfulStateSchema = z.object({
  helpful_count: z.number().int(),
  helped_by_me: z.boolean(),
});
export type CommentHelpfulState = z.infer<typeof CommentHelpfulStateSchema>;

export const CommentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.comments),
});
export const CommentListResponseSchema = z.object({
  comments: z.array(CommentSchema),
  has_more: z.boolean(),
});
export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;

export const CreateCommentRequestSchema = z.strictObject({
  content: z
    .string({ error: OUTBREAK_MESSAGES.commentEmpty })
    .trim()
    .min(1, { error: OUTBREAK_MESSAGES.commentEmpty })
    .max(5000, { error: OUTBREAK_MESSAGES.commentTooLong }),
});
