import { AUTH_MESSAGES } from '@outbreak-watch/domain';

/**
 * The screen texts of the accounts flows (spec §2, §5 and §8). Where the spec says "server message",
 * screens show the API's `message` and fall back to these.
 */
export const AUTH_TEXT = {
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed. Please try again.',
  forgotPasswordFailed: 'Failed to process request. Please try again.',
  forgotPasswordSent: AUTH_MESSAGES.forgotPasswordSent,
  resetFailed: 'Failed to reset password. Please try again.',
  resetSucceeded: AUTH_MESSAGES.passwordReset,
  resetMissingToken: 'Invalid or missing password reset token. Please request a new password reset link.',
  resetMissingEmail: 'Invalid or missing password reset token.',
  verifying: 'Verifying your email address...',
  verified: AUTH_MESSAGES.emailVerified,
  verificationFailed: AUTH_MESSAGES.verificationLinkInvalid,
  verifyMissingCode: 'Invalid or missing verification token. Please check your email link.',
  verifyMissingEmail: 'Invalid or broken token.',
  resendFailed: 'Failed to resend verification email. Please try again.',
  resendSucceeded: 'Verification email sent successfully!',
  resendNoEmail: 'Email address not found. Please log in again.',
  verificationRequired: 'Email verification required',
} as const;
