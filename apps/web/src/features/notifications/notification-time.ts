import { formatDateTime, formatMediumDate, formatRelativeTime } from '../../lib/format';
import { text } from '../../lib/i18n/use-text';
import { NOTIFICATIONS_TEXT } from './notifications-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, as people say it, in the app's language: "just now", "5 minutes ago",
 * "3 hours ago", "yesterday", "4 days ago"; from a week on, the app's medium date ("Nov 9, 2026"), as
 * every screen and e-mail writes dates.
 */
export function formatNotificationTime(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return text(NOTIFICATIONS_TEXT.justNow);
  if (elapsed < HOUR) return formatRelativeTime(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return formatRelativeTime(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return formatRelativeTime(-Math.floor(elapsed / DAY), 'day');
  return formatMediumDate(at.toISOString());
}

/** The full local date and time, for the tooltip of a relative time. */
export const formatFullTime = formatDateTime;
