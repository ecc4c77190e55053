import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  normalizeEmail,
  type ContactRequest,
  type ContactResponse,
  type Locale,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { countAttempt, type ThrottlePolicy } from '../auth/throttles.js';
import { contactConfirmationMail, contactMessageMail } from './contact-mails.js';

const HOUR = 60 * 60 * 1000;

/**
 * `messagesPerHour` per address and per sender, counted in the database so every instance agrees: the
 * last allowed message starts an hour's wait (see `delayAfter`), and each one after it is refused.
 */
const CONTACT_THROTTLE: ThrottlePolicy = {
  windowMs: HOUR,
  free: CONTACT_LIMITS.messagesPerHour - 1,
  firstDelayMs: HOUR,
  maxDelayMs: HOUR,
};

export interface ContactOptions {
  form: ContactRequest;
  ip: string;
  /** Where the team reads the messages (CONTACT_EMAIL). */
  contactEmail: string;
  /** The request's language, which the sender's copy is written in (the team's stays in English). */
  locale?: Locale;
}

async function countMessage(db: Kysely<DB>, key: string): Promise<void> {
  const { waitMs } = await countAttempt(db, { key, policy: CONTACT_THROTTLE });
  if (waitMs > 0) {
    throw new HttpError(429, CONTACT_MESSAGES.tooMany, undefined, {
      'Retry-After': String(Math.ceil(waitMs / 1000)),
    });
  }
}

/**
 * Queues the message to the team and a confirmation with a copy to the sender, together. A request
 * that filled the hidden `website` field is a robot's: it is answered as sent and sends nothing.
 */
export async function sendContactMessage(db: Kysely<DB>, options: ContactOptions): Promise<ContactResponse> {
  const { website, ...form } = options.form;
  const answer: ContactResponse = { status: 'success', message: CONTACT_MESSAGES.sent(form.email) };
  if (website) return answer;
  await countMessage(db, `contact:ip:${options.ip}`);
  await countMessage(db, `contact:email:${normalizeEmail(form.email)}`);
  await db.transaction().execute(async (tx) => {
    // Both go through the outbox like every mail: sent after the commit, retried if the relay is down.
    await enqueueMail(tx, options.contactEmail, contactMessageMail(form), { category: 'contact' });
    await enqueueMail(tx, form.email, contactConfirmationMail(form, options.locale), { category: 'contact' });
  });
  return answer;
}
