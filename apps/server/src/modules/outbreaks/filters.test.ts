import {
  M49_AREAS,
  m49AreasCovering,
  OutbreakFiltersSchema,
  OUTBREAK_STATUSES,
  OUTBREAK_SEVERITIES,
  type AnalyticsResponse,
  type MapCountriesResponse,
  type OutbreakListResponse,
  type RegionsResponse,
  type SignalListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/migrate.js';
import { createRandom } from '../../db/seed/random.js';
import { insertOutbreakRows, insertSignal } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { filterWordsOf } from '../exports/exports.service.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { currentWeeksStart } from '../signals/signals.service.js';
import { selectOutbreakIds, type OutbreakIdOptions } from './outbreaks.query.js';
import { countryAreaTokens } from './search-index.js';

const REGION_MESSAGE = 'There is no UN M49 region with that code.';
/** A word only some descriptions carry, so a search of it has a direct equivalent (LIKE). */
const WORD = 'harbourside';

/** The names of the area `code` and of every area within it, walked from the M49 table's parent links. */
function namesWithin(code: number): string[] {
  const inside = (area: (typeof M49_AREAS)[number]): boolean =>
    area.code === code || (area.parent !== null && inside(M49_AREAS.find((a) => a.code === area.parent)!));
  return M49_AREAS.filter(inside).map((area) => area.name);
}

interface Filters {
  q?: string;
  region?: string;
  country_id?: number;
  disease_id?: number;
  status?: string;
  severity?: string;
  confirmed?: boolean;
  from?: string;
  to?: string;
  import?: number;
}

const queryOf = (filters: Filters) =>
  new URLSearchParams(
    Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

describe.each(DATABASE_KINDS)('the filter vocabulary on %s', (kind) => {
  let t: TestApp;
  let diseases: number[];
  let countries: { id: number; region: string | null }[];
  /** Two imports, each marked on a share of the outbreaks, as an import run marks what it adds. */
  let imports: number[];

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    countries = await db.selectFrom('countries').select(['id', 'region']).orderBy('id').execute();
    diseases = (await db.selectFrom('diseases').select('id').orderBy('id').limit(3).execute()).map(
      (d) => d.id,
    );
    const rng = createRandom(26);
    // One outbreak in every country, then more in a few, with the searched word in some descriptions.
    const places = [
      ...countries.map((c) => c.id),
      ...Array.from({ length: 200 }, () => rng.pick(countries).id),
    ];
    for (const country_id of places) {
      const day = rng.int(1, 28);
      await insertOutbreakRows(db, { country_id, disease_id: rng.pick(diseases) }, [
        {
          date: `2026-0${rng.int(1, 6)}-${String(day).padStart(2, '0')}`,
          status: rng.pick(OUTBREAK_STATUSES),
          severity: rng.pick(OUTBREAK_SEVERITIES),
          confirmed: rng.chance(0.6),
          description: rng.chance(0.3) ? `Cases near the ${WORD} market` : 'Cases in the district',
        },
      ]);
    }
    imports = [];
    for (const filename of ['ministry.csv', 'partner.csv'])
      imports.push(
        (
          await db
            .insertInto('imports')
            .values({
              filename,
              format: 'csv',
              sha256: filename,
              size: 0,
              content: Buffer.from(''),
              state: 'done',
              headers: '[]',
              sample_rows: '[]',
              row_count: 0,
              mapping: '{}',
              check_result: null,
              error: null,
              lease_until: null,
              created_by_id: null,
              started_at: null,
              finished_at: null,
              undone_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const ids = (await db.selectFrom('outbreaks').select('id').orderBy('id').execute()).map((r) => r.id);
    for (const [index, id] of ids.entries())
      if (index % 3 !== 2)
        await db
          .updateTable('outbreaks')
          .set({ import_id: imports[index % 3], import_key: `key-${id}` })
          .where('id', '=', id)
          .execute();
    await rebuildOutbreakStats(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, text: response.body };
  }
  async function getJson<T>(url: string): Promise<T> {
    const response = await get(url);
    expect(response.status, response.text).toBe(200);
    return JSON.parse(response.text) as T;
  }

  /** The ids of the matching outbreaks, newest first, written out directly in SQL. */
  async function direct(filters: Filters): Promise<number[]> {
    let q = t.app.db
      .selectFrom('outbreaks as o')
      .innerJoin('countries as c', 'c.id', 'o.country_id')
      .select('o.id');
    if (filters.q) q = q.where('o.description', 'like', `%${filters.q}%`);
    if (filters.region) q = q.where('c.region', 'in', namesWithin(Number(filters.region)));
    if (filters.country_id) q = q.where('o.country_id', '=', filters.country_id);
    if (filters.disease_id) q = q.where('o.disease_id', '=', filters.disease_id);
    if (filters.status) q = q.where('o.status', '=', filters.status);
    if (filters.severity) q = q.where('o.severity', '=', filters.severity);
    if (filters.confirmed !== undefined) q = q.where('o.confirmed', '=', filters.confirmed);
    if (filters.from) q = q.where('o.date', '>=', filters.from);
    if (filters.to) q = q.where('o.date', '<=', filters.to);
    if (filters.import) q = q.where('o.import_id', '=', filters.import);
    const rows = await q.orderBy('o.date', 'desc').orderBy('o.id', 'desc').execute();
    return rows.map((row) => row.id);
  }

  /** The whole list, page after page by cursor, and the first page's count. */
  async function listAll(filters: Filters) {
    const first = await getJson<OutbreakListResponse>(`/api/outbreaks?${queryOf(filters)}&limit=50`);
    const ids = first.outbreaks.map((o) => o.id);
    let page = first;
    while (page.next_cursor) {
      page = await getJson<OutbreakListResponse>(
        `/api/outbreaks?${queryOf(filters)}&limit=50&cursor=${page.next_cursor}`,
      );
      expect(page.total).toBeNull();
      ids.push(...page.outbreaks.map((o) => o.id));
    }
    return { ids, total: first.total };
  }

  async function csvIds(filters: Filters): Promise<number[]> {
    const csv = await get(`/api/outbreaks/export.csv?${queryOf(filters)}`);
    expect(csv.status, csv.text).toBe(200);
    return csv.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
  }

  const africa = '002';
  const westernAfrica = '11';
  const cases = (): Filters[] => [
    { region: africa },
    { region: westernAfrica },
    { region: '150' },
    { q: WORD },
    { country_id: countries[0].id },
    { disease_id: diseases[1] },
    { status: 'active' },
    { severity: 'high' },
    { confirmed: true },
    { from: '2026-03-01', to: '2026-04-30' },
    { q: WORD, region: africa },
    { region: '142', disease_id: diseases[0], status: 'investigating' },
    { region: '019', confirmed: false, from: '2026-02-01', to: '2026-05-31' },
    { q: WORD, region: '150', confirmed: true, from: '2026-02-01' },
    { q: WORD, region: africa, severity: 'low', disease_id: diseases[2] },
    { import: imports[0] },
    { import: imports[1], status: 'active', confirmed: true },
    { import: imports[0], q: WORD },
    { import: imports[1], q: WORD, region: africa, from: '2026-02-01' },
    { import: imports[1] + 100 },
  ];

  it('lists, counts and exports exactly the rows a direct query finds, for each filter and together', async () => {
    for (const filters of cases()) {
      const expected = await direct(filters);
      const { ids, total } = await listAll(filters);
      expect(ids, queryOf(filters)).toEqual(expected);
      expect(total, queryOf(filters)).toEqual({ count: expected.length, more: false });
      expect(await csvIds(filters), queryOf(filters)).toEqual(expected);
    }
  });

  it('searches within a region the same whichever way PostgreSQL reads the index', async () => {
    for (const filters of cases().filter((f) => f.q)) {
      const expected = await direct(filters);
      const parsed = OutbreakFiltersSchema.parse(Object.fromEntries(new URLSearchParams(queryOf(filters))));
      const ids = async (options: OutbreakIdOptions, limit = 500) =>
        (await (await selectOutbreakIds(t.app.db, parsed, options)).limit(limit).execute()).map((r) => r.id);
      expect(await ids({ sortedMatchesMax: 0 })).toEqual(expected);
      for (const walkedRowsMax of [2, 1_000])
        expect(await ids({ sortedMatchesMax: 0, rowsWanted: 3, walkedRowsMax }, 3)).toEqual(
          expected.slice(0, 3),
        );
    }
  });

  it('finds nothing for a country outside the region', async () => {
    const european = countries.find((c) => c.region === 'Western Europe')!.id;
    const { ids, total } = await listAll({ region: africa, country_id: european });
    expect(ids).toEqual([]);
    expect(total).toEqual({ count: 0, more: false });
  });

  it('places every one of the 249 countries in an area, and each area holds the countries within it', async () => {
    expect(countries).toHaveLength(249);
    const { regions } = await getJson<RegionsResponse>('/api/regions');
    const covered = new Set(regions.filter((area) => area.parent === null).flatMap((a) => a.country_ids));
    expect(covered.size).toBe(249);
    for (const area of M49_AREAS) {
      const names = namesWithin(area.code);
      const expected = countries
        .filter((c) => c.region !== null && names.includes(c.region))
        .map((c) => c.id);
      expect(regions.find((a) => a.code === area.code)!.country_ids, area.name).toEqual(expected);
      // Every country has an outbreak: the list of the area's outbreaks reaches each of its countries.
      const listed = await csvIds({ region: String(area.code) });
      expect(listed, area.name).toEqual(await direct({ region: String(area.code) }));
      const outbreakCountries = await t.app.db
        .selectFrom('outbreaks')
        .select('country_id')
        .distinct()
        .where('id', 'in', listed.length > 0 ? listed : [0])
        .execute();
      expect(outbreakCountries.map((row) => row.country_id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  /** The ids the list's query finds, straight from it (no answer cache in between). */
  async function queried(filters: Filters): Promise<number[]> {
    const parsed = OutbreakFiltersSchema.parse(Object.fromEntries(new URLSearchParams(queryOf(filters))));
    return (await (await selectOutbreakIds(t.app.db, parsed)).execute()).map((row) => row.id);
  }

  it('finds every country by a search within each area it lies in, and files no country outside all', async () => {
    for (const country of countries)
      expect(
        m49AreasCovering(country.region).some((area) => area.level === 'region'),
        String(country.id),
      ).toBe(true);
    // Every outbreak's description has "cases", so a search of it within an area is the whole area.
    for (const area of M49_AREAS) {
      const region = String(area.code);
      expect(await queried({ q: 'cases', region }), area.name).toEqual(await direct({ region }));
    }
  });

  it('searches a country under its new region once it is filed there', async () => {
    const moved = countries.find((c) => c.region === 'Western Europe')!;
    const refile = (region: string) =>
      t.app.db
        .updateTable('countries')
        .set({ region, area_tokens: countryAreaTokens(region) })
        .where('id', '=', moved.id)
        .execute();
    await refile('Northern Africa');
    try {
      for (const region of ['15', '002', '155', '150'])
        expect(await queried({ q: 'cases', region }), region).toEqual(await direct({ region }));
      expect(await direct({ region: '15', country_id: moved.id })).not.toEqual([]);
    } finally {
      await refile('Western Europe');
    }
    expect(await queried({ q: 'cases', region: '155' })).toEqual(await direct({ region: '155' }));
  });

  it('searches alike before and after migration 0025 rebuilds the index with the areas', async () => {
    const searches: Filters[] = [
      { q: WORD },
      { q: 'cases', status: 'investigating' },
      { q: 'ca', severity: 'low', disease_id: diseases[1] },
      { q: WORD, country_id: countries[10].id },
    ];
    const before = await Promise.all(searches.map(queried));
    const migrator = createMigrator(t.database);
    const down = await migrator.migrateTo('0024-export-jobs');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0025-search-areas');
    expect(await migrateToLatest(t.database)).toContain('0025-search-areas');
    expect(await Promise.all(searches.map(queried))).toEqual(before);
    for (const region of [africa, westernAfrica, '150', '9'])
      expect(await queried({ q: 'cases', region }), region).toEqual(await direct({ region }));
  });

  it('narrows the map, its GeoJSON and analytics to the region as a country filter narrows them', async () => {
    const range = 'from=2026-01-01&to=2026-06-30';
    const all = await getJson<MapCountriesResponse>(`/api/map/countries?${range}`);
    const inAfrica = await getJson<MapCountriesResponse>(`/api/map/countries?${range}&region=${africa}`);
    const african = new Set(namesWithin(2));
    const expected = all.countries.filter((c) => c.region !== null && african.has(c.region));
    expect(inAfrica.countries).toEqual(expected);
    const geo = await getJson<{ features: { id: number }[] }>(
      `/api/map/countries.geojson?${range}&region=${africa}`,
    );
    expect(geo.features.map((f) => f.id).sort()).toEqual(expected.map((c) => c.country_id).sort());

    const analytics = await getJson<AnalyticsResponse>(`/api/analytics?${range}&region=${westernAfrica}`);
    const ids = await direct({ region: westernAfrica, from: '2026-01-01', to: '2026-06-30' });
    expect(analytics.cards.total_outbreaks).toBe(ids.length);
    expect(analytics.recent.map((o) => o.id)).toEqual(ids.slice(0, 10));
    // The region and one of its countries: that country alone.
    const ghana = countries.find((c) => c.region === 'Western Africa')!.id;
    const both = await getJson<AnalyticsResponse>(
      `/api/analytics?${range}&region=${westernAfrica}&country_id=${ghana}`,
    );
    const alone = await getJson<AnalyticsResponse>(`/api/analytics?${range}&country_id=${ghana}`);
    expect(both.cards).toEqual(alone.cards);
    const outside = await getJson<AnalyticsResponse>(
      `/api/analytics?${range}&region=150&country_id=${ghana}`,
    );
    expect(outside.cards.total_outbreaks).toBe(0);
  });

  it('narrows the feeds to the region', async () => {
    const expected = await direct({ region: '150', confirmed: true });
    const atom = await get(`/api/feeds/outbreaks.atom?region=150`);
    expect(atom.status).toBe(200);
    const entries = [...atom.text.matchAll(/<id>[^<]*\/details\/(\d+)<\/id>/g)].map((m) => Number(m[1]));
    expect(entries).toEqual(expected.slice(0, 50));
    const cap = await get(`/api/feeds/cap.atom?region=150`);
    const alerts = [...cap.text.matchAll(/\/api\/outbreaks\/(\d+)\/cap\.xml#/g)].map((m) => Number(m[1]));
    expect(new Set(alerts)).toEqual(new Set(expected.slice(0, 50)));
    const geo = await getJson<{ features: { id: number }[] }>(`/api/outbreaks/export.geojson?region=150`);
    expect(geo.features.map((f) => f.id)).toEqual(await direct({ region: '150' }));
  });

  it('lists the signals of the region', async () => {
    const db = t.app.db;
    const week = (await getJson<{ signals: unknown[] }>('/api/signals')).signals.length;
    expect(week).toBe(0);
    const start = currentWeeksStart();
    const kenya = countries.find((c) => c.region === 'Eastern Africa')!.id;
    const france = countries.find((c) => c.region === 'Western Europe')!.id;
    for (const country_id of [kenya, france]) {
      await insertSignal(db, { country_id, week_start: start });
    }
    const inAfrica = await getJson<SignalListResponse>(`/api/signals?region=${africa}`);
    expect(inAfrica.signals.map((s) => s.country_id)).toEqual([kenya]);
    const inEurope = await getJson<SignalListResponse>('/api/signals?region=150');
    expect(inEurope.signals.map((s) => s.country_id)).toEqual([france]);
    expect((await getJson<SignalListResponse>('/api/signals?region=009')).signals).toEqual([]);
  });

  it('refuses an import that is not an id (400) on the list, its exports and feeds', async () => {
    for (const endpoint of ['/api/outbreaks', '/api/outbreaks/export.csv', '/api/feeds/outbreaks.atom'])
      for (const bad of ['abc', '0', '-2', '1.5', '99999999999']) {
        const response = await get(`${endpoint}?import=${bad}`);
        expect(response.status, `${endpoint} ${bad}`).toBe(400);
        expect(response.text, endpoint).toContain('import');
      }
  });

  it('names the import in the words of an export it filters, by its file', async () => {
    expect(await filterWordsOf(t.app.db, { import: imports[0], confirmed: true })).toBe(
      'confirmed reports only · imported from ministry.csv',
    );
    expect(await filterWordsOf(t.app.db, { import: imports[1] + 100 })).toBe(`import #${imports[1] + 100}`);
  });

  it('refuses an unknown region on every endpoint with the schema message', async () => {
    const endpoints = [
      '/api/outbreaks',
      '/api/outbreaks/export.csv',
      '/api/outbreaks/export.geojson',
      '/api/feeds/outbreaks.atom',
      '/api/feeds/cap.atom',
      '/api/map/countries',
      '/api/map/countries.geojson',
      '/api/analytics',
      '/api/analytics/epicurve',
      '/api/analytics/places',
      '/api/analytics/places.csv',
      '/api/map/frames',
      '/api/signals',
    ];
    for (const endpoint of endpoints) {
      for (const bad of ['3', 'africa', '2.5']) {
        const response = await get(`${endpoint}?region=${bad}`);
        expect(response.status, `${endpoint} ${bad}`).toBe(400);
        expect(response.text, endpoint).toContain(REGION_MESSAGE);
      }
    }
  });
});
