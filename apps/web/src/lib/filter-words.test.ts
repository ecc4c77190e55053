import { describe, expect, it } from 'vitest';
import { filterInWords, rangeInWords } from './filter-words';

describe('filterInWords', () => {
  it('says "All reports" without a filter', () => {
    expect(filterInWords({})).toBe('All reports');
    expect(filterInWords({ confirmed: false })).toBe('All reports');
  });

  it('names every filter in the vocabulary’s order, with the names given', () => {
    expect(
      filterInWords(
        { disease_id: 12, country_id: 4, region: '002', status: 'active', severity: 'high', confirmed: true },
        { disease: 'Cholera', country: 'Kenya', region: 'Africa' },
      ),
    ).toBe('Cholera · Kenya · Africa · Active · High severity · confirmed reports only');
  });

  it('falls back to ids and codes where a name is not known', () => {
    expect(filterInWords({ disease_id: 12, country_id: 4, region: 2 })).toBe(
      'disease #12 · country #4 · UN M49 area 2',
    );
  });
});

describe('rangeInWords', () => {
  it('writes both ends as medium dates, or one date for a single day', () => {
    expect(rangeInWords({ from: '2026-09-01', to: '2026-11-30' })).toBe('Sep 1, 2026 – Nov 30, 2026');
    expect(rangeInWords({ from: '2026-11-27', to: '2026-11-27' })).toBe('Nov 27, 2026');
  });
});
