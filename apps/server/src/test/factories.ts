import { ROLE, type AuthResponse } from '@outbreak-watch/domain';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, OutbreaksTable } from '../db/schema.js';
import { hashPassword } from '../lib/password-hasher.js';
import { outbreakSearchText } from '../modules/outbreaks/search-text.js';

export const DEFAULT_PASSWORD = 'Sturdy-Lantern-42';

let sequence = 0;
const hashes = new Map<string, Promise<string>>();

/** Hashing is deliberately slow; tests reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  role_id?: number;
  is_verified?: boolean;
  is_suspended?: boolean;
  user_type?: string;
  title_id?: number | null;
  qualification_id?: number | null;
  affiliation_id?: number | null;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role_id: number;
}

/** A user row straight in the database: verified blogger unless told otherwise. */
export async function createUser(db: Kysely<DB>, overrides: CreateUserOptions = {}): Promise<TestUser> {
  sequence += 1;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const email = overrides.email ?? `user${sequence}-${Date.now()}@example.org`;
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await cachedHash(password),
      first_name: overrides.first_name ?? `First${sequence}`,
      last_name: overrides.last_name ?? `Last${sequence}`,
      role_id: overrides.role_id ?? ROLE.BLOGGER,
      user_type: overrides.user_type ?? 'regular',
      is_verified: overrides.is_verified ?? true,
      is_suspended: overrides.is_suspended ?? false,
      title_id: overrides.title_id ?? null,
      qualification_id: overrides.qualification_id ?? null,
      affiliation_id: overrides.affiliation_id ?? null,
    })
    .returning(['id', 'email', 'role_id'])
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** Signs in through the API and returns the session. */
export async function signIn(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<AuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<AuthResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest queued mail to an address, and the first link in it. */
export async function latestMailTo(db: Kysely<DB>, email: string) {
  const mail = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) return undefined;
  const link = /https?:\/\/\S+/.exec(mail.text_body)?.[0];
  return { ...mail, link: link ? new URL(link) : undefined };
}

/** A minimal outbreak row for tests that count or list outbreaks. */
export async function createOutbreakRow(
  db: Kysely<DB>,
  overrides: { reporter_id?: number | null; confirmed_by_id?: number | null; date?: string } = {},
): Promise<number> {
  const country = await db.selectFrom('countries').select('id').orderBy('id').executeTakeFirstOrThrow();
  const disease = await db.selectFrom('diseases').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('outbreaks')
    .values({
      disease_id: disease.id,
      country_id: country.id,
      date: overrides.date ?? '2026-10-01',
      status: 'investigating',
      severity: 'low',
      risk_level: 1,
      severity_score: 5,
      transmission_rate: 0.8,
      attack_rate: 1,
      survivability: 99,
      cases: 10,
      deaths: 0,
      population_at_risk: 1000,
      reporter_id: overrides.reporter_id ?? null,
      confirmed_by_id: overrides.confirmed_by_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type OutbreakInsert = Insertable<OutbreaksTable>;

/**
 * Outbreak rows straight in the database, in chunks, with plausible values for every column not given;
 * returns their ids in the order given.
 */
export async function insertOutbreakRows(
  db: Kysely<DB>,
  base: { disease_id: number; country_id: number },
  rows: Partial<OutbreakInsert>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insertInto('outbreaks')
      .values(
        rows.slice(i, i + 200).map((row) => ({
          ...base,
          date: '2026-06-01',
          status: 'investigating',
          severity: 'low',
          risk_level: 1,
          severity_score: 4.25,
          transmission_rate: 1.5,
          attack_rate: 2,
          survivability: 75,
          cases: 200,
          deaths: 50,
          population_at_risk: 10_000,
          ...row,
          // As every write of these texts does, so the rows are found by the words in them.
          search_text: outbreakSearchText(row),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** How many rows each table holds: tests compare before and after a refused request. */
export async function countTables<T extends keyof DB>(
  db: Kysely<DB>,
  tables: readonly T[],
): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Assessment answers that make a valid report: R0 1.5, attack rate 2 %, survivability 75 %. */
export const REPORT_ANSWERS = { cases: 200, deaths: 50, population_at_risk: 10_000, secondary_cases: 1.5 };

let reportNumber = 0;

/**
 * A valid `POST /api/outbreaks` payload for these places; answers are merged, everything else replaced.
 * Each is a report of its own: its description is numbered, and it is sent past the possible-duplicates
 * warning (`submit_anyway`), which tests of duplicates override.
 */
export function reportPayload(
  ids: { country_id: number; state_id: number; disease_id: number },
  overrides: Record<string, unknown> = {},
  answers: Record<string, unknown> = {},
) {
  reportNumber += 1;
  return {
    date: '2026-11-01',
    ...ids,
    city: 'Ikeja',
    description: `A cluster of cutaneous cases among livestock traders (report ${reportNumber}).`,
    source: 'State Ministry of Health',
    question_answers: { ...REPORT_ANSWERS, ...answers },
    submit_anyway: true,
    ...overrides,
  };
}

/** Ids of seeded reference rows by natural key, for tests that place outbreaks. */
export const seeded = {
  countryId: async (db: Kysely<DB>, alpha3: string) =>
    (await db.selectFrom('countries').select('id').where('alpha3', '=', alpha3).executeTakeFirstOrThrow()).id,
  diseaseId: async (db: Kysely<DB>, name: string) =>
    (await db.selectFrom('diseases').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
};

/** A signal on a country's (or a country and disease's) series-week with one EARS C2 alarm over all reports. */
export async function insertSignal(
  db: Kysely<DB>,
  values: { country_id: number; disease_id?: number | null; week_start: string; status?: string },
): Promise<number> {
  const disease_id = values.disease_id ?? null;
  const { id } = await db
    .insertInto('signal_weeks')
    .values({
      series_key: disease_id
        ? `country:${values.country_id}|disease:${disease_id}`
        : `country:${values.country_id}`,
      country_id: values.country_id,
      disease_id,
      week_start: values.week_start,
      ...(values.status ? { status: values.status } : {}),
      detected_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('signal_alarms')
    .values({
      signal_id: id,
      basis: 'all',
      measure: 'reports',
      algorithm: 'ears_c2',
      observed: 9,
      expected: 2,
      threshold: 5,
      exceedance: 1.8,
    })
    .execute();
  return id;
}
