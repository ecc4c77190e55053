import { formatRelativeTime } from '../../lib/format';
import { text } from '../../lib/i18n/use-text';
import { PROFILE_MESSAGES as M } from './messages';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** "2 years ago" in the app's language, always with the number ("1 year ago", never "last year"). */
const ago = (count: number, unit: 'year' | 'month' | 'day') => formatRelativeTime(-count, unit, 'always');

/** Whole calendar days between two local dates, unaffected by daylight-saving shifts. */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / MS_PER_DAY);
}

/**
 * How long ago `from` was, in the app's language, in whole years, else whole months, else days, counted on the calendar in local
 * time (spec §2 Public profile: 'Member Since' plus the relative age). A month is complete on the same
 * day of a later month, so 3 March to 3 April is '1 month ago'. A date in the future counts as today.
 */
export function relativeAge(from: Date, now: Date): string {
  const days = calendarDaysBetween(from, now);
  if (days <= 0) return text(M.today);

  const months =
    (now.getFullYear() - from.getFullYear()) * 12 +
    (now.getMonth() - from.getMonth()) -
    (now.getDate() < from.getDate() ? 1 : 0);
  if (months >= 12) return ago(Math.floor(months / 12), 'year');
  if (months >= 1) return ago(months, 'month');
  return ago(days, 'day');
}
