import { CONTACT_SUBJECTS, PRODUCT, type ContactForm } from '@outbreak-watch/domain';
import { render, type MailContent } from '../../mail/templates.js';

const subjectLabel = (form: ContactForm) =>
  CONTACT_SUBJECTS.find((option) => option.value === form.subject)?.label ?? form.subject;

/** A name fit for a header: the form's text on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What was sent, as both messages repeat it. */
function copyOf(form: ContactForm): string[] {
  return [
    `Name: ${oneLine(form.name)}`,
    `Email: ${form.email}`,
    `Subject: ${subjectLabel(form)}`,
    `Message:\n${form.message}`,
  ];
}

/** To the team; Reply-To is the sender, so answering it answers them. */
export function contactMessageMail(form: ContactForm): MailContent {
  const content = render(`Contact form: ${subjectLabel(form)} — ${oneLine(form.name)}`, {
    greeting: 'A message came in through the contact form.',
    paragraphs: copyOf(form),
    footnote: `Reply to this message to answer ${form.email}.`,
  });
  return { ...content, headers: { 'Reply-To': form.email } };
}

/** To the sender: we have it, and here is what they wrote. */
export function contactConfirmationMail(form: ContactForm): MailContent {
  return render(`We received your message to ${PRODUCT.name}`, {
    greeting: `Hello ${oneLine(form.name)},`,
    paragraphs: [
      `We received your message and the team will reply to ${form.email}. This is a copy of what you sent:`,
      ...copyOf(form),
    ],
    footnote: 'If you did not write to us, you can ignore this message.',
  });
}
