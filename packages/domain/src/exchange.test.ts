import { describe, expect, it } from 'vitest';
import {
  adxDocument,
  adxWeekPeriod,
  dhis2FileName,
  Dhis2ExportQuerySchema,
  dhis2WeekPeriod,
  exportWeeks,
  parseIsoWeek,
} from './exchange.js';

describe('DHIS2 periods', () => {
  it('reads an ISO week in the ways people and DHIS2 write it', () => {
    expect(parseIsoWeek('2026W5')).toBe('2026-01-26');
    expect(parseIsoWeek('2026W05')).toBe('2026-01-26');
    expect(parseIsoWeek('2026-W05')).toBe('2026-01-26');
    expect(parseIsoWeek('2026w5')).toBe('2026-01-26');
    expect(parseIsoWeek('2020W53')).toBe('2020-12-28');
    expect(parseIsoWeek('2026W53')).toBe('2026-12-28');
    for (const bad of ['2025W53', '2026W0', '2026W54', '202605', '2026-05', 'W5', '26W5', ''])
      expect(parseIsoWeek(bad), bad).toBeNull();
  });

  it('writes DHIS2 weekly period ids in the year of the ISO week, and ADX ranges', () => {
    expect(dhis2WeekPeriod('2026-01-26')).toBe('2026W5');
    expect(dhis2WeekPeriod('2020-12-28')).toBe('2020W53');
    // 2024-12-30 is in ISO week 1 of 2025.
    expect(dhis2WeekPeriod('2024-12-30')).toBe('2025W1');
    expect(adxWeekPeriod('2026-01-26')).toBe('2026-01-26/P7D');
  });

  it('lists the weeks of a period or range, across a 53-week year', () => {
    expect(exportWeeks({ period: '2026W5' })).toEqual(['2026-01-26']);
    expect(exportWeeks({ from: '2020W52', to: '2021W1' })).toEqual([
      '2020-12-21',
      '2020-12-28',
      '2021-01-04',
    ]);
    expect(exportWeeks({ from: '2026W9', to: '2026W5' })).toEqual([]);
    expect(exportWeeks({ period: '2025W53' })).toBeNull();
  });

  it('asks for one week, or a range of at most 104', () => {
    expect(Dhis2ExportQuerySchema.safeParse({ period: '2026W5' }).success).toBe(true);
    expect(Dhis2ExportQuerySchema.safeParse({ from: '2025W1', to: '2026W52' }).success).toBe(true);
    expect(Dhis2ExportQuerySchema.safeParse({ from: '2024W1', to: '2026W1' }).success).toBe(false);
    expect(Dhis2ExportQuerySchema.safeParse({}).success).toBe(false);
    expect(Dhis2ExportQuerySchema.safeParse({ from: '2026W1' }).success).toBe(false);
    expect(Dhis2ExportQuerySchema.safeParse({ period: '2026W1', to: '2026W2' }).success).toBe(false);
  });

  it('names downloads by their weeks', () => {
    expect(dhis2FileName(['2026-01-26'], 'json')).toBe('dhis2-2026W5.json');
    expect(dhis2FileName(['2020-12-28', '2021-01-04'], 'adx')).toBe('dhis2-2020W53-2021W1.adx.xml');
  });

  it('escapes attribute values in ADX', () => {
    const xml = adxDocument(
      [{ orgUnit: 'a"b', week: '2026-01-26', dataSet: 'x<y', values: [{ dataElement: 'd&e', value: '3' }] }],
      '2026-02-01T00:00:00.000Z',
    );
    expect(xml).toContain('orgUnit="a&quot;b"');
    expect(xml).toContain('dataSet="x&lt;y"');
    expect(xml).toContain('dataElement="d&amp;e"');
  });
});
