import { defineMessages } from '@outbreak-watch/domain';

/** The contact page's texts (spec §2 Contact). */
export const CONTACT_TEXT = defineMessages({
  eyebrow: {
    id: 'contact.eyebrow',
    defaultMessage: 'Contact',
    description: 'Small label above the page title.',
  },
  title: {
    id: 'contact.title',
    defaultMessage: 'Contact the Outbreak Watch team',
    description: 'Page title.',
  },
  intro: {
    id: 'contact.intro',
    defaultMessage:
      'Questions about a report, feedback on the product, partnerships or press enquiries — we read every message.',
    description: 'Under the page title.',
  },
  getInTouch: { id: 'contact.details.title', defaultMessage: 'Get in touch', description: 'Heading.' },
  email: { id: 'contact.details.email', defaultMessage: 'Email', description: 'Term: the team’s address.' },
  phone: { id: 'contact.details.phone', defaultMessage: 'Phone', description: 'Term: the team’s number.' },
  hours: {
    id: 'contact.details.hours',
    defaultMessage: 'Monday to Friday, 9:00–17:00 (US Eastern)',
    description: 'When the phone is answered.',
  },
  address: { id: 'contact.details.address', defaultMessage: 'Address', description: 'Term: postal address.' },
  followUs: {
    id: 'contact.details.followUs',
    defaultMessage: 'Follow us',
    description: 'Heading of the social links.',
  },
  quickest: {
    id: 'contact.details.quickest',
    defaultMessage: 'The quickest way to reach the team is an email from your own mail program.',
    description: 'Above the button that opens the reader’s mail program.',
  },
  sendMessage: {
    id: 'contact.details.sendMessage',
    defaultMessage: 'Send Message',
    description: 'Button opening the reader’s mail program.',
  },
  formTitle: { id: 'contact.form.title', defaultMessage: 'Write to us', description: 'Heading of the form.' },
  formIntro: {
    id: 'contact.form.intro',
    defaultMessage:
      'All fields are required. The team replies to the email address you give, and you get a copy of your message there.',
    description: 'Under the form’s heading.',
  },
  name: { id: 'contact.form.name', defaultMessage: 'Name', description: 'Form field label.' },
  formEmail: { id: 'contact.form.email', defaultMessage: 'Email', description: 'Form field label.' },
  subject: { id: 'contact.form.subject', defaultMessage: 'Subject', description: 'Form field label.' },
  chooseSubject: {
    id: 'contact.form.chooseSubject',
    defaultMessage: 'Select a subject',
    description: 'Empty first choice of the subject list.',
  },
  subjectReport: {
    id: 'contact.subject.report',
    defaultMessage: 'Report an outbreak',
    description: 'Subject choice.',
  },
  subjectFeedback: {
    id: 'contact.subject.feedback',
    defaultMessage: 'Feedback',
    description: 'Subject choice.',
  },
  subjectPartnership: {
    id: 'contact.subject.partnership',
    defaultMessage: 'Partnership',
    description: 'Subject choice.',
  },
  subjectPress: { id: 'contact.subject.press', defaultMessage: 'Press', description: 'Subject choice.' },
  subjectOther: { id: 'contact.subject.other', defaultMessage: 'Other', description: 'Subject choice.' },
  message: { id: 'contact.form.message', defaultMessage: 'Message', description: 'Form field label.' },
  website: {
    id: 'contact.form.website',
    defaultMessage: 'Website',
    description: 'Label of a hidden field only robots fill in.',
  },
  sending: { id: 'contact.form.sending', defaultMessage: 'Sending…', description: 'Button while sending.' },
  submit: { id: 'contact.form.submit', defaultMessage: 'Submit', description: 'Button sending the form.' },
  sendFailed: {
    id: 'contact.form.sendFailed',
    defaultMessage: 'Your message could not be sent. Please try again.',
    description: 'When sending failed without a message from the server.',
  },
});
