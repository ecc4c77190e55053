import { describe, expect, it } from 'vitest';
import {
  formatAxisCount,
  formatCount,
  formatDecimal,
  formatMediumDate,
  formatMediumDateTime,
  formatNumber,
  formatRateWithYear,
} from './format';

/** A seeded sequence, so a failure names values that can be tried again. */
function* randomValues(count: number): Generator<number> {
  let state = 20261126;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 14 - 3);
    const value = (next() - 0.3) * scale;
    // Values on a rounding edge (x.xx5) as well as arbitrary ones.
    yield i % 3 === 0 ? Math.round(value * 1000) / 1000 + (next() < 0.5 ? 0.005 : 0) : value;
  }
}

describe('number formatting', () => {
  it.each([0, 1, 2])('writes %i decimals exactly as Intl does', (digits) => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    for (const value of randomValues(20_000)) expect(formatNumber(value, digits)).toBe(intl.format(value));
  });

  it('writes edge values as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const value of [
      0,
      -0,
      1.005,
      -1.005,
      0.004,
      -0.004,
      999.995,
      1e15,
      2.5e20,
      -1234567.891,
      NaN,
      Infinity,
    ]) {
      expect(formatNumber(value, 2)).toBe(intl.format(value));
    }
  });

  it('rounds counts and decimals on screen only', () => {
    expect(formatCount(12345.6)).toBe('12,346');
    expect(formatDecimal(98.01523)).toBe('98.02');
    expect(formatDecimal(4)).toBe('4');
  });
});

describe('medium dates', () => {
  it('writes calendar dates and timestamps as their UTC day, as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const iso = date.toISOString();
      expect(formatMediumDate(iso.slice(0, 10))).toBe(intl.format(date));
      expect(formatMediumDate(iso)).toBe(intl.format(date));
    }
    expect(formatMediumDate('2026-03-05')).toBe('Mar 5, 2026');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatMediumDate('soon')).toBe('soon');
    expect(formatMediumDate('')).toBe('');
  });
});

describe('medium date and time', () => {
  it('writes moments in the reader’s time zone as Intl does, midnight and noon included', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const start = Date.UTC(2024, 0, 1);
    for (const value of randomValues(20_000)) {
      const moment = new Date(start + (Math.floor(Math.abs(value) * 7_919_000) % (3 * 365 * 86_400_000)));
      expect(formatMediumDateTime(moment.toISOString())).toBe(intl.format(moment));
    }
    for (const hour of [0, 11, 12, 13, 23]) {
      const moment = new Date(2026, 10, 21, hour, 4);
      expect(formatMediumDateTime(moment.toISOString())).toBe(intl.format(moment));
    }
    expect(formatMediumDateTime(new Date(2026, 10, 21, 15, 4).toISOString())).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatMediumDateTime(new Date(2026, 10, 21, 0, 9).toISOString())).toBe('Nov 21, 2026, 12:09 AM');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatMediumDateTime('soon')).toBe('soon');
  });
});

describe('formatRateWithYear', () => {
  it('shows a rate per 100,000 with the year of its population', () => {
    expect(formatRateWithYear(12.4, 2023)).toBe('12.4 per 100,000 (population 2023)');
    expect(formatRateWithYear(1234.5678, 2024)).toBe('1,234.57 per 100,000 (population 2024)');
    expect(formatRateWithYear(0, 2024)).toBe('0 per 100,000 (population 2024)');
  });

  it('says "under 0.01" for a rate that would round to nothing', () => {
    expect(formatRateWithYear(0.001, 2024)).toBe('under 0.01 per 100,000 (population 2024)');
  });

  it('shows a dash and the reason without a population figure', () => {
    expect(formatRateWithYear(null, null)).toBe('— (no population figure for this country)');
  });
});

describe('formatAxisCount', () => {
  it('writes counts in full below a million and shortens larger ones', () => {
    expect(formatAxisCount(0)).toBe('0');
    expect(formatAxisCount(999_999)).toBe('999,999');
    expect(formatAxisCount(1_500_000)).toBe('1.5M');
    expect(formatAxisCount(20_000_000_000_000)).toBe('20T');
  });
});
