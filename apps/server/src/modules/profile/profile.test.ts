import {
  AUTH_MESSAGES,
  ROLE,
  type ErrorResponse,
  type NotificationSettings,
  type OwnProfile,
  type PublicProfileResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOutbreakRow, createUser, signIn, type TestUser } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const DEFAULT_SETTINGS: NotificationSettings = {
  email: true,
  push: true,
  new_outbreak_alerts: true,
  status_change_alerts: true,
  comments: true,
  member_activity: true,
  regions: [],
  region_codes: [],
};

describe.each(DATABASE_KINDS)('profiles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function request<T>(
    method: 'GET' | 'PUT',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) {
    const response = await t.app.inject({
      method,
      url,
      headers: options.token ? bearer(options.token) : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    return { status: response.statusCode, body: response.json<T>(), text: response.body };
  }

  /** A new user and a fresh access token for them. */
  async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.app.db, overrides);
    const session = await signIn(t.app, user);
    return { user, token: session.access_token };
  }

  async function firstRow(table: 'titles' | 'qualifications' | 'affiliations') {
    return t.app.db.selectFrom(table).select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  }

  async function storedSettings(userId: number) {
    return t.app.db
      .selectFrom('users')
      .select([
        'notify_email',
        'notify_push',
        'notify_new_outbreaks',
        'notify_status_changes',
        'notify_comments',
        'updated_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  async function addComments(author: TestUser, outbreakId: number, count: number) {
    for (let i = 0; i < count; i += 1) {
      await t.app.db
        .insertInto('comments')
        .values({ outbreak_id: outbreakId, author_id: author.id, content: `Comment ${i + 1}` })
        .execute();
    }
  }

  describe('GET /api/profile/me', () => {
    it('answers a visitor with 401 and the error body', async () => {
      const { status, body } = await request<ErrorResponse>('GET', '/api/profile/me');
      expect(status).toBe(401);
      expect(body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: AUTH_MESSAGES.authenticationRequired,
      });
    });

    it('answers a garbage bearer token with 401', async () => {
      const { status, body } = await request<ErrorResponse>('GET', '/api/profile/me', {
        token: 'not-a-real-token',
      });
      expect(status).toBe(401);
      expect(body).toMatchObject({
        statusCode: 401,
        error: 'Unauthorized',
        message: AUTH_MESSAGES.sessionExpired,
      });
    });

    it('answers the signed-in user with their profile, default settings and real activity counts', async () => {
      const [title, qualification, affiliation] = await Promise.all([
        firstRow('titles'),
        firstRow('qualifications'),
        firstRow('affiliations'),
      ]);
      const { user, token } = await signedInUser({
        first_name: 'Ada',
        last_name: 'Okafor',
        title_id: title.id,
        qualification_id: qualification.id,
        affiliation_id: affiliation.id,
      });
      const someoneElse = await createUser(t.app.db);
      const firstReport = await createOutbreakRow(t.app.db, { reporter_id: user.id });
      await createOutbreakRow(t.app.db, { reporter_id: user.id });
      await createOutbreakRow(t.app.db, { confirmed_by_id: user.id, reporter_id: someoneElse.id });
      await createOutbreakRow(t.app.db, { reporter_id: someoneElse.id, confirmed_by_id: someoneElse.id });
      await addComments(user, firstReport, 3);
      await addComments(someoneElse, firstReport, 2);

      const { status, body } = await request<OwnProfile>('GET', '/api/profile/me', { token });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: user.id,
        first_name: 'Ada',
        last_name: 'Okafor',
        middle_name: null,
        reporter_email: user.email,
        title: title.name,
        qualification: qualification.name,
        affiliation: affiliation.name,
        avatar_url: null,
        role_id: ROLE.BLOGGER,
        is_verified: true,
        user_type: 'regular',
        created_at: expect.any(String),
        stats: { reports: 2, verified: 1, comments: 3 },
        notification_settings: DEFAULT_SETTINGS,
      });
    });

    it('shows empty names and zero counts for a user without metadata or activity', async () => {
      const { user, token } = await signedInUser();
      const { status, body } = await request<OwnProfile>('GET', '/api/profile/me', { token });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: user.id,
        title: null,
        qualification: null,
        affiliation: null,
        stats: { reports: 0, verified: 0, comments: 0 },
      });
    });

    it('never exposes the password hash', async () => {
      const { user, token } = await signedInUser();
      const { password_hash } = await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      for (const url of ['/api/profile/me', `/api/profile/${user.id}`]) {
        const { status, text } = await request('GET', url, { token });
        expect(status).toBe(200);
        expect(text.toLowerCase()).not.toContain('password');
        expect(text).not.toContain(password_hash);
      }
    });
  });

  describe('PUT /api/profile/me', () => {
    const changed: NotificationSettings = {
      email: false,
      push: true,
      new_outbreak_alerts: false,
      status_change_alerts: true,
      comments: false,
      member_activity: false,
      regions: ['Europe', 'East Africa'],
      region_codes: [14, 150],
    };

    it('stores the full notification settings and returns them on a later GET', async () => {
      const { user, token } = await signedInUser();
      const put = await request<OwnProfile>('PUT', '/api/profile/me', {
        token,
        payload: { notification_settings: changed },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        id: user.id,
        reporter_email: user.email,
        notification_settings: changed,
      });

      const get = await request<OwnProfile>('GET', '/api/profile/me', { token });
      expect(get.status).toBe(200);
      expect(get.body.notification_settings).toEqual(changed);
      expect(await storedSettings(user.id)).toMatchObject({
        notify_email: false,
        notify_push: true,
        notify_new_outbreaks: false,
        notify_status_changes: true,
        notify_comments: false,
      });

      const reset = await request<OwnProfile>('PUT', '/api/profile/me', {
        token,
        payload: { notification_settings: DEFAULT_SETTINGS },
      });
      expect(reset.status).toBe(200);
      expect(
        (await request<OwnProfile>('GET', '/api/profile/me', { token })).body.notification_settings,
      ).toEqual(DEFAULT_SETTINGS);
    });

    it('stores a region named twice once', async () => {
      const { token } = await signedInUser();
      const put = await request<OwnProfile>('PUT', '/api/profile/me', {
        token,
        payload: { notification_settings: { ...DEFAULT_SETTINGS, regions: ['Europe', 'Europe'] } },
      });
      expect(put.status).toBe(200);
      expect(put.body.notification_settings.regions).toEqual(['Europe']);
    });

    it('keeps the region names as follows of their UN M49 areas, beside the areas followed alone', async () => {
      const { token } = await signedInUser();
      const southernAfrica = await t.app.inject({
        method: 'POST',
        url: '/api/follows',
        headers: bearer(token),
        payload: { kind: 'region', target_id: 18 },
      });
      expect(southernAfrica.statusCode).toBe(201);
      const { region_codes: _codes, ...namesOnly } = DEFAULT_SETTINGS;
      const named = await request<OwnProfile>('PUT', '/api/profile/me', {
        token,
        payload: { notification_settings: { ...namesOnly, regions: ['North America'] } },
      });
      expect(named.status).toBe(200);
      expect(named.body.notification_settings).toMatchObject({
        regions: ['North America'],
        region_codes: [13, 18, 21, 29],
      });
      const follows = await t.app.inject({ method: 'GET', url: '/api/follows', headers: bearer(token) });
      expect(
        follows
          .json<{ follows: { kind: string; name: string }[] }>()
          .follows.map((f) => f.name)
          .sort(),
      ).toEqual(['Caribbean', 'Central America', 'Northern America', 'Southern Africa']);

      // Unfollowing one of its areas takes the name away; dropping the name leaves the other area.
      const partial = await request<OwnProfile>('PUT', '/api/profile/me', {
        token,
        payload: { notification_settings: { ...DEFAULT_SETTINGS, region_codes: [13, 18, 21] } },
      });
      expect(partial.body.notification_settings).toMatchObject({ regions: [], region_codes: [13, 18, 21] });
      const none = await request<OwnProfile>('PUT', '/api/profile/me', {
        token,
        payload: { notification_settings: namesOnly },
      });
      expect(none.body.notification_settings).toMatchObject({ regions: [], region_codes: [18] });
    });

    const { push: _push, ...withoutPush } = changed;
    it.each([
      ['an unknown region', { notification_settings: { ...changed, regions: ['Mars'] } }],
      ['an unknown UN M49 code', { notification_settings: { ...changed, region_codes: [14, 999] } }],
      ['a missing field', { notification_settings: withoutPush }],
      ['an unknown setting', { notification_settings: { ...changed, sms: true } }],
      ['an unknown top-level field', { notification_settings: changed, role_id: 1 }],
      ['a non-boolean', { notification_settings: { ...changed, email: 'yes' } }],
      ['no settings at all', {}],
    ])('refuses %s with 400 and a message, changing nothing', async (_label, payload) => {
      const { user, token } = await signedInUser();
      const before = await storedSettings(user.id);
      const { status, body } = await request<ErrorResponse>('PUT', '/api/profile/me', { token, payload });
      expect(status).toBe(400);
      expect(body.statusCode).toBe(400);
      expect(body.error).toBe('Bad Request');
      expect(body.message).toEqual(expect.any(String));
      expect(body.message.length).toBeGreaterThan(5);
      expect(await storedSettings(user.id)).toEqual(before);
      const get = await request<OwnProfile>('GET', '/api/profile/me', { token });
      expect(get.body.notification_settings).toEqual(DEFAULT_SETTINGS);
    });

    it('answers a visitor with 401', async () => {
      const { status, body } = await request<ErrorResponse>('PUT', '/api/profile/me', {
        payload: { notification_settings: changed },
      });
      expect(status).toBe(401);
      expect(body).toMatchObject({ statusCode: 401, message: AUTH_MESSAGES.authenticationRequired });
    });
  });

  describe('GET /api/profile/{id}', () => {
    let subject: TestUser;
    /** A reporter who has only reported: nothing of theirs is public. */
    let silentReporter: TestUser;
    /** An admin who confirmed a report and commented. */
    let verifier: TestUser;
    beforeAll(async () => {
      subject = await createUser(t.app.db, {
        first_name: 'Kofi',
        last_name: 'Mensah',
        role_id: ROLE.REPORTER,
        user_type: 'reporter',
      });
      const outbreakId = await createOutbreakRow(t.app.db, { reporter_id: subject.id });
      // A comment is public activity: it makes the commenter's profile visible to members.
      await t.app.db
        .insertInto('comments')
        .values({ outbreak_id: outbreakId, author_id: subject.id, content: 'Cases doubled this week.' })
        .execute();
      silentReporter = await createUser(t.app.db, { role_id: ROLE.REPORTER, user_type: 'reporter' });
      await createOutbreakRow(t.app.db, { reporter_id: silentReporter.id });
      verifier = await createUser(t.app.db, { first_name: 'Ama', last_name: 'Owusu', role_id: ROLE.ADMIN });
      await createOutbreakRow(t.app.db, { confirmed_by_id: verifier.id });
      await t.app.db
        .insertInto('comments')
        .values({ outbreak_id: outbreakId, author_id: verifier.id, content: 'Confirmed by the lab.' })
        .execute();
    });

    it('answers a visitor with 401', async () => {
      const { status, body } = await request<ErrorResponse>('GET', `/api/profile/${subject.id}`);
      expect(status).toBe(401);
      expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    });

    it('shows a member only what the comments already show: no email, role or reports count', async () => {
      const { token } = await signedInUser();
      const { status, body } = await request<PublicProfileResponse>('GET', `/api/profile/${subject.id}`, {
        token,
      });
      expect(status).toBe(200);
      expect(body.status).toBe('success');
      expect(body.user).toMatchObject({
        id: subject.id,
        first_name: 'Kofi',
        last_name: 'Mensah',
        role_id: null,
        user_type: null,
        reporter_email: null,
        stats: { reports: null, verified: null, comments: 1, tracked: null },
      });
      expect(body.user).not.toHaveProperty('notification_settings');
      expect(JSON.stringify(body)).not.toContain(subject.email);
    });

    it('gives a blogger only the name, title, qualification, affiliation and comments count of a verifier', async () => {
      const { token } = await signedInUser({ role_id: ROLE.BLOGGER });
      const { status, body } = await request<PublicProfileResponse>('GET', `/api/profile/${verifier.id}`, {
        token,
      });
      expect(status).toBe(200);
      // Nothing says this member confirms reports, is verified, or since when they are a member.
      expect(body.user).toEqual({
        id: verifier.id,
        title: null,
        first_name: 'Ama',
        last_name: 'Owusu',
        middle_name: null,
        reporter_email: null,
        qualification: null,
        affiliation: null,
        avatar_url: null,
        role_id: null,
        is_verified: null,
        user_type: null,
        created_at: null,
        stats: { reports: null, verified: null, comments: 1, tracked: null },
        follow_counts: { followers: 0, following: 0 },
        followed_by_me: false,
      });
    });

    it('answers "not public" exactly as "no such member", so ids cannot be walked', async () => {
      const { token } = await signedInUser();
      const silent = await request<ErrorResponse>('GET', `/api/profile/${silentReporter.id}`, { token });
      const unknown = await request<ErrorResponse>('GET', '/api/profile/999999', { token });
      expect(silent.status).toBe(404);
      expect(silent.body).toEqual(unknown.body);
    });

    it('needs a verified account to see anyone else', async () => {
      const { token } = await signedInUser({ is_verified: false });
      const { status, body } = await request<ErrorResponse>('GET', `/api/profile/${subject.id}`, { token });
      expect(status).toBe(403);
      expect(body.message).toBe(AUTH_MESSAGES.verificationRequired);
    });

    it('shows the own email when viewing oneself', async () => {
      const { user, token } = await signedInUser();
      const { status, body } = await request<PublicProfileResponse>('GET', `/api/profile/${user.id}`, {
        token,
      });
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ id: user.id, reporter_email: user.email });
    });

    it.each([
      ['an admin', ROLE.ADMIN],
      ['a super admin', ROLE.SUPER_ADMIN],
    ])('shows everything to %s, also of a member who never commented', async (_label, roleId) => {
      const { token } = await signedInUser({ role_id: roleId });
      const { status, body } = await request<PublicProfileResponse>('GET', `/api/profile/${subject.id}`, {
        token,
      });
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        reporter_email: subject.email,
        role_id: ROLE.REPORTER,
        is_verified: true,
        created_at: expect.any(String),
        stats: { reports: 1, verified: 0, comments: 1, tracked: 0 },
      });
      const ofVerifier = await request<PublicProfileResponse>('GET', `/api/profile/${verifier.id}`, {
        token,
      });
      expect(ofVerifier.body.user.stats.verified).toBe(1);
      const silent = await request<PublicProfileResponse>('GET', `/api/profile/${silentReporter.id}`, {
        token,
      });
      expect(silent.body.user.stats.reports).toBe(1);
    });

    it('answers an unknown id with 404', async () => {
      const { token } = await signedInUser();
      const { status, body } = await request<ErrorResponse>('GET', '/api/profile/999999', { token });
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found.' });
    });

    it('answers a malformed id with 400', async () => {
      const { token } = await signedInUser();
      const { status, body } = await request<ErrorResponse>('GET', '/api/profile/abc', { token });
      expect(status).toBe(400);
      expect(body.statusCode).toBe(400);
      expect(body.message).toBe('The id must be a positive whole number.');
    });

    it('answers a viewer suspended after signing in with 403', async () => {
      const { user, token } = await signedInUser();
      expect((await request('GET', `/api/profile/${subject.id}`, { token })).status).toBe(200);
      await t.app.db.updateTable('users').set({ is_suspended: true }).where('id', '=', user.id).execute();
      const { status, body } = await request<ErrorResponse>('GET', `/api/profile/${subject.id}`, { token });
      expect(status).toBe(403);
      expect(body).toEqual({ statusCode: 403, error: 'Forbidden', message: AUTH_MESSAGES.accountSuspended });
      expect((await request('GET', '/api/profile/me', { token })).status).toBe(403);
    });
  });
});
