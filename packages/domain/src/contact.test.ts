import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './contact.js';
import { MESSAGES } from './messages.js';

const valid = {
  name: 'Ada Obi',
  email: 'ada@example.org',
  subject: 'feedback',
  message: 'The map is very useful.',
};

function messagesFor(input: Record<string, unknown>) {
  const result = ContactFormSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('ContactFormSchema', () => {
  it('accepts a complete message', () => {
    expect(ContactFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires name, subject and message, and a valid email (spec §5)', () => {
    expect(messagesFor({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: MESSAGES.required,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.required,
      message: MESSAGES.required,
    });
    expect(messagesFor({ ...valid, email: 'not-an-email' })).toEqual({ email: MESSAGES.emailInvalid });
  });
});
