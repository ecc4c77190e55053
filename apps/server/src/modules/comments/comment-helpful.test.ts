import {
  MODERATION_MESSAGES,
  OUTBREAK_MESSAGES,
  type CommentHelpfulState,
  type CommentListResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { describe, expect, it } from 'vitest';
import { apiCall, signedInUser, useAppWithOutbreak } from '../../test/api-call.js';
import { DATABASE_KINDS } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('Helpful marks on %s', (kind) => {
  const t = useAppWithOutbreak(kind);

  const mark = (token: string, id: number, method: 'PUT' | 'DELETE' = 'PUT') =>
    apiCall<CommentHelpfulState>(t.app, method, `/api/comments/${id}/helpful`, { token });

  async function newComment() {
    const author = await signedInUser(t.app);
    const row = await t.app.db
      .insertInto('comments')
      .values({ outbreak_id: t.outbreakId, author_id: author.id, content: 'Ward counts doubled this week.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { author, id: row.id };
  }

  const marksOn = (id: number) =>
    t.app.db.selectFrom('comment_helpful').selectAll().where('comment_id', '=', id).execute();

  async function listed(id: number, token?: string) {
    const { body } = await apiCall<CommentListResponse>(
      t.app,
      'GET',
      `/api/outbreaks/${t.outbreakId}/comments`,
      {
        token,
      },
    );
    return body.comments.find((c) => c.id === id);
  }

  it('counts one mark per member: two members make 2, the same one twice still 1, undo brings 0', async () => {
    const { id } = await newComment();
    const [first, second] = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);

    expect(await mark(first.token, id)).toEqual({
      status: 200,
      body: { helpful_count: 1, helped_by_me: true },
    });
    expect((await mark(second.token, id)).body).toEqual({ helpful_count: 2, helped_by_me: true });
    expect(await listed(id, first.token)).toMatchObject({ helpful_count: 2, helped_by_me: true });
    expect(await listed(id)).toMatchObject({ helpful_count: 2, helped_by_me: false });

    await mark(second.token, id, 'DELETE');
    expect((await mark(first.token, id)).body).toEqual({ helpful_count: 1, helped_by_me: true });
    expect((await mark(first.token, id, 'DELETE')).body).toEqual({ helpful_count: 0, helped_by_me: false });
    expect((await mark(first.token, id, 'DELETE')).body.helpful_count).toBe(0);
    expect(await listed(id, second.token)).toMatchObject({ helpful_count: 0, helped_by_me: false });
  });

  it('refuses your own comment (400), missing and hidden comments (404) and visitors (401)', async () => {
    const { author, id } = await newComment();
    const own = await mark(author.token, id);
    expect(own.status).toBe(400);
    expect((own.body as unknown as ErrorResponse).message).toBe(OUTBREAK_MESSAGES.helpfulOwnComment);

    const reader = await signedInUser(t.app);
    await t.app.db
      .updateTable('comments')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    for (const target of [id, 999_999]) {
      const refused = await mark(reader.token, target);
      expect(refused.status).toBe(404);
      expect((refused.body as unknown as ErrorResponse).message).toBe(MODERATION_MESSAGES.commentNotFound);
    }
    expect((await apiCall(t.app, 'PUT', `/api/comments/${id}/helpful`)).status).toBe(401);
    expect(await marksOn(id)).toEqual([]);
  });

  it('forgets the marks when the comment is deleted', async () => {
    const { id } = await newComment();
    const reader = await signedInUser(t.app);
    await mark(reader.token, id);
    await t.app.db.deleteFrom('comments').where('id', '=', id).execute();
    expect(await marksOn(id)).toEqual([]);
  });
});
