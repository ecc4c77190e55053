import {
  OUTBREAK_MESSAGES,
  ROLE,
  SEARCH_LIMITS,
  type ErrorResponse,
  type Outbreak,
  type OutbreakListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  insertOutbreakRows,
  reportPayload,
  seeded,
  signIn,
  type OutbreakInsert,
} from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { selectOutbreakIds, type OutbreakIdOptions } from './outbreaks.query.js';

describe.each(DATABASE_KINDS)('searching and keyset paging outbreaks on %s', (kind) => {
  let t: TestApp;
  let nigeria: number;
  let ivoryCoast: number;
  let anthrax: number;
  let cholera: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    nigeria = await seeded.countryId(t.app.db, 'NGA');
    ivoryCoast = await seeded.countryId(t.app.db, 'CIV');
    anthrax = await seeded.diseaseId(t.app.db, 'Anthrax');
    cholera = await seeded.diseaseId(t.app.db, 'Cholera');
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('outbreaks').execute();
  });

  const insert = (rows: Partial<OutbreakInsert>[]) =>
    insertOutbreakRows(t.app.db, { disease_id: anthrax, country_id: nigeria }, rows);

  async function get<T>(url: string, token?: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { status: response.statusCode, body: response.json<T>() };
  }
  const list = async (query: string) => {
    const response = await get<OutbreakListResponse>(`/api/outbreaks?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const search = async (q: string, more = '') =>
    (await list(`q=${encodeURIComponent(q)}&limit=100${more}`)).outbreaks.map((o) => o.id);

  it('matches the beginnings of words, never their middles', async () => {
    const [market, marketing] = await insert([
      { date: '2026-06-02', description: 'Spread at a cattle market.' },
      { date: '2026-06-01', description: 'Marketing of bushmeat was stopped.' },
    ]);
    expect(await search('mark')).toEqual([market, marketing]);
    expect(await search('market')).toEqual([market, marketing]);
    expect(await search('marketi')).toEqual([marketing]);
    expect(await search('arket')).toEqual([]);
    expect(await search('bush')).toEqual([marketing]);
    expect(await search('meat')).toEqual([]);
  });

  it('folds accents, apostrophes and hyphens on both sides', async () => {
    const [abidjan, congo] = await insert([
      { date: '2026-06-02', country_id: ivoryCoast, city: 'Abidjan' },
      { date: '2026-06-01', description: 'Crimean-Congo haemorrhagic fever in Kano.' },
    ]);
    expect(await search("Côte d'Ivoire")).toEqual([abidjan]);
    expect(await search('cote divoire')).toEqual([]);
    expect(await search('COTE D IVOIRE abidjan')).toEqual([abidjan]);
    expect(await search('crimean congo')).toEqual([congo]);
    expect(await search('Crimean-Congo')).toEqual([congo]);
    expect(await search('haemorrhagic-fever')).toEqual([congo]);
  });

  it('searches the source, and every word must match somewhere', async () => {
    const [who, ministry] = await insert([
      { date: '2026-06-02', source: 'WHO Disease Outbreak News' },
      { date: '2026-06-01', disease_id: cholera, source: 'State Ministry of Health' },
    ]);
    expect(await search('outbreak news')).toEqual([who]);
    expect(await search('ministry cholera')).toEqual([ministry]);
    expect(await search('ministry anthrax')).toEqual([]);
    expect(await search('nigeria')).toEqual([who, ministry]);
  });

  it('matches a one-letter word only as a whole word', async () => {
    const [hepatitisA, other] = await insert([
      { date: '2026-06-02', description: 'Hepatitis A in a school.' },
      { date: '2026-06-01', description: 'Anthrax among herders.' },
    ]);
    expect(await search('hepatitis a')).toEqual([hepatitisA]);
    expect(await search('an')).toEqual([hepatitisA, other]);
    expect(await search('among')).toEqual([other]);
  });

  it('finds nothing for a disease without reports, and answers a word of no report with an empty page', async () => {
    await insert([{ date: '2026-06-01' }]);
    expect(await search('nipah')).toEqual([]);
    expect(await search('zanzibar')).toEqual([]);
    expect(await list('q=nipah')).toEqual({
      outbreaks: [],
      has_more: false,
      next_cursor: null,
      total: { count: 0, more: false },
    });
  });

  it('narrows a search by the other filters', async () => {
    const [activeOld, activeNew, contained, elsewhere] = await insert([
      { date: '2026-03-01', status: 'active', description: 'Flooding near the river.' },
      { date: '2026-06-01', status: 'active', description: 'Flooding near the river.' },
      { date: '2026-06-02', status: 'contained', description: 'Flooding near the river.' },
      { date: '2026-06-03', status: 'active', country_id: ivoryCoast, description: 'Flooding.' },
    ]);
    expect(await search('flooding')).toEqual([elsewhere, contained, activeNew, activeOld]);
    expect(await search('flooding', '&status=active')).toEqual([elsewhere, activeNew, activeOld]);
    expect(await search('flooding', `&status=active&country_id=${nigeria}`)).toEqual([activeNew, activeOld]);
    expect(await search('flooding', '&from=2026-05-01&to=2026-06-02')).toEqual([contained, activeNew]);
    expect(await search('flooding', '&severity=critical')).toEqual([]);
    expect(await search('flooding', '&severity=low')).toHaveLength(4);
    expect(await search('flooding', `&disease_id=${cholera}`)).toEqual([]);
  });

  it('finds a word shared by hundreds of different words as well as a rare one', async () => {
    // More words than a prefix is spelled out for on SQLite (it then falls back to FTS5's expansion).
    const many = Array.from({ length: 320 }, (_, i) => `zqx${i}`).join(' ');
    const few = Array.from({ length: 20 }, (_, i) => `zqy${i}`).join(' ');
    const [withMany, withFew] = await insert([
      { date: '2026-06-02', description: many },
      { date: '2026-06-01', description: few },
    ]);
    expect(await search('zqx')).toEqual([withMany]);
    expect(await search('zqx31')).toEqual([withMany]);
    expect(await search('zqy')).toEqual([withFew]);
    expect(await search('zq')).toEqual([withMany, withFew]);
  });

  it('follows a new disease and a new state by name as soon as a report adds them', async () => {
    const reporter = await createUser(t.app.db, { role_id: ROLE.REPORTER });
    const token = (await signIn(t.app, reporter)).access_token;
    const state = await t.app.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', nigeria)
      .executeTakeFirstOrThrow();
    expect(await search('quokkapox')).toEqual([]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(token),
      payload: reportPayload(
        { country_id: nigeria, state_id: state.id, disease_id: anthrax },
        {
          disease_id: 'new',
          disease_name: 'Quokkapox',
          disease_agent_type: 'virus',
          state_id: 'new',
          state_name: 'Wallaby Hills',
        },
      ),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Outbreak>();
    expect(await search('quokkapox')).toEqual([id]);
    expect(await search('wallaby')).toEqual([id]);
    expect(await search('ikeja livestock')).toEqual([id]);
  });

  it('finds the same outbreaks in the same order whichever way the database is asked', async () => {
    // PostgreSQL sorts the matches of the index, or walks the date index for a common word, or for
    // several common words first walks the newest outbreaks for the rows wanted.
    const words = [
      'flooding',
      'market',
      'river',
      'nigeria',
      'an',
      'zanzibar',
      'flooding river',
      'market an',
      'market river',
    ];
    await insert(
      Array.from({ length: 40 }, (_, i) => ({
        date: `2026-0${1 + (i % 6)}-${String(1 + (i % 27)).padStart(2, '0')}`,
        description: i % 3 === 0 ? 'Flooding near the river.' : 'Market closed an hour early.',
        status: i % 2 === 0 ? ('active' as const) : ('contained' as const),
        confirmed: i % 5 !== 0,
      })),
    );
    for (const q of words)
      for (const filters of [
        { q },
        { q, status: 'active' as const },
        { q, from: '2026-03-01' },
        { q, confirmed: true },
      ]) {
        const ids = async (options: OutbreakIdOptions = {}, limit = 100) =>
          (await (await selectOutbreakIds(t.app.db, filters, options)).limit(limit).execute()).map(
            (row) => row.id,
          );
        const expected = await search(
          q,
          filters.status
            ? '&status=active'
            : filters.from
              ? '&from=2026-03-01'
              : filters.confirmed
                ? '&confirmed=true'
                : '',
        );
        expect(await ids()).toEqual(expected);
        expect(await ids({ sortedMatchesMax: 0 })).toEqual(expected);
        // The rows wanted found among the newest, or not (then sorted), and after a cursor.
        for (const walkedRowsMax of [2, 1_000]) {
          const options = { sortedMatchesMax: 0, rowsWanted: 3, walkedRowsMax };
          expect(await ids(options, 3)).toEqual(expected.slice(0, 3));
          const second = expected[1];
          if (second === undefined) continue;
          const after = await t.app.db
            .selectFrom('outbreaks')
            .select(['id', 'date'])
            .where('id', '=', second)
            .executeTakeFirstOrThrow();
          expect(await ids({ ...options, after }, 3)).toEqual(expected.slice(2, 5));
        }
      }
  });

  it('pages a search read year by year like a sorted one, across windows and from a cursor in an older one', async () => {
    // PostgreSQL may ask for the matches of the newest year first, then older years (outbreaks.query.ts).
    const dates = [
      ['2026-03-02', 2],
      ['2026-01-10', 1],
      ['2025-12-31', 2],
      ['2025-02-01', 1],
      ['2023-07-04', 3],
      ['2020-01-01', 2],
      ['2019-12-31', 1],
      ['2012-05-05', 2],
      ['2010-01-01', 1],
    ] as const;
    await insert(
      dates.flatMap(([date, count]) => [
        ...Array.from({ length: count }, (_, i) => ({
          date,
          description: 'Harbour workers ill.',
          confirmed: i % 2 === 0,
        })),
        { date, description: 'Inland farm.', confirmed: true },
      ]),
    );
    for (const filters of [
      { q: 'harbour' },
      { q: 'harb', status: 'investigating' as const },
      { q: 'harbour', from: '2020-01-01' },
      { q: 'harbour', to: '2025-06-30' },
      { q: 'harbour', from: '2019-06-01', to: '2023-12-31' },
      { q: 'harbour', from: '2027-01-01' },
      { q: 'harbour', confirmed: true },
    ]) {
      const ids = async (options: OutbreakIdOptions, limit: number) =>
        (await (await selectOutbreakIds(t.app.db, filters, options)).limit(limit).execute()).map(
          (row) => row.id,
        );
      const sorted = await selectOutbreakIds(t.app.db, filters);
      const expected = await sorted.select('o.date').execute();
      expect(expected.map((row) => row.id)).toEqual(await ids({}, 100));
      for (const wanted of [1, 2, 3, 4, 6, 9, 20]) {
        const windowed = { windowedMatchesMin: 0, rowsWanted: wanted };
        // The first page, and the page after each match: a cursor in any year's window.
        expect(await ids(windowed, wanted)).toEqual(expected.slice(0, wanted).map((row) => row.id));
        for (const [index, after] of expected.entries())
          expect(await ids({ ...windowed, after }, wanted)).toEqual(
            expected.slice(index + 1, index + 1 + wanted).map((row) => row.id),
          );
      }
    }
  });

  it('refuses a search longer than the limit', async () => {
    const long = await get<ErrorResponse>(`/api/outbreaks?q=${'a'.repeat(SEARCH_LIMITS.maxLength + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(OUTBREAK_MESSAGES.searchTooLong);
  });

  describe('keyset paging', () => {
    /** Every id of a list, followed through next_cursor `limit` at a time. */
    async function walk(query: string, limit: number): Promise<number[]> {
      const seen: number[] = [];
      let cursor: string | null | undefined;
      for (let pages = 0; pages < 100; pages += 1) {
        const body = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...body.outbreaks.map((o) => o.id));
        expect(body.next_cursor === null).toBe(!body.has_more);
        if (!body.has_more) return seen;
        cursor = body.next_cursor;
      }
      throw new Error('the cursor never ended');
    }

    it('walks the same outbreaks as numbered pages, with and without filters and search', async () => {
      const dates = ['2026-06-03', '2026-06-01', '2026-06-03', '2026-05-30', '2026-06-01', '2026-06-02'];
      await insert(
        Array.from({ length: 24 }, (_, i) => ({
          date: dates[i % dates.length],
          status: i % 3 === 0 ? ('active' as const) : ('investigating' as const),
          description: i % 2 === 0 ? 'Flooding near the river.' : 'Market closed.',
        })),
      );
      for (const query of ['', 'status=active', 'q=flooding', 'q=flooding&status=active', 'to=2026-06-02']) {
        const all = (await list(`${query}&limit=100`)).outbreaks.map((o) => o.id);
        expect(all.length).toBeGreaterThan(0);
        for (const limit of [1, 4, 5]) expect(await walk(query, limit)).toEqual(all);
      }
    });

    it('neither skips nor repeats when a report arrives between pages', async () => {
      await insert(Array.from({ length: 6 }, (_, i) => ({ date: `2026-06-0${i + 1}` })));
      const all = (await list('limit=100')).outbreaks.map((o) => o.id);
      const first = await list('limit=3');
      await insert([{ date: '2026-06-09' }]);
      const second = await list(`limit=3&cursor=${first.next_cursor}`);
      expect([...first.outbreaks, ...second.outbreaks].map((o) => o.id)).toEqual(all);
    });

    it('refuses a cursor it did not make, or one with a page, changing nothing', async () => {
      await insert([{ date: '2026-06-01' }, { date: '2026-06-02' }]);
      const { next_cursor } = await list('limit=1');
      for (const cursor of ['nonsense', '!!', btoa('2026-02-30.5'), btoa('2026-06-01.0'), 'a'.repeat(41)]) {
        const refused = await get<ErrorResponse>(`/api/outbreaks?cursor=${encodeURIComponent(cursor)}`);
        expect(refused.status, cursor).toBe(400);
        expect(JSON.stringify(refused.body)).toContain(OUTBREAK_MESSAGES.invalidCursor);
      }
      const both = await get<ErrorResponse>(`/api/outbreaks?cursor=${next_cursor}&page=2`);
      expect(both.status).toBe(400);
      expect(JSON.stringify(both.body)).toContain(OUTBREAK_MESSAGES.cursorWithPage);
      expect((await list('limit=100')).outbreaks).toHaveLength(2);
    });
  });
});
