import {
  areasOfNotificationRegions,
  AUTH_MESSAGES,
  isAdminRole,
  NOTIFICATION_REGIONS,
  type Locale,
  type UpdateOwnProfileRequest,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound } from '../../http-error.js';
import { countFollows, followedRegionCodes, setRegionFollows } from '../notifications/follows.service.js';
import { listMemberFollows, memberFollowState } from '../members/member-follows.service.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  presentOwnProfile,
  presentProfile,
  type ActivityCounts,
  type ProfileRow,
} from './profile.presenters.js';

type Db = Kysely<DB>;

async function findProfileRow(db: Db, userId: number): Promise<ProfileRow | undefined> {
  return (
    db
      .selectFrom('users as u')
      .leftJoin('titles as t', 't.id', 'u.title_id')
      .leftJoin('qualifications as q', 'q.id', 'u.qualification_id')
      .leftJoin('affiliations as a', 'a.id', 'u.affiliation_id')
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.middle_name',
        't.name as title',
        'q.name as qualification',
        'a.name as affiliation',
        'u.avatar_url',
        'u.role_id',
        'u.is_verified',
        'u.user_type',
        'u.created_at',
        'u.notify_email',
        'u.notify_push',
        'u.notify_new_outbreaks',
        'u.notify_status_changes',
        'u.notify_comments',
        'u.notify_member_activity',
      ])
      .where('u.id', '=', userId)
      // A deleted account has no profile; its reports and comments read "Deleted user".
      .where('u.deleted_at', 'is', null)
      .executeTakeFirst()
  );
}

/** Real counts (DESIGN.md §6): reports submitted, reports confirmed, comments written, things followed. */
export async function countActivity(db: Db, userId: number): Promise<ActivityCounts> {
  const count = (n: unknown) => Number(n ?? 0);
  const [reports, verified, comments, tracked] = await Promise.all([
    db
      .selectFrom('outbreaks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('reporter_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('outbreaks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('confirmed_by_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('author_id', '=', userId)
      // Comments the moderators hid are no public contribution.
      .where('hidden_at', 'is', null)
      .executeTakeFirst(),
    countFollows(db, userId),
  ]);
  return {
    reports: count(reports?.n),
    verified: count(verified?.n),
    comments: count(comments?.n),
    tracked,
  };
}

export async function getOwnProfile(db: Db, viewer: AuthUser) {
  const row = await findProfileRow(db, viewer.id);
  if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
  const [stats, regionCodes, state, lists] = await Promise.all([
    countActivity(db, viewer.id),
    followedRegionCodes(db, viewer.id),
    memberFollowState(db, { viewer, memberId: viewer.id }),
    listMemberFollows(db, viewer.id),
  ]);
  return presentOwnProfile(row, stats, regionCodes, { state, lists });
}

/**
 * Another member's profile. Admins see any; other members need a verified account, and see only someone
 * who has made themself public by commenting. "No such member" and "not public" get the same 404, so
 * ids cannot be walked to list the members.
 */
export async function getProfile(db: Db, options: { userId: number; viewer: AuthUser }) {
  const { viewer } = options;
  const full = viewer.id === options.userId || isAdminRole(viewer.role_id);
  if (!full && !viewer.is_verified) throw forbidden(AUTH_MESSAGES.verificationRequired);
  const row = await findProfileRow(db, options.userId);
  if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
  const stats = await countActivity(db, row.id);
  if (!full && stats.comments === 0) throw notFound(AUTH_MESSAGES.userNotFound);
  const follow = await memberFollowState(db, { viewer, memberId: row.id });
  return presentProfile(row, stats, { full, follow });
}

/**
 * Saves the settings. Their regions are region follows: with `region_codes` the user follows exactly
 * those areas and the areas of `regions`; without, only the areas the five names stand for change.
 */
export async function updateNotificationSettings(
  db: Db,
  viewer: AuthUser,
  settings: UpdateOwnProfileRequest['notification_settings'],
) {
  const named = areasOfNotificationRegions(settings.regions);
  await db.transaction().execute(async (tx) => {
    await (settings.region_codes
      ? setRegionFollows(tx, viewer.id, [...settings.region_codes, ...named], 'all')
      : setRegionFollows(tx, viewer.id, named, areasOfNotificationRegions(NOTIFICATION_REGIONS)));
    await tx
      .updateTable('users')
      .set({
        notify_email: settings.email,
        notify_push: settings.push,
        notify_new_outbreaks: settings.new_outbreak_alerts,
        notify_status_changes: settings.status_change_alerts,
        notify_comments: settings.comments,
        // Left as it is when a client does not send it.
        ...(settings.member_activity === undefined
          ? {}
          : { notify_member_activity: settings.member_activity }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', viewer.id)
      .execute();
  });
  return getOwnProfile(db, viewer);
}

/** The person's language: the API answers them in it, and the app starts in it on any device. */
export async function updateLanguage(
  db: Db,
  user: AuthUser,
  language: Locale,
): Promise<{ language: Locale }> {
  await db
    .updateTable('users')
    .set({ language, updated_at: new Date().toISOString() })
    .where('id', '=', user.id)
    .execute();
  return { language };
}
