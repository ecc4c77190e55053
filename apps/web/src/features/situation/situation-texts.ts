import type { SituationFigureKey } from '@outbreak-watch/domain';
import { formatNumber } from '../../lib/format';

/** The report's title from its filter's names: "Situation report: Cholera in Kenya". */
export function situationTitle(names: { disease?: string; place?: string }): string {
  const what = names.disease ?? 'All diseases';
  return `Situation report: ${what}${names.place ? ` in ${names.place}` : ' worldwide'}`;
}

/** "+12 (+25%)", "−3 (−10.5%)", "0 (no change)"; "+4 (new)" where the base was 0. */
export function changeInWords(
  change: { absolute: number | null; percent: number | null },
  format: (value: number) => string,
): string {
  if (change.absolute === null) return '—';
  if (change.absolute === 0) return '0 (no change)';
  const sign = change.absolute > 0 ? '+' : '−';
  const absolute = `${sign}${format(Math.abs(change.absolute))}`;
  if (change.percent === null) return `${absolute} (new)`;
  return `${absolute} (${sign}${formatNumber(Math.abs(change.percent), 1)}%)`;
}

export const SITUATION_TEXTS = {
  filtersLabel: 'Situation report filters',
  from: 'From',
  to: 'To',
  print: 'Print',
  downloadPdf: 'Download PDF',
  downloading: 'Preparing PDF…',
  loading: 'Loading the situation report…',
  loadFailed: 'The situation report could not be loaded. Please try again later.',
  keyFigures: 'Key figures',
  figures: {
    outbreaks: 'Outbreaks',
    confirmed_outbreaks: 'Confirmed outbreaks',
    cases: 'Cases',
    deaths: 'Deaths',
    cases_per_100k: 'Cases per 100,000',
    deaths_per_100k: 'Deaths per 100,000',
  } satisfies Record<SituationFigureKey, string>,
  vsPrevious: 'vs previous period',
  vsYearBefore: 'vs a year earlier',
  population: (population: string, year: number) => `Rates with a population of ${population} (${year}).`,
  comparisons: (previous: string, yearBefore: string) =>
    `Compared with the previous period (${previous}) and the same period a year earlier (${yearBefore}).`,
  map: 'Where the largest outbreaks are',
  mapLabel: 'Map of the period’s largest outbreaks',
  signals: 'Signals',
  signalsIntro: 'Current signals and the period’s verified events for this filter.',
  noSignals: 'No current signals or verified events for this filter.',
  largest: 'Largest outbreaks',
  largestCaption: 'The period’s five largest outbreaks by cases',
  noOutbreaks: 'No outbreaks in this period.',
  analyticsLink: 'Situation report for this filter',
  countryLink: (name: string) => `Situation report for ${name}`,
} as const;
