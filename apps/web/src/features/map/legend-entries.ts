import type { MapColouring } from '@outbreak-watch/domain';
import { formatCount } from '../../lib/format';
import { MAP_LEGEND_MESSAGES as M, type Translate } from './messages';
import { BAND_LABELS, type SeverityBand } from './severity-bands';

/** The legend's order: the bands from lowest to highest, then the shapes without a colour. */
export const LEGEND_BANDS: readonly SeverityBand[] = [1, 2, 3, 4, 5, 0];

const INCIDENCE_BANDS = [
  M.incidence0,
  M.incidence1,
  M.incidence2,
  M.incidence3,
  M.incidence4,
  M.incidence5,
] as const;

/** The name and range of each band in a colouring, as the legend lists them. */
export function bandEntry(
  t: Translate,
  colouring: MapColouring,
  band: SeverityBand,
): { name: string; range?: string } {
  if (colouring === 'incidence') return { name: t(INCIDENCE_BANDS[band]) };
  return { name: t(BAND_LABELS[band].name), range: band === 0 ? undefined : t(BAND_LABELS[band].range) };
}

/** The legend's title and what its values are, e.g. "Risk" and "severity score, 0–100". */
export function legendTitle(t: Translate, colouring: MapColouring): { title: string; note: string } {
  return colouring === 'incidence'
    ? { title: t(M.incidence), note: t(M.incidenceNote) }
    : { title: t(M.riskTitle), note: t(M.riskNote) };
}

/** The legend's notes on the hatches and the signal outline: a term and what it means. */
export function legendNotes(t: Translate, minReports: number, hasSignals: boolean) {
  return {
    few: { term: t(M.fewTerm), meaning: t(M.fewMeaning, { minimum: formatCount(minReports) }) },
    unconfirmed: { term: t(M.unconfirmedTerm), meaning: t(M.unconfirmedMeaning) },
    signal: { term: t(M.signalTerm), meaning: t(hasSignals ? M.signalMeaning : M.signalMeaningNone) },
  };
}
