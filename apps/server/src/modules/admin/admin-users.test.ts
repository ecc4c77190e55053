import {
  ADMIN_USER_MESSAGES,
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  ROLE,
  type AdminUser,
  type AdminUsersResponse,
  type CommentListResponse,
  type ErrorResponse,
  type Outbreak,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, countAudit, failAuditInserts, signedInUser } from '../../test/admin-fixtures.js';
import {
  bearer,
  countTables,
  createOutbreakRow,
  createUser,
  DEFAULT_PASSWORD,
  signIn,
} from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('user administration on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const list = async (query: string, token = users.admin.token) =>
    (await request('GET', `/api/admin/users?${query}`, token)).json<AdminUsersResponse>();

  describe('the list', () => {
    beforeAll(async () => {
      await createUser(t.app.db, {
        first_name: 'Zainab',
        last_name: 'Okafor',
        email: 'zainab.okafor@lab.example',
      });
      await createUser(t.app.db, { first_name: 'Anika', last_name: 'Berg', is_verified: false });
      await createUser(t.app.db, { first_name: 'Bram', last_name: 'Visser', is_suspended: true });
    });

    it('searches email and full name case-insensitively, and counts every match', async () => {
      const byName = await list('q=ZAINAB%20okafor');
      expect(byName.users.map((u) => u.email)).toEqual(['zainab.okafor@lab.example']);
      expect(byName.total).toBe(1);
      expect((await list('q=LAB.EXAMPLE')).users).toHaveLength(1);
      const none = await list('q=%25');
      expect(none.users).toEqual([]);
      expect(none.total).toBe(0);
    });

    it('filters by status', async () => {
      expect((await list('status=unverified')).users.every((u) => !u.is_verified)).toBe(true);
      expect((await list('status=unverified')).users.map((u) => u.first_name)).toContain('Anika');
      expect((await list('status=suspended')).users.map((u) => u.first_name)).toEqual(['Bram']);
      expect((await list('status=verified')).users.every((u) => u.is_verified)).toBe(true);
    });

    it('sorts by the chosen column and pages by ten by default', async () => {
      for (let i = 0; i < 8; i += 1) await createUser(t.app.db);
      const first = await list('');
      expect(first.limit).toBe(10);
      expect(first.users).toHaveLength(10);
      expect(first.total).toBeGreaterThan(10);
      const created = first.users.map((u) => u.created_at);
      expect([...created].sort().reverse()).toEqual(created);
      const second = await list('page=2');
      expect(second.users.map((u) => u.id)).not.toContain(first.users[0].id);
      const byEmail = (await list('sort=email&order=asc&limit=100')).users.map((u) => u.email);
      expect(byEmail).toEqual([...byEmail].sort());
      expect(
        (await request('GET', '/api/admin/users?sort=password_hash', users.admin.token)).statusCode,
      ).toBe(400);
      expect((await request('GET', '/api/admin/users?_t=123', users.admin.token)).statusCode).toBe(200);
    });

    it('never shows a password hash', async () => {
      const body = (await request('GET', '/api/admin/users?limit=100', users.admin.token)).body;
      expect(body).not.toContain('password');
      expect(body).not.toContain('$argon2');
    });
  });

  describe('actions', () => {
    it('verifies, suspends and unsuspends, one audit entry each', async () => {
      const target = await createUser(t.app.db, { is_verified: false });
      const verified = await request('PUT', `/api/admin/users/${target.id}/verify`, users.admin.token);
      expect(verified.json<AdminUser>()).toMatchObject({ id: target.id, is_verified: true });
      const again = await request('PUT', `/api/admin/users/${target.id}/verify`, users.admin.token);
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorResponse>().message).toBe(ADMIN_USER_MESSAGES.alreadyVerified);
      expect(
        (await request('PUT', `/api/admin/users/${target.id}/suspend`, users.admin.token)).json<AdminUser>()
          .is_suspended,
      ).toBe(true);
      expect(
        (await request('PUT', `/api/admin/users/${target.id}/unsuspend`, users.admin.token)).json<AdminUser>()
          .is_suspended,
      ).toBe(false);
      for (const action of [
        AUDIT_ACTIONS.userVerify,
        AUDIT_ACTIONS.userSuspend,
        AUDIT_ACTIONS.userUnsuspend,
      ]) {
        const rows = await t.app.db
          .selectFrom('audit_log')
          .selectAll()
          .where('action', '=', action)
          .where('target_id', '=', target.id)
          .execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ actor_id: users.admin.id, target_type: 'user' });
      }
    });

    it('refuses a suspended user at sign-in, at refresh and with a token they still hold', async () => {
      const target = await createUser(t.app.db);
      const session = await signIn(t.app, target);
      expect((await request('GET', '/api/profile/me', session.access_token)).statusCode).toBe(200);
      await request('PUT', `/api/admin/users/${target.id}/suspend`, users.admin.token);
      expect((await request('GET', '/api/profile/me', session.access_token)).statusCode).toBe(403);
      const login = await request('POST', '/api/login', undefined, {
        email: target.email,
        password: DEFAULT_PASSWORD,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.accountSuspended);
      const refresh = await request('POST', '/api/refresh_token', undefined, {
        refresh_token: session.refresh_token,
      });
      expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
      // Unsuspended, they sign in again; the old refresh token stays revoked.
      await request('PUT', `/api/admin/users/${target.id}/unsuspend`, users.admin.token);
      expect((await signIn(t.app, target)).user.id).toBe(target.id);
      expect(
        (await request('POST', '/api/refresh_token', undefined, { refresh_token: session.refresh_token }))
          .statusCode,
      ).toBeGreaterThanOrEqual(400);
    });

    it('lets nobody act on themself, and only a super admin act on an admin', async () => {
      const before = await countTables(t.app.db, ['audit_log']);
      for (const action of ['verify', 'suspend', 'unsuspend'] as const) {
        const self = await request('PUT', `/api/admin/users/${users.admin.id}/${action}`, users.admin.token);
        expect(self.statusCode).toBe(403);
        expect(self.json<ErrorResponse>().message).toBe(ADMIN_USER_MESSAGES.self(action));
      }
      expect(
        (await request('DELETE', `/api/admin/users/${users.superAdmin.id}`, users.superAdmin.token))
          .statusCode,
      ).toBe(403);
      const otherAdmin = await createUser(t.app.db, { role_id: ROLE.ADMIN });
      const byAdmin = await request('PUT', `/api/admin/users/${otherAdmin.id}/suspend`, users.admin.token);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json<ErrorResponse>().message).toBe(ADMIN_USER_MESSAGES.superAdminOnly);
      expect(
        (await request('DELETE', `/api/admin/users/${users.superAdmin.id}`, users.admin.token)).statusCode,
      ).toBe(403);
      expect(await countTables(t.app.db, ['audit_log'])).toEqual(before);
      const bySuper = await request(
        'PUT',
        `/api/admin/users/${otherAdmin.id}/suspend`,
        users.superAdmin.token,
      );
      expect(bySuper.statusCode).toBe(200);
    });

    it('lets only a super admin make a user an admin or take it back', async () => {
      const target = await signedInUser(t, { role_id: ROLE.REPORTER, user_type: 'reporter' });
      const byAdmin = await request('PUT', `/api/admin/users/${target.id}/role`, users.admin.token, {
        role_id: ROLE.ADMIN,
      });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json<ErrorResponse>().message).toBe(ADMIN_USER_MESSAGES.roleSuperAdminOnly);
      expect(
        (
          await request('PUT', `/api/admin/users/${target.id}/role`, users.superAdmin.token, {
            role_id: ROLE.SUPER_ADMIN,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await request('PUT', `/api/admin/users/${users.superAdmin.id}/role`, users.superAdmin.token, {
            role_id: ROLE.BLOGGER,
          })
        ).statusCode,
      ).toBe(403);
      const promoted = await request('PUT', `/api/admin/users/${target.id}/role`, users.superAdmin.token, {
        role_id: ROLE.ADMIN,
      });
      expect(promoted.json<AdminUser>().role_id).toBe(ROLE.ADMIN);
      // A role change ends the user's sessions: the new admin signs in again, to an admin's shorter session.
      expect((await request('GET', '/api/admin/users', target.token)).statusCode).toBe(401);
      const asAdmin = await signIn(t.app, { email: target.email, password: DEFAULT_PASSWORD });
      expect((await request('GET', '/api/admin/users', asAdmin.access_token)).statusCode).toBe(200);
      const demoted = await request('PUT', `/api/admin/users/${target.id}/role`, users.superAdmin.token, {
        role_id: ROLE.BLOGGER,
      });
      expect(demoted.json<AdminUser>()).toMatchObject({ role_id: ROLE.BLOGGER, user_type: 'regular' });
      expect((await request('GET', '/api/admin/users', asAdmin.access_token)).statusCode).toBe(401);
      const asBlogger = await signIn(t.app, { email: target.email, password: DEFAULT_PASSWORD });
      expect((await request('GET', '/api/admin/users', asBlogger.access_token)).statusCode).toBe(403);
      expect(await countAudit(t.app.db, AUDIT_ACTIONS.userRole)).toBe(2);
    });

    it('deletes a user but keeps their reports and comments, by "Deleted user"', async () => {
      const author = await signedInUser(t, {
        role_id: ROLE.REPORTER,
        user_type: 'reporter',
        first_name: 'Maren',
        last_name: 'Holt',
      });
      const outbreakId = await createOutbreakRow(t.app.db, { reporter_id: author.id });
      const posted = await request('POST', `/api/outbreaks/${outbreakId}/comments`, author.token, {
        content: 'Cluster near the river.',
      });
      expect(posted.statusCode).toBe(201);

      expect((await request('DELETE', `/api/admin/users/${author.id}`, users.admin.token)).statusCode).toBe(
        204,
      );
      const comments = (
        await request('GET', `/api/outbreaks/${outbreakId}/comments`)
      ).json<CommentListResponse>().comments;
      expect(comments[0]).toMatchObject({
        content: 'Cluster near the river.',
        first_name: 'Deleted',
        last_name: 'user',
      });
      const outbreak = (
        await request('GET', `/api/outbreaks/${outbreakId}`, users.admin.token)
      ).json<Outbreak>();
      expect(outbreak).toMatchObject({ first_name: 'Deleted', last_name: 'user' });
      expect(JSON.stringify(outbreak)).not.toContain(author.email);

      expect((await request('GET', '/api/profile/me', author.token)).statusCode).toBe(401);
      expect(
        (await request('POST', '/api/login', undefined, { email: author.email, password: DEFAULT_PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect((await request('GET', `/api/admin/users/${author.id}`, users.admin.token)).statusCode).toBe(404);
      expect((await list('q=Maren')).total).toBe(0);
      expect((await request('GET', `/api/profile/${author.id}`, users.admin.token)).statusCode).toBe(404);
      expect((await request('DELETE', `/api/admin/users/${author.id}`, users.admin.token)).statusCode).toBe(
        404,
      );
      // The address is free again.
      const again = await request('POST', '/api/register', undefined, {
        email: author.email,
        password: DEFAULT_PASSWORD,
        type: 'regular',
        first_name: 'Maren',
        last_name: 'Holt',
      });
      expect(again.statusCode).toBe(201);
      const [entry] = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', AUDIT_ACTIONS.userDelete)
        .where('target_id', '=', author.id)
        .execute();
      expect((JSON.parse(entry.details!) as { before: unknown }).before).toMatchObject({
        email: author.email,
        first_name: 'Maren',
      });
    });

    it('leaves no trace when the audit entry cannot be written', async () => {
      const target = await createUser(t.app.db, { is_verified: false });
      const restore = await failAuditInserts(t.app.db, kind, AUDIT_ACTIONS.userDelete);
      try {
        expect((await request('DELETE', `/api/admin/users/${target.id}`, users.admin.token)).statusCode).toBe(
          500,
        );
      } finally {
        await restore();
      }
      expect(
        (await request('GET', `/api/admin/users/${target.id}`, users.admin.token)).json<AdminUser>(),
      ).toMatchObject({ email: target.email, is_suspended: false });
    });

    it('answers 404 for a user that does not exist and 400 for a malformed id', async () => {
      expect((await request('PUT', '/api/admin/users/2147483647/verify', users.admin.token)).statusCode).toBe(
        404,
      );
      expect((await request('PUT', '/api/admin/users/abc/verify', users.admin.token)).statusCode).toBe(400);
      expect(
        (
          await request('PUT', `/api/admin/users/${users.blogger.id}/role`, users.superAdmin.token, {
            role_id: 'admin',
          })
        ).statusCode,
      ).toBe(400);
    });
  });
});
