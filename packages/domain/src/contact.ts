import { z } from 'zod';
import { MESSAGES } from './messages.js';

/** Subject options of the contact form (spec §2 Contact). */
export const CONTACT_SUBJECTS = [
  { value: 'report', label: 'Report an outbreak' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

const requiredText = z.string().trim().min(1, { error: MESSAGES.required });

/** Contact form (spec §5): name, subject and message required; email required and valid. */
export const ContactFormSchema = z.object({
  name: requiredText,
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  subject: z.enum(['report', 'feedback', 'partnership', 'press', 'other'], { error: MESSAGES.required }),
  message: requiredText,
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
