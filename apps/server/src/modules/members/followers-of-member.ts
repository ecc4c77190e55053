import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who hears of a member's activity: active (verified, not suspended) users who follow them and keep
 * "Comments by people I follow" on.
 */
export async function followersOfMember(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_follows as mf')
    .innerJoin('users as u', 'u.id', 'mf.follower_id')
    .select('u.id')
    .where('mf.followed_id', '=', memberId)
    .where('u.notify_member_activity', '=', true)
    .where('u.is_verified', '=', true)
    .where('u.is_suspended', '=', false)
    .where('u.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
