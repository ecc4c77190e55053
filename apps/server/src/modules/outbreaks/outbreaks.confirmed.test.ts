import { type OutbreakListResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutbreakRows, seeded, type OutbreakInsert } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** Rows newest first as the list orders them: by date, then id. */
const newestFirst = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;

/**
 * `confirmed=true` on the list (numbered pages and cursors, with and without a search), the CSV export
 * and the GeoJSON export, each compared with a direct computation over the rows.
 */
describe.each(DATABASE_KINDS)('the outbreak list with confirmed on %s', (kind) => {
  let t: TestApp;
  let rows: { id: number; date: string; confirmed: boolean; city: string; country_id: number }[];
  let kenya: number;

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const nigeria = await seeded.countryId(t.app.db, 'NGA');
    kenya = await seeded.countryId(t.app.db, 'KEN');
    const cholera = await seeded.diseaseId(t.app.db, 'Cholera');
    const planned: Partial<OutbreakInsert>[] = Array.from({ length: 47 }, (_, i) => ({
      // Several per day, so pages and cursors cut inside a day.
      date: `2026-0${1 + (i % 9)}-1${i % 3}`,
      confirmed: i % 3 !== 0,
      city: i % 2 === 0 ? 'Kisumu' : 'Lagos',
      country_id: i % 4 === 0 ? kenya : nigeria,
    }));
    const ids = await insertOutbreakRows(t.app.db, { disease_id: cholera, country_id: nigeria }, planned);
    rows = ids.map((id, i) => ({
      id,
      date: planned[i].date!,
      confirmed: planned[i].confirmed!,
      city: planned[i].city!,
      country_id: planned[i].country_id!,
    }));
  });
  afterAll(() => t.close());

  /** Every id of the list for `query`, page by page (numbered or by cursor). */
  async function allPages(query: string, by: 'page' | 'cursor'): Promise<number[]> {
    const ids: number[] = [];
    let page = 1;
    let cursor: string | null | undefined;
    for (;;) {
      const position = by === 'page' ? `&page=${page}` : cursor ? `&cursor=${cursor}` : '';
      const response = await get(`/api/outbreaks?limit=7${query}${position}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<OutbreakListResponse>();
      ids.push(...body.outbreaks.map((outbreak) => outbreak.id));
      if (!body.has_more) return ids;
      page += 1;
      cursor = body.next_cursor;
    }
  }

  it.each([
    ['', (): true => true],
    ['&q=kisumu', (row: { city: string }) => row.city === 'Kisumu'],
  ])('pages through confirmed reports only with confirmed=true (search %j)', async (search, keep) => {
    const expected = (confirmed?: boolean) =>
      rows
        .filter(
          (row) => keep(row as { city: string }) && (confirmed === undefined || row.confirmed === confirmed),
        )
        .sort(newestFirst)
        .map((row) => row.id);
    for (const by of ['page', 'cursor'] as const) {
      expect(await allPages(search, by)).toEqual(expected());
      expect(await allPages(`${search}&confirmed=true`, by)).toEqual(expected(true));
      expect(await allPages(`${search}&confirmed=false`, by)).toEqual(expected(false));
    }
    const kenyan = rows
      .filter((row) => row.confirmed && row.country_id === kenya && keep(row as { city: string }))
      .sort(newestFirst)
      .map((row) => row.id);
    expect(await allPages(`${search}&confirmed=true&country_id=${kenya}`, 'cursor')).toEqual(kenyan);
  });

  it('exports confirmed reports only with confirmed=true, as CSV and GeoJSON', async () => {
    const confirmed = rows.filter((row) => row.confirmed).sort(newestFirst);
    const csv = await get('/api/outbreaks/export.csv?confirmed=true');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n').slice(1);
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(confirmed.map((row) => row.id));
    const all = await get('/api/outbreaks/export.csv');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(rows.length + 1);

    const geo = await get('/api/outbreaks/export.geojson?confirmed=true');
    expect(geo.statusCode).toBe(200);
    const features = geo.json<{ features: { id: number }[] }>().features;
    expect(features.map((feature) => feature.id)).toEqual(confirmed.map((row) => row.id));
  });

  it('keeps the Atom feed to confirmed reports, with or without the parameter', async () => {
    const newest = rows.filter((row) => row.confirmed).sort(newestFirst);
    for (const query of ['', '?confirmed=true']) {
      const atom = await get(`/api/feeds/outbreaks.atom${query}`);
      expect(atom.statusCode).toBe(200);
      const ids = [...atom.body.matchAll(/\/details\/(\d+)/g)].map((match) => Number(match[1]));
      expect([...new Set(ids)]).toEqual(newest.map((row) => row.id));
    }
  });
});
