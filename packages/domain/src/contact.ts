import { z } from 'zod';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { MESSAGES } from './messages.js';

/**
 * The team's address: shown on the contact page and, unless CONTACT_EMAIL says otherwise, where the
 * contact form's messages go.
 */
export const CONTACT_EMAIL = 'contact@outbreak-watch.org';

/** Subject options of the contact form (spec §2 Contact). */
export const CONTACT_SUBJECTS = [
  { value: 'report', label: 'Report an outbreak' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** Limits of the contact form: field lengths, and messages per hour from one address or one sender. */
export const CONTACT_LIMITS = {
  nameMax: 200,
  emailMax: 254,
  messageMax: 5000,
  messagesPerHour: 3,
} as const;

export const CONTACT_MESSAGES = {
  sent: (email: string) => `Thank you. Your message was sent; the team will reply to ${email}.`,
  tooMany: ACCOUNT_MESSAGE_DESCRIPTORS.contactTooMany.defaultMessage,
  sendFailed: ACCOUNT_MESSAGE_DESCRIPTORS.contactSendFailed.defaultMessage,
} as const;

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: MESSAGES.maxLength(max) });

/** Contact form (spec §5): name, subject and message required; email required and valid. */
export const ContactFormSchema = z.object({
  name: requiredText(CONTACT_LIMITS.nameMax),
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .max(CONTACT_LIMITS.emailMax, { error: MESSAGES.emailInvalid })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  subject: z.enum(['report', 'feedback', 'partnership', 'press', 'other'], { error: MESSAGES.required }),
  message: requiredText(CONTACT_LIMITS.messageMax),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/**
 * `POST /api/contact`: the form, and `website`, a field people never see (hidden on the page): a
 * request that fills it is answered as sent and sends nothing.
 */
export const ContactRequestSchema = ContactFormSchema.extend({
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** The answer to a sent message: the sentence the page shows. */
export const ContactResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
