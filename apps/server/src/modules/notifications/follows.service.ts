import {
  m49Area,
  NOTIFICATION_MESSAGES,
  type Follow,
  type FollowKind,
  type FollowRequest,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../http-error.js';
import { notifyFollowSummary } from './follow-summary.js';
import type { NotifyContext } from './notify.service.js';

type Db = Kysely<DB>;

/** The one key of a follow's target: a user follows each target once. */
export const targetKey = (kind: FollowKind, id: number) => `${kind}:${id}`;

async function targetName(db: Db, kind: FollowKind, id: number): Promise<string | undefined> {
  if (kind === 'region') return m49Area(id)?.name;
  if (kind === 'country') {
    return (await db.selectFrom('countries').select('name').where('id', '=', id).executeTakeFirst())?.name;
  }
  if (kind === 'disease') {
    return (await db.selectFrom('diseases').select('name').where('id', '=', id).executeTakeFirst())?.name;
  }
  const outbreak = await db
    .selectFrom('outbreaks as o')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .select(['d.name as disease', 'c.name as country'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  return outbreak ? `${outbreak.disease} in ${outbreak.country}` : undefined;
}

/** What a user follows, newest first, with the names the screens show. */
export async function listFollows(db: Db, userId: number): Promise<Follow[]> {
  const rows = await db
    .selectFrom('follows as f')
    .leftJoin('countries as c', 'c.id', 'f.country_id')
    .leftJoin('diseases as d', 'd.id', 'f.disease_id')
    .leftJoin('outbreaks as o', 'o.id', 'f.outbreak_id')
    .leftJoin('diseases as od', 'od.id', 'o.disease_id')
    .leftJoin('countries as oc', 'oc.id', 'o.country_id')
    .select([
      'f.id',
      'f.kind',
      'f.country_id',
      'f.disease_id',
      'f.outbreak_id',
      'f.region_code',
      'f.created_at',
      'c.name as country_name',
      'd.name as disease_name',
      'od.name as outbreak_disease',
      'oc.name as outbreak_country',
    ])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as FollowKind,
    target_id: (row.country_id ?? row.disease_id ?? row.outbreak_id ?? row.region_code)!,
    name:
      row.country_name ??
      row.disease_name ??
      (row.region_code !== null
        ? (m49Area(row.region_code)?.name ?? String(row.region_code))
        : `${row.outbreak_disease ?? ''} in ${row.outbreak_country ?? ''}`),
    created_at: row.created_at,
  }));
}

/**
 * Follows an outbreak, disease, country or UN M49 region; following twice is the same follow. A new follow tells the
 * user in one summary what is already going on there.
 */
export async function follow(
  db: Db,
  userId: number,
  request: FollowRequest,
  context: NotifyContext,
): Promise<Follow> {
  const name = await targetName(db, request.kind, request.target_id);
  if (!name)
    throw badRequest(NOTIFICATION_MESSAGES.followTargetNotFound, [
      { field: 'target_id', message: NOTIFICATION_MESSAGES.followTargetNotFound },
    ]);
  const key = targetKey(request.kind, request.target_id);
  const inserted = await db
    .insertInto('follows')
    .values({
      user_id: userId,
      kind: request.kind,
      country_id: request.kind === 'country' ? request.target_id : null,
      disease_id: request.kind === 'disease' ? request.target_id : null,
      outbreak_id: request.kind === 'outbreak' ? request.target_id : null,
      region_code: request.kind === 'region' ? request.target_id : null,
      target_key: key,
    })
    .onConflict((oc) => oc.columns(['user_id', 'target_key']).doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('follows')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .where('target_key', '=', key)
    .executeTakeFirstOrThrow();
  const created = {
    id: row.id,
    kind: request.kind,
    target_id: request.target_id,
    name,
    created_at: row.created_at,
  };
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
    await notifyFollowSummary(db, context, userId, created);
  return created;
}

export async function unfollow(db: Db, userId: number, followId: number): Promise<void> {
  const result = await db
    .deleteFrom('follows')
    .where('id', '=', followId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(NOTIFICATION_MESSAGES.followNotFound);
}

/** The profile's "tracked" count: everything the user follows. */
export async function countFollows(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The UN M49 areas a user follows, by code. */
export async function followedRegionCodes(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .select('region_code')
    .where('user_id', '=', userId)
    .where('region_code', 'is not', null)
    .orderBy('region_code')
    .execute();
  return rows.map((row) => row.region_code!);
}

/**
 * Makes the user's region follows those of `codes` among `scope` (all other region follows stay as
 * they are): follows what is missing, drops the rest of the scope.
 */
export async function setRegionFollows(
  db: Db,
  userId: number,
  codes: readonly number[],
  scope: readonly number[] | 'all',
): Promise<void> {
  const wanted = [...new Set(codes)];
  let drop = db
    .deleteFrom('follows')
    .where('user_id', '=', userId)
    .where('kind', '=', 'region')
    .where('region_code', 'not in', wanted.length ? wanted : [-1]);
  if (scope !== 'all') drop = drop.where('region_code', 'in', scope.length ? [...scope] : [-1]);
  await drop.execute();
  if (wanted.length === 0) return;
  await db
    .insertInto('follows')
    .values(
      wanted.map((code) => ({
        user_id: userId,
        kind: 'region',
        region_code: code,
        target_key: targetKey('region', code),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'target_key']).doNothing())
    .execute();
}
