import { defineMessages, formatMessage } from './i18n/messages.js';

/**
 * Validation messages of spec §5 as message descriptors: both the server and the web app format these,
 * in English exactly the spec's texts (the defaults) and in every other language from its catalogue.
 */
export const VALIDATION_MESSAGE_DESCRIPTORS = defineMessages({
  required: {
    id: 'validation.required',
    defaultMessage: 'This field is required',
    description: 'Under a form field left empty.',
  },
  invalidValue: {
    id: 'validation.invalidValue',
    defaultMessage: 'Invalid value',
    description: 'Under a form field whose value is not allowed.',
  },
  minLength: {
    id: 'validation.minLength',
    defaultMessage: 'Minimum length is {n} characters',
    description: 'Under a text field that is too short; n is the least number of characters.',
  },
  maxLength: {
    id: 'validation.maxLength',
    defaultMessage: 'Maximum length is {n} characters',
    description: 'Under a text field that is too long; n is the most characters allowed.',
  },
  minValue: {
    id: 'validation.minValue',
    defaultMessage: 'Value must be at least {n}',
    description: 'Under a number field whose value is too small; n is the smallest allowed.',
  },
  emailRequired: {
    id: 'validation.emailRequired',
    defaultMessage: 'Email address is required.',
    description: 'Under the email field of a form, left empty.',
  },
  emailInvalid: {
    id: 'validation.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Under the email field, when the text is not an email address.',
  },
  passwordRequired: {
    id: 'validation.passwordRequired',
    defaultMessage: 'Password is required.',
    description: 'Under the password field, left empty.',
  },
  passwordTooShort: {
    id: 'validation.passwordTooShort',
    defaultMessage: 'Password must be at least 8 characters long.',
    description: 'Under the password field of registration or reset.',
  },
  passwordTooWeak: {
    id: 'validation.passwordTooWeak',
    defaultMessage: 'Please use a stronger password',
    description: 'Under a new password that the strength meter rates too weak.',
  },
  confirmPasswordRequired: {
    id: 'validation.confirmPasswordRequired',
    defaultMessage: 'Please confirm your password.',
    description: 'Under the "Confirm password" field, left empty.',
  },
  passwordsDoNotMatch: {
    id: 'validation.passwordsDoNotMatch',
    defaultMessage: 'Passwords do not match.',
    description: 'Under the "Confirm password" field when it differs from the password.',
  },
  firstNameRequired: {
    id: 'validation.firstNameRequired',
    defaultMessage: 'First name is required.',
    description: 'Under the first name field of registration, left empty.',
  },
  lastNameRequired: {
    id: 'validation.lastNameRequired',
    defaultMessage: 'Last name is required.',
    description: 'Under the last name field of registration, left empty.',
  },
  termsRequired: {
    id: 'validation.termsRequired',
    defaultMessage: 'You must agree to the terms.',
    description: 'Under the terms checkbox of registration, left unticked.',
  },
  formHasErrors: {
    id: 'validation.formHasErrors',
    defaultMessage: 'Please fix the errors in the form.',
    description: 'Above a form sent with errors in it.',
  },
});

const V = VALIDATION_MESSAGE_DESCRIPTORS;

/** The validation messages in English, as schemas use them (spec §5, byte for byte). */
export const MESSAGES = {
  required: V.required.defaultMessage,
  invalidValue: V.invalidValue.defaultMessage,
  minLength: (n: number) => formatMessage(V.minLength, { n }),
  maxLength: (n: number) => formatMessage(V.maxLength, { n }),
  minValue: (n: number) => formatMessage(V.minValue, { n }),
  emailRequired: V.emailRequired.defaultMessage,
  emailInvalid: V.emailInvalid.defaultMessage,
  passwordRequired: V.passwordRequired.defaultMessage,
  passwordTooShort: V.passwordTooShort.defaultMessage,
  passwordTooWeak: V.passwordTooWeak.defaultMessage,
  confirmPasswordRequired: V.confirmPasswordRequired.defaultMessage,
  passwordsDoNotMatch: V.passwordsDoNotMatch.defaultMessage,
  firstNameRequired: V.firstNameRequired.defaultMessage,
  lastNameRequired: V.lastNameRequired.defaultMessage,
  termsRequired: V.termsRequired.defaultMessage,
  formHasErrors: V.formHasErrors.defaultMessage,
} as const;

/** Messages of the accounts API as descriptors. The web shows them as the "server message" of spec §8. */
export const AUTH_MESSAGE_DESCRIPTORS = defineMessages({
  invalidCredentials: {
    id: 'api.auth.invalidCredentials',
    defaultMessage: 'Invalid email or password.',
    description: 'Sign-in refused: the email or the password is wrong.',
  },
  accountSuspended: {
    id: 'api.auth.accountSuspended',
    defaultMessage: 'This account has been suspended. Please contact the Outbreak Watch team.',
    description: 'Sign-in refused for a suspended account. "Outbreak Watch" is the product name.',
  },
  emailTaken: {
    id: 'api.auth.emailTaken',
    defaultMessage: 'An account with this email address already exists.',
    description: 'Registration refused: the email is already used.',
  },
  passwordTooCommon: {
    id: 'api.auth.passwordTooCommon',
    defaultMessage: 'This password is too common and easy to guess. Please choose a less predictable one.',
    description: 'A new password found in lists of common passwords.',
  },
  passwordHasProductName: {
    id: 'api.auth.passwordHasProductName',
    defaultMessage: 'Your password must not contain the name of this site.',
    description: 'A new password containing "Outbreak Watch".',
  },
  passwordHasDomainWord: {
    id: 'api.auth.passwordHasDomainWord',
    defaultMessage:
      'Your password must not contain words about what this site does, such as "outbreak" or "surveillance".',
    description: 'A new password containing a word of the field; the quoted examples are English words.',
  },
  passwordIsDemo: {
    id: 'api.auth.passwordIsDemo',
    defaultMessage: 'This password is published with the demo data. Please choose your own.',
    description: 'A new password equal to the published demo password.',
  },
  passwordHasEmail: {
    id: 'api.auth.passwordHasEmail',
    defaultMessage: 'Your password must not contain your email address.',
    description: 'A new password containing the account email.',
  },
  passwordHasName: {
    id: 'api.auth.passwordHasName',
    defaultMessage: 'Your password must not contain your name.',
    description: 'A new password containing the person’s name.',
  },
  passwordRepeats: {
    id: 'api.auth.passwordRepeats',
    defaultMessage: 'Avoid repeated characters or patterns, such as "aaaa" or "abcabc".',
    description: 'A new password made of repeats; keep the quoted examples as they are.',
  },
  passwordSequence: {
    id: 'api.auth.passwordSequence',
    defaultMessage: 'Avoid sequences, such as "1234" or "abcd".',
    description: 'A new password made of a sequence; keep the quoted examples as they are.',
  },
  invalidAccountType: {
    id: 'api.auth.invalidAccountType',
    defaultMessage: 'Account type must be Blogger (regular) or Reporter.',
    description: 'Registration with an unknown account type. Blogger and Reporter are the two types.',
  },
  unknownTitle: {
    id: 'api.auth.unknownTitle',
    defaultMessage: 'The selected title does not exist.',
    description: 'A profile title (Dr, Prof …) that is not in the list.',
  },
  unknownQualification: {
    id: 'api.auth.unknownQualification',
    defaultMessage: 'The selected qualification does not exist.',
    description: 'A profile qualification that is not in the list.',
  },
  unknownAffiliation: {
    id: 'api.auth.unknownAffiliation',
    defaultMessage: 'The selected affiliation does not exist.',
    description: 'A profile affiliation (organisation) that is not in the list.',
  },
  sessionExpired: {
    id: 'api.auth.sessionExpired',
    defaultMessage: 'Your session has expired. Please sign in again.',
    description: 'The sign-in has expired.',
  },
  authenticationRequired: {
    id: 'api.auth.authenticationRequired',
    defaultMessage: 'Authentication required. Please sign in.',
    description: 'A page or action that needs a signed-in user.',
  },
  verificationRequired: {
    id: 'api.auth.verificationRequired',
    defaultMessage: 'Please verify your email address first.',
    description: 'An action that needs a verified email address.',
  },
  forbidden: {
    id: 'api.auth.forbidden',
    defaultMessage: 'You do not have permission to do this.',
    description: 'An action the user’s role does not allow.',
  },
  invalidRefreshToken: {
    id: 'api.auth.invalidRefreshToken',
    defaultMessage: 'Your session is no longer valid. Please sign in again.',
    description: 'The stored sign-in was ended (signed out elsewhere, password changed).',
  },
  forgotPasswordSent: {
    id: 'api.auth.forgotPasswordSent',
    defaultMessage: 'If your email is registered, you will receive password reset instructions.',
    description: 'After asking for a password reset; says nothing of whether the account exists.',
  },
  resetLinkInvalid: {
    id: 'api.auth.resetLinkInvalid',
    defaultMessage: 'This password reset link is invalid or has expired. Please request a new one.',
    description: 'A password reset link that is wrong or too old.',
  },
  passwordReset: {
    id: 'api.auth.passwordReset',
    defaultMessage: 'Your password has been successfully reset',
    description: 'After a password reset.',
  },
  verificationSent: {
    id: 'api.auth.verificationSent',
    defaultMessage:
      'If this address belongs to an account awaiting verification, a new verification email is on its way.',
    description: 'After asking for a new verification email; says nothing of whether the account exists.',
  },
  verificationLinkInvalid: {
    id: 'api.auth.verificationLinkInvalid',
    defaultMessage: 'Email verification failed. The link may have expired or is invalid.',
    description: 'An email verification link that is wrong or too old.',
  },
  emailVerified: {
    id: 'api.auth.emailVerified',
    defaultMessage: 'Your email has been successfully verified',
    description: 'After following the verification link.',
  },
  loggedOut: {
    id: 'api.auth.loggedOut',
    defaultMessage: 'You have been signed out.',
    description: 'After signing out.',
  },
  invalidCsrfToken: {
    id: 'api.auth.invalidCsrfToken',
    defaultMessage: 'The security token of this request is missing or wrong. Please reload the page.',
    description: 'A request without its anti-forgery token.',
  },
  tooManyAttemptsSeconds: {
    id: 'api.auth.tooManyAttemptsSeconds',
    defaultMessage:
      'Too many attempts. Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} and try again.',
    description: 'Too many sign-in or mail requests from one address; seconds is how long to wait.',
  },
  tooManyAttempts: {
    id: 'api.auth.tooManyAttempts',
    defaultMessage:
      'Too many attempts for this account. Please try again in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
    description: 'Too many failed sign-ins for one account; minutes is how long it stays locked.',
  },
  userNotFound: {
    id: 'api.auth.userNotFound',
    defaultMessage: 'User not found.',
    description: 'An account that does not exist (or no longer).',
  },
});

const A = AUTH_MESSAGE_DESCRIPTORS;

/** The accounts API's messages in English, as services send them. */
export const AUTH_MESSAGES = {
  invalidCredentials: A.invalidCredentials.defaultMessage,
  accountSuspended: A.accountSuspended.defaultMessage,
  emailTaken: A.emailTaken.defaultMessage,
  passwordTooCommon: A.passwordTooCommon.defaultMessage,
  passwordHasProductName: A.passwordHasProductName.defaultMessage,
  passwordHasDomainWord: A.passwordHasDomainWord.defaultMessage,
  passwordIsDemo: A.passwordIsDemo.defaultMessage,
  passwordHasEmail: A.passwordHasEmail.defaultMessage,
  passwordHasName: A.passwordHasName.defaultMessage,
  passwordRepeats: A.passwordRepeats.defaultMessage,
  passwordSequence: A.passwordSequence.defaultMessage,
  invalidAccountType: A.invalidAccountType.defaultMessage,
  unknownTitle: A.unknownTitle.defaultMessage,
  unknownQualification: A.unknownQualification.defaultMessage,
  unknownAffiliation: A.unknownAffiliation.defaultMessage,
  sessionExpired: A.sessionExpired.defaultMessage,
  authenticationRequired: A.authenticationRequired.defaultMessage,
  verificationRequired: A.verificationRequired.defaultMessage,
  forbidden: A.forbidden.defaultMessage,
  invalidRefreshToken: A.invalidRefreshToken.defaultMessage,
  forgotPasswordSent: A.forgotPasswordSent.defaultMessage,
  resetLinkInvalid: A.resetLinkInvalid.defaultMessage,
  passwordReset: A.passwordReset.defaultMessage,
  verificationSent: A.verificationSent.defaultMessage,
  verificationLinkInvalid: A.verificationLinkInvalid.defaultMessage,
  emailVerified: A.emailVerified.defaultMessage,
  loggedOut: A.loggedOut.defaultMessage,
  invalidCsrfToken: A.invalidCsrfToken.defaultMessage,
  tooManyAttemptsSeconds: (seconds: number) => formatMessage(A.tooManyAttemptsSeconds, { seconds }),
  tooManyAttempts: (minutes: number) => formatMessage(A.tooManyAttempts, { minutes }),
  userNotFound: A.userNotFound.defaultMessage,
} as const;
