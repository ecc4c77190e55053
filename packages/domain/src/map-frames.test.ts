import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMapFrames, mapFrameRange, mapFrameSpans, MAP_FRAME_MAX } from './map-frames.js';
import { addDays, isoWeekLabel } from './periods.js';

describe('map frames', () => {
  it('names ISO weeks by the year of their Thursday', () => {
    expect(isoWeekLabel('2026-01-01')).toBe('2026-W01');
    expect(isoWeekLabel('2026-01-26')).toBe('2026-W05');
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-03')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
    expect(isoWeekLabel('2021-01-03')).toBe('2020-W53');
  });

  it('cuts any range into consecutive frames that cover it exactly, as many as it counts', () => {
    const dateArb = fc.integer({ min: 0, max: 20_000 }).map((days) => addDays('1990-01-01', days));
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom('week', 'month'),
        (from, length, interval) => {
          const to = addDays(from, length);
          const spans = mapFrameSpans(interval, from, to);
          expect(spans.length).toBe(countMapFrames(interval, from, to));
          expect(spans[0].start).toBe(from);
          expect(spans.at(-1)!.end).toBe(to);
          spans.slice(1).forEach((span, i) => expect(span.start).toBe(addDays(spans[i].end, 1)));
          expect(new Set(spans.map((span) => span.label)).size).toBe(spans.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('covers the most frames up to today without dates', () => {
    const today = '2026-11-27';
    const weeks = mapFrameRange({ interval: 'week' }, today);
    expect(countMapFrames('week', weeks.from, weeks.to)).toBe(MAP_FRAME_MAX.week);
    const months = mapFrameRange({ interval: 'month' }, today);
    expect(months).toEqual({ from: '2021-12-01', to: today });
    expect(countMapFrames('month', months.from, months.to)).toBe(MAP_FRAME_MAX.month);
    expect(mapFrameRange({ interval: 'week', days: 7 }, today)).toEqual({ from: '2026-11-21', to: today });
    expect(mapFrameRange({ interval: 'month', to: '2026-06-15' }, today).from).toBe('2021-07-01');
  });
});
