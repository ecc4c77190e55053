import type { Profile } from '@outbreak-watch/domain';
import { formatLongDate } from '../../lib/format';
import { text } from '../../lib/i18n/use-text';
import { PROFILE_MESSAGES as M } from './messages';
import { relativeAge } from './relative-age';

type NamedProfile = Pick<Profile, 'title' | 'first_name' | 'last_name'>;

/** Title, first and last name, e.g. 'Dr. Amara Okafor' (spec §2 Profiles). */
export function fullName({ title, first_name, last_name }: NamedProfile): string {
  return [title, first_name, last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The avatar fallback: first letters of the first and last name. */
export function initials({ first_name, last_name }: NamedProfile): string {
  const letters = [first_name, last_name].map((name) => Array.from(name.trim())[0] ?? '').join('');
  return letters === '' ? '?' : letters.toUpperCase();
}

/** 'premium' → 'Premium' (spec §3: user_type is shown capitalised). */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The kind of account in the app's language: 'Premium' in English (spec §3: shown capitalised). */
export function userTypeText(userType: string): string {
  return text(M.userTypeValue, { type: userType, label: capitalise(userType) });
}

/** The long date in the app's language (spec §9 in English: 'November 21, 2026'); an unreadable date as given. */
export { formatLongDate };

export function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/**
 * The full date and the relative age in the app's language, e.g. ['March 3, 2024', '2 years ago'] (spec
 * §2 Public profile: 'Member Since'); only the date when it cannot be read.
 */
export function memberSinceParts(createdAt: string, now: Date): [string] | [string, string] {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return [createdAt];
  return [formatLongDate(createdAt), relativeAge(date, now)];
}
