import {
  newPasswordProblemCode,
  PASSWORD_PROBLEMS,
  personalPasswordProblemCode,
  readLookAlikes,
  type PasswordOwner,
  type PasswordProblemCode,
} from '@outbreak-watch/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/** ~49,000 most common passwords from leaked sets (@zxcvbn-ts/language-common, MIT). */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/**
 * The forms people dress a common password in: any case, with digits and symbols before or after,
 * with letters swapped for look-alike digits. "Password1!" and "P@ssw0rd2024" both come down to
 * "password".
 */
function commonCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const stripEnds = (value: string) => value.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return [lower, stripEnds(lower), readLookAlikes(stripEnds(lower)), stripEnds(readLookAlikes(lower))].filter(
    (candidate) => candidate.length >= 4,
  );
}

export function isCommonPassword(password: string): boolean {
  return commonCandidates(password).some((candidate) => COMMON_PASSWORDS.has(candidate));
}

export interface PasswordPolicyProblem {
  code: PasswordProblemCode;
  message: string;
}

/**
 * DESIGN.md §9 and NIST SP 800-63B: the spec's rules, the words and patterns of this site and this
 * person, and the common-password list; for registration, reset and the admin from the environment alike.
 */
export function passwordPolicyProblem(
  password: string,
  owner: PasswordOwner = {},
): PasswordPolicyProblem | null {
  const code =
    newPasswordProblemCode(password) ??
    personalPasswordProblemCode(password, owner) ??
    (isCommonPassword(password) ? 'password_too_common' : null);
  return code && { code, message: PASSWORD_PROBLEMS[code] };
}
