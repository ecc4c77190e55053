import {
  CONTACT_SUBJECTS,
  DEFAULT_LOCALE,
  PRODUCT,
  type ContactForm,
  type Locale,
} from '@outbreak-watch/domain';
import { translator, type Translate } from '../../lib/i18n.js';
import { MAIL_MESSAGES as M } from '../../mail/messages.js';
import { render, type MailContent } from '../../mail/templates.js';

const TOPICS = {
  report: M.topicReport,
  feedback: M.topicFeedback,
  partnership: M.topicPartnership,
  press: M.topicPress,
  other: M.topicOther,
} as const;

const subjectLabel = (form: ContactForm, t: Translate) => {
  const option = CONTACT_SUBJECTS.find((entry) => entry.value === form.subject);
  return option ? t(TOPICS[option.value]) : form.subject;
};

/** A name fit for a header: the form's text on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What was sent, as both messages repeat it. */
function copyOf(form: ContactForm, t: Translate): string[] {
  return [
    t(M.contactName, { name: oneLine(form.name) }),
    t(M.contactEmail, { email: form.email }),
    t(M.contactTopic, { topic: subjectLabel(form, t) }),
    t(M.contactMessage, { message: form.message }),
  ];
}

/** To the team, in English; Reply-To is the sender, so answering it answers them. */
export function contactMessageMail(form: ContactForm): MailContent {
  const t = translator(DEFAULT_LOCALE);
  const content = render(`Contact form: ${subjectLabel(form, t)} — ${oneLine(form.name)}`, {
    greeting: 'A message came in through the contact form.',
    paragraphs: copyOf(form, t),
    footnote: `Reply to this message to answer ${form.email}.`,
  });
  return { ...content, headers: { 'Reply-To': form.email } };
}

/** To the sender, in the language they wrote in: we have it, and here is what they wrote. */
export function contactConfirmationMail(form: ContactForm, locale: Locale = DEFAULT_LOCALE): MailContent {
  const t = translator(locale);
  return render(
    t(M.contactSubject, { product: PRODUCT.name }),
    {
      greeting: t(M.greeting, { firstName: oneLine(form.name) }),
      paragraphs: [t(M.contactReceived, { email: form.email }), ...copyOf(form, t)],
      footnote: t(M.contactFootnote),
    },
    locale,
  );
}
