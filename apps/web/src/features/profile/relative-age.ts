const MS_PER_DAY = 24 * 60 * 60 * 1000;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** Whole calendar days between two local dates, unaffected by daylight-saving shifts. */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / MS_PER_DAY);
}

/**
 * How long ago `from` was, in whole years, else whole months, else days, counted on the calendar in local
 * time (spec §2 Public profile: 'Member Since' plus the relative age). A month is complete on the same
 * day of a later month, so 3 March to 3 April is '1 month ago'. A date in the future counts as today.
 */
export function relativeAge(from: Date, now: Date): string {
  const days = calendarDaysBetween(from, now);
  if (days <= 0) return 'today';

  const months =
    (now.getFullYear() - from.getFullYear()) * 12 +
    (now.getMonth() - from.getMonth()) -
    (now.getDate() < from.getDate() ? 1 : 0);
  if (months >= 12) return plural(Math.floor(months / 12), 'year');
  if (months >= 1) return plural(months, 'month');
  return plural(days, 'day');
}
