import { M49_AREAS, REFERENCE_MESSAGES, type Disease, type RegionsResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('regions and diseases on %s', (kind) => {
  let t: TestApp;
  let regions: RegionsResponse['regions'];
  let countries: { id: number; alpha3: string; region: string | null }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const response = await t.app.inject({ method: 'GET', url: '/api/regions' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    regions = response.json<RegionsResponse>().regions;
    countries = await t.app.db.selectFrom('countries').select(['id', 'alpha3', 'region']).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const area = (name: string) => regions.find((region) => region.name === name)!;
  const idOf = (alpha3: string) => countries.find((country) => country.alpha3 === alpha3)!.id;

  it('answers the whole UN M49 hierarchy with codes, levels and parents', () => {
    expect(regions.map(({ code, name, level, parent }) => ({ code, name, level, parent }))).toEqual(
      M49_AREAS,
    );
    expect(area('Southern Africa')).toMatchObject({ code: 18, level: 'intermediate-region', parent: 202 });
    expect(area('Sub-Saharan Africa')).toMatchObject({ code: 202, level: 'sub-region', parent: 2 });
  });

  it('puts every one of the 249 seeded countries in exactly one top-level area', () => {
    expect(countries).toHaveLength(249);
    const tops = regions.filter((region) => region.parent === null);
    for (const country of countries) {
      expect(tops.filter((top) => top.country_ids.includes(country.id)).map((top) => top.name)).toHaveLength(
        1,
      );
    }
    // Antarctica is outside M49's five regions: it is its own area, and the five cover the other 248.
    expect(area('Antarctica').country_ids).toEqual([idOf('ATA')]);
    const five = tops.filter((top) => top.name !== 'Antarctica');
    expect(five.map((top) => top.code)).toEqual([2, 19, 142, 150, 9]);
    expect(five.reduce((sum, top) => sum + top.country_ids.length, 0)).toBe(248);
  });

  it('lists a country under its area and every area above it', () => {
    const botswana = idOf('BWA');
    const covering = regions.filter((region) => region.country_ids.includes(botswana)).map((r) => r.name);
    expect(covering).toEqual(['Africa', 'Sub-Saharan Africa', 'Southern Africa']);
    expect(area('South America').country_ids).toContain(idOf('PER'));
    expect(area('Latin America and the Caribbean').country_ids).toContain(idOf('PER'));
    expect(area('Africa').country_ids).not.toContain(idOf('PER'));
    // Every area's countries are those of the areas inside it, when it has any.
    for (const parent of regions) {
      const children = regions.filter((region) => region.parent === parent.code);
      if (children.length === 0) continue;
      expect(children.flatMap((child) => child.country_ids).sort()).toEqual([...parent.country_ids].sort());
    }
  });

  it('answers one disease, 404 for an unknown id and 400 for a bad one', async () => {
    const id = await seeded.diseaseId(t.app.db, 'Cholera');
    const found = await t.app.inject({ method: 'GET', url: `/api/diseases/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json<Disease>()).toMatchObject({ id, name: 'Cholera', agent_type: 'bacteria' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/diseases/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(REFERENCE_MESSAGES.diseaseNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/diseases/cholera' })).statusCode).toBe(400);
  });
});
