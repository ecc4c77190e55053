import {
  AUTH_MESSAGES,
  MEMBER_FOLLOW_MESSAGES,
  ROLE,
  type ErrorResponse,
  type MemberFollowState,
  type NotificationListResponse,
  type OwnProfile,
  type PublicProfileResponse,
} from '@outbreak-watch/domain';
import { describe, expect, it } from 'vitest';
import { apiCall, signedInUser, useAppWithOutbreak } from '../../test/api-call.js';
import type { TestUser } from '../../test/factories.js';
import { DATABASE_KINDS } from '../../test/test-app.js';
import { followersOfMember } from './followers-of-member.js';

type Member = TestUser & { token: string };

describe.each(DATABASE_KINDS)('following members on %s', (kind) => {
  const t = useAppWithOutbreak(kind);

  const call = <T>(...args: Parameters<typeof apiCall>) => apiCall<T>(...args);
  const follow = (viewer: Member, id: number) =>
    call<MemberFollowState>(t.app, 'PUT', `/api/users/${id}/follow`, { token: viewer.token });
  const unfollow = (viewer: Member, id: number) =>
    call<MemberFollowState>(t.app, 'DELETE', `/api/users/${id}/follow`, { token: viewer.token });
  const comment = (author: Member, content = 'Samples confirmed at the district laboratory.') =>
    call(t.app, 'POST', `/api/outbreaks/${t.outbreakId}/comments`, {
      token: author.token,
      payload: { content },
    });

  /** A member with a visible comment: their profile is public. */
  async function publicMember(overrides: Parameters<typeof signedInUser>[1] = {}): Promise<Member> {
    const member = await signedInUser(t.app, overrides);
    expect((await comment(member)).status).toBe(201);
    return member;
  }

  it('follows and unfollows, once per pair, and the profiles show it after a reload', async () => {
    const [author, reader, other] = await Promise.all([
      publicMember(),
      signedInUser(t.app),
      signedInUser(t.app),
    ]);

    const first = await follow(reader, author.id);
    expect(first).toEqual({
      status: 200,
      body: { followed_by_me: true, counts: { followers: 1, following: 0 } },
    });
    expect((await follow(reader, author.id)).body.counts.followers).toBe(1);
    expect((await follow(other, author.id)).body.counts.followers).toBe(2);

    const seen = await call<PublicProfileResponse>(t.app, 'GET', `/api/profile/${author.id}`, {
      token: reader.token,
    });
    expect(seen.body.user).toMatchObject({
      followed_by_me: true,
      follow_counts: { followers: 2, following: 0 },
    });
    const own = await call<OwnProfile>(t.app, 'GET', '/api/profile/me', { token: reader.token });
    expect(own.body.follow_counts).toEqual({ followers: 0, following: 1 });
    expect(own.body.member_follows.following.map((m) => m.id)).toEqual([author.id]);

    const undone = await unfollow(reader, author.id);
    expect(undone.body).toEqual({ followed_by_me: false, counts: { followers: 1, following: 0 } });
    expect((await unfollow(reader, author.id)).body.counts.followers).toBe(1);
  });

  it('lists followers and followed with only names, title, qualification and affiliation', async () => {
    const [author, fan] = await Promise.all([
      publicMember({ first_name: 'Ama', last_name: 'Owusu' }),
      signedInUser(t.app, { first_name: 'Kofi', last_name: 'Mensah' }),
    ]);
    await follow(fan, author.id);
    const own = await call<OwnProfile>(t.app, 'GET', '/api/profile/me', { token: author.token });
    expect(own.body.member_follows).toEqual({
      following: [],
      followers: [
        {
          id: fan.id,
          title: null,
          first_name: 'Kofi',
          last_name: 'Mensah',
          qualification: null,
          affiliation: null,
        },
      ],
    });
    expect(JSON.stringify(own.body.member_follows)).not.toContain(fan.email);
  });

  it('refuses yourself (400), unknown, suspended and not public members (404), visitors and the unverified', async () => {
    const viewer = await signedInUser(t.app);
    const silent = await signedInUser(t.app);
    const suspended = await publicMember();
    await t.app.db.updateTable('users').set({ is_suspended: true }).where('id', '=', suspended.id).execute();

    const self = await follow(viewer, viewer.id);
    expect(self.status).toBe(400);
    expect((self.body as unknown as ErrorResponse).message).toBe(MEMBER_FOLLOW_MESSAGES.selfFollow);
    for (const id of [999_999, silent.id, suspended.id]) {
      const refused = await follow(viewer, id);
      expect(refused.status).toBe(404);
      expect((refused.body as unknown as ErrorResponse).message).toBe(AUTH_MESSAGES.userNotFound);
    }
    const author = await publicMember();
    expect((await call(t.app, 'PUT', `/api/users/${author.id}/follow`)).status).toBe(401);
    const unverified = await signedInUser(t.app, { is_verified: false });
    expect((await follow(unverified, author.id)).status).toBe(403);
    const rows = await t.app.db
      .selectFrom('member_follows')
      .selectAll()
      .where('follower_id', 'in', [viewer.id, unverified.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('lets an admin follow a member who has not commented', async () => {
    const admin = await signedInUser(t.app, { role_id: ROLE.ADMIN });
    const silent = await signedInUser(t.app);
    expect((await follow(admin, silent.id)).body.followed_by_me).toBe(true);
  });

  it("tells a member's followers of their comment once, even when they follow the outbreak too", async () => {
    const author = await publicMember();
    const [fan, fanOfBoth, quiet] = await Promise.all([
      signedInUser(t.app),
      signedInUser(t.app),
      signedInUser(t.app),
    ]);
    for (const member of [fan, fanOfBoth, quiet]) await follow(member, author.id);
    await call(t.app, 'POST', '/api/follows', {
      token: fanOfBoth.token,
      payload: { kind: 'outbreak', target_id: t.outbreakId },
    });
    const settings = await call<OwnProfile>(t.app, 'GET', '/api/profile/me', { token: quiet.token });
    await call(t.app, 'PUT', '/api/profile/me', {
      token: quiet.token,
      payload: { notification_settings: { ...settings.body.notification_settings, member_activity: false } },
    });
    expect((await followersOfMember(t.app.db, author.id)).sort()).toEqual([fan.id, fanOfBoth.id].sort());

    expect((await comment(author, 'A second district reports cases.')).status).toBe(201);
    const notices = async (member: Member) =>
      (
        await call<NotificationListResponse>(t.app, 'GET', '/api/notifications', { token: member.token })
      ).body.notifications.filter((n) => n.kind === 'comment');
    expect(await notices(fan)).toHaveLength(1);
    expect(await notices(fanOfBoth)).toHaveLength(1);
    expect(await notices(quiet)).toHaveLength(0);
    expect(await notices(author)).toHaveLength(0);
  });

  it('keeps "Comments by people I follow" when a client leaves it out of the settings', async () => {
    const member = await signedInUser(t.app);
    const own = await call<OwnProfile>(t.app, 'GET', '/api/profile/me', { token: member.token });
    const { member_activity, ...older } = own.body.notification_settings;
    expect(member_activity).toBe(true);
    await call(t.app, 'PUT', '/api/profile/me', {
      token: member.token,
      payload: { notification_settings: { ...older, member_activity: false } },
    });
    const saved = await call<OwnProfile>(t.app, 'PUT', '/api/profile/me', {
      token: member.token,
      payload: { notification_settings: older },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.notification_settings.member_activity).toBe(false);
  });
});
