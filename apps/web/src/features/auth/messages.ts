import { AUTH_MESSAGE_DESCRIPTORS as API, defineMessages } from '@outbreak-watch/domain';

/**
 * The screen texts of the accounts flows (spec §2, §5 and §8). Where the spec says "server message",
 * screens show the API's `message` (in the reader's language) and fall back to these.
 */
export const AUTH_TEXT = defineMessages({
  loginFailed: {
    id: 'auth.loginFailed',
    defaultMessage: 'Login failed. Please check your credentials.',
    description: 'When signing in failed without a message from the server.',
  },
  registrationFailed: {
    id: 'auth.registrationFailed',
    defaultMessage: 'Registration failed. Please try again.',
    description: 'When registering failed without a message from the server.',
  },
  forgotPasswordFailed: {
    id: 'auth.forgotPasswordFailed',
    defaultMessage: 'Failed to process request. Please try again.',
    description: 'When asking for a password reset failed.',
  },
  forgotPasswordSent: API.forgotPasswordSent,
  resetFailed: {
    id: 'auth.resetFailed',
    defaultMessage: 'Failed to reset password. Please try again.',
    description: 'When setting a new password failed.',
  },
  resetSucceeded: API.passwordReset,
  resetMissingToken: {
    id: 'auth.resetMissingToken',
    defaultMessage: 'Invalid or missing password reset token. Please request a new password reset link.',
    description: 'A password reset link without its token.',
  },
  resetMissingEmail: {
    id: 'auth.resetMissingEmail',
    defaultMessage: 'Invalid or missing password reset token.',
    description: 'A password reset link without its email address.',
  },
  verifying: {
    id: 'auth.verifying',
    defaultMessage: 'Verifying your email address...',
    description: 'While the email verification link is checked.',
  },
  verified: API.emailVerified,
  verificationFailed: API.verificationLinkInvalid,
  verifyMissingCode: {
    id: 'auth.verifyMissingCode',
    defaultMessage: 'Invalid or missing verification token. Please check your email link.',
    description: 'A verification link without its code.',
  },
  verifyMissingEmail: {
    id: 'auth.verifyMissingEmail',
    defaultMessage: 'Invalid or broken token.',
    description: 'A verification link without its email address.',
  },
  resendFailed: {
    id: 'auth.resendFailed',
    defaultMessage: 'Failed to resend verification email. Please try again.',
    description: 'When sending the verification email again failed.',
  },
  resendSucceeded: {
    id: 'auth.resendSucceeded',
    defaultMessage: 'Verification email sent successfully!',
    description: 'After the verification email was sent again.',
  },
  resendNoEmail: {
    id: 'auth.resendNoEmail',
    defaultMessage: 'Email address not found. Please log in again.',
    description: 'Resending verification without a known address.',
  },
  verificationRequired: {
    id: 'auth.verificationRequired',
    defaultMessage: 'Email verification required',
    description: 'Heading of the banner asking to verify the email address.',
  },
});

/** Fields, buttons and headings shared by several accounts screens. */
export const AUTH_FORM = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'Email address', description: 'Form field label.' },
  password: { id: 'auth.field.password', defaultMessage: 'Password', description: 'Form field label.' },
  newPassword: {
    id: 'auth.field.newPassword',
    defaultMessage: 'New password',
    description: 'Form field label.',
  },
  confirmPassword: {
    id: 'auth.field.confirmPassword',
    defaultMessage: 'Confirm password',
    description: 'Form field label: the new password typed again.',
  },
  showPassword: {
    id: 'auth.field.showPassword',
    defaultMessage: 'Show {field}',
    description: 'Button that shows the typed password; field is the field’s label in lower case.',
  },
  returnToSignIn: {
    id: 'auth.returnToSignIn',
    defaultMessage: 'Return to sign in',
    description: 'Link back to the sign-in page.',
  },
  returnToLogin: { id: 'auth.returnToLogin', defaultMessage: 'Return to login', description: 'Button.' },
  returnToLoginTitle: {
    id: 'auth.returnToLoginTitle',
    defaultMessage: 'Return to Login',
    description: 'Button after a failed email verification (spec’s capitalisation).',
  },
  goToLogin: {
    id: 'auth.goToLogin',
    defaultMessage: 'Go to Login',
    description: 'Button after verification.',
  },
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign in', description: 'Button or link to sign in.' },
  requestNewResetLink: {
    id: 'auth.requestNewResetLink',
    defaultMessage: 'Request a new reset link',
    description: 'Link to ask for another password reset email.',
  },
  strength: {
    id: 'auth.strength.title',
    defaultMessage: 'Password strength',
    description: 'Label of the password strength meter.',
  },
  strengthTooShort: {
    id: 'auth.strength.tooShort',
    defaultMessage: 'Too short',
    description: 'Password strength.',
  },
  strengthWeak: { id: 'auth.strength.weak', defaultMessage: 'Weak', description: 'Password strength.' },
  strengthModerate: {
    id: 'auth.strength.moderate',
    defaultMessage: 'Moderate',
    description: 'Password strength.',
  },
  strengthStrong: { id: 'auth.strength.strong', defaultMessage: 'Strong', description: 'Password strength.' },
  requirements: {
    id: 'auth.strength.requirements',
    defaultMessage: 'Password requirements',
    description: 'Name of the checklist under a new password.',
  },
  checkLength: {
    id: 'auth.strength.length',
    defaultMessage: 'At least 8 characters',
    description: 'Checklist.',
  },
  checkUppercase: {
    id: 'auth.strength.uppercase',
    defaultMessage: 'An uppercase letter',
    description: 'Checklist.',
  },
  checkNumber: { id: 'auth.strength.number', defaultMessage: 'A number', description: 'Checklist: a digit.' },
  checkSpecial: {
    id: 'auth.strength.special',
    defaultMessage: 'A special character',
    description: 'Checklist: a character that is no letter or digit.',
  },
  checkDone: { id: 'auth.strength.done', defaultMessage: '(done)', description: 'For screen readers.' },
  checkNotYet: {
    id: 'auth.strength.notYet',
    defaultMessage: '(not yet)',
    description: 'For screen readers.',
  },
  sending: { id: 'auth.sending', defaultMessage: 'Sending...', description: 'Button while sending.' },
  resendVerification: {
    id: 'auth.resendVerification',
    defaultMessage: 'Resend verification email',
    description: 'Button that sends the verification email again.',
  },
  resendShort: {
    id: 'auth.resendShort',
    defaultMessage: 'Resend',
    description: 'Short form of "Resend verification email" on phones.',
  },
  bannerText: {
    id: 'auth.banner.text',
    defaultMessage: 'Open the link we sent to <b>{email}</b> to report outbreaks and comment.',
    description: 'Banner for an unverified account; email is their address.',
  },
});

export const LOGIN_MESSAGES = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Login', description: 'Heading of the sign-in page.' },
  description: {
    id: 'auth.login.description',
    defaultMessage: 'Sign in to report outbreaks, comment on reports and manage your profile.',
    description: 'Under the sign-in heading.',
  },
  newHere: {
    id: 'auth.login.newHere',
    defaultMessage: 'New to Outbreak Watch? <link>Create an account</link>',
    description: 'Under the sign-in form; "Outbreak Watch" is the product name.',
  },
  formName: {
    id: 'auth.login.formName',
    defaultMessage: 'Sign in',
    description: 'Name of the sign-in form.',
  },
  remember: {
    id: 'auth.login.remember',
    defaultMessage: 'Remember me',
    description: 'Checkbox: stay signed in.',
  },
  forgot: {
    id: 'auth.login.forgot',
    defaultMessage: 'Forgot your password?',
    description: 'Link to ask for a password reset.',
  },
  signingIn: {
    id: 'auth.login.signingIn',
    defaultMessage: 'Signing in...',
    description: 'Button while sending.',
  },
});

export const REGISTER_MESSAGES = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Register', description: 'Heading of registration.' },
  description: {
    id: 'auth.register.description',
    defaultMessage:
      'Create an account to follow outbreaks, comment as an expert, or report outbreaks as a reporter.',
    description: 'Under the registration heading.',
  },
  haveAccount: {
    id: 'auth.register.haveAccount',
    defaultMessage: 'Already have an account? <link>Sign in</link>',
    description: 'Under the registration form.',
  },
  formName: {
    id: 'auth.register.formName',
    defaultMessage: 'Create an account',
    description: 'Name of the registration form.',
  },
  requiredNote: {
    id: 'auth.register.requiredNote',
    defaultMessage: 'Fields marked <mark>*</mark><sr>with an asterisk</sr> are required.',
    description: 'Above the form. <mark> is the visible asterisk; <sr> is read by screen readers only.',
  },
  yourAccount: {
    id: 'auth.register.yourAccount',
    defaultMessage: 'Your account',
    description: 'Form section.',
  },
  aboutYou: { id: 'auth.register.aboutYou', defaultMessage: 'About you', description: 'Form section.' },
  accountType: {
    id: 'auth.register.accountType',
    defaultMessage: 'Account type',
    description: 'Field label.',
  },
  blogger: {
    id: 'auth.register.blogger',
    defaultMessage: 'Blogger',
    description: 'Account type of members who follow and discuss outbreaks.',
  },
  bloggerDescription: {
    id: 'auth.register.bloggerDescription',
    defaultMessage: 'Follow outbreaks and join the discussion.',
    description: 'What a Blogger account does.',
  },
  reporter: {
    id: 'auth.register.reporter',
    defaultMessage: 'Reporter',
    description: 'Account type of members who also report outbreaks.',
  },
  reporterDescription: {
    id: 'auth.register.reporterDescription',
    defaultMessage: 'Also report outbreaks you observe.',
    description: 'What a Reporter account does.',
  },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name', description: 'Field label.' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name', description: 'Field label.' },
  middleName: { id: 'auth.register.middleName', defaultMessage: 'Middle name', description: 'Field label.' },
  title_: { id: 'auth.register.titleField', defaultMessage: 'Title', description: 'Field label: Dr, Prof …' },
  noTitle: { id: 'auth.register.noTitle', defaultMessage: 'No title', description: 'Empty choice of Title.' },
  qualification: {
    id: 'auth.register.qualification',
    defaultMessage: 'Qualification',
    description: 'Field label: professional qualification.',
  },
  selectQualification: {
    id: 'auth.register.selectQualification',
    defaultMessage: 'Select a qualification',
    description: 'Empty choice of Qualification.',
  },
  affiliation: {
    id: 'auth.register.affiliation',
    defaultMessage: 'Affiliation',
    description: 'Field label: the organisation one works for.',
  },
  selectAffiliation: {
    id: 'auth.register.selectAffiliation',
    defaultMessage: 'Select an affiliation',
    description: 'Empty choice of Affiliation.',
  },
  terms: {
    id: 'auth.register.terms',
    defaultMessage:
      'I agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
    description: 'Checkbox; both links open in a new tab.',
  },
  opensInNewTab: {
    id: 'auth.register.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'For screen readers, after a link that opens a new tab.',
  },
  creating: { id: 'auth.register.creating', defaultMessage: 'Creating account...', description: 'Button.' },
  create: { id: 'auth.register.create', defaultMessage: 'Create account', description: 'Submit button.' },
  blocked: {
    id: 'auth.register.blocked',
    defaultMessage: 'Complete every required field and fix the marked ones to create your account.',
    description: 'Under the disabled submit button.',
  },
});

export const FORGOT_MESSAGES = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?', description: 'Heading.' },
  description: {
    id: 'auth.forgot.description',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    description: 'Under the heading.',
  },
  formName: {
    id: 'auth.forgot.formName',
    defaultMessage: 'Request a password reset link',
    description: 'Name of the form.',
  },
  sending: { id: 'auth.forgot.sending', defaultMessage: 'Sending reset link...', description: 'Button.' },
  send: { id: 'auth.forgot.send', defaultMessage: 'Send reset link', description: 'Submit button.' },
  checkEmail: { id: 'auth.forgot.checkEmail', defaultMessage: 'Check your email', description: 'Heading.' },
  sentTo: {
    id: 'auth.forgot.sentTo',
    defaultMessage:
      'We sent the instructions to <b>{email}</b> if it belongs to an account. The link in the email works for one hour.',
    description: 'After asking for a reset; email is the address typed.',
  },
  nothingArrived: {
    id: 'auth.forgot.nothingArrived',
    defaultMessage:
      'Nothing arrived after a few minutes? Check your spam or junk folder, or <retry>try another address</retry>.',
    description: '<retry> is a button that shows the form again.',
  },
});

export const RESET_MESSAGES = defineMessages({
  linkBroken: {
    id: 'auth.reset.linkBroken',
    defaultMessage: 'This reset link does not work',
    description: 'Heading for a broken password reset link.',
  },
  changed: { id: 'auth.reset.changed', defaultMessage: 'Password changed', description: 'Heading.' },
  changedText: {
    id: 'auth.reset.changedText',
    defaultMessage:
      'Sign in with your new password. For your safety, every other session has been signed out.',
    description: 'After a password reset.',
  },
  title: {
    id: 'auth.reset.title',
    defaultMessage: 'Choose a new password',
    description: 'Heading and form name.',
  },
  forEmail: {
    id: 'auth.reset.forEmail',
    defaultMessage: 'For <b>{email}</b>',
    description: 'Under the heading; email is the account’s address.',
  },
  resetting: { id: 'auth.reset.resetting', defaultMessage: 'Resetting password...', description: 'Button.' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Reset Password', description: 'Submit button.' },
});

export const VERIFY_MESSAGES = defineMessages({
  notVerified: {
    id: 'auth.verify.notVerified',
    defaultMessage: 'Email not verified',
    description: 'Heading.',
  },
  verified: { id: 'auth.verify.verified', defaultMessage: 'Email verified', description: 'Heading.' },
  verifiedText: {
    id: 'auth.verify.verifiedText',
    defaultMessage: 'You can now report outbreaks (with a reporter account) and comment on reports.',
    description: 'After verification.',
  },
  title: {
    id: 'auth.verify.title',
    defaultMessage: 'Email verification',
    description: 'Heading while checking.',
  },
  sentVerification: {
    id: 'auth.emailSent.verificationTitle',
    defaultMessage: 'Verification Email Sent',
    description: 'Heading after the verification email was sent.',
  },
  sentReset: {
    id: 'auth.emailSent.resetTitle',
    defaultMessage: 'Password Reset Email Sent',
    description: 'Heading after the password reset email was sent.',
  },
  yourAddress: {
    id: 'auth.emailSent.yourAddress',
    defaultMessage: 'your email address',
    description: 'Stands for the address when it is unknown, inside the next sentences.',
  },
  sentVerificationText: {
    id: 'auth.emailSent.verificationText',
    defaultMessage:
      'We sent a verification link to {address}. Open it to confirm your address and finish setting up your account.',
    description: 'address is the email address (or "your email address").',
  },
  sentResetText: {
    id: 'auth.emailSent.resetText',
    defaultMessage:
      'We sent a link to choose a new password to {address}, if it belongs to an account. The link works for one hour.',
    description: 'address is the email address (or "your email address").',
  },
  tipsTitle: {
    id: 'auth.emailSent.tipsTitle',
    defaultMessage: 'Did not get the email?',
    description: 'Heading.',
  },
  tipSpam: {
    id: 'auth.emailSent.tipSpam',
    defaultMessage: 'Check your spam or junk folder.',
    description: 'Tip.',
  },
  tipAddress: {
    id: 'auth.emailSent.tipAddress',
    defaultMessage: 'Verify that the address above is the one you entered, spelled correctly.',
    description: 'Tip.',
  },
  tipWait: {
    id: 'auth.emailSent.tipWait',
    defaultMessage: 'Wait a few minutes: email can take a little while to arrive.',
    description: 'Tip.',
  },
  tryAgain: { id: 'auth.emailSent.tryAgain', defaultMessage: 'Try again', description: 'Button.' },
  checkingSession: {
    id: 'auth.reminder.checkingSession',
    defaultMessage: 'Checking your session…',
    description: 'While the sign-in state is read.',
  },
  reminderTitle: {
    id: 'auth.reminder.title',
    defaultMessage: 'Verify your email address',
    description: 'Heading for a visitor.',
  },
  reminderSignIn: {
    id: 'auth.reminder.signIn',
    defaultMessage:
      'Sign in to check whether your email address is verified or to get a new verification email.',
    description: 'For a visitor.',
  },
  alreadyVerified: {
    id: 'auth.reminder.alreadyVerified',
    defaultMessage: 'Your email address is verified',
    description: 'Heading.',
  },
  alreadyVerifiedText: {
    id: 'auth.reminder.alreadyVerifiedText',
    defaultMessage: '<b>{email}</b> is confirmed. There is nothing more to do.',
    description: 'email is the account’s address.',
  },
  goToDashboard: {
    id: 'auth.reminder.goToDashboard',
    defaultMessage: 'Go to the dashboard',
    description: 'Button.',
  },
  pleaseVerify: {
    id: 'auth.reminder.pleaseVerify',
    defaultMessage: 'Please verify your email address',
    description: 'Heading for an unverified account.',
  },
  pleaseVerifyText: {
    id: 'auth.reminder.pleaseVerifyText',
    defaultMessage:
      'We sent a verification link to <b>{email}</b>. Open it to report outbreaks and comment on reports.',
    description: 'email is the account’s address.',
  },
  cannotFind: {
    id: 'auth.reminder.cannotFind',
    defaultMessage:
      'Cannot find it? Check your spam or junk folder, or have a new link sent. Links work for 24 hours.',
    description: 'Under the heading.',
  },
});
