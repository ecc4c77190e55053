import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCommentAdded, notifyOutbreakConfirmed } from '../modules/notifications/events.js';
import { createUser, DEFAULT_PASSWORD, insertOutbreakRows, latestMailTo, seeded } from '../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../test/test-app.js';

let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${(sequence += 1)}-${Date.now()}@example.org`;

const registration = (email: string) => ({
  email,
  password: DEFAULT_PASSWORD,
  first_name: 'Amara',
  last_name: 'Diallo',
  type: 'regular',
});

describe.each(DATABASE_KINDS)("mail in the recipient's language on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (email: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(email),
      headers: language ? { 'accept-language': language } : {},
    });

  it('writes the verification mail of a registration in English when nothing asks otherwise', async () => {
    const email = uniqueEmail('en');
    expect((await register(email)).statusCode).toBe(201);
    const mail = await latestMailTo(t.app.db, email);
    expect(mail?.subject).toBe('Verify your email address for Outbreak Watch');
    expect(mail?.text_body).toContain('Hello Amara,');
    expect(mail?.text_body).toContain('The link is valid for 24 hours and can be used once.');
    expect(mail?.html_body).toContain('<html lang="en" dir="ltr">');
    expect(mail?.html_body).toContain('If the button does not work, copy this address into your browser:');
  });

  it('writes it in French for a registration made in French, and in Arabic, right to left, for one in Arabic', async () => {
    const french = uniqueEmail('fr');
    expect((await register(french, 'fr-FR,fr;q=0.9,en;q=0.5')).statusCode).toBe(201);
    const frenchMail = await latestMailTo(t.app.db, french);
    expect(frenchMail?.subject).toBe('Vérifiez votre adresse e-mail pour Outbreak Watch');
    expect(frenchMail?.text_body).toContain('Bonjour Amara,');
    expect(frenchMail?.html_body).toContain('<html lang="fr" dir="ltr">');
    expect(frenchMail?.html_body).toContain('Vérifier l’adresse e-mail');
    expect(frenchMail?.link?.pathname).toBe('/verify-email');

    const arabic = uniqueEmail('ar');
    expect((await register(arabic, 'ar')).statusCode).toBe(201);
    const arabicMail = await latestMailTo(t.app.db, arabic);
    expect(arabicMail?.subject).toBe('تحقّق من عنوان بريدك الإلكتروني في Outbreak Watch');
    expect(arabicMail?.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicMail?.text_body).toContain('مرحبًا Amara،');
  });

  it('keeps the language a person registered in on their account, so later mails follow it', async () => {
    const french = uniqueEmail('fr-kept');
    expect((await register(french, 'fr-CA,en;q=0.5')).statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', french)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('fr');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: french },
      headers: { 'accept-language': 'en' },
    });
    expect(asked.statusCode).toBe(200);
    expect((await latestMailTo(t.app.db, french))?.subject).toBe(
      'Réinitialisez votre mot de passe Outbreak Watch',
    );

    // The app's language cookie is the choice made before registering.
    const arabic = uniqueEmail('ar-cookie');
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(arabic),
      headers: { 'accept-language': 'fr', cookie: 'ow_lang=ar' },
    });
    expect(viaCookie.statusCode).toBe(201);
    const arabicRow = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', arabic)
      .executeTakeFirstOrThrow();
    expect(arabicRow.language).toBe('ar');

    // A request naming no language the app speaks leaves the account without one (English by default).
    for (const [label, language] of [
      ['none', undefined],
      ['de', 'de-DE,de;q=0.9'],
    ] as const) {
      const email = uniqueEmail(label);
      expect((await register(email, language)).statusCode).toBe(201);
      const row = await t.app.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.language).toBeNull();
    }
  });

  it("follows the account's stored language over the request's: a French user's reset mail is French", async () => {
    const user = await createUser(t.app.db, { first_name: 'Chloé' });
    await t.app.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      headers: { 'accept-language': 'en' },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await latestMailTo(t.app.db, user.email);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Outbreak Watch');
    expect(mail?.text_body).toContain('Bonjour Chloé,');
    expect(mail?.text_body).toContain('Choisir un nouveau mot de passe: http');
  });

  it("writes the contact form's copy in the sender's language and the team's message in English", async () => {
    const email = uniqueEmail('contact');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Lucía Pérez', email, subject: 'feedback', message: 'Hola, equipo.' },
      headers: { 'accept-language': 'es' },
    });
    expect(sent.statusCode).toBe(200);
    const copy = await latestMailTo(t.app.db, email);
    expect(copy?.subject).toBe('Hemos recibido su mensaje a Outbreak Watch');
    expect(copy?.text_body).toContain('Asunto: Comentarios');
    expect(copy?.text_body).toContain('Mensaje:\nHola, equipo.');
    const team = await latestMailTo(t.app.db, t.config.contactEmail);
    expect(team?.subject).toBe('Contact form: Feedback — Lucía Pérez');
    expect(team?.text_body).toContain('Subject: Feedback');
  });

  it("writes each follower's notification and its mail in their language, dates and statuses too", async () => {
    const db = t.app.db;
    const [kenya, cholera] = [await seeded.countryId(db, 'KEN'), await seeded.diseaseId(db, 'Cholera')];
    const followers = { en: 0, fr: 0, ar: 0 };
    for (const language of ['en', 'fr', 'ar'] as const) {
      const user = await createUser(db, { first_name: `Reader-${language}` });
      await db
        .updateTable('users')
        .set({ language: language === 'en' ? null : language })
        .where('id', '=', user.id)
        .execute();
      await db
        .insertInto('follows')
        .values({ user_id: user.id, kind: 'country', country_id: kenya, target_key: `country:${kenya}` })
        .execute();
      followers[language] = user.id;
    }
    const [outbreakId] = await insertOutbreakRows(db, { country_id: kenya, disease_id: cholera }, [
      { date: '2026-03-05', cases: 1200, status: 'contained' },
    ]);
    await db.transaction().execute((tx) => notifyOutbreakConfirmed(tx, context(), outbreakId));
    const [comment] = await db
      .insertInto('comments')
      .values({ outbreak_id: outbreakId, author_id: followers.en, content: 'Seen in the market too.' })
      .returning('id')
      .execute();
    await db
      .insertInto('follows')
      .values({
        user_id: followers.fr,
        kind: 'outbreak',
        outbreak_id: outbreakId,
        target_key: `outbreak:${outbreakId}`,
      })
      .execute();
    await db.transaction().execute((tx) => notifyCommentAdded(tx, context(), comment.id));

    const texts = async (userId: number) =>
      db
        .selectFrom('notifications')
        .select(['kind', 'title', 'body'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    const [english] = await texts(followers.en);
    expect(english.title).toBe('New confirmed outbreak: Cholera in Kenya');
    expect(english.body).toBe(
      'Cholera in Kenya, reported Mar 5, 2026 with 1200 cases, was confirmed by the verification team.',
    );
    const [french, frenchComment] = await texts(followers.fr);
    expect(french.title).toBe('Nouvelle flambée confirmée : Cholera – Kenya');
    expect(french.body).toContain('signalée le 5 mars 2026 avec 1200 cas');
    expect(frenchComment.title).toBe('Nouveau commentaire d’expert sur Cholera – Kenya');
    const [arabic] = await texts(followers.ar);
    expect(arabic.title).toBe('فاشية مؤكَّدة جديدة: Cholera في Kenya');

    // The French follower's latest mail is the comment's.
    const frenchMail = await latestMailTo(db, (await userEmail(followers.fr))!);
    expect(frenchMail?.subject).toBe('Nouveau commentaire d’expert sur Cholera – Kenya');
    expect(frenchMail?.text_body).toContain('Bonjour Reader-fr,');
    expect(frenchMail?.text_body).toContain('Se désabonner de ces e-mails : http');
    const arabicMail = await latestMailTo(db, (await userEmail(followers.ar))!);
    expect(arabicMail?.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicMail?.subject).toBe(arabic.title);
    expect(arabicMail?.text_body).toContain('فتح الإشعارات');
    const englishMail = await latestMailTo(db, (await userEmail(followers.en))!);
    expect(englishMail?.text_body).toContain('Hello Reader-en,');
    expect(englishMail?.text_body).toContain(
      'You receive this because of what you follow on Outbreak Watch.',
    );
  });

  const context = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });
  const userEmail = async (id: number) =>
    (await t.app.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email;
});
