import { describe, expect, it } from 'vitest';
import {
  countryFinder,
  parseImportCount,
  parseImportDate,
  parseImportDecimal,
  suggestImportColumns,
} from './import-rules.js';

describe('import header suggestions', () => {
  it('maps headers that name a field, ignoring case, accents and punctuation', () => {
    expect(
      suggestImportColumns(['Report_Date', 'ISO3', 'Pathogen', 'Total cases', 'Fatalities', 'DON', 'Other']),
    ).toEqual({
      date: 'Report_Date',
      country: 'ISO3',
      disease: 'Pathogen',
      cases: 'Total cases',
      deaths: 'Fatalities',
      external_id: 'DON',
    });
  });
  it('prefers the field’s own name and maps a header to one field only', () => {
    expect(suggestImportColumns(['iso2', 'Country', 'Date of report'])).toEqual({
      country: 'Country',
      date: 'Date of report',
    });
  });
});

describe('import dates', () => {
  const latest = '2026-06-30';
  it('reads ISO dates, with or without a time', () => {
    expect(parseImportDate('2026-03-04', 'iso', latest)).toEqual({ value: '2026-03-04' });
    expect(parseImportDate('2026-03-04T10:20:00Z', 'dmy', latest)).toEqual({ value: '2026-03-04' });
  });
  it('reads day-first or month-first dates as the mapping says', () => {
    expect(parseImportDate('03/04/2026', 'dmy', latest)).toEqual({ value: '2026-04-03' });
    expect(parseImportDate('03.04.2026', 'mdy', latest)).toEqual({ value: '2026-03-04' });
    expect(parseImportDate('03-04-2026', 'iso', latest)).toEqual({ error: '03-04-2026 is not a date.' });
  });
  it('reads Excel serial dates and date cells', () => {
    expect(parseImportDate(46000, 'iso', latest)).toEqual({ value: '2025-12-09' });
    expect(parseImportDate('45658', 'iso', latest)).toEqual({ value: '2025-01-01' });
    expect(parseImportDate(new Date(Date.UTC(2026, 0, 2)), 'iso', latest)).toEqual({ value: '2026-01-02' });
  });
  it('refuses impossible and future dates', () => {
    expect(parseImportDate('31/02/2026', 'dmy', latest)).toEqual({ error: '31/02/2026 is not a date.' });
    expect(parseImportDate('2026-07-01', 'iso', latest)).toEqual({ error: '2026-07-01 is in the future.' });
    expect(parseImportDate('soon', 'iso', latest)).toEqual({ error: 'soon is not a date.' });
  });
});

describe('import numbers', () => {
  it('reads counts with thousands separators, empty as none', () => {
    expect(parseImportCount('1,234')).toEqual({ value: 1234 });
    expect(parseImportCount('1 234')).toEqual({ value: 1234 });
    expect(parseImportCount(12)).toEqual({ value: 12 });
    expect(parseImportCount('')).toEqual({ value: null });
    expect(parseImportCount('-5')).toEqual({ error: '-5 is not a whole number of 0 or more.' });
    expect(parseImportCount('1.5')).toEqual({ error: '1.5 is not a whole number of 0 or more.' });
    expect(parseImportCount('12,34')).toEqual({ error: '12,34 is not a whole number of 0 or more.' });
  });
  it('reads decimals with a point or a comma', () => {
    expect(parseImportDecimal('1,5')).toEqual({ value: 1.5 });
    expect(parseImportDecimal('2')).toEqual({ value: 2 });
    expect(parseImportDecimal('x')).toEqual({ error: 'x is not a number of 0 or more.' });
  });
});

describe('import countries', () => {
  const find = countryFinder([
    { id: 1, alpha2: 'US', alpha3: 'USA', numeric_code: '840', name: 'United States' },
    { id: 2, alpha2: 'CI', alpha3: 'CIV', numeric_code: '384', name: "Côte d'Ivoire" },
    { id: 3, alpha2: 'TR', alpha3: 'TUR', numeric_code: '792', name: 'Türkiye' },
    { id: 4, alpha2: 'CD', alpha3: 'COD', numeric_code: '180', name: 'Democratic Republic of the Congo' },
    { id: 5, alpha2: 'CG', alpha3: 'COG', numeric_code: '178', name: 'Republic of the Congo' },
  ]);
  it('finds a country by code, name or common other name', () => {
    expect(find('us')).toBe(1);
    expect(find('USA')).toBe(1);
    expect(find('840')).toBe(1);
    expect(find('United States of America')).toBe(1);
    expect(find('Ivory Coast')).toBe(2);
    expect(find('cote d ivoire')).toBe(2);
    expect(find('Turkey')).toBe(3);
    expect(find('DR Congo')).toBe(4);
    expect(find('Congo Democratic Republic of the')).toBe(4);
    expect(find('Congo')).toBe(5);
    expect(find('Atlantis')).toBeNull();
  });
});
