import type { AuditActionsResponse, AuditListResponse, MetadataItem } from '@outbreak-watch/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers } from '../../test/admin-fixtures.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { recordAudit } from './audit.service.js';

describe.each(DATABASE_KINDS)('the audit log viewer on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  let titleId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/titles',
      headers: { ...bearer(users.admin.token), 'x-request-id': 'audit-test-request' },
      payload: { name: '=HYPERLINK("x")', is_custom: true },
    });
    titleId = created.json<MetadataItem>().id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/titles/${titleId}`,
      headers: bearer(users.superAdmin.token),
      payload: { name: 'Prof. Dr', is_custom: true },
    });
    // An entry from long ago, for the date filter.
    await t.app.db.transaction().execute((tx) =>
      recordAudit(tx, {
        actorId: null,
        action: 'system.test',
        targetType: 'system',
        details: { note: 'old' },
      }),
    );
    await sql`update audit_log set created_at = ${'2020-01-15T10:00:00.000Z'} where action = 'system.test'`.execute(
      t.app.db,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearer(users.admin.token) });
  const entries = async (query: string) => (await get(query)).json<AuditListResponse>().entries;

  it('lists entries newest first with actor, target, address and before/after', async () => {
    const list = await entries('');
    expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => b - a));
    const update = list.find((e) => e.action === 'title.update')!;
    expect(update).toMatchObject({
      actor_id: users.superAdmin.id,
      actor_name: 'Selin Kaya',
      target_type: 'title',
      target_id: titleId,
      details: { before: { name: '=HYPERLINK("x")' }, after: { name: 'Prof. Dr' } },
    });
    expect(update.ip).toBeTruthy();
  });

  it('filters by action, actor, target and day, and pages', async () => {
    expect((await entries('action=title.create')).map((e) => e.target_id)).toEqual([titleId]);
    expect(
      (await entries(`actor_id=${users.superAdmin.id}`)).every((e) => e.actor_id === users.superAdmin.id),
    ).toBe(true);
    expect((await entries(`target_type=title&target_id=${titleId}`)).map((e) => e.action)).toEqual([
      'title.update',
      'title.create',
    ]);
    expect((await entries('from=2020-01-15&to=2020-01-15')).map((e) => e.action)).toEqual(['system.test']);
    expect(await entries('to=2020-01-14')).toEqual([]);
    const first = (await get('limit=1')).json<AuditListResponse>();
    expect(first.entries).toHaveLength(1);
    expect(first.has_more).toBe(true);
    const second = (await get('limit=1&page=2')).json<AuditListResponse>();
    expect(second.entries[0].id).toBeLessThan(first.entries[0].id);
  });

  it('names each target and finds actors and targets by name', async () => {
    const [update] = await entries('action=title.update');
    expect(update.target_name).toBe('Prof. Dr');
    const suspended = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${users.blogger.id}/suspend`,
      headers: bearer(users.admin.token),
    });
    expect(suspended.statusCode).toBe(200);
    const [suspension] = await entries('action=user.suspend');
    expect(suspension.target_name).toBe(`${users.blogger.first_name} ${users.blogger.last_name}`);

    // Actors by any words of their name or email, case-insensitive; every word must match.
    const bySelin = await entries('actor=selin%20KAYA');
    expect(bySelin.length).toBeGreaterThan(0);
    expect(bySelin.every((e) => e.actor_id === users.superAdmin.id)).toBe(true);
    expect(await entries('actor=selin%20nobody')).toEqual([]);
    // Targets by their present name, or a user's email.
    expect((await entries('target=prof.%20dr')).map((e) => e.action)).toEqual([
      'title.update',
      'title.create',
    ]);
    // The blogger's own sign-in names them as its target too.
    expect((await entries(`target=${users.blogger.email.toUpperCase()}`)).map((e) => e.action)).toEqual([
      'user.suspend',
      'auth.sign_in',
    ]);
    // A pattern character is text, not a wildcard.
    expect(await entries('target=%25')).toEqual([]);
  });

  it('refuses malformed filters with a 400', async () => {
    for (const query of [
      'from=2020-13-01',
      'actor_id=abc',
      'limit=1000',
      'page=0',
      `actor=${'x'.repeat(101)}`,
    ])
      expect((await get(query)).statusCode).toBe(400);
  });

  it('lists the action names for the filter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/actions',
      headers: bearer(users.admin.token),
    });
    expect(response.json<AuditActionsResponse>().actions).toEqual(
      expect.arrayContaining(['system.test', 'title.create', 'title.update']),
    );
  });

  it('exports the filtered log as formula-safe CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?target_type=title',
      headers: bearer(users.admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Actor ID,Actor,Actor email,Action,Target type,Target ID,Address,Request ID,Details',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',title.update,title,');
    expect(lines[2]).toContain(',title.create,title,');
    // The created name starts with "=": it is in the JSON cell, which itself starts with "{".
    expect(lines[2]).toContain('""name"":""=HYPERLINK(\\""x\\"")""');
  });
});
