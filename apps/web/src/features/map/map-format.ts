import { CONFIRMATION_TEXTS, type MapCountry, type MapRecentOutbreak } from '@outbreak-watch/domain';
import { formatCount } from '../../lib/format';

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
export function basisLine(country: MapCountry): string {
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
