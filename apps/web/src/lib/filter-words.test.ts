import { describe, expect, it } from 'vitest';
import { filterInWords, formatFilterWords, formatRangeWords, rangeInWords } from './filter-words';
import { formatRate } from './format';
import { chooseLocale } from './i18n/locale';

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

describe('filter words in the chosen language', () => {
  it('says every filter, the search and the dates in French, the bands agreed with their word', async () => {
    await chooseLocale('fr');
    expect(formatFilterWords({})).toBe('Tous les signalements');
    expect(
      formatFilterWords(
        { disease_id: 12, country_id: 4, status: 'contained', severity: 'high', confirmed: true },
        { disease: 'Cholera', country: 'Kenya' },
      ),
    ).toBe('Cholera · Kenya · Maîtrisée · Gravité élevée · signalements confirmés uniquement');
    expect(formatFilterWords({ disease_id: 1234, region: 2, import: 7 })).toBe(
      'maladie n° 1234 · zone M49 de l’ONU 2 · import n° 7',
    );
    expect(formatRangeWords({ from: '2026-09-01', to: '2026-11-30' })).toBe('1 sept. 2026 – 30 nov. 2026');
    expect(formatRate(0.001)).toBe('moins de 0,01');
  });

  it('says them in Arabic', async () => {
    await chooseLocale('ar');
    expect(formatFilterWords({ status: 'active', severity: 'critical' })).toBe('نشطة · شدة حرجة');
    expect(formatRate(0.001)).toMatch(/^أقل من 0[.,٫]01$/);
  });

  it('keeps the English words of files when the screen speaks another language', async () => {
    await chooseLocale('fr');
    expect(filterInWords({ status: 'active', severity: 'high' })).toBe('Active · High severity');
    expect(rangeInWords({ from: '2026-09-01', to: '2026-11-30' })).toBe('Sep 1, 2026 – Nov 30, 2026');
  });
});
