import {
  AUTH_MESSAGES,
  newPasswordProblem,
  personalPasswordProblem,
  type PasswordOwner,
} from '@outbreak-watch/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/** ~49,000 most common passwords from leaked sets (@zxcvbn-ts/language-common, MIT). */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

const LEET: Record<string, string> = {
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

/**
 * The forms people dress a common password in: any case, with digits and symbols before or after,
 * with letters swapped for look-alike digits. "Password1!" and "P@ssw0rd2024" both come down to
 * "password".
 */
function commonCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const stripEnds = (value: string) => value.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const unleet = (value: string) => value.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  return [lower, stripEnds(lower), unleet(stripEnds(lower)), stripEnds(unleet(lower))].filter(
    (candidate) => candidate.length >= 4,
  );
}

export function isCommonPassword(password: string): boolean {
  return commonCandidates(password).some((candidate) => COMMON_PASSWORDS.has(candidate));
}

/**
 * DESIGN.md §9 and NIST SP 800-63B: the spec's rules, the words and patterns of this site and this
 * person, and the common-password list; for registration, reset and the admin from the environment alike.
 */
export function passwordPolicyProblem(password: string, owner: PasswordOwner = {}): string | null {
  return (
    newPasswordProblem(password) ??
    personalPasswordProblem(password, owner) ??
    (isCommonPassword(password) ? AUTH_MESSAGES.passwordTooCommon : null)
  );
}
