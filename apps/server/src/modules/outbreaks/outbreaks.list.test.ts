import {
  OUTBREAK_MESSAGES,
  ROLE,
  type ErrorResponse,
  type Outbreak,
  type OutbreakListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  type CreateUserOptions,
  insertOutbreakRows,
  type OutbreakInsert,
  seeded,
  signIn,
} from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** The date `days` days before 2026-06-30. */
const daysAgo = (days: number) =>
  new Date(Date.UTC(2026, 5, 30) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('reading outbreaks on %s', (kind) => {
  let t: TestApp;
  let nigeria: number;
  let kenya: number;
  let ghana: number;
  let lagos: number;
  let anthrax: number;
  let cholera: number;
  let measles: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    const country = (alpha3: string) => seeded.countryId(db, alpha3);
    const disease = (name: string) => seeded.diseaseId(db, name);
    [nigeria, kenya, ghana] = [await country('NGA'), await country('KEN'), await country('GHA')];
    lagos = (await db.selectFrom('states').select('id').where('code', '=', 'NG-LA').executeTakeFirstOrThrow())
      .id;
    anthrax = await disease('Anthrax');
    const [first, second] = await db
      .selectFrom('diseases')
      .select('id')
      .where('id', '!=', anthrax)
      .orderBy('id')
      .limit(2)
      .execute();
    [cholera, measles] = [first.id, second.id];
  });
  afterAll(async () => {
    await t?.close();
  });

  const insertOutbreaks = (rows: Partial<OutbreakInsert>[]) =>
    insertOutbreakRows(t.app.db, { disease_id: anthrax, country_id: nigeria }, rows);

  async function get<T>(url: string, token?: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { status: response.statusCode, body: response.json<T>(), text: response.body };
  }

  const list = async (query = '', token?: string) => {
    const response = await get<OutbreakListResponse>(`/api/outbreaks${query}`, token);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const ids = (body: { outbreaks: Outbreak[] }) => body.outbreaks.map((o) => o.id);

  async function signedInUser(overrides: CreateUserOptions = {}) {
    const user = await createUser(t.app.db, overrides);
    return { ...user, token: (await signIn(t.app, user)).access_token };
  }

  describe('list', () => {
    beforeEach(async () => {
      await t.app.db.deleteFrom('outbreaks').execute();
    });

    it('is empty without outbreaks', async () => {
      expect(await list()).toEqual({
        outbreaks: [],
        has_more: false,
        next_cursor: null,
        total: { count: 0, more: false },
      });
    });

    it('orders newest date first, ties by id descending, the same way every time', async () => {
      const [a, b, c, d, e] = await insertOutbreaks([
        { date: daysAgo(5) },
        { date: daysAgo(1) },
        { date: daysAgo(5) },
        { date: daysAgo(9) },
        { date: daysAgo(1) },
      ]);
      const expected = [e, b, c, a, d];
      expect(ids(await list())).toEqual(expected);
      expect(ids(await list())).toEqual(expected);
      expect(ids(await list('?limit=2&page=2'))).toEqual([c, a]);
    });

    it.each([
      [30, [30, false], [0, false]],
      [31, [30, true], [1, false]],
      [60, [30, true], [30, false]],
    ])(
      'pages %i outbreaks by 30 by default',
      async (total, [firstSize, firstMore], [secondSize, secondMore]) => {
        await insertOutbreaks(Array.from({ length: total }, (_, i) => ({ date: daysAgo(i) })));
        const page1 = await list();
        const page2 = await list('?page=2');
        expect([page1.outbreaks.length, page1.has_more]).toEqual([firstSize, firstMore]);
        expect([page2.outbreaks.length, page2.has_more]).toEqual([secondSize, secondMore]);
        const dates = [...page1.outbreaks, ...page2.outbreaks].map((o) => o.date);
        expect(dates).toEqual(Array.from({ length: total }, (_, i) => daysAgo(i)));
        // (The count comes from the summary, which rows written straight to the table do not reach.)
        expect(await list('?page=3')).toMatchObject({ outbreaks: [], has_more: false, next_cursor: null });
      },
    );

    it('takes limits up to 100', async () => {
      await insertOutbreaks(Array.from({ length: 101 }, (_, i) => ({ date: daysAgo(i) })));
      const page = await list('?limit=100');
      expect([page.outbreaks.length, page.has_more]).toEqual([100, true]);
      const last = await list('?limit=100&page=2');
      expect(last.outbreaks.map((o) => o.date)).toEqual([daysAgo(100)]);
      expect(last.has_more).toBe(false);
    });

    it.each([
      ['limit above 100', '?limit=101'],
      ['limit 0', '?limit=0'],
      ['page 0', '?page=0'],
      ['a page that is not a number', '?page=two'],
      ['an unknown status', '?status=spreading'],
      ['an unknown severity', '?severity=extreme'],
      ['a malformed from date', '?from=2026-02-30'],
      ['a country id that is not a number', '?country_id=NGA'],
    ])('refuses %s with 400', async (_name, query) => {
      const response = await get<ErrorResponse>(`/api/outbreaks${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message.length).toBeGreaterThan(5);
    });

    it('filters by date range, country, disease, status and severity', async () => {
      const [old, mid, recent, kenyan, cholera1, active, critical] = await insertOutbreaks([
        { date: '2026-01-10' },
        { date: '2026-03-15' },
        { date: '2026-05-31' },
        { date: '2026-03-01', country_id: kenya },
        { date: '2026-03-02', disease_id: cholera },
        { date: '2026-03-03', status: 'active' },
        { date: '2026-03-04', severity: 'critical', risk_level: 10 },
      ]);
      expect(ids(await list('?from=2026-03-01&to=2026-03-15'))).toEqual([
        mid,
        critical,
        active,
        cholera1,
        kenyan,
      ]);
      expect(ids(await list('?from=2026-03-15'))).toEqual([recent, mid]);
      expect(ids(await list('?to=2026-03-01'))).toEqual([kenyan, old]);
      expect(ids(await list(`?country_id=${kenya}`))).toEqual([kenyan]);
      expect(ids(await list(`?disease_id=${cholera}`))).toEqual([cholera1]);
      expect(ids(await list('?status=active'))).toEqual([active]);
      expect(ids(await list('?severity=critical'))).toEqual([critical]);
      expect(ids(await list(`?country_id=${nigeria}&status=investigating&to=2026-03-03`))).toEqual([
        cholera1,
        old,
      ]);
      expect(ids(await list(`?country_id=${ghana}`))).toEqual([]);
    });

    it('searches disease, country, state, city and description by words, case-insensitively', async () => {
      const [inLagos, inKenya, byCity, byDescription, percent, underscore, backslash] = await insertOutbreaks(
        [
          { date: '2026-06-06', state_id: lagos },
          { date: '2026-06-05', country_id: kenya, disease_id: measles },
          { date: '2026-06-04', city: 'Port Harcourt' },
          { date: '2026-06-03', description: 'Spread at a cattle MARKET near the river.' },
          { date: '2026-06-02', description: 'Attack rate rose to 100% in one ward.' },
          { date: '2026-06-01', description: 'Ward a_b isolated.' },
          { date: '2026-05-31', description: 'Filed under C:\\reports' },
        ],
      );
      const search = async (q: string) => ids(await list(`?q=${encodeURIComponent(q)}`));
      expect(await search('lAgOs')).toEqual([inLagos]);
      expect(await search('KENYA')).toEqual([inKenya]);
      expect(await search('harcourt')).toEqual([byCity]);
      expect(await search('market')).toEqual([byDescription]);
      expect(await search('anthr')).toEqual([inLagos, byCity, byDescription, percent, underscore, backslash]);
      expect(await search('anthrax nigeria lagos')).toEqual([inLagos]);
      expect(await search('  ')).toHaveLength(7);
      // Punctuation separates words and is not searched for itself.
      expect(await search('%')).toHaveLength(7);
      expect(await search('100%')).toEqual([percent]);
      expect(await search('a_b')).toEqual([underscore]);
      expect(await search('c:\\rep')).toEqual([backslash]);
      expect(await search('zanzibar')).toEqual([]);
    });

    it('folds the case of letters beyond ASCII too', async () => {
      const aland = (
        await t.app.db
          .selectFrom('countries')
          .select('id')
          .where('alpha3', '=', 'ALA')
          .executeTakeFirstOrThrow()
      ).id;
      const [inAland, inEcija] = await insertOutbreaks([
        { date: '2026-06-02', country_id: aland },
        { date: '2026-06-01', city: 'ÉCIJA', description: 'Fièvre signalée à l’ÎLE' },
      ]);
      const search = async (q: string) => ids(await list(`?q=${encodeURIComponent(q)}`));
      expect(await search('Åland')).toEqual([inAland]);
      expect(await search('åland')).toEqual([inAland]);
      expect(await search('ÅLAND')).toEqual([inAland]);
      expect(await search('écija')).toEqual([inEcija]);
      expect(await search('Île')).toEqual([inEcija]);
    });
  });

  describe('one outbreak and the reporter privacy rule', () => {
    let reporter: Awaited<ReturnType<typeof signedInUser>>;
    let other: Awaited<ReturnType<typeof signedInUser>>;
    let otherReporter: Awaited<ReturnType<typeof signedInUser>>;
    let unverified: Awaited<ReturnType<typeof signedInUser>>;
    let admin: Awaited<ReturnType<typeof signedInUser>>;
    let outbreak: Outbreak;

    beforeAll(async () => {
      reporter = await signedInUser({
        role_id: ROLE.REPORTER,
        first_name: 'Chidi',
        last_name: 'Okonkwo-Private',
      });
      other = await signedInUser({ role_id: ROLE.BLOGGER });
      otherReporter = await signedInUser({ role_id: ROLE.REPORTER, user_type: 'reporter' });
      unverified = await signedInUser({ role_id: ROLE.BLOGGER, is_verified: false });
      admin = await signedInUser({ role_id: ROLE.ADMIN });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/outbreaks',
        headers: bearer(reporter.token),
        payload: {
          date: '2026-06-20',
          country_id: nigeria,
          state_id: lagos,
          disease_id: anthrax,
          question_answers: { cases: 200, deaths: 50, population_at_risk: 10_000, secondary_cases: 1.5 },
        },
      });
      expect(response.statusCode).toBe(201);
      outbreak = response.json<Outbreak>();
    });

    it('returns the outbreak as the list does', async () => {
      const response = await get<Outbreak>(`/api/outbreaks/${outbreak.id}`, reporter.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(outbreak);
      const listed = (await list(`?disease_id=${anthrax}&from=2026-06-20&to=2026-06-20`, reporter.token))
        .outbreaks;
      expect(listed.find((o) => o.id === outbreak.id)).toEqual(outbreak);
    });

    it('answers an unknown id with 404 and a malformed one with 400', async () => {
      const missing = await get<ErrorResponse>('/api/outbreaks/987654');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(OUTBREAK_MESSAGES.notFound);
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect((await get<ErrorResponse>(`/api/outbreaks/${id}`)).status).toBe(400);
      }
    });

    const identity = (o: Outbreak) => ({
      reporter_role: o.reporter_role,
      reporter_id: o.reporter_id,
      first_name: o.first_name,
      last_name: o.last_name,
      reporter_email: o.reporter_email,
    });

    it.each<[string, () => string | undefined, 'none' | 'all']>([
      ['a visitor', () => undefined, 'none'],
      ['a fresh unverified account', () => unverified.token, 'none'],
      ['a blogger', () => other.token, 'none'],
      ['another reporter', () => otherReporter.token, 'none'],
      ['the reporter', () => reporter.token, 'all'],
      ['an admin', () => admin.token, 'all'],
    ])('shows %s the reporter fields it may see, in detail and list', async (_name, token, sees) => {
      const expected = {
        reporter_role: 'Reporter',
        reporter_id: sees === 'all' ? reporter.id : null,
        first_name: sees === 'all' ? 'Chidi' : null,
        last_name: sees === 'all' ? 'Okonkwo-Private' : null,
        reporter_email: sees === 'all' ? reporter.email : null,
      };
      const detail = await get<Outbreak>(`/api/outbreaks/${outbreak.id}`, token());
      const listed = await get<OutbreakListResponse>('/api/outbreaks?from=2026-06-20&to=2026-06-20', token());
      const related = await get<{ outbreaks: Outbreak[] }>(`/api/outbreaks/${outbreak.id}/related`, token());
      expect(identity(detail.body)).toEqual(expected);
      expect(listed.body.outbreaks.map(identity)).toEqual([expected]);
      for (const { text } of [detail, listed, related]) {
        expect(text).not.toContain('password_hash');
        if (sees !== 'all') {
          expect(text).not.toContain(reporter.email);
          expect(text).not.toContain('Chidi');
          expect(text).not.toContain('Okonkwo-Private');
        }
      }
    });
  });

  describe('related outbreaks', () => {
    beforeEach(async () => {
      await t.app.db.deleteFrom('outbreaks').execute();
    });

    const related = async (id: number | string) =>
      get<{ outbreaks: Outbreak[] }>(`/api/outbreaks/${id}/related`);

    it('lists at most three of the same disease or country, newest first, never itself', async () => {
      const [self, sameDisease, sameCountry, both, choleraInGhana, olderSameDisease, newerUnrelated] =
        await insertOutbreaks([
          { date: '2026-06-10', disease_id: anthrax, country_id: nigeria },
          { date: '2026-06-08', disease_id: anthrax, country_id: kenya },
          { date: '2026-06-09', disease_id: cholera, country_id: nigeria },
          { date: '2026-06-07', disease_id: anthrax, country_id: nigeria },
          { date: '2026-06-09', disease_id: cholera, country_id: ghana },
          { date: '2026-06-01', disease_id: anthrax, country_id: ghana },
          { date: '2026-06-30', disease_id: measles, country_id: kenya },
        ]);
      const response = await related(self);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([sameCountry, sameDisease, both]);
      expect(ids(response.body)).not.toContain(choleraInGhana);
      expect(ids(response.body)).not.toContain(newerUnrelated);
      expect(ids(response.body)).not.toContain(olderSameDisease);
      // Anthrax or Ghana: the merge of both sides, still newest first.
      expect(ids((await related(olderSameDisease)).body)).toEqual([self, choleraInGhana, sameDisease]);
    });

    it('takes the newest three when one side alone has more, with ties by id', async () => {
      const [self, ...relatives] = await insertOutbreaks([
        { date: '2026-05-01', disease_id: measles, country_id: ghana },
        { date: '2026-05-02', disease_id: measles, country_id: kenya },
        { date: '2026-05-03', disease_id: measles, country_id: nigeria },
        { date: '2026-05-03', disease_id: measles, country_id: nigeria },
        { date: '2026-05-04', disease_id: measles, country_id: kenya },
        { date: '2026-04-01', disease_id: cholera, country_id: ghana },
      ]);
      const [, r2, r3, r4] = relatives;
      expect(ids((await related(self)).body)).toEqual([r4, r3, r2]);
    });

    it('is empty for an outbreak without relatives', async () => {
      const [alone] = await insertOutbreaks([
        { disease_id: cholera, country_id: ghana },
        { disease_id: measles, country_id: kenya },
      ]);
      const response = await related(alone);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ outbreaks: [] });
    });

    it('answers an unknown outbreak with 404 and a malformed id with 400', async () => {
      const missing = await get<ErrorResponse>('/api/outbreaks/987654/related');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(OUTBREAK_MESSAGES.notFound);
      expect((await related('abc')).status).toBe(400);
    });
  });
});
