import {
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  MODERATION_MESSAGES,
  VERIFICATION_MESSAGES,
  type CommentListResponse,
  type ErrorResponse,
  type ModerationComment,
  type ModerationListResponse,
  type OwnProfile,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTestUsers,
  type AdminCall,
  countAudit,
  countAuditBesidesDenials,
  failAuditInserts,
  type SignedInUser,
} from '../../test/admin-fixtures.js';
import { bearer, countTables, createOutbreakRow } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('comment moderation on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  let outbreakId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
    outbreakId = await createOutbreakRow(t.app.db, { reporter_id: users.otherReporter.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (method: AdminCall[0], url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A comment posted through the API, so it notifies the outbreak's reporter as a real one does. */
  async function comment(author: SignedInUser, content: string): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/outbreaks/${outbreakId}/comments`,
      headers: bearer(author.token),
      payload: { content },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }

  const publicComments = async (token?: string) =>
    (
      await request('GET', `/api/outbreaks/${outbreakId}/comments?limit=50`, token)
    ).json<CommentListResponse>().comments;
  const hide = (id: number, reason: string, token = users.admin.token) =>
    request('PUT', `/api/admin/comments/${id}/hide`, token, { reason });

  describe('who may use it', () => {
    it('answers 401 to visitors and 403 to bloggers and reporters on every endpoint, changing nothing', async () => {
      const id = await comment(users.blogger, 'Access check');
      const endpoints = [
        ['GET', '/api/admin/comments', undefined],
        ['PUT', `/api/admin/comments/${id}/hide`, { reason: 'Spam' }],
        ['PUT', `/api/admin/comments/${id}/unhide`, undefined],
        ['DELETE', `/api/admin/comments/${id}`, { reason: 'Spam' }],
      ] as const;
      const before = [await countTables(t.app.db, ['comments']), await countAuditBesidesDenials(t.app.db)];
      for (const [method, url, payload] of endpoints) {
        const visitor = await request(method, url, undefined, payload);
        expect(visitor.statusCode, `${method} ${url}`).toBe(401);
        expect(visitor.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.authenticationRequired);
        for (const user of [users.blogger, users.reporter]) {
          const refused = await request(method, url, user.token, payload);
          expect(refused.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect([await countTables(t.app.db, ['comments']), await countAuditBesidesDenials(t.app.db)]).toEqual(
        before,
      );
      expect((await publicComments()).map((c) => c.id)).toContain(id);
    });
  });

  describe('hiding', () => {
    let hiddenId: number;
    let visibleId: number;

    beforeAll(async () => {
      visibleId = await comment(users.blogger, 'Helpful field note');
      hiddenId = await comment(users.reporter, 'Buy cheap pills at example.test');
    });

    it('hides a comment with a reason, in one audit entry, and withdraws its notifications', async () => {
      const notifications = () =>
        t.app.db.selectFrom('notifications').select('id').where('comment_id', '=', hiddenId).execute();
      expect(await notifications()).toHaveLength(1);
      const audits = await countAudit(t.app.db);
      const response = await hide(hiddenId, '  Advertising  ');
      expect(response.statusCode).toBe(200);
      expect(response.json<ModerationComment>()).toMatchObject({
        id: hiddenId,
        is_hidden: true,
        hidden_reason: 'Advertising',
        hidden_by_name: 'Amadou Diallo',
        author_email: users.reporter.email,
      });
      expect(await countAudit(t.app.db)).toBe(audits + 1);
      const entry = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        action: AUDIT_ACTIONS.commentHide,
        actor_id: users.admin.id,
        target_type: 'comment',
        target_id: hiddenId,
      });
      expect(JSON.parse(entry.details!)).toMatchObject({ reason: 'Advertising' });
      expect(await notifications()).toHaveLength(0);
    });

    it('serves a hidden comment to nobody but admins and its author', async () => {
      for (const token of [undefined, users.blogger.token, users.otherReporter.token]) {
        const comments = await publicComments(token);
        expect(comments.map((c) => c.id)).toContain(visibleId);
        expect(comments.map((c) => c.id)).not.toContain(hiddenId);
        expect(JSON.stringify(comments)).not.toContain('cheap pills');
      }
      const own = (await publicComments(users.reporter.token)).find((c) => c.id === hiddenId);
      expect(own).toMatchObject({ is_hidden: true, hidden_reason: 'Advertising' });
      for (const admin of [users.admin, users.superAdmin]) {
        const seen = (await publicComments(admin.token)).find((c) => c.id === hiddenId);
        expect(seen).toMatchObject({ is_hidden: true, hidden_reason: 'Advertising' });
      }
      const visible = (await publicComments()).find((c) => c.id === visibleId);
      expect(visible).toMatchObject({ is_hidden: false, hidden_reason: null });
    });

    it('leaves hidden comments out of the author’s public count', async () => {
      const profile = (await request('GET', '/api/profile/me', users.reporter.token)).json<OwnProfile>();
      expect(profile.stats.comments).toBe(0);
    });

    it('lists comments for the moderators, newest first, by visibility and words', async () => {
      const list = async (query: string) =>
        (
          await request('GET', `/api/admin/comments?${query}`, users.superAdmin.token)
        ).json<ModerationListResponse>().comments;
      const all = await list('limit=100');
      expect(all.findIndex((c) => c.id === hiddenId)).toBeLessThan(all.findIndex((c) => c.id === visibleId));
      expect(all.every((c, i) => i === 0 || c.created_at <= all[i - 1].created_at)).toBe(true);
      expect((await list('visibility=hidden')).map((c) => c.id)).toEqual([hiddenId]);
      expect((await list('visibility=visible')).map((c) => c.id)).not.toContain(hiddenId);
      expect((await list('q=FIELD+note')).map((c) => c.id)).toEqual([visibleId]);
      expect((await list(`q=${encodeURIComponent(users.reporter.email)}`)).map((c) => c.id)).toEqual([
        hiddenId,
      ]);
      expect((await list('q=100%25')).length).toBe(0);
      const [first] = await list('visibility=hidden');
      expect(first.outbreak_label).toMatch(/ in /);
      expect(
        (await request('GET', '/api/admin/comments?visibility=secret', users.admin.token)).statusCode,
      ).toBe(400);
    });

    it('refuses to hide twice, without a reason, or an unknown comment, changing nothing', async () => {
      const before = await countTables(t.app.db, ['audit_log']);
      const twice = await hide(hiddenId, 'Again');
      expect(twice.statusCode).toBe(409);
      expect(twice.json<ErrorResponse>().message).toBe(MODERATION_MESSAGES.alreadyHidden);
      const blank = await hide(visibleId, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ErrorResponse>().message).toBe(VERIFICATION_MESSAGES.reasonRequired);
      expect(
        (await request('PUT', `/api/admin/comments/${visibleId}/hide`, users.admin.token, {})).statusCode,
      ).toBe(400);
      expect((await hide(999_999, 'Spam')).statusCode).toBe(404);
      const notHidden = await request('PUT', `/api/admin/comments/${visibleId}/unhide`, users.admin.token);
      expect(notHidden.statusCode).toBe(409);
      expect(notHidden.json<ErrorResponse>().message).toBe(MODERATION_MESSAGES.notHidden);
      expect(await countTables(t.app.db, ['audit_log'])).toEqual(before);
      expect((await publicComments()).map((c) => c.id)).toContain(visibleId);
    });

    it('unhides a comment in one audit entry', async () => {
      const audits = await countAudit(t.app.db);
      const response = await request('PUT', `/api/admin/comments/${hiddenId}/unhide`, users.admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json<ModerationComment>()).toMatchObject({ is_hidden: false, hidden_reason: null });
      expect(await countAudit(t.app.db)).toBe(audits + 1);
      expect(await countAudit(t.app.db, AUDIT_ACTIONS.commentUnhide)).toBe(1);
      expect((await publicComments()).map((c) => c.id)).toContain(hiddenId);
    });
  });

  describe('deleting', () => {
    it('needs a reason', async () => {
      const id = await comment(users.blogger, 'Keep me');
      const response = await request('DELETE', `/api/admin/comments/${id}`, users.admin.token, {
        reason: '',
      });
      expect(response.statusCode).toBe(400);
      expect((await publicComments()).map((c) => c.id)).toContain(id);
    });

    it('deletes a comment; the one audit entry keeps its text and the reason', async () => {
      const id = await comment(users.blogger, 'Abusive words');
      const audits = await countAudit(t.app.db);
      const response = await request('DELETE', `/api/admin/comments/${id}`, users.admin.token, {
        reason: 'Abuse',
      });
      expect(response.statusCode).toBe(204);
      expect((await publicComments(users.admin.token)).map((c) => c.id)).not.toContain(id);
      expect(await countAudit(t.app.db)).toBe(audits + 1);
      const entry = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.action).toBe(AUDIT_ACTIONS.commentDelete);
      expect(JSON.parse(entry.details!)).toMatchObject({
        reason: 'Abuse',
        before: { content: 'Abusive words', author_id: users.blogger.id },
      });
      expect(
        (await request('DELETE', `/api/admin/comments/${id}`, users.admin.token, { reason: 'x' })).statusCode,
      ).toBe(404);
    });
  });

  describe('when the transaction fails at its last write', () => {
    it.each([
      [
        AUDIT_ACTIONS.commentHide,
        (id: number): AdminCall => ['PUT', `/api/admin/comments/${id}/hide`, { reason: 'x' }],
      ],
      [
        AUDIT_ACTIONS.commentDelete,
        (id: number): AdminCall => ['DELETE', `/api/admin/comments/${id}`, { reason: 'x' }],
      ],
    ] as const)('%s leaves no trace', async (action, call) => {
      const id = await comment(users.blogger, `Failure check ${action}`);
      const tables = ['comments', 'audit_log', 'notifications'] as const;
      const before = await countTables(t.app.db, tables);
      const restore = await failAuditInserts(t.app.db, kind, action);
      try {
        const [method, url, payload] = call(id);
        expect((await request(method, url, users.admin.token, payload)).statusCode).toBe(500);
      } finally {
        await restore();
      }
      expect(await countTables(t.app.db, tables)).toEqual(before);
      expect((await publicComments()).find((c) => c.id === id)).toMatchObject({ is_hidden: false });
    });
  });
});
