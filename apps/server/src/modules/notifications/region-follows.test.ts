import { NOTIFICATION_MESSAGES, type ErrorResponse, type Follow } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countTables, createUser, insertOutbreakRows, seeded, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { notifyOutbreakConfirmed } from './events.js';

describe.each(DATABASE_KINDS)('region follows on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const context = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });
  const follow = (name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/follows', headers: bearer(tokens[name]), payload });
  const notificationLinks = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(tokens[name]) }))
      .json<{ notifications: { link: string }[] }>()
      .notifications.map((n) => n.link);

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const name of ['southernAfrica', 'africa', 'europe', 'refused']) {
      const user = await createUser(t.app.db);
      ids[name] = user.id;
      tokens[name] = (await signIn(t.app, user)).access_token;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('follows a UN M49 area by its code, once, under its name', async () => {
    const first = await follow('southernAfrica', { kind: 'region', target_id: 18 });
    expect(first.statusCode).toBe(201);
    expect(first.json<Follow>()).toMatchObject({ kind: 'region', target_id: 18, name: 'Southern Africa' });
    const again = await follow('southernAfrica', { kind: 'region', target_id: 18 });
    expect(again.json<Follow>().id).toBe(first.json<Follow>().id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/follows',
      headers: bearer(tokens.southernAfrica),
    });
    expect(list.json<{ follows: Follow[] }>().follows).toEqual([
      expect.objectContaining({ kind: 'region', target_id: 18, name: 'Southern Africa' }),
    ]);
  });

  it.each([
    ['a code M49 does not have', { kind: 'region', target_id: 999 }],
    ['a country code (Botswana, 072) instead of a region', { kind: 'region', target_id: 72 }],
    ['a code as text', { kind: 'region', target_id: '018' }],
    ['an unknown kind', { kind: 'continent', target_id: 2 }],
  ])('refuses %s with 400, following nothing', async (_label, payload) => {
    const before = await countTables(t.app.db, ['follows']);
    const response = await follow('refused', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message.length).toBeGreaterThan(5);
    expect(await countTables(t.app.db, ['follows'])).toEqual(before);
  });

  it('sums up nothing for a new region follow, whatever disease shares its number', async () => {
    // Disease 2 exists and has an active outbreak; following Africa (002) must not be read as it.
    const reporter = await createUser(t.app.db);
    await insertOutbreakRows(
      t.app.db,
      { country_id: await seeded.countryId(t.app.db, 'KEN'), disease_id: 2 },
      [{ reporter_id: reporter.id, confirmed: true, status: 'active' }],
    );
    const user = await createUser(t.app.db);
    const token = (await signIn(t.app, user)).access_token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: bearer(token),
      payload: { kind: 'region', target_id: 2 },
    });
    expect(response.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(list.json<{ notifications: unknown[] }>().notifications).toEqual([]);
  });

  it('names the missing area in the message', async () => {
    const response = await follow('refused', { kind: 'region', target_id: 999 });
    expect(response.json<ErrorResponse>().message).toBe(NOTIFICATION_MESSAGES.followTargetNotFound);
  });

  it('tells followers of Southern Africa and of Africa of an outbreak in Botswana, not of one in Peru', async () => {
    expect((await follow('africa', { kind: 'region', target_id: 2 })).statusCode).toBe(201);
    expect((await follow('europe', { kind: 'region', target_id: 150 })).statusCode).toBe(201);
    const disease = await seeded.diseaseId(t.app.db, 'Cholera');
    const reporter = await createUser(t.app.db);
    const [botswana] = await insertOutbreakRows(
      t.app.db,
      { country_id: await seeded.countryId(t.app.db, 'BWA'), disease_id: disease },
      [{ reporter_id: reporter.id, confirmed: true }],
    );
    const [peru] = await insertOutbreakRows(
      t.app.db,
      { country_id: await seeded.countryId(t.app.db, 'PER'), disease_id: disease },
      [{ reporter_id: reporter.id, confirmed: true }],
    );
    for (const id of [botswana, peru]) {
      await t.app.db.transaction().execute((tx) => notifyOutbreakConfirmed(tx, context(), id));
    }
    expect(await notificationLinks('southernAfrica')).toEqual([`/details/${botswana}`]);
    expect(await notificationLinks('africa')).toEqual([`/details/${botswana}`]);
    expect(await notificationLinks('europe')).toEqual([]);
  });
});
