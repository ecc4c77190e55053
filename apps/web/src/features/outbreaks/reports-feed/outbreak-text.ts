import type { Outbreak } from '@outbreak-watch/domain';

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const mediumDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A calendar date (YYYY-MM-DD) or timestamp as the spec's medium date, e.g. 'Nov 21, 2026' (spec §9).
 * Calendar dates are read as UTC so that no time zone moves them to the previous day.
 */
export function formatMediumDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : mediumDate.format(date);
}

/** A moment in the reader's time zone, e.g. 'Nov 21, 2026, 3:04 PM'. */
export function formatMediumDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDateTime.format(date);
}

export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** 'Lagos, Nigeria', or the country alone. */
export function formatPlace(outbreak: Pick<Outbreak, 'state_name' | 'country_name'>): string {
  return [outbreak.state_name, outbreak.country_name]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

const hasText = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** 'a Reporter', 'an Admin'. */
function withArticle(role: string): string {
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}

/**
 * Who reported it, as far as this viewer may know (DESIGN.md §6): the first name for signed-in users,
 * otherwise only the role, e.g. 'Reported by a Reporter'. Null when the answer carries neither.
 */
export function reportedByText(outbreak: Pick<Outbreak, 'first_name' | 'reporter_role'>): string | null {
  if (hasText(outbreak.first_name)) return `Reported by ${outbreak.first_name}`;
  if (hasText(outbreak.reporter_role)) return `Reported by ${withArticle(outbreak.reporter_role)}`;
  return null;
}

/** The reporter's name on the details page: full name, else first name, else the role. */
export function reporterName(
  outbreak: Pick<Outbreak, 'first_name' | 'last_name' | 'reporter_role'>,
): string | null {
  if (hasText(outbreak.first_name)) {
    return hasText(outbreak.last_name) ? `${outbreak.first_name} ${outbreak.last_name}` : outbreak.first_name;
  }
  return hasText(outbreak.reporter_role) ? outbreak.reporter_role : null;
}

export function textOr(value: string | null | undefined, fallback: string): string {
  return hasText(value) ? value : fallback;
}
