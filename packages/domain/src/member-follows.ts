import { z } from 'zod';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from './api-messages.js';

/** Messages of following members. */
export const MEMBER_FOLLOW_MESSAGE_DESCRIPTORS = {
  selfFollow: ACCOUNT_MESSAGE_DESCRIPTORS.selfFollow,
  followFailed: ACCOUNT_MESSAGE_DESCRIPTORS.followFailed,
};

/** The same in English, as the server sends them (its errors are localized on the way out). */
export const MEMBER_FOLLOW_MESSAGES = {
  selfFollow: ACCOUNT_MESSAGE_DESCRIPTORS.selfFollow.defaultMessage,
  followFailed: ACCOUNT_MESSAGE_DESCRIPTORS.followFailed.defaultMessage,
} as const;

/** How many follow a member and how many that member follows. */
export const FollowCountsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
});
export type FollowCounts = z.infer<typeof FollowCountsSchema>;

/**
 * A member in a list of followers or followed: only what their public profile and their comments
 * already show (name, title, qualification, affiliation), never an email address or a role id.
 */
export const MemberSummarySchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  qualification: z.string().nullable(),
  affiliation: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

/** The signed-in member's own lists: whom they follow, and who follows them. Newest first. */
export const MemberFollowListsSchema = z.object({
  following: z.array(MemberSummarySchema),
  followers: z.array(MemberSummarySchema),
});
export type MemberFollowLists = z.infer<typeof MemberFollowListsSchema>;

/** `PUT` and `DELETE /api/users/{id}/follow`: whether the viewer now follows them, and their counts. */
export const MemberFollowStateSchema = z.object({
  followed_by_me: z.boolean(),
  counts: FollowCountsSchema,
});
export type MemberFollowState = z.infer<typeof MemberFollowStateSchema>;
