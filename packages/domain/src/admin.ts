import { z } from 'zod';
import { ADMIN_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { formatMessage } from './i18n/messages.js';
import { AuditLogEntrySchema } from './audit.js';
import { ASSESSMENT_MAX_VALUE } from './outbreaks.js';
import { AssessmentQuestionSchema, MetadataItemSchema } from './reference.js';
import { ROLE } from './roles.js';

/* ------------------------------------------------------------------ reference lists (spec §2, §7) */

const DISPLAY_ORDER = ADMIN_MESSAGE_DESCRIPTORS.displayOrder.defaultMessage;

/** The three reference lists admins keep: their names as paths, API fields and screen texts. */
export const METADATA_KINDS = {
  title: { plural: 'titles', label: 'Title' },
  affiliation: { plural: 'affiliations', label: 'Affiliation' },
  qualification: { plural: 'qualifications', label: 'Qualification' },
} as const;
export type MetadataKind = keyof typeof METADATA_KINDS;
export const METADATA_KIND_NAMES = Object.keys(METADATA_KINDS) as MetadataKind[];

/** Spec §9: admin names are 2 to 100 characters. */
export const ADMIN_NAME_LENGTH = { min: 2, max: 100 } as const;

export const ADMIN_MESSAGES = {
  nameTooShort: formatMessage(ADMIN_MESSAGE_DESCRIPTORS.nameTooShort, { min: ADMIN_NAME_LENGTH.min }),
  nameTooLong: formatMessage(ADMIN_MESSAGE_DESCRIPTORS.nameTooLong, { max: ADMIN_NAME_LENGTH.max }),
  nameRequired: ADMIN_MESSAGE_DESCRIPTORS.nameRequired.defaultMessage,
  notFound: (kind: MetadataKind) => formatMessage(ADMIN_MESSAGE_DESCRIPTORS.notFound, { kind }),
  duplicateName: (kind: MetadataKind, name: string) =>
    formatMessage(ADMIN_MESSAGE_DESCRIPTORS.duplicateName, { kind, name }),
  inUse: (kind: MetadataKind, users: number) =>
    formatMessage(ADMIN_MESSAGE_DESCRIPTORS.inUse, { kind, users }),
  questionNotFound: ADMIN_MESSAGE_DESCRIPTORS.questionNotFound.defaultMessage,
  questionKeyLength: ADMIN_MESSAGE_DESCRIPTORS.questionKeyLength.defaultMessage,
  questionKeyFormat: ADMIN_MESSAGE_DESCRIPTORS.questionKeyFormat.defaultMessage,
  questionLabelLength: ADMIN_MESSAGE_DESCRIPTORS.questionLabelLength.defaultMessage,
  // Spec §5, question edit.
  minBelowMax: ADMIN_MESSAGE_DESCRIPTORS.minBelowMax.defaultMessage,
  valueRange: formatMessage(ADMIN_MESSAGE_DESCRIPTORS.valueRange, { max: ASSESSMENT_MAX_VALUE }),
  duplicateKey: (key: string) => formatMessage(ADMIN_MESSAGE_DESCRIPTORS.duplicateKey, { key }),
  metricKeyFixed: (key: string) => formatMessage(ADMIN_MESSAGE_DESCRIPTORS.metricKeyFixed, { key }),
  metricQuestionActive: (key: string) =>
    formatMessage(ADMIN_MESSAGE_DESCRIPTORS.metricQuestionActive, { key }),
} as const;

const adminName = z
  .string({ error: ADMIN_MESSAGES.nameRequired })
  .trim()
  .min(ADMIN_NAME_LENGTH.min, { error: ADMIN_MESSAGES.nameTooShort })
  .max(ADMIN_NAME_LENGTH.max, { error: ADMIN_MESSAGES.nameTooLong });

/** Create and update of a title, affiliation or qualification (spec §7: name and is_custom). */
export const MetadataItemRequestSchema = z.strictObject({
  name: adminName,
  is_custom: z.boolean().default(true),
});
export type MetadataItemRequest = z.input<typeof MetadataItemRequestSchema>;

/** `GET /api/admin/{titles|affiliations|qualifications}`: the list under the kind's plural name. */
export const metadataListResponseSchema = (kind: MetadataKind) =>
  z.object({ [METADATA_KINDS[kind].plural]: z.array(MetadataItemSchema) });
export type MetadataPlural = (typeof METADATA_KINDS)[MetadataKind]['plural'];

/* ------------------------------------------------------------------------- questions (spec §2) */

/** Spec §9: question key 2–100, label 2–200 characters. */
export const QUESTION_LIMITS = { keyMin: 2, keyMax: 100, labelMin: 2, labelMax: 200 } as const;

const assessmentValue = z
  .number({ error: ADMIN_MESSAGES.valueRange })
  .min(0, { error: ADMIN_MESSAGES.valueRange })
  .max(ASSESSMENT_MAX_VALUE, { error: ADMIN_MESSAGES.valueRange });

/** `PUT /api/admin/outbreak-questions/{id}`: the whole question; min must be below max. */
export const QuestionUpdateRequestSchema = z
  .strictObject({
    question_key: z
      .string({ error: ADMIN_MESSAGES.questionKeyLength })
      .trim()
      .min(QUESTION_LIMITS.keyMin, { error: ADMIN_MESSAGES.questionKeyLength })
      .max(QUESTION_LIMITS.keyMax, { error: ADMIN_MESSAGES.questionKeyLength })
      .regex(/^[a-z0-9_]+$/, { error: ADMIN_MESSAGES.questionKeyFormat }),
    label: z
      .string({ error: ADMIN_MESSAGES.questionLabelLength })
      .trim()
      .min(QUESTION_LIMITS.labelMin, { error: ADMIN_MESSAGES.questionLabelLength })
      .max(QUESTION_LIMITS.labelMax, { error: ADMIN_MESSAGES.questionLabelLength }),
    description: z
      .string()
      .trim()
      .max(1000, { error: ADMIN_MESSAGE_DESCRIPTORS.descriptionTooLong.defaultMessage })
      .nullable()
      .optional(),
    min_value: assessmentValue,
    max_value: assessmentValue,
    display_order: z
      .number({ error: DISPLAY_ORDER })
      .int({ error: DISPLAY_ORDER })
      .min(0, { error: DISPLAY_ORDER })
      .max(10_000, { error: DISPLAY_ORDER }),
    is_active: z.boolean(),
  })
  .refine((q) => q.min_value < q.max_value, { error: ADMIN_MESSAGES.minBelowMax, path: ['max_value'] });
export type QuestionUpdateRequest = z.infer<typeof QuestionUpdateRequestSchema>;

/** Spec §9 defaults of a question form. */
export const QUESTION_DEFAULTS = { min_value: 0, max_value: 10, display_order: 0 } as const;

export const QuestionListResponseSchema = z.object({ questions: z.array(AssessmentQuestionSchema) });
export type QuestionListResponse = z.infer<typeof QuestionListResponseSchema>;

/* ---------------------------------------------------------------------- users (spec §2, §8, §9) */

export const USER_STATUS_FILTERS = ['all', 'verified', 'unverified', 'suspended'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const USER_SORT_FIELDS = [
  'name',
  'email',
  'qualification_name',
  'affiliation_name',
  'created_at',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Spec §9: users page size 10; default sort created_at descending. */
export const USERS_PAGE_SIZE = 10;

/** `GET /api/admin/users`: search, status, sort and page, on the server (`_t` is accepted and ignored). */
export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUS_FILTERS).default('all'),
  sort: z.enum(USER_SORT_FIELDS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  _t: z.string().max(50).optional(),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

/** A user as the admins see them. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  title_name: z.string().nullable(),
  qualification_name: z.string().nullable(),
  affiliation_name: z.string().nullable(),
  role_id: z.number().int(),
  user_type: z.string(),
  is_verified: z.boolean(),
  is_suspended: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  /** Users matching the search and filter, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const USER_ACTIONS = ['verify', 'suspend', 'unsuspend', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** Roles a super admin can give: admin, reporter, blogger (super admins are made at start, see README). */
export const ASSIGNABLE_ROLES = [ROLE.ADMIN, ROLE.REPORTER, ROLE.BLOGGER] as const;
export const SetUserRoleRequestSchema = z.strictObject({
  role_id: z.union(
    ASSIGNABLE_ROLES.map((role) => z.literal(role)),
    {
      error: ADMIN_MESSAGE_DESCRIPTORS.roleInvalid.defaultMessage,
    },
  ),
});
export type SetUserRoleRequest = z.infer<typeof SetUserRoleRequestSchema>;

export const ADMIN_USER_MESSAGES = {
  notFound: ADMIN_MESSAGE_DESCRIPTORS.userNotFound.defaultMessage,
  self: (action: string) => formatMessage(ADMIN_MESSAGE_DESCRIPTORS.self, { action }),
  superAdminOnly: ADMIN_MESSAGE_DESCRIPTORS.superAdminOnly.defaultMessage,
  roleSuperAdminOnly: ADMIN_MESSAGE_DESCRIPTORS.roleSuperAdminOnly.defaultMessage,
  alreadyVerified: ADMIN_MESSAGE_DESCRIPTORS.alreadyVerified.defaultMessage,
  alreadySuspended: ADMIN_MESSAGE_DESCRIPTORS.alreadySuspended.defaultMessage,
  notSuspended: ADMIN_MESSAGE_DESCRIPTORS.notSuspended.defaultMessage,
  sameRole: ADMIN_MESSAGE_DESCRIPTORS.sameRole.defaultMessage,
  actorChanged: ADMIN_MESSAGE_DESCRIPTORS.actorChanged.defaultMessage,
} as const;

/** What a deleted account's reports and comments show as their author. */
export const DELETED_USER_NAME = { first_name: 'Deleted', last_name: 'user' } as const;

/* ------------------------------------------------------------------ dashboard and settings */

/** `GET /api/admin/dashboard`: the work waiting and the latest audit entries. */
export const AdminDashboardSchema = z.object({
  unconfirmed_outbreaks: z.number().int(),
  unverified_users: z.number().int(),
  suspended_users: z.number().int(),
  hidden_comments: z.number().int(),
  recent_audit: z.array(AuditLogEntrySchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** One line of the running configuration; secrets are never sent, only whether they are set. */
export const AdminSettingSchema = z.object({
  key: z.string(),
  description: z.string(),
  value: z.string().nullable(),
  is_secret: z.boolean(),
});
export type AdminSetting = z.infer<typeof AdminSettingSchema>;
export const AdminSettingsResponseSchema = z.object({ settings: z.array(AdminSettingSchema) });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponseSchema>;

/** One table that only grows unless purged, with its row count and what the scheduled purge removes. */
export const TableSizeSchema = z.object({
  name: z.string(),
  rows: z.number().int(),
  purge: z.string(),
});
export type TableSize = z.infer<typeof TableSizeSchema>;
/** `GET /api/admin/table-sizes`. */
export const TableSizesResponseSchema = z.object({ tables: z.array(TableSizeSchema) });
export type TableSizesResponse = z.infer<typeof TableSizesResponseSchema>;

/** What a masked secret reads as. */
export const SECRET_MASK = '••••••••';
