import {
  addDays,
  CATCH_UP_DIGEST_DELAY_MS,
  COMMENT_MAIL_WINDOW_MS,
  HOURLY_MAIL_CAP,
  isoWeekStart,
  ROLE,
  todayUtc,
  type NotificationListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  insertOutbreakRows,
  seeded,
  signIn,
  type TestUser,
} from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { notifyCommentAdded, notifyOutbreakConfirmed } from './events.js';
import { sendHeldMail } from './held-mail.js';

describe.each(DATABASE_KINDS)('notification delivery on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let kenya: number;
  let nigeria: number;
  let cholera: number;
  let measles: number;
  const users: Record<string, TestUser & { token: string }> = {};

  const context = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const inbox = async (name: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(users[name].token) })
    ).json<NotificationListResponse>();
  const followAs = (name: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/follows', headers: bearer(users[name].token), payload: body });
  const outboxOf = (userId: number) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['category', 'priority', 'notification_id', 'subject'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const db = t.app.db;
    kenya = await seeded.countryId(db, 'KEN');
    nigeria = await seeded.countryId(db, 'NGA');
    cholera = await seeded.diseaseId(db, 'Cholera');
    measles = await seeded.diseaseId(db, 'Measles');
    for (const name of ['everything', 'reporter', 'author', 'burst', 'newcomer', 'quiet']) {
      const user = await createUser(db, { role_id: name === 'reporter' ? ROLE.REPORTER : ROLE.BLOGGER });
      users[name] = { ...user, token: (await signIn(t.app, user)).access_token };
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tells a person who follows the country, the disease and the region of an outbreak once', async () => {
    expect((await followAs('everything', { kind: 'country', target_id: nigeria })).statusCode).toBe(201);
    expect((await followAs('everything', { kind: 'disease', target_id: cholera })).statusCode).toBe(201);
    await t.app.db
      .updateTable('users')
      .set({ notify_regions: '["West Africa"]' })
      .where('id', '=', users.everything.id)
      .execute();
    const before = (await inbox('everything')).notifications.length;
    const [outbreakId] = await insertOutbreakRows(t.app.db, { country_id: nigeria, disease_id: cholera }, [
      { confirmed: true, date: '2026-11-09' },
    ]);
    await t.app.db.transaction().execute((tx) => notifyOutbreakConfirmed(tx, context(), outbreakId));
    await t.app.mail.runOnce();

    const after = await inbox('everything');
    expect(after.notifications.length - before).toBe(1);
    const mails = mailsTo(users.everything.email).filter((m) => m.raw.includes('New confirmed outbreak'));
    expect(mails).toHaveLength(1);
    // The e-mail writes the date as the screens do.
    expect(mails[0].raw).toContain('Nov 9, 2026');
    const queued = await outboxOf(users.everything.id);
    expect(queued.at(-1)).toMatchObject({ category: 'notification', priority: 5 });
    expect(queued.at(-1)!.notification_id).toBe(after.notifications[0].id);
  });

  it('coalesces a burst of 50 comments into one notification and two mails at most', async () => {
    const [outbreakId] = await insertOutbreakRows(t.app.db, { country_id: kenya, disease_id: cholera }, [
      { reporter_id: users.reporter.id, confirmed: true },
    ]);
    const start = new Date();
    const commentIds: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const at = new Date(start.getTime() + i * 1_000); // fifty comments within a minute
      await t.app.db.transaction().execute(async (tx) => {
        const comment = await tx
          .insertInto('comments')
          .values({ outbreak_id: outbreakId, author_id: users.author.id, content: `Field note ${i}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        commentIds.push(comment.id);
        await notifyCommentAdded(tx, context(), comment.id, at);
      });
    }
    // Nothing more leaves while the window is open.
    expect(await sendHeldMail(t.app.db, context(), new Date(start.getTime() + 60_000))).toBe(0);
    await t.app.mail.runOnce();
    expect(mailsTo(users.reporter.email)).toHaveLength(1);

    const afterWindow = new Date(start.getTime() + COMMENT_MAIL_WINDOW_MS + 60_000);
    expect(await sendHeldMail(t.app.db, context(), afterWindow)).toBe(1);
    // Another instance sweeping the same moment finds the mail claimed.
    expect(await sendHeldMail(t.app.db, context(), afterWindow)).toBe(0);
    await t.app.mail.runOnce();
    const mails = mailsTo(users.reporter.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].raw).toContain('New expert comment on Cholera in Kenya');
    expect(mails[1].raw).toContain('50 new comments on Cholera in Kenya');

    const bell = (await inbox('reporter')).notifications;
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      kind: 'comment',
      title: '50 new comments on Cholera in Kenya',
      link: `/details/${outbreakId}#comment-${commentIds.at(-1)}`,
    });
    // The author of the comments hears nothing of their own.
    expect((await inbox('author')).notifications).toHaveLength(0);
  });

  it('caps immediate mails per hour and sends the rest in one catch-up digest', async () => {
    expect((await followAs('burst', { kind: 'disease', target_id: measles })).statusCode).toBe(201);
    const burst = HOURLY_MAIL_CAP + 5;
    const ids = await insertOutbreakRows(
      t.app.db,
      { country_id: kenya, disease_id: measles },
      Array.from({ length: burst }, () => ({ confirmed: true, status: 'resolved' })),
    );
    const now = new Date();
    for (const id of ids) {
      await t.app.db.transaction().execute((tx) => notifyOutbreakConfirmed(tx, context(), id));
    }
    await t.app.mail.runOnce();
    const immediate = mailsTo(users.burst.email);
    expect(immediate).toHaveLength(HOURLY_MAIL_CAP);
    // Every event is in the bell, mailed or not.
    expect((await inbox('burst')).notifications).toHaveLength(burst);

    expect(await sendHeldMail(t.app.db, context(), new Date(now.getTime() + 60_000))).toBe(0);
    const later = new Date(now.getTime() + CATCH_UP_DIGEST_DELAY_MS + 60_000);
    expect(await sendHeldMail(t.app.db, context(), later)).toBe(1);
    await t.app.mail.runOnce();
    const all = mailsTo(users.burst.email);
    expect(all).toHaveLength(HOURLY_MAIL_CAP + 1);
    expect(all.at(-1)!.raw).toContain('5 updates held back this hour');
    expect((await outboxOf(users.burst.id)).at(-1)).toMatchObject({ category: 'digest', priority: 9 });
  });

  it('sums up what a new follow finds going on in one notification and at most one mail', async () => {
    const weeks = [0, 1, 2].map((back) => addDays(isoWeekStart(todayUtc()), -7 * back));
    await t.app.db
      .insertInto('signal_weeks')
      .values(
        weeks.map((week) => ({
          series_key: `country:${kenya}|disease:${cholera}:${week}`,
          country_id: kenya,
          disease_id: cholera,
          week_start: week,
        })),
      )
      .execute();
    await insertOutbreakRows(t.app.db, { country_id: kenya, disease_id: cholera }, [
      { status: 'active', confirmed: true },
      { status: 'active', confirmed: false },
    ]);
    const before = mailsTo(users.newcomer.email).length;
    expect((await followAs('newcomer', { kind: 'country', target_id: kenya })).statusCode).toBe(201);
    // Following again is the same follow: no second summary.
    expect((await followAs('newcomer', { kind: 'country', target_id: kenya })).statusCode).toBe(201);
    // The follow itself sets the mail on its way.
    await t.app.mail.idle();
    await t.app.mail.runOnce();

    const bell = (await inbox('newcomer')).notifications;
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      kind: 'follow_summary',
      title: 'Kenya: 3 current signals, 2 active outbreaks',
      link: `/signals?country_id=${kenya}`,
    });
    expect(mailsTo(users.newcomer.email).length - before).toBe(1);
  });

  it('says nothing to a new follow where nothing is going on, and refuses an unknown target', async () => {
    const quiet = await seeded.countryId(t.app.db, 'ISL');
    expect((await followAs('quiet', { kind: 'country', target_id: quiet })).statusCode).toBe(201);
    const unknown = await followAs('quiet', { kind: 'disease', target_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect((await inbox('quiet')).notifications).toHaveLength(0);
    expect(await outboxOf(users.quiet.id)).toHaveLength(0);
  });
});
