import type { FollowCounts, MemberSummary } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

type Side = 'follower_id' | 'followed_id';

/**
 * The follows on one side of a member (`followed_id`: those following them; `follower_id`: those they
 * follow), joined to the member on the other side. Suspended and deleted accounts do not count.
 */
function followsOf(db: Db, side: Side, memberId: number) {
  return db
    .selectFrom('member_follows as mf')
    .innerJoin('users as u', 'u.id', side === 'followed_id' ? 'mf.follower_id' : 'mf.followed_id')
    .where(`mf.${side}`, '=', memberId)
    .where('u.is_suspended', '=', false)
    .where('u.deleted_at', 'is', null);
}

async function countBy(db: Db, side: Side, memberId: number): Promise<number> {
  const row = await followsOf(db, side, memberId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countMemberFollows(db: Db, memberId: number): Promise<FollowCounts> {
  const [followers, following] = await Promise.all([
    countBy(db, 'followed_id', memberId),
    countBy(db, 'follower_id', memberId),
  ]);
  return { followers, following };
}

export async function isFollowing(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followed_id', '=', followedId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The members on the other side of a member's follows, newest first, with only what their public
 * profile shows.
 */
export async function listMembers(db: Db, side: Side, memberId: number): Promise<MemberSummary[]> {
  return followsOf(db, side, memberId)
    .leftJoin('titles as t', 't.id', 'u.title_id')
    .leftJoin('qualifications as q', 'q.id', 'u.qualification_id')
    .leftJoin('affiliations as a', 'a.id', 'u.affiliation_id')
    .select([
      'u.id',
      't.name as title',
      'u.first_name',
      'u.last_name',
      'q.name as qualification',
      'a.name as affiliation',
    ])
    .orderBy('mf.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
}
