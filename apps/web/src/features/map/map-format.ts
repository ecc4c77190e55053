import type { MapCountry, MapRecentOutbreak } from '@outbreak-watch/domain';
import { formatCount, formatRate } from '../../lib/format';
import { MAP_COUNTRY_MESSAGES as C, MAP_LEGEND_MESSAGES as L, type Translate } from './messages';

/** DESIGN decisions "Full precision": the server sends exact means; screens round to two decimals. */
export { formatCount, formatDecimal } from '../../lib/format';

/** Where in the country: "Ikeja, Lagos", the state alone, or the country when nothing finer is known. */
export function formatPlace(
  outbreak: Pick<MapRecentOutbreak, 'city' | 'state_name'>,
  countryName: string,
): string {
  const parts = [outbreak.city, outbreak.state_name].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  return parts.length === 0 ? countryName : parts.join(', ');
}

/** "Based on 2 reports (0 confirmed) · Few reports · Unconfirmed only": what the colour rests on. */
export function basisLine(
  t: Translate,
  country: Pick<MapCountry, 'total_outbreaks' | 'confirmed_outbreaks' | 'few_reports' | 'unconfirmed_only'>,
): string {
  const flags = [
    country.few_reports ? t(L.fewReports) : null,
    country.unconfirmed_only ? t(L.unconfirmedOnly) : null,
  ].filter((flag) => flag !== null);
  return [
    t(L.basedOn, {
      reports: country.total_outbreaks,
      confirmed: formatCount(country.confirmed_outbreaks),
    }),
    ...flags,
  ].join(' · ');
}

/** The hover label's rate: "Cases 12.4 per 100,000 (population 2023)", or a dash and the reason. */
export function casesLine(
  t: Translate,
  country: Pick<MapCountry, 'cases_per_100k' | 'population_year'>,
): string {
  const { cases_per_100k: rate, population_year: year } = country;
  if (rate === null || year === null) return t(C.tooltipNoCases);
  return t(C.tooltipCases, { rate: formatRate(rate), year: String(year) });
}

/**
 * The panel's figure of cases or deaths per 100,000: the rate, and the population and year it rests
 * on; a dash and the reason without a population figure.
 */
export function rateFigure(
  t: Translate,
  country: Pick<MapCountry, 'population' | 'population_year' | 'cases_per_100k' | 'deaths_per_100k'>,
  measure: 'cases' | 'deaths',
): { term: string; value: string; note: string } {
  const term = t(measure === 'cases' ? C.casesPerBase : C.deathsPerBase);
  const rate = measure === 'cases' ? country.cases_per_100k : country.deaths_per_100k;
  if (rate === null || country.population === null || country.population_year === null) {
    return { term, value: '—', note: t(C.noRateNote) };
  }
  return {
    term,
    value: formatRate(rate),
    note: t(C.populationNote, {
      year: String(country.population_year),
      population: formatCount(country.population),
    }),
  };
}
