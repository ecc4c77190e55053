import { incidenceBand, MAP_COLOURINGS, type MapColouring, type MapCountry } from '@outbreak-watch/domain';
import { toBand, type SeverityBand } from './severity-bands';

/** `?colour=incidence` colours countries by cases per 100,000; without it, by severity score. */
export const COLOUR_PARAM = 'colour';

/** The map's colouring named in the URL; anything else (or nothing) is the severity score. */
export function readMapColouring(params: URLSearchParams): MapColouring {
  const value = params.get(COLOUR_PARAM);
  return (MAP_COLOURINGS as readonly (string | null)[]).includes(value)
    ? (value as MapColouring)
    : 'severity';
}

/**
 * The colour band of a country in the chosen colouring: its severity band, or its incidence band (fixed
 * decimal bands of cases per 100,000, domain `incidenceBand`). Both use the same five colours, so the
 * hatches of few or unconfirmed reports work alike.
 */
export function colourBandOf(
  country: Pick<MapCountry, 'severity_band' | 'cases_per_100k'>,
  colouring: MapColouring,
): SeverityBand {
  return colouring === 'incidence' ? incidenceBand(country.cases_per_100k) : toBand(country.severity_band);
}
