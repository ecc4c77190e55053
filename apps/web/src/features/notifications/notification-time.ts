import { formatDateTime } from '../../lib/format';

let relativeFormat: Intl.RelativeTimeFormat | undefined;
let localMediumDate: Intl.DateTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
const mediumDate = () => (localMediumDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, as people say it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; from a week on, the medium date ("Mar 5, 2026"), in local time.
 */
export function formatNotificationTime(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative().format(-Math.floor(elapsed / DAY), 'day');
  return mediumDate().format(at);
}

/** The full local date and time, for the tooltip of a relative time. */
export const formatFullTime = formatDateTime;
