import type { Outbreak } from '@outbreak-watch/domain';

// Calendar dates are UTC midnights, so every time zone shows the reported day (spec §9: medium date).
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-03-05` → `Mar 5, 2026`; anything unreadable is shown as it came. */
export function formatMediumDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : mediumDate.format(parsed);
}

/** Spec §2 Home: "state, country", or the country alone. */
export function formatLocation(outbreak: Pick<Outbreak, 'state_name' | 'country_name'>): string {
  return [outbreak.state_name, outbreak.country_name].filter(Boolean).join(', ');
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count or a sum of cases, rounded on screen only: `12,345`. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A rate or a mean, rounded on screen only to two decimals: `1.23`. */
export function formatDecimal(value: number): string {
  return twoDecimals.format(value);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** A moment in the reader's time zone, long date with hour and minute: `March 5, 2026 at 2:07 PM`. */
export function formatDateTime(timestamp: string): string {
  const parsed = new Date(timestamp);
  return Number.isNaN(parsed.getTime()) ? timestamp : dateTime.format(parsed);
}
