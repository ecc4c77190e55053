import { describe, expect, it } from 'vitest';
import { figureChange, periodDays, SituationQuerySchema, situationPeriods, yearBefore } from './situation.js';

describe('situation periods', () => {
  it('defaults to the last 28 days, with the 28 before and the same dates a year earlier', () => {
    expect(situationPeriods({}, '2026-03-10')).toEqual({
      period: { from: '2026-02-11', to: '2026-03-10' },
      previous: { from: '2026-01-14', to: '2026-02-10' },
      year_before: { from: '2025-02-11', to: '2025-03-10' },
    });
  });

  it('runs from a start to today, and 28 days up to an end', () => {
    expect(situationPeriods({ from: '2026-03-01' }, '2026-03-10').period).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(situationPeriods({ to: '2026-03-28' }, '2026-11-01').period).toEqual({
      from: '2026-03-01',
      to: '2026-03-28',
    });
  });

  it('compares a custom range with the range of the same length just before it', () => {
    const { period, previous } = situationPeriods({ from: '2024-02-01', to: '2024-03-01' });
    expect(periodDays(period)).toBe(30);
    expect(previous).toEqual({ from: '2024-01-02', to: '2024-01-31' });
    expect(periodDays(previous)).toBe(30);
  });

  it('reads February 29 as February 28 a year earlier', () => {
    expect(yearBefore('2024-02-29')).toBe('2023-02-28');
    expect(yearBefore('2026-12-31')).toBe('2025-12-31');
  });
});

describe('figure changes', () => {
  it('gives the absolute and percent change, the percent null on a zero base', () => {
    expect(figureChange(15, 10)).toEqual({ absolute: 5, percent: 50 });
    expect(figureChange(5, 10)).toEqual({ absolute: -5, percent: -50 });
    expect(figureChange(4, 0)).toEqual({ absolute: 4, percent: null });
    expect(figureChange(null, 3)).toEqual({ absolute: null, percent: null });
  });
});

describe('situation filters', () => {
  it('refuses a start after the end, naming the start', () => {
    const parsed = SituationQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['from']);
    expect(SituationQuerySchema.parse({ country_id: '110', region: '002' })).toEqual({
      country_id: 110,
      region: 2,
    });
  });
});
