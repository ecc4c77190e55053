/**
 * Validation messages of spec §5. Both the server and the web app show these exact texts, so they live
 * here once.
 */
export const MESSAGES = {
  required: 'This field is required',
  invalidValue: 'Invalid value',
  minLength: (n: number) => `Minimum length is ${n} characters`,
  maxLength: (n: number) => `Maximum length is ${n} characters`,
  minValue: (n: number) => `Value must be at least ${n}`,
  emailRequired: 'Email address is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooWeak: 'Please use a stronger password',
  confirmPasswordRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  termsRequired: 'You must agree to the terms.',
  formHasErrors: 'Please fix the errors in the form.',
} as const;

/** Messages of the accounts API. The web shows them as the "server message" of spec §8. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  accountSuspended: 'This account has been suspended. Please contact the Outbreak Watch team.',
  emailTaken: 'An account with this email address already exists.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a less predictable one.',
  passwordHasProductName: 'Your password must not contain the name of this site.',
  passwordHasDomainWord:
    'Your password must not contain words about what this site does, such as "outbreak" or "surveillance".',
  passwordIsDemo: 'This password is published with the demo data. Please choose your own.',
  passwordHasEmail: 'Your password must not contain your email address.',
  passwordHasName: 'Your password must not contain your name.',
  passwordRepeats: 'Avoid repeated characters or patterns, such as "aaaa" or "abcabc".',
  passwordSequence: 'Avoid sequences, such as "1234" or "abcd".',
  invalidAccountType: 'Account type must be Blogger (regular) or Reporter.',
  unknownTitle: 'The selected title does not exist.',
  unknownQualification: 'The selected qualification does not exist.',
  unknownAffiliation: 'The selected affiliation does not exist.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  authenticationRequired: 'Authentication required. Please sign in.',
  verificationRequired: 'Please verify your email address first.',
  forbidden: 'You do not have permission to do this.',
  invalidRefreshToken: 'Your session is no longer valid. Please sign in again.',
  forgotPasswordSent: 'If your email is registered, you will receive password reset instructions.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been successfully reset',
  verificationSent:
    'If this address belongs to an account awaiting verification, a new verification email is on its way.',
  verificationLinkInvalid: 'Email verification failed. The link may have expired or is invalid.',
  emailVerified: 'Your email has been successfully verified',
  loggedOut: 'You have been signed out.',
  invalidCsrfToken: 'The security token of this request is missing or wrong. Please reload the page.',
  tooManyAttemptsSeconds: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  tooManyAttempts: (minutes: number) =>
    `Too many attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  userNotFound: 'User not found.',
} as const;
