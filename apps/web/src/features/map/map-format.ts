import {
  CONFIRMATION_TEXTS,
  RATE_TEXTS,
  type MapCountry,
  type MapRecentOutbreak,
} from '@outbreak-watch/domain';
import { formatCount, formatRate } from '../../lib/format';

/** DESIGN decisions "Full precision": the server sends exact means; screens round to two decimals. */
export { formatCount, formatDecimal, formatRateWithYear } from '../../lib/format';

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
  country: Pick<MapCountry, 'total_outbreaks' | 'confirmed_outbreaks' | 'few_reports' | 'unconfirmed_only'>,
): string {
  const flags = [
    country.few_reports ? CONFIRMATION_TEXTS.fewReports : null,
    country.unconfirmed_only ? CONFIRMATION_TEXTS.unconfirmedOnly : null,
  ].filter((flag) => flag !== null);
  return [
    CONFIRMATION_TEXTS.basedOn(
      formatCount(country.total_outbreaks),
      formatCount(country.confirmed_outbreaks),
      country.total_outbreaks === 1,
    ),
    ...flags,
  ].join(' · ');
}

/**
 * The panel's figure of cases or deaths per 100,000: the rate, and the population and year it rests
 * on; a dash and the reason without a population figure.
 */
export function rateFigure(
  country: Pick<MapCountry, 'population' | 'population_year' | 'cases_per_100k' | 'deaths_per_100k'>,
  measure: 'cases' | 'deaths',
): { term: string; value: string; note: string } {
  const term = `${measure === 'cases' ? 'Cases' : 'Deaths'} ${RATE_TEXTS.perBase}`;
  const rate = measure === 'cases' ? country.cases_per_100k : country.deaths_per_100k;
  if (rate === null || country.population === null || country.population_year === null) {
    return { term, value: '—', note: `No rate: ${RATE_TEXTS.noPopulation}` };
  }
  return {
    term,
    value: formatRate(rate),
    note: `Population ${country.population_year}: ${formatCount(country.population)}`,
  };
}
