import { createRequire } from 'node:module';
import type {
  Country,
  Disease,
  ErrorResponse,
  ProfileMetadata,
  State,
  AssessmentQuestion,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const require = createRequire(import.meta.url);

interface TopologyGeometry {
  id?: string;
}
const boundaries = require('world-atlas/countries-50m.json') as {
  objects: { countries: { geometries: TopologyGeometry[] } };
};

describe.each(DATABASE_KINDS)('reference data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get<T>(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
  }

  async function countRows() {
    const tables = [
      'countries',
      'states',
      'diseases',
      'titles',
      'qualifications',
      'affiliations',
      'assessment_questions',
    ] as const;
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  }

  it('lists the 249 ISO 3166-1 countries with codes, sub-region and centroid', async () => {
    const { status, body } = await get<Country[]>('/api/countries');
    expect(status).toBe(200);
    expect(body).toHaveLength(249);
    for (const key of ['alpha2', 'alpha3', 'numeric_code'] as const) {
      expect(new Set(body.map((c) => c[key])).size).toBe(249);
    }
    const france = body.find((c) => c.alpha2 === 'FR');
    expect(france).toMatchObject({ alpha3: 'FRA', numeric_code: '250', region: 'Western Europe' });
    expect(france?.latitude).toBeGreaterThan(41);
    expect(france?.latitude).toBeLessThan(52);
    for (const country of body) {
      expect(country.region, country.name).toBeTruthy();
      expect(country.latitude, country.name).toBeTypeOf('number');
      expect(country.longitude, country.name).toBeTypeOf('number');
    }
    const names = body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('has a country row for every country of the shipped 50m boundary file', async () => {
    const { body } = await get<Country[]>('/api/countries');
    const numericCodes = new Set(body.map((c) => c.numeric_code));
    const ids = boundaries.objects.countries.geometries
      .map((g) => g.id)
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id) => !numericCodes.has(id))).toEqual([]);
  });

  it("lists a country's ISO 3166-2 subdivisions as states", async () => {
    const { body: countries } = await get<Country[]>('/api/countries');
    const us = countries.find((c) => c.alpha2 === 'US')!;
    const { status, body } = await get<State[]>(`/api/countries/${us.id}/states`);
    expect(status).toBe(200);
    expect(body.map((s) => s.name)).toContain('California');
    expect(body.every((s) => s.country_id === us.id)).toBe(true);
    expect(body.find((s) => s.name === 'California')?.code).toBe('US-CA');
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['-1', 400],
    ['1.5', 400],
    ['99999999999999999999', 400],
    ['999999', 404],
  ])('answers /api/countries/%s/states with %i and a message, never 500', async (id, expected) => {
    const { status, body } = await get<ErrorResponse>(`/api/countries/${id}/states`);
    expect(status).toBe(expected);
    expect(body.statusCode).toBe(expected);
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(5);
    if (expected === 404) expect(body.message).toBe('Country not found.');
  });

  it('lists the seeded diseases with agent type, category and description', async () => {
    const { status, body } = await get<Disease[]>('/api/diseases');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(20);
    const byName = new Map(body.map((d) => [d.name.toLowerCase(), d]));
    expect(byName.get('cholera')?.agent_type).toBe('bacteria');
    expect([...byName.keys()].some((name) => name.includes('ebola'))).toBe(true);
    const agents = new Set(body.map((d) => d.agent_type));
    expect(agents.has('virus')).toBe(true);
    expect(agents.has('bacteria')).toBe(true);
    expect(body.filter((d) => d.description).length).toBeGreaterThan(body.length / 2);
  });

  it('answers the profile metadata with Titles, Qualifications and Affiliations', async () => {
    const { status, body } = await get<ProfileMetadata>('/api/profile/metadata');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['Affiliations', 'Qualifications', 'Titles']);
    expect(body.Titles.map((t) => t.name)).toContain('Dr');
    expect(body.Qualifications.map((q) => q.name)).toContain('MPH');
    expect(body.Affiliations.length).toBeGreaterThan(5);
    expect(Object.keys(body.Titles[0]).sort()).toEqual(['id', 'name']);
  });

  it('lists the four active assessment questions in display order', async () => {
    const { status, body } = await get<AssessmentQuestion[]>('/api/outbreaks/assessment-questions');
    expect(status).toBe(200);
    expect(body.map((q) => q.question_key)).toEqual([
      'cases',
      'deaths',
      'population_at_risk',
      'secondary_cases',
    ]);
    expect(body.every((q) => q.is_active === true)).toBe(true);
    expect(body[0]).toMatchObject({ min_value: 0, display_order: 1, description: expect.any(String) });
    expect(body[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it('hides inactive questions and keeps display order', async () => {
    await t.app.db
      .updateTable('assessment_questions')
      .set({ is_active: false })
      .where('question_key', '=', 'deaths')
      .execute();
    await t.app.db
      .updateTable('assessment_questions')
      .set({ display_order: 0 })
      .where('question_key', '=', 'secondary_cases')
      .execute();
    const { body } = await get<AssessmentQuestion[]>('/api/outbreaks/assessment-questions');
    expect(body.map((q) => q.question_key)).toEqual(['secondary_cases', 'cases', 'population_at_risk']);
    await t.app.db
      .updateTable('assessment_questions')
      .set({ is_active: true })
      .where('question_key', '=', 'deaths')
      .execute();
    await t.app.db
      .updateTable('assessment_questions')
      .set({ display_order: 4 })
      .where('question_key', '=', 'secondary_cases')
      .execute();
  });

  it('does not duplicate anything when the database is prepared again, even with its seed marks gone', async () => {
    const before = await countRows();
    await prepareDatabase(t.database, t.config, { info: () => undefined });
    expect(await countRows()).toEqual(before);
    await t.app.db.deleteFrom('seed_marks').execute();
    await prepareDatabase(t.database, t.config, { info: () => undefined });
    expect(await countRows()).toEqual(before);
    expect(before.countries).toBe(249);
    expect(before.assessment_questions).toBe(4);
  });
});
