import { ROLE, todayUtc } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/admin-fixtures.js';
import { bearer, createUser, insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/**
 * The promise of DESIGN.md §6 (as amended): only a report's role is public; the reporter's name and
 * contact details stay with the verification team. Every response a non-admin can read is fetched as
 * each kind of viewer and searched for anything that names the reporter.
 */
describe.each(DATABASE_KINDS)('reporter anonymity on %s', (kind) => {
  let t: TestApp;
  let outbreakId: number;
  let reporterId: number;
  const reporterEmail = `zephyrine.quill.${Date.now()}@example.org`;
  const secrets = ['Zephyrine', 'Quillfeather', reporterEmail];
  const viewers: Record<string, SignedInUser | null> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const reporter = await createUser(t.app.db, {
      email: reporterEmail,
      first_name: 'Zephyrine',
      last_name: 'Quillfeather',
      role_id: ROLE.REPORTER,
      user_type: 'reporter',
    });
    reporterId = reporter.id;
    [outbreakId] = await insertOutbreakRows(
      t.app.db,
      {
        disease_id: await seeded.diseaseId(t.app.db, 'Cholera'),
        country_id: await seeded.countryId(t.app.db, 'KEN'),
      },
      [{ reporter_id: reporter.id, date: todayUtc(), description: 'Cases along the river.' }],
    );
    const admin = await signedInUser(t, { role_id: ROLE.ADMIN });
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/outbreaks/${outbreakId}/confirm`,
      headers: bearer(admin.token),
    });
    expect(confirmed.statusCode).toBe(200);

    viewers.visitor = null;
    viewers['fresh unverified account'] = await signedInUser(t, { is_verified: false });
    viewers.blogger = await signedInUser(t, { role_id: ROLE.BLOGGER });
    viewers['another reporter'] = await signedInUser(t, { role_id: ROLE.REPORTER, user_type: 'reporter' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const readable = () => [
    '/api/outbreaks',
    '/api/outbreaks?q=river',
    `/api/outbreaks/${outbreakId}`,
    `/api/outbreaks/${outbreakId}/related`,
    `/api/outbreaks/${outbreakId}/history`,
    `/api/outbreaks/${outbreakId}/comments`,
    `/api/outbreaks/${outbreakId}/cap.xml`,
    '/api/outbreaks/export.csv',
    '/api/outbreaks/export.geojson',
    '/api/feeds/outbreaks.atom',
    '/api/feeds/cap.atom',
    '/api/map/countries',
    '/api/map/countries.geojson',
    '/api/analytics',
    '/api/signals',
    `/api/profile/${reporterId}`,
  ];

  it.each(['visitor', 'fresh unverified account', 'blogger', 'another reporter'])(
    'a %s cannot learn the reporter’s name or address from any response',
    async (viewer) => {
      const token = viewers[viewer]?.token;
      for (const url of readable()) {
        const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
        expect(response.statusCode, url).toBeLessThan(500);
        for (const secret of secrets) expect(response.body, `${url} as a ${viewer}`).not.toContain(secret);
      }
    },
  );

  it('the outbreak itself says only "Reporter"', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/outbreaks/${outbreakId}`,
      headers: bearer(viewers.blogger!.token),
    });
    expect(response.json()).toMatchObject({
      reporter_role: 'Reporter',
      reporter_id: null,
      first_name: null,
      last_name: null,
      reporter_email: null,
    });
  });

  it('an admin sees who reported it', async () => {
    const admin = await signedInUser(t, { role_id: ROLE.ADMIN });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/outbreaks/${outbreakId}`,
      headers: bearer(admin.token),
    });
    expect(response.json()).toMatchObject({
      first_name: 'Zephyrine',
      last_name: 'Quillfeather',
      reporter_email: reporterEmail,
    });
  });
});
