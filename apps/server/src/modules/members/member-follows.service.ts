import {
  AUTH_MESSAGES,
  isAdminRole,
  MEMBER_FOLLOW_MESSAGES,
  type MemberFollowLists,
  type MemberFollowState,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countMemberFollows, isFollowing, listMembers } from './member-follows.query.js';

type Db = Kysely<DB>;

interface FollowOptions {
  viewer: AuthUser;
  memberId: number;
}

/**
 * Whom the viewer may follow: another active member whose profile they may see. As on the profile, a
 * member is public once they have a visible comment (admins see everyone), and "no such member",
 * "suspended" and "not public" get the same 404, so ids cannot be walked to list the members. Unfollowing
 * needs no public profile: a member whose comments were all hidden can still be let go.
 */
async function assertOtherMember(
  db: Db,
  { viewer, memberId }: FollowOptions,
  { mustBePublic }: { mustBePublic: boolean },
): Promise<void> {
  if (memberId === viewer.id) throw badRequest(MEMBER_FOLLOW_MESSAGES.selfFollow);
  let query = db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', memberId)
    .where('u.is_suspended', '=', false)
    .where('u.deleted_at', 'is', null);
  if (mustBePublic && !isAdminRole(viewer.role_id)) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('comments as cm')
          .select('cm.id')
          .whereRef('cm.author_id', '=', 'u.id')
          .where('cm.hidden_at', 'is', null),
      ),
    );
  }
  if (!(await query.executeTakeFirst())) throw notFound(AUTH_MESSAGES.userNotFound);
}

export async function memberFollowState(db: Db, options: FollowOptions): Promise<MemberFollowState> {
  const [followedByMe, counts] = await Promise.all([
    options.viewer.id === options.memberId
      ? Promise.resolve(false)
      : isFollowing(db, options.viewer.id, options.memberId),
    countMemberFollows(db, options.memberId),
  ]);
  return { followed_by_me: followedByMe, counts };
}

/** Follows a member; following them again changes nothing. */
export async function followMember(db: Db, options: FollowOptions): Promise<MemberFollowState> {
  await assertOtherMember(db, options, { mustBePublic: true });
  await db
    .insertInto('member_follows')
    .values({ follower_id: options.viewer.id, followed_id: options.memberId })
    .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
    .execute();
  return memberFollowState(db, options);
}

/** Stops following a member; unfollowing one not followed changes nothing. */
export async function unfollowMember(db: Db, options: FollowOptions): Promise<MemberFollowState> {
  await assertOtherMember(db, options, { mustBePublic: false });
  await db
    .deleteFrom('member_follows')
    .where('follower_id', '=', options.viewer.id)
    .where('followed_id', '=', options.memberId)
    .execute();
  return memberFollowState(db, options);
}

/** The owner's own lists, for their profile page. */
export async function listMemberFollows(db: Db, memberId: number): Promise<MemberFollowLists> {
  const [following, followers] = await Promise.all([
    listMembers(db, 'follower_id', memberId),
    listMembers(db, 'followed_id', memberId),
  ]);
  return { following, followers };
}
