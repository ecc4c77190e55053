import type { MapCountriesResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, listenOnFreePort, type TestApp } from '../../test/test-app.js';
import { loadedOutbreakCubeVersion } from './outbreak-cube-source.js';
import { readDataVersion, rebuildOutbreakStats } from './outbreak-stats.js';

describe.each(DATABASE_KINDS)('the outbreak summary of a starting server on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const base = {
      country_id: await seeded.countryId(t.app.db, 'KEN'),
      disease_id: await seeded.diseaseId(t.app.db, 'Cholera'),
    };
    await insertOutbreakRows(
      t.app.db,
      base,
      Array.from({ length: 40 }, (_, i) => ({ date: `2026-05-${String((i % 28) + 1).padStart(2, '0')}` })),
    );
    await rebuildOutbreakStats(t.app.db);
  });
  afterAll(() => t?.close());

  it('is loaded in the background once the server listens, before any request asks for it', async () => {
    expect(loadedOutbreakCubeVersion(t.app.db)).toBeNull();
    const port = await listenOnFreePort(t.app);
    const version = await readDataVersion(t.app.db);
    const deadline = Date.now() + 10_000;
    while (loadedOutbreakCubeVersion(t.app.db) === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedOutbreakCubeVersion(t.app.db)).toBe(version);
    // The first map request finds it loaded and answers from it.
    const response = await fetch(`http://127.0.0.1:${port}/api/map/countries?from=2026-05-01&to=2026-05-31`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as MapCountriesResponse;
    expect(body.countries.map((c) => c.total_outbreaks)).toEqual([40]);
  });
});
