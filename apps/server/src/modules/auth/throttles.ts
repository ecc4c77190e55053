import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Failures counted per key in the database, so that every instance sees the same counts. After `free`
 * failures within a window each further one makes the key wait, twice as long each time up to a cap:
 * guessing slows to a crawl, while a person who mistyped a few times is never held up.
 */
export interface ThrottlePolicy {
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
  /** Failures allowed before any wait: the one after them starts the first wait. */
  free: number;
  /** The wait after the first failure beyond `free`; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
}

const MINUTE = 60_000;

/**
 * Sign-in (DESIGN.md §9 as amended): per account for browsers it does not know, per known browser (the
 * device cookie), and per address across accounts. Mail requests: five an hour per address and purpose.
 */
export const THROTTLES = {
  account: { windowMs: 15 * MINUTE, free: 5, firstDelayMs: 2_000, maxDelayMs: 15 * MINUTE },
  device: { windowMs: 15 * MINUTE, free: 5, firstDelayMs: 2_000, maxDelayMs: 15 * MINUTE },
  address: { windowMs: 15 * MINUTE, free: 20, firstDelayMs: 2_000, maxDelayMs: 15 * MINUTE },
  // The fifth request within the hour starts an hour's wait: five mails, then no more.
  mail: { windowMs: 60 * MINUTE, free: 4, firstDelayMs: 60 * MINUTE, maxDelayMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottlePolicy>;

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/** The count of failed sign-ins at one account from browsers it does not know. */
export function accountThrottle(email: string): ThrottleKey {
  return { key: `account:${email}`, policy: THROTTLES.account };
}

/** Milliseconds until every one of these keys may try again; 0 when they all may now. */
export async function throttleWaitMs(db: Kysely<DB>, keys: ThrottleKey[], now = Date.now()): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .selectFrom('throttles')
    .select('blocked_until')
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .where('blocked_until', '>', new Date(now).toISOString())
    .execute();
  return Math.max(0, ...rows.map((row) => new Date(row.blocked_until!).getTime() - now));
}

/** The wait a key's `count`-th failure earns. */
export function delayAfter(policy: ThrottlePolicy, count: number): number {
  const beyond = count - policy.free;
  if (beyond <= 0) return 0;
  return Math.min(policy.firstDelayMs * 2 ** Math.min(beyond - 1, 30), policy.maxDelayMs);
}

export interface CountedAttempt {
  /** Failures within the window, this one included; 0 when it was refused. */
  count: number;
  /** Milliseconds the key must still wait; when above 0 the attempt was refused and not counted. */
  waitMs: number;
}

class Refused extends Error {
  constructor(readonly waitMs: number) {
    super('throttled');
  }
}

/**
 * Checks and counts one attempt for the key as one step: the row is locked by the upsert until the
 * transaction ends, so of many parallel attempts (on any number of instances) only those before the
 * wait begins get through. A refused attempt changes nothing.
 */
export async function countAttempt(
  db: Kysely<DB>,
  { key, policy }: ThrottleKey,
  now = Date.now(),
): Promise<CountedAttempt> {
  const nowIso = new Date(now).toISOString();
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('throttles')
        .values({
          key,
          count: 1,
          window_ends_at: new Date(now + policy.windowMs).toISOString(),
          blocked_until: null,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when throttles.window_ends_at <= ${nowIso} then 1 else throttles.count + 1 end`,
            window_ends_at: new Date(now + policy.windowMs).toISOString(),
          }),
        )
        .returning(['count', 'blocked_until'])
        .executeTakeFirstOrThrow();
      if (row.blocked_until !== null && row.blocked_until > nowIso) {
        throw new Refused(new Date(row.blocked_until).getTime() - now);
      }
      const count = Number(row.count);
      const delay = delayAfter(policy, count);
      if (delay > 0) {
        await tx
          .updateTable('throttles')
          .set({ blocked_until: new Date(now + delay).toISOString() })
          .where('key', '=', key)
          .execute();
      }
      return { count, waitMs: 0 };
    });
  } catch (error) {
    if (error instanceof Refused) return { count: 0, waitMs: error.waitMs };
    throw error;
  }
}

export async function clearThrottles(db: Kysely<DB> | Transaction<DB>, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('throttles')
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
}

/** Forgets windows that ended long ago, so the table holds only keys with recent failures. */
export async function sweepThrottles(db: Kysely<DB>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('throttles')
    .where('window_ends_at', '<', new Date(now).toISOString())
    .where((eb) =>
      eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', new Date(now).toISOString())]),
    )
    .execute();
}
