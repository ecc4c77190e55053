import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

/** Local calendar dates at midday, so the results do not depend on the test machine's time zone. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('relativeAge', () => {
  it.each([
    ['the same moment', day(2026, 3, 3), day(2026, 3, 3), 'today'],
    ['earlier the same day', new Date(2026, 2, 3, 0, 5), new Date(2026, 2, 3, 23, 55), 'today'],
    [
      'one calendar day, even under a day apart',
      new Date(2026, 2, 2, 23, 0),
      new Date(2026, 2, 3, 1),
      '1 day ago',
    ],
    ['5 days', day(2026, 2, 26), day(2026, 3, 3), '5 days ago'],
    ['the day before a full month', day(2026, 2, 3), day(2026, 3, 2), '27 days ago'],
    ['exactly one month', day(2026, 2, 3), day(2026, 3, 3), '1 month ago'],
    ['11 months', day(2025, 4, 3), day(2026, 3, 3), '11 months ago'],
    ['the day before a full year', day(2025, 3, 3), day(2026, 3, 2), '11 months ago'],
    ['exactly one year', day(2025, 3, 3), day(2026, 3, 3), '1 year ago'],
    ['a year and 11 months', day(2024, 4, 3), day(2026, 3, 3), '1 year ago'],
    ['exactly two years', day(2024, 3, 3), day(2026, 3, 3), '2 years ago'],
    ['31 January to 28 February', day(2026, 1, 31), day(2026, 2, 28), '28 days ago'],
    ['29 February to 28 February a year on', day(2024, 2, 29), day(2025, 2, 28), '11 months ago'],
    ['29 February to 1 March a year on', day(2024, 2, 29), day(2025, 3, 1), '1 year ago'],
  ])('%s', (_, from, now, expected) => {
    expect(relativeAge(from, now)).toBe(expected);
  });

  it('calls a date in the future today (a clock running behind)', () => {
    expect(relativeAge(day(2026, 3, 4), day(2026, 3, 3))).toBe('today');
  });
});
