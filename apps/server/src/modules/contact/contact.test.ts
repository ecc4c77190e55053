import {
  CONTACT_EMAIL,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  MESSAGES,
  type ContactResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { apiCall } from '../../test/api-call.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const TEAM = 'team@outbreak-watch.test';

describe.each(DATABASE_KINDS)('contact form on %s', (kind) => {
  let t: TestApp;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { contactEmail: TEAM });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each test writes from its own address and as its own sender, so the hourly counts do not meet. */
  function sender() {
    sequence += 1;
    return { ip: `198.51.100.${sequence}`, email: `ada${sequence}@example.org` };
  }
  const form = (email: string) => ({
    name: 'Ada Obi',
    email,
    subject: 'feedback',
    message: 'The map is very useful.\nCould it show districts?',
  });
  const send = (payload: object, ip: string) =>
    apiCall<ContactResponse>(t.app, 'POST', '/api/contact', { payload, ip });
  const outbox = (to: string) =>
    t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  it('queues the message to the team with Reply-To, and a confirmation with a copy to the sender', async () => {
    const { ip, email } = sender();
    const before = (await outbox(TEAM)).length;
    const sent = await send(form(email), ip);
    expect(sent).toEqual({ status: 200, body: { status: 'success', message: CONTACT_MESSAGES.sent(email) } });

    const team = (await outbox(TEAM)).slice(before);
    expect(team).toHaveLength(1);
    expect(team[0].subject).toBe('Contact form: Feedback — Ada Obi');
    expect(JSON.parse(team[0].headers ?? '{}')).toEqual({ 'Reply-To': email });
    expect(team[0].text_body).toContain('The map is very useful.\nCould it show districts?');
    expect(team[0].text_body).toContain(`Email: ${email}`);

    const confirmation = await outbox(email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].subject).toBe('We received your message to Outbreak Watch');
    expect(confirmation[0].text_body).toContain(
      `We received your message and the team will reply to ${email}.`,
    );
    expect(confirmation[0].text_body).toContain('Could it show districts?');
  });

  it('answers bad input with 400 and the fields, and queues nothing', async () => {
    const { ip, email } = sender();
    const count = async () => (await t.app.db.selectFrom('mail_outbox').select('id').execute()).length;
    const before = await count();
    const refused = await send({ ...form('not-an-address'), name: ' ', message: '' }, ip);
    expect(refused.status).toBe(400);
    const body = refused.body as unknown as ErrorResponse;
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: MESSAGES.required }),
        expect.objectContaining({ field: 'email', message: MESSAGES.emailInvalid }),
        expect.objectContaining({ field: 'message', message: MESSAGES.required }),
      ]),
    );
    const tooLong = await send({ ...form(email), message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, ip);
    expect(tooLong.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it(`refuses the message after ${CONTACT_LIMITS.messagesPerHour} in an hour from one address or one sender with 429`, async () => {
    const { ip, email } = sender();
    for (let i = 0; i < CONTACT_LIMITS.messagesPerHour; i += 1) {
      expect((await send(form(email), ip)).status).toBe(200);
    }
    const fourth = await send(form(email), ip);
    expect(fourth.status).toBe(429);
    expect((fourth.body as unknown as ErrorResponse).message).toBe(CONTACT_MESSAGES.tooMany);
    expect(await outbox(email)).toHaveLength(CONTACT_LIMITS.messagesPerHour);

    // The same sender from another address, and another sender from the same address, wait too.
    const other = sender();
    expect((await send(form(email), other.ip)).status).toBe(429);
    expect((await send(form(other.email), ip)).status).toBe(429);
    expect(await outbox(other.email)).toHaveLength(0);
  });

  it('answers a filled hidden field as sent and sends nothing', async () => {
    const { ip, email } = sender();
    const sent = await send({ ...form(email), website: 'https://spam.example' }, ip);
    expect(sent.status).toBe(200);
    expect(await outbox(email)).toHaveLength(0);
  });

  it('sends to the address the contact page shows unless CONTACT_EMAIL says otherwise', () => {
    const secret = {
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: t.config.dataDir,
    };
    expect(loadConfig(secret).contactEmail).toBe(CONTACT_EMAIL);
    expect(loadConfig({ ...secret, CONTACT_EMAIL: TEAM }).contactEmail).toBe(TEAM);
    expect(() => loadConfig({ ...secret, CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
  });
});
