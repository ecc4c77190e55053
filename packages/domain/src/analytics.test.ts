import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXTS, analyticsRangeLabel, caseFatalityRate } from './analytics.js';

describe('analytics texts', () => {
  it('names a range by its preset, its dates, or all time', () => {
    const counter = (from: string | null, to: string | null, days: number | null) =>
      ANALYTICS_TEXTS.counter({ from, to, days }, 12);
    expect(counter('2026-10-29', '2026-11-27', 30)).toBe('Last 30 days: 12');
    expect(counter('2026-01-01', '2026-03-31', null)).toBe('Jan 1, 2026 – Mar 31, 2026: 12');
    expect(counter(null, null, null)).toBe('All time: 12');
    expect(analyticsRangeLabel({ from: '2026-01-01', to: null, days: null })).toBe('Since Jan 1, 2026');
    expect(analyticsRangeLabel({ from: null, to: '2026-03-31', days: null })).toBe('Until Mar 31, 2026');
  });

  it('gives the case fatality rate in percent, and none without cases', () => {
    expect(caseFatalityRate(5, 200)).toBe(2.5);
    expect(caseFatalityRate(0, 0)).toBeNull();
  });
});
