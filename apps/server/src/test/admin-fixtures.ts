import { AUDIT_ACTIONS, periodStart, ROLE } from '@outbreak-watch/domain';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseKind } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { createUser, signIn, type CreateUserOptions } from './factories.js';
import type { TestApp } from './test-app.js';

export interface SignedInUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  token: string;
}

/** A user straight in the database, signed in through the API. */
export async function signedInUser(t: TestApp, overrides: CreateUserOptions = {}): Promise<SignedInUser> {
  const user = await createUser(t.app.db, overrides);
  const session = await signIn(t.app, user);
  return {
    id: user.id,
    email: user.email,
    role_id: user.role_id,
    first_name: session.user.first_name,
    last_name: session.user.last_name,
    token: session.access_token,
  };
}

/** One signed-in user of each kind the admin endpoints must tell apart. */
export async function adminTestUsers(t: TestApp) {
  return {
    superAdmin: await signedInUser(t, { role_id: ROLE.SUPER_ADMIN, first_name: 'Selin', last_name: 'Kaya' }),
    admin: await signedInUser(t, { role_id: ROLE.ADMIN, first_name: 'Amadou', last_name: 'Diallo' }),
    reporter: await signedInUser(t, { role_id: ROLE.REPORTER, user_type: 'reporter' }),
    otherReporter: await signedInUser(t, { role_id: ROLE.REPORTER, user_type: 'reporter' }),
    blogger: await signedInUser(t, { role_id: ROLE.BLOGGER }),
  };
}

/** Audit entries with this action (all when none is given). */
export async function countAudit(db: Kysely<DB>, action?: string): Promise<number> {
  let query = db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n'));
  if (action) query = query.where('action', '=', action);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Audit entries besides the `auth.access_denied` events that a refused request itself writes. */
export async function countAuditBesidesDenials(db: Kysely<DB>): Promise<number> {
  return (await countAudit(db)) - (await countAudit(db, AUDIT_ACTIONS.accessDenied));
}

const SUM_COLUMNS = [
  'outbreaks',
  'cases',
  'deaths',
  'attack_rate_sum',
  'transmission_rate_sum',
  'survivability_sum',
] as const;
type Sums = Record<(typeof SUM_COLUMNS)[number], number>;

function addTo(map: Map<string, Sums>, key: string, sums: Sums) {
  const current = map.get(key);
  if (!current) map.set(key, { ...sums });
  else for (const column of SUM_COLUMNS) current[column] += sums[column];
}

function expectSameSums(actual: Map<string, Sums>, expected: Map<string, Sums>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [key, sums] of expected) {
    const other = actual.get(key)!;
    for (const column of SUM_COLUMNS) expect(other[column]).toBeCloseTo(sums[column], 6);
  }
}

/**
 * The outbreak summary (both tables) equals a direct computation over the outbreaks table: the same
 * keys, counts and sums. Every verification action must leave it so.
 */
export async function expectSummaryToMatchOutbreaks(db: Kysely<DB>): Promise<void> {
  const outbreaks = await db
    .selectFrom('outbreaks')
    .select([
      'country_id',
      'disease_id',
      'date',
      'status',
      'severity',
      'confirmed',
      'cases',
      'deaths',
      'attack_rate',
      'transmission_rate',
      'survivability',
    ])
    .execute();
  const keyOf = (row: {
    country_id: number;
    disease_id: number;
    status: string;
    severity: string;
    confirmed: boolean;
  }) => [row.country_id, row.disease_id, row.status, row.severity, Boolean(row.confirmed)].join('|');
  const expectedTotals = new Map<string, Sums>();
  const expectedPeriods = new Map<string, Sums>();
  for (const row of outbreaks) {
    const sums = {
      outbreaks: 1,
      cases: row.cases,
      deaths: row.deaths,
      attack_rate_sum: row.attack_rate,
      transmission_rate_sum: row.transmission_rate,
      survivability_sum: row.survivability,
    };
    addTo(expectedTotals, keyOf(row), sums);
    addTo(expectedPeriods, `${periodStart(row.date)}|${keyOf(row)}`, sums);
  }
  const totals = new Map<string, Sums>();
  for (const row of await db.selectFrom('outbreak_totals').selectAll().execute())
    addTo(totals, keyOf(row), row);
  const periods = new Map<string, Sums>();
  for (const row of await db.selectFrom('outbreak_stats').selectAll().execute())
    addTo(periods, `${row.period_start}|${keyOf(row)}`, row);
  expectSameSums(totals, expectedTotals);
  expectSameSums(periods, expectedPeriods);
}

/**
 * Makes inserts into the audit log for one action fail until the returned function is called: a
 * failure at the very end of an action's transaction, which must then leave no trace.
 */
export async function failAuditInserts(
  db: Kysely<DB>,
  kind: DatabaseKind,
  action: string,
): Promise<() => Promise<void>> {
  const literal = sql.lit(action);
  if (kind === 'sqlite') {
    await sql`create trigger fail_audit before insert on audit_log when new.action = ${literal}
      begin select raise(abort, 'the audit log is unavailable'); end`.execute(db);
    return async () => {
      await sql`drop trigger fail_audit`.execute(db);
    };
  }
  await sql`create function fail_audit() returns trigger language plpgsql as $$
    begin raise exception 'the audit log is unavailable'; end $$`.execute(db);
  await sql`create trigger fail_audit before insert on audit_log for each row
    when (new.action = ${literal}) execute function fail_audit()`.execute(db);
  return async () => {
    await sql`drop trigger fail_audit on audit_log`.execute(db);
    await sql`drop function fail_audit()`.execute(db);
  };
}

/** One admin call a table-driven test makes: method, URL and body. */
export type AdminCall = readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined];
