import { z } from 'zod';
import { VERIFICATION_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { PAGE_SIZE } from './outbreaks.js';
import { ReasonSchema } from './verification.js';

export const MODERATION_MESSAGES = {
  commentNotFound: VERIFICATION_MESSAGE_DESCRIPTORS.commentNotFound.defaultMessage,
  alreadyHidden: VERIFICATION_MESSAGE_DESCRIPTORS.alreadyHidden.defaultMessage,
  notHidden: VERIFICATION_MESSAGE_DESCRIPTORS.notHidden.defaultMessage,
} as const;

/** Which comments the moderation list shows. */
export const COMMENT_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export const CommentVisibilitySchema = z.enum(COMMENT_VISIBILITIES);
export type CommentVisibility = z.infer<typeof CommentVisibilitySchema>;

/** `GET /api/admin/comments`: every comment, newest first. */
export const ModerationListQuerySchema = z.object({
  visibility: CommentVisibilitySchema.default('all'),
  /** Words matched against the comment's text and its author's name and email. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.reports),
});
export type ModerationListQuery = z.input<typeof ModerationListQuerySchema>;

/** A comment as the moderators see it: where it was posted, by whom, and whether it is hidden. */
export const ModerationCommentSchema = z.object({
  id: z.number().int(),
  outbreak_id: z.number().int(),
  /** "Cholera in Lagos, Nigeria": the outbreak the comment is about. */
  outbreak_label: z.string(),
  author_id: z.number().int(),
  author_name: z.string(),
  author_email: z.string(),
  content: z.string(),
  created_at: z.string(),
  is_hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  hidden_by_name: z.string().nullable(),
});
export type ModerationComment = z.infer<typeof ModerationCommentSchema>;

export const ModerationListResponseSchema = z.object({
  comments: z.array(ModerationCommentSchema),
  has_more: z.boolean(),
});
export type ModerationListResponse = z.infer<typeof ModerationListResponseSchema>;

/** `PUT /api/admin/comments/{id}/hide` and `DELETE /api/admin/comments/{id}`. */
export const ModerationReasonRequestSchema = z.strictObject({ reason: ReasonSchema });
export type ModerationReasonRequest = z.infer<typeof ModerationReasonRequestSchema>;
