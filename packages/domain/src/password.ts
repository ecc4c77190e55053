import { AUTH_MESSAGES, MESSAGES } from './messages.js';
import { DEMO_PASSWORD, PRODUCT } from './product.js';

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

/** Length in Unicode code points (NIST SP 800-63B): an emoji is one character, not two UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * Strength of spec §5: under 8 characters is 'Too short' (0). Otherwise 1 point for length (2 when over
 * 10 characters), plus one each for an uppercase letter, a lowercase letter, a digit and a special
 * character, at most 5. Under 3 is Weak, 3 Moderate, 4 or more Strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = passwordLength(password);
  const checks = {
    length: length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    number: /\d/.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
  if (!checks.length) return { score: 0, label: 'Too short', checks };
  const lowercase = /\p{Ll}/u.test(password);
  const raw =
    (length > 10 ? 2 : 1) +
    Number(checks.uppercase) +
    Number(lowercase) +
    Number(checks.number) +
    Number(checks.special);
  const score = Math.min(raw, PASSWORD_MAX_SCORE);
  const label: PasswordStrengthLabel = score < 3 ? 'Weak' : score === 3 ? 'Moderate' : 'Strong';
  return { score, label, checks };
}

/**
 * Why a new password is refused, as a machine-readable code: a refusal's `details` carries it beside the
 * text (`{ field: 'password', message, code }`), so a client can react without matching sentences.
 */
export const PASSWORD_PROBLEMS = {
  password_required: MESSAGES.passwordRequired,
  password_too_short: MESSAGES.passwordTooShort,
  password_too_long: MESSAGES.maxLength(PASSWORD_MAX_LENGTH),
  password_too_weak: MESSAGES.passwordTooWeak,
  password_is_demo: AUTH_MESSAGES.passwordIsDemo,
  password_has_product_name: AUTH_MESSAGES.passwordHasProductName,
  password_has_domain_word: AUTH_MESSAGES.passwordHasDomainWord,
  password_has_email: AUTH_MESSAGES.passwordHasEmail,
  password_has_name: AUTH_MESSAGES.passwordHasName,
  password_repeats: AUTH_MESSAGES.passwordRepeats,
  password_sequence: AUTH_MESSAGES.passwordSequence,
  password_too_common: AUTH_MESSAGES.passwordTooCommon,
} as const;
export type PasswordProblemCode = keyof typeof PASSWORD_PROBLEMS;

/** The code of the first rule of spec §5 a new password breaks, or null. */
export function newPasswordProblemCode(password: string): PasswordProblemCode | null {
  const length = passwordLength(password);
  if (length === 0) return 'password_required';
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (passwordStrength(password).score < PASSWORD_MIN_SCORE) return 'password_too_weak';
  return null;
}

/** The first rule of spec §5 a new password breaks, or null. Server and forms call the same function. */
export function newPasswordProblem(password: string): string | null {
  const code = newPasswordProblemCode(password);
  return code && PASSWORD_PROBLEMS[code];
}

/** Who the password is for: what it must not contain. */
export interface PasswordOwner {
  email?: string | null;
  names?: (string | null | undefined)[];
}

/** Letters and digits only, lower-cased: "Outbreak-Watch" and "outbreakwatch" compare equal. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The product's subject (NIST SP 800-63B "context-specific words"): stems of the words an attacker of a
 * surveillance site tries first, "Outbreaks#Surveil9" or "Surveillance#2029". Compared with the password's
 * letters and digits, also with look-alike digits read as letters ("0utbr3ak").
 */
export const PASSWORD_DOMAIN_WORDS = [
  'outbreak',
  'surveil',
  'watch',
  'epidemi',
  'pandemic',
  'endemic',
  'infect',
  'disease',
  'pathogen',
  'contagio',
  'quarantin',
  'virus',
] as const;

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Look-alike digits and symbols read as the letters they stand for: "P@ssw0rd" is "password". */
export function readLookAlikes(text: string): string {
  return text.replace(/[013457@$!]/g, (c) => LOOK_ALIKES[c] ?? c);
}

/** Shortest part of an email or a name that counts as "containing" it: "Al" or "Li" would refuse too much. */
const MIN_PERSONAL_PART = 3;

/** A run of this many repeated or consecutive characters ("aaaa", "1234", "dcba") is refused. */
const MAX_RUN = 4;

function hasRun(password: string): 'repeat' | 'sequence' | null {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  let same = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < codes.length; i++) {
    const step = codes[i] - codes[i - 1];
    const isAlnum = /[\p{L}\p{N}]/u.test(String.fromCodePoint(codes[i]));
    same = step === 0 ? same + 1 : 1;
    up = step === 1 && isAlnum ? up + 1 : 1;
    down = step === -1 && isAlnum ? down + 1 : 1;
    if (same >= MAX_RUN) return 'repeat';
    if (up >= MAX_RUN || down >= MAX_RUN) return 'sequence';
  }
  return null;
}

/** The whole password is one short unit said again: "abcabcabc", "Ab1!Ab1!". */
function isRepeatedUnit(password: string): boolean {
  return /^(.{1,6}?)\1+$/su.test(password);
}

/**
 * NIST SP 800-63B's "context-specific words" and patterns: the site's name and subject, the published demo
 * password, the user's own email and names, and repeated or sequential runs. Null when none applies.
 * The server adds the list of common passwords (too large for the browser).
 */
export function personalPasswordProblemCode(
  password: string,
  owner: PasswordOwner = {},
): PasswordProblemCode | null {
  const flat = compact(password);
  if (flat.includes(compact(DEMO_PASSWORD))) return 'password_is_demo';
  if (flat.includes(compact(PRODUCT.name))) return 'password_has_product_name';
  const readable = compact(readLookAlikes(password.toLowerCase()));
  if (PASSWORD_DOMAIN_WORDS.some((word) => flat.includes(word) || readable.includes(word))) {
    return 'password_has_domain_word';
  }
  const email = owner.email?.trim().toLowerCase() ?? '';
  const localPart = email.split('@')[0] ?? '';
  // The whole name before the @ and each word in it: "kestrel.fox7" gives "kestrelfox7", "kestrel", "fox".
  const emailWords = [compact(localPart), ...localPart.split(/[^\p{L}]+/u)];
  if (
    email &&
    (password.toLowerCase().includes(email) ||
      emailWords.some((word) => word.length >= MIN_PERSONAL_PART && flat.includes(word)))
  ) {
    return 'password_has_email';
  }
  const names = (owner.names ?? []).flatMap((name) => (name ?? '').split(/[\s-]+/)).map(compact);
  if (names.some((name) => name.length >= MIN_PERSONAL_PART && flat.includes(name))) {
    return 'password_has_name';
  }
  if (isRepeatedUnit(password)) return 'password_repeats';
  const run = hasRun(password);
  if (run === 'repeat') return 'password_repeats';
  if (run === 'sequence') return 'password_sequence';
  return null;
}

/** The message of `personalPasswordProblemCode`, for the forms. */
export function personalPasswordProblem(password: string, owner: PasswordOwner = {}): string | null {
  const code = personalPasswordProblemCode(password, owner);
  return code && PASSWORD_PROBLEMS[code];
}
