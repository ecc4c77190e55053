import { formatDateTime, formatMediumDate } from '../../lib/format';

let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, as people say it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; from a week on, the app's medium date ("Nov 9, 2026"), as every screen
 * and e-mail writes dates.
 */
export function formatNotificationTime(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative().format(-Math.floor(elapsed / DAY), 'day');
  return formatMediumDate(at.toISOString());
}

/** The full local date and time, for the tooltip of a relative time. */
export const formatFullTime = formatDateTime;
