import type { Profile } from '@outbreak-watch/domain';
import { formatLongDate } from '../../lib/format';
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
  return letters === '' ? '?' : letters.toLocaleUpperCase('en-US');
}

/** 'premium' → 'Premium' (spec §3: user_type is shown capitalised). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}

/** en-US long date (spec §9), e.g. 'November 21, 2026'; an unreadable date is shown as given. */
export { formatLongDate };

export function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/**
 * The full date and the relative age, e.g. ['March 3, 2024', '2 years ago'] (spec §2 Public profile:
 * 'Member Since'); only the date when it cannot be read.
 */
export function memberSinceParts(createdAt: string, now: Date): [string] | [string, string] {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return [createdAt];
  return [formatLongDate(createdAt), relativeAge(date, now)];
}
