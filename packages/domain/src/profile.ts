import { z } from 'zod';
import { LocaleSchema } from './i18n/locales.js';
import { M49_AREAS, M49CodeSchema } from './m49.js';
import { FollowCountsSchema, MemberFollowListsSchema } from './member-follows.js';

/** Region options of the notification settings (spec §9). */
export const NOTIFICATION_REGIONS = [
  'North America',
  'Europe',
  'South Asia',
  'East Africa',
  'West Africa',
] as const;
export type NotificationRegion = (typeof NOTIFICATION_REGIONS)[number];

/**
 * The UN M49 areas each region of the settings stands for: choosing it follows them all, and the
 * settings name it while all are followed. "North America" is the continent: Northern America, Central
 * America and the Caribbean.
 */
export const NOTIFICATION_REGION_AREAS: Record<NotificationRegion, readonly number[]> = {
  'North America': [21, 13, 29],
  Europe: [150],
  'South Asia': [34],
  'East Africa': [14],
  'West Africa': [11],
};

/** The settings' region names whose every area is among `codes`. */
export const notificationRegionsOf = (codes: readonly number[]): NotificationRegion[] =>
  NOTIFICATION_REGIONS.filter((name) =>
    NOTIFICATION_REGION_AREAS[name].every((code) => codes.includes(code)),
  );

/** The M49 areas of these region names. */
export const areasOfNotificationRegions = (names: readonly NotificationRegion[]): number[] => [
  ...new Set(names.flatMap((name) => NOTIFICATION_REGION_AREAS[name])),
];

/** Spec §9: every notification setting defaults to on. */
export const NotificationSettingsSchema = z.strictObject({
  email: z.boolean(),
  push: z.boolean(),
  new_outbreak_alerts: z.boolean(),
  status_change_alerts: z.boolean(),
  comments: z.boolean(),
  /** Comments written by the members one follows. */
  member_activity: z.boolean(),
  regions: z.array(z.enum(NOTIFICATION_REGIONS)).max(NOTIFICATION_REGIONS.length),
  /** Every UN M49 area followed (the same follows as kind "region"); the regions above are names for some. */
  region_codes: z.array(M49CodeSchema).max(M49_AREAS.length),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Settings as a client sends them: one without `member_activity` (older clients) leaves it as it is. */
export const NotificationSettingsUpdateSchema = NotificationSettingsSchema.extend({
  member_activity: z.boolean().optional(),
});
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;

/**
 * Real activity counts (DESIGN.md §6), not the spec's fixed samples. On another member's profile only
 * the comments count, which their public comments already show; reports, reports verified (it would name
 * the verification team) and tracked items are null unless the viewer is an admin.
 */
export const ActivityStatsSchema = z.object({
  reports: z.number().int().nullable(),
  verified: z.number().int().nullable(),
  comments: z.number().int(),
  /** Outbreaks, diseases, countries and regions followed. */
  tracked: z.number().int().nullable(),
});
export type ActivityStats = z.infer<typeof ActivityStatsSchema>;

/**
 * A profile (spec §3 Profile). To themself and to admins everything; to other members only what their
 * comments already show (name, title, qualification, affiliation, avatar) and the comments count (the
 * README's promise): `reporter_email`, `middle_name`, `role_id`, `is_verified`, `user_type`,
 * `created_at`, and the reports, verified and tracked counts are null.
 */
export const ProfileSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
  qualification: z.string().nullable(),
  affiliation: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role_id: z.number().int().nullable(),
  is_verified: z.boolean().nullable(),
  user_type: z.string().nullable(),
  created_at: z.string().nullable(),
  stats: ActivityStatsSchema,
  /** Members following them and members they follow (counts only; the names are the owner's alone). */
  follow_counts: FollowCountsSchema,
  /** Whether the viewer follows them (always false on one's own profile). */
  followed_by_me: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `GET /api/profile/me` and `PUT /api/profile/me`: the whole profile plus the owner's settings. */
export const OwnProfileSchema = ProfileSchema.extend({
  is_verified: z.boolean(),
  created_at: z.string(),
  notification_settings: NotificationSettingsSchema,
  member_follows: MemberFollowListsSchema,
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** `GET /api/profile/{id}` (spec §7). */
export const PublicProfileResponseSchema = z.object({ status: z.literal('success'), user: ProfileSchema });
export type PublicProfileResponse = z.infer<typeof PublicProfileResponseSchema>;

/** `PUT /api/profile/me`. */
/**
 * `PUT /api/profile/me`. With `region_codes` the user's region follows become exactly those areas and
 * the areas of `regions`; without it, only the areas of the five named regions follow `regions`.
 */
export const UpdateOwnProfileRequestSchema = z.strictObject({
  notification_settings: NotificationSettingsUpdateSchema.extend({
    region_codes: NotificationSettingsSchema.shape.region_codes.optional(),
  }),
});
export type UpdateOwnProfileRequest = z.infer<typeof UpdateOwnProfileRequestSchema>;

/** `PATCH /api/profile/me`: the person's language (one of LOCALES' codes). */
export const UpdateLanguageRequestSchema = z.strictObject({ language: LocaleSchema });
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequestSchema>;
export const LanguageResponseSchema = z.object({ language: LocaleSchema });
