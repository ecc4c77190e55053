import {
  AUTH_MESSAGES,
  OUTBREAK_MESSAGES,
  ROLE,
  type Comment,
  type CommentListResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createOutbreakRow,
  createUser,
  signIn,
  type CreateUserOptions,
} from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('comments on %s', (kind) => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof signedInUser>>;
  let outbreakId: number;

  async function signedInUser(overrides: CreateUserOptions = {}) {
    const user = await createUser(t.app.db, overrides);
    return { ...user, token: (await signIn(t.app, user)).access_token };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    author = await signedInUser({ first_name: 'Amara', last_name: 'Nwosu' });
    outbreakId = await createOutbreakRow(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function listComments(id: number | string, query = '', token?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/outbreaks/${id}/comments${query}`,
      headers: token ? bearer(token) : {},
    });
    return {
      status: response.statusCode,
      body: response.json<CommentListResponse & ErrorResponse>(),
      text: response.body,
    };
  }

  const postComment = (id: number | string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/outbreaks/${id}/comments`,
      payload,
      headers: token ? bearer(token) : {},
    });

  async function countComments() {
    const row = await t.app.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Comments straight in the database, oldest first: "Comment 1" … "Comment n". */
  async function addComments(outbreak: number, count: number) {
    for (let i = 1; i <= count; i += 1) {
      await t.app.db
        .insertInto('comments')
        .values({ outbreak_id: outbreak, author_id: author.id, content: `Comment ${i}` })
        .execute();
    }
  }

  describe('list', () => {
    it('is empty for an outbreak without comments', async () => {
      const response = await listComments(outbreakId);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ comments: [], has_more: false });
    });

    it.each([
      [10, false],
      [11, true],
    ])('pages %i comments newest first, ten at a time', async (count, hasMore) => {
      const outbreak = await createOutbreakRow(t.app.db);
      await addComments(outbreak, count);
      const page1 = await listComments(outbreak);
      expect(page1.status).toBe(200);
      expect(page1.body.has_more).toBe(hasMore);
      expect(page1.body.comments.map((c) => c.content)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Comment ${count - i}`),
      );
      const page2 = await listComments(outbreak, '?page=2');
      expect(page2.body).toEqual({
        comments: count > 10 ? [expect.objectContaining({ content: 'Comment 1' })] : [],
        has_more: false,
      });
    });

    it('takes a limit up to 50', async () => {
      const outbreak = await createOutbreakRow(t.app.db);
      await addComments(outbreak, 4);
      const response = await listComments(outbreak, '?limit=3&page=2');
      expect(response.body.comments.map((c) => c.content)).toEqual(['Comment 1']);
      for (const query of ['?limit=51', '?limit=0', '?page=0']) {
        expect((await listComments(outbreak, query)).status).toBe(400);
      }
    });

    it('keeps comments of other outbreaks apart', async () => {
      const outbreak = await createOutbreakRow(t.app.db);
      await addComments(outbreak, 2);
      const other = await createOutbreakRow(t.app.db);
      expect((await listComments(other)).body.comments).toEqual([]);
    });

    it('answers an unknown outbreak with 404 and a malformed id with 400', async () => {
      const missing = await listComments(987_654);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(OUTBREAK_MESSAGES.notFound);
      expect((await listComments('abc')).status).toBe(400);
    });
  });

  describe('posting', () => {
    it.each([
      ['a visitor', undefined, 401, AUTH_MESSAGES.authenticationRequired],
      ['an invalid token', 'not-a-token', 401, AUTH_MESSAGES.sessionExpired],
    ])('refuses %s with %i', async (_name, token, status, message) => {
      const before = await countComments();
      const response = await postComment(outbreakId, { content: 'Hello' }, token);
      expect(response.statusCode).toBe(status);
      expect(response.json<ErrorResponse>().message).toBe(message);
      expect(await countComments()).toBe(before);
    });

    it('refuses an unverified user with 403', async () => {
      const user = await signedInUser({ is_verified: false });
      const before = await countComments();
      const response = await postComment(outbreakId, { content: 'Hello' }, user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.verificationRequired);
      expect(await countComments()).toBe(before);
    });

    it('refuses a suspended user whose token is still valid with 403', async () => {
      const user = await signedInUser();
      await t.app.db.updateTable('users').set({ is_suspended: true }).where('id', '=', user.id).execute();
      const before = await countComments();
      const response = await postComment(outbreakId, { content: 'Hello' }, user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.accountSuspended);
      expect(await countComments()).toBe(before);
    });

    it('lets a verified blogger comment and returns the comment with its author', async () => {
      const db = t.app.db;
      const [title, qualification, affiliation] = await Promise.all(
        (['titles', 'qualifications', 'affiliations'] as const).map((table) =>
          db.selectFrom(table).select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow(),
        ),
      );
      const expert = await signedInUser({
        role_id: ROLE.BLOGGER,
        first_name: 'Kofi',
        last_name: 'Mensah',
        title_id: title.id,
        qualification_id: qualification.id,
        affiliation_id: affiliation.id,
      });
      const response = await postComment(
        outbreakId,
        { content: '  Seen similar cases in Accra.  \n' },
        expert.token,
      );
      expect(response.statusCode).toBe(201);
      const comment = response.json<Comment>();
      expect(comment).toEqual({
        id: expect.any(Number),
        outbreak_id: outbreakId,
        author_id: expert.id,
        content: 'Seen similar cases in Accra.',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        first_name: 'Kofi',
        last_name: 'Mensah',
        title: title.name,
        affiliation: affiliation.name,
        qualification: qualification.name,
        avatar_url: null,
        reporter_email: expert.email,
        is_hidden: false,
        hidden_reason: null,
        helpful_count: 0,
        helped_by_me: false,
      });
      expect(response.body).not.toContain('password_hash');
      const stored = await db
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', comment.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        content: 'Seen similar cases in Accra.',
        author_id: expert.id,
        outbreak_id: outbreakId,
      });
      expect((await listComments(outbreakId, '', expert.token)).body.comments[0]).toEqual(comment);
    });

    it('gives null title, affiliation and qualification to an author without them', async () => {
      const response = await postComment(outbreakId, { content: 'Noted.' }, author.token);
      expect(response.statusCode).toBe(201);
      expect(response.json<Comment>()).toMatchObject({
        title: null,
        affiliation: null,
        qualification: null,
        first_name: 'Amara',
      });
    });

    it.each([
      ['a reporter', ROLE.REPORTER],
      ['an admin', ROLE.ADMIN],
      ['a super admin', ROLE.SUPER_ADMIN],
    ])('lets %s comment', async (_name, role_id) => {
      const user = await signedInUser({ role_id });
      expect((await postComment(outbreakId, { content: 'Following this.' }, user.token)).statusCode).toBe(
        201,
      );
    });

    it.each([
      ['an empty comment', { content: '' }, OUTBREAK_MESSAGES.commentEmpty],
      ['a whitespace-only comment', { content: ' \n\t  \r\n ' }, OUTBREAK_MESSAGES.commentEmpty],
      ['a missing content', {}, OUTBREAK_MESSAGES.commentEmpty],
      ['a null content', { content: null }, OUTBREAK_MESSAGES.commentEmpty],
      ['a 5,001-character comment', { content: 'x'.repeat(5001) }, OUTBREAK_MESSAGES.commentTooLong],
    ])('refuses %s with 400', async (_name, payload, message) => {
      const before = await countComments();
      const response = await postComment(outbreakId, payload, author.token);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message).toBe(message);
      expect(await countComments()).toBe(before);
    });

    it('refuses an unknown field with 400', async () => {
      const response = await postComment(outbreakId, { content: 'Hi', author_id: 1 }, author.token);
      expect(response.statusCode).toBe(400);
    });

    it('accepts 5,000 characters, counted after trimming', async () => {
      const content = 'y'.repeat(5000);
      const response = await postComment(outbreakId, { content: `   ${content}   ` }, author.token);
      expect(response.statusCode).toBe(201);
      expect(response.json<Comment>().content).toBe(content);
    });

    it('answers an unknown outbreak with 404 and stores nothing', async () => {
      const before = await countComments();
      const response = await postComment(987_654, { content: 'Hello' }, author.token);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().message).toBe(OUTBREAK_MESSAGES.notFound);
      expect(await countComments()).toBe(before);
    });

    it('answers text PostgreSQL cannot store (a NUL character) with a 400, never a 500', async () => {
      const before = await countComments();
      const response = await postComment(outbreakId, { content: 'before\u0000after' }, author.token);
      // SQLite stores the character; PostgreSQL refuses it and the request is answered as bad input.
      expect([201, 400]).toContain(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json<ErrorResponse>().message).toMatch(/cannot be stored/);
        expect(await countComments()).toBe(before);
      }
    });

    it('stores and returns HTML exactly as typed, as JSON text', async () => {
      const content = '<script>alert(1)</script><b>x</b> & "quotes" \'single\'';
      const response = await postComment(outbreakId, { content }, author.token);
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<Comment>().content).toBe(content);
      const listed = await t.app.inject({ method: 'GET', url: `/api/outbreaks/${outbreakId}/comments` });
      expect(listed.headers['content-type']).toMatch(/^application\/json/);
      expect(listed.json<CommentListResponse>().comments[0].content).toBe(content);
      const stored = await t.app.db
        .selectFrom('comments')
        .select('content')
        .where('id', '=', response.json<Comment>().id)
        .executeTakeFirstOrThrow();
      expect(stored.content).toBe(content);
    });

    it("shows the author's email only to the author and admins", async () => {
      const outbreak = await createOutbreakRow(t.app.db);
      const response = await postComment(outbreak, { content: 'Mine.' }, author.token);
      expect(response.statusCode).toBe(201);
      const other = await signedInUser();
      const admin = await signedInUser({ role_id: ROLE.ADMIN });
      const seen = async (token?: string) => {
        const { body, text } = await listComments(outbreak, '', token);
        expect(text).not.toContain('password_hash');
        return { email: body.comments[0].reporter_email, text };
      };
      const visitor = await seen();
      expect(visitor.email).toBeNull();
      expect(visitor.text).not.toContain(author.email);
      const otherUser = await seen(other.token);
      expect(otherUser.email).toBeNull();
      expect(otherUser.text).not.toContain(author.email);
      expect((await seen(author.token)).email).toBe(author.email);
      expect((await seen(admin.token)).email).toBe(author.email);
    });
  });
});
