import { MESSAGES } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound of DESIGN.md §9: long enough for passphrases, short enough to hash cheaply. */
export const PASSWORD_MAX_LENGTH = 128;
/** Submission needs at least this score (spec §5): 'Moderate'. */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_MAX_SCORE = 5;

export type PasswordStrengthLabel = 'Too short' | 'Weak' | 'Moderate' | 'Strong';

export interface PasswordStrength {
  /** 0 to 5; the meter's width is score / 5. */
  score: number;
  label: PasswordStrengthLabel;
  /** The checklist of spec §5. */
  checks: { length: boolean; uppercase: boolean; number: boolean; special: boolean };
}

/**
 * Strength of spec §5: under 8 characters is 'Too short' (0). Otherwise 1 point for length (2 when over
 * 10 characters), plus one each for an uppercase letter, a lowercase letter, a digit and a special
 * character, at most 5. Under 3 is Weak, 3 Moderate, 4 or more Strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    number: /\d/.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
  if (!checks.length) return { score: 0, label: 'Too short', checks };
  const lowercase = /\p{Ll}/u.test(password);
  const raw =
    (password.length > 10 ? 2 : 1) +
    Number(checks.uppercase) +
    Number(lowercase) +
    Number(checks.number) +
    Number(checks.special);
  const score = Math.min(raw, PASSWORD_MAX_SCORE);
  const label: PasswordStrengthLabel = score < 3 ? 'Weak' : score === 3 ? 'Moderate' : 'Strong';
  return { score, label, checks };
}

/** The first rule of spec §5 a new password breaks, or null. Server and forms call the same function. */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.maxLength(PASSWORD_MAX_LENGTH);
  if (passwordStrength(password).score < PASSWORD_MIN_SCORE) return MESSAGES.passwordTooWeak;
  return null;
}
