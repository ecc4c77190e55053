import { defineMessages } from '@outbreak-watch/domain';

/**
 * The words of every e-mail, written in the recipient's language when the mail is queued. `product`
 * is the product's name, which stays as it is in every language.
 */
export const MAIL_MESSAGES = defineMessages({
  greeting: {
    id: 'mail.greeting',
    defaultMessage: 'Hello {firstName},',
    description: 'The first line of an e-mail to a person; firstName is their first name.',
  },
  buttonFallback: {
    id: 'mail.buttonFallback',
    defaultMessage: 'If the button does not work, copy this address into your browser:',
    description: "Under an e-mail's button, followed by the button's web address.",
  },
  verificationSubject: {
    id: 'mail.verification.subject',
    defaultMessage: 'Verify your email address for {product}',
    description: 'Subject of the mail sent after registering, asking to confirm the e-mail address.',
  },
  verificationThanks: {
    id: 'mail.verification.thanks',
    defaultMessage:
      'Thank you for registering with {product}. Please confirm that this is your email address.',
    description: 'First paragraph of the address verification mail.',
  },
  verificationValidity: {
    id: 'mail.verification.validity',
    defaultMessage: 'The link is valid for 24 hours and can be used once.',
    description: 'How long the verification link works.',
  },
  verificationAction: {
    id: 'mail.verification.action',
    defaultMessage: 'Verify email address',
    description: 'Button of the address verification mail.',
  },
  verificationFootnote: {
    id: 'mail.verification.footnote',
    defaultMessage: 'If you did not create an account, you can ignore this message.',
    description: 'Small print of the address verification mail.',
  },
  resetSubject: {
    id: 'mail.reset.subject',
    defaultMessage: 'Reset your {product} password',
    description: 'Subject of the mail with a link to choose a new password.',
  },
  resetAsked: {
    id: 'mail.reset.asked',
    defaultMessage:
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
    description: 'First paragraph of the password reset mail.',
  },
  resetValidity: {
    id: 'mail.reset.validity',
    defaultMessage: 'The link is valid for one hour and can be used once.',
    description: 'How long the password reset link works.',
  },
  resetAction: {
    id: 'mail.reset.action',
    defaultMessage: 'Choose a new password',
    description: 'Button of the password reset mail.',
  },
  resetFootnote: {
    id: 'mail.reset.footnote',
    defaultMessage: 'If you did not ask for this, ignore this message: your password stays as it is.',
    description: 'Small print of the password reset mail.',
  },
  passwordChangedSubject: {
    id: 'mail.passwordChanged.subject',
    defaultMessage: 'Your {product} password was changed',
    description: 'Subject of the mail telling that the account password was changed.',
  },
  passwordChangedWhat: {
    id: 'mail.passwordChanged.what',
    defaultMessage:
      'The password of your account was just changed, and every device signed in to it was signed out.',
    description: 'First paragraph of the password changed mail.',
  },
  passwordChangedIfYou: {
    id: 'mail.passwordChanged.ifYou',
    defaultMessage: 'If you made this change, there is nothing else to do.',
    description: 'Second paragraph of the password changed mail.',
  },
  passwordChangedAction: {
    id: 'mail.passwordChanged.action',
    defaultMessage: 'Sign in',
    description: 'Button of the password changed mail, to the sign-in page.',
  },
  passwordChangedFootnote: {
    id: 'mail.passwordChanged.footnote',
    defaultMessage:
      'If you did not change your password, reset it at once with "Forgot password" and tell the {product} team.',
    description:
      'Small print of the password changed mail. "Forgot password" is the link on the sign-in page: use its words in the app.',
  },
  notificationReadMore: {
    id: 'mail.notification.readMore',
    defaultMessage: 'Read more: {url}',
    description: "A notification mail's line with the web address of what it tells of.",
  },
  notificationAction: {
    id: 'mail.notification.action',
    defaultMessage: 'Open the notifications',
    description: 'Button of a notification mail or digest, to the notifications page.',
  },
  notificationFootnote: {
    id: 'mail.notification.footnote',
    defaultMessage:
      'You receive this because of what you follow on {product}. Unsubscribe from these emails: {url}',
    description: 'Small print of every notification mail; url is the one-click unsubscribe page.',
  },
  digestSubject: {
    id: 'mail.digest.subject',
    defaultMessage: '{product}: {count, plural, other {{count} updates from the last day}}',
    description: 'Subject of the daily digest; count is the number of notifications in it (two or more).',
  },
  catchUpSubject: {
    id: 'mail.catchUp.subject',
    defaultMessage: '{product}: {count, plural, other {{count} updates held back this hour}}',
    description:
      'Subject of the catch-up digest, sent when more notifications came in an hour than are mailed one by one; count is two or more.',
  },
  contactSubject: {
    id: 'mail.contact.subject',
    defaultMessage: 'We received your message to {product}',
    description: 'Subject of the copy sent to someone who wrote through the contact form.',
  },
  contactReceived: {
    id: 'mail.contact.received',
    defaultMessage:
      'We received your message and the team will reply to {email}. This is a copy of what you sent:',
    description: 'First paragraph of the contact form copy; email is their address.',
  },
  contactFootnote: {
    id: 'mail.contact.footnote',
    defaultMessage: 'If you did not write to us, you can ignore this message.',
    description: 'Small print of the contact form copy.',
  },
  contactName: {
    id: 'mail.contact.name',
    defaultMessage: 'Name: {name}',
    description: 'A line of the contact form copy: the name the sender gave.',
  },
  contactEmail: {
    id: 'mail.contact.email',
    defaultMessage: 'Email: {email}',
    description: 'A line of the contact form copy: the e-mail address the sender gave.',
  },
  contactTopic: {
    id: 'mail.contact.topic',
    defaultMessage: 'Subject: {topic}',
    description: 'A line of the contact form copy: the subject the sender chose from the list.',
  },
  contactMessage: {
    id: 'mail.contact.message',
    defaultMessage: 'Message:\n{message}',
    description: 'A line of the contact form copy: the message, on the lines after this word.',
  },
  topicReport: {
    id: 'mail.contact.topic.report',
    defaultMessage: 'Report an outbreak',
    description: 'A subject of the contact form.',
  },
  topicFeedback: {
    id: 'mail.contact.topic.feedback',
    defaultMessage: 'Feedback',
    description: 'A subject of the contact form.',
  },
  topicPartnership: {
    id: 'mail.contact.topic.partnership',
    defaultMessage: 'Partnership',
    description: 'A subject of the contact form.',
  },
  topicPress: {
    id: 'mail.contact.topic.press',
    defaultMessage: 'Press',
    description: 'A subject of the contact form (journalists).',
  },
  topicOther: {
    id: 'mail.contact.topic.other',
    defaultMessage: 'Other',
    description: 'A subject of the contact form.',
  },
});
