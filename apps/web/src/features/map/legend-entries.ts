import { CONFIRMATION_TEXTS, RATE_TEXTS, type MapColouring } from '@outbreak-watch/domain';
import { formatCount } from '../../lib/format';
import { BAND_LABELS, type SeverityBand } from './severity-bands';

/** The legend's order: the bands from lowest to highest, then the shapes without a colour. */
export const LEGEND_BANDS: readonly SeverityBand[] = [1, 2, 3, 4, 5, 0];

/** The name and range of each band in a colouring, as the legend lists them. */
export const BAND_ENTRIES: Record<MapColouring, (band: SeverityBand) => { name: string; range?: string }> = {
  severity: (band) => ({
    name: BAND_LABELS[band].name,
    range: band === 0 ? undefined : BAND_LABELS[band].range,
  }),
  incidence: (band) => ({ name: RATE_TEXTS.incidenceBands[band] }),
};

/** The legend's title and what its values are, e.g. "Risk" and "severity score, 0–100". */
export function legendTitle(colouring: MapColouring): { title: string; note: string } {
  return colouring === 'incidence'
    ? { title: RATE_TEXTS.incidenceTitle, note: RATE_TEXTS.incidenceNote }
    : { title: 'Risk', note: 'severity score, 0–100' };
}

/** The legend's notes on the hatches and the signal outline: a term and what it means. */
export const LEGEND_NOTES = {
  few: (minReports: number) => ({
    term: `${CONFIRMATION_TEXTS.fewReports}:`,
    meaning: `striped, ${CONFIRMATION_TEXTS.fewReportsMeaning(formatCount(minReports))}`,
  }),
  unconfirmed: {
    term: `${CONFIRMATION_TEXTS.unconfirmedOnly}:`,
    meaning: `cross-hatched, ${CONFIRMATION_TEXTS.unconfirmedOnlyMeaning}`,
  },
  signal: (hasSignals: boolean) => ({
    term: 'Dashed outline:',
    meaning: `a current signal, more reports or cases than expected in a recent week${hasSignals ? '' : ' (none now)'}`,
  }),
} as const;
