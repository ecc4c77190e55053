import {
  SIGNAL_ALGORITHM_NAMES,
  SIGNAL_ALGORITHMS,
  SIGNAL_MEASURES,
  SIGNAL_SETTINGS,
  SIGNAL_STATUSES,
  signalSeriesName,
  type MessageDescriptor,
  type SignalMeasure,
} from '@outbreak-watch/domain';
import { formatDecimal, formatMediumDate } from '../../lib/format';
import { SIGNAL_FILTER_MESSAGES, SIGNALS_MESSAGES as M } from './messages';

/** A formatter of messages (react-intl's `formatMessage`), for the helpers that build text. */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

export const MEASURE_LABELS: Record<SignalMeasure, string> = { reports: 'Reports', cases: 'Cases' };

/** The measures' names, as a column or filter gives them and in brackets after a method. */
export const MEASURE_NAMES = {
  reports: { name: M.reports, lower: M.reportsLower },
  cases: { name: M.cases, lower: M.casesLower },
} as const satisfies Record<SignalMeasure, { name: MessageDescriptor; lower: MessageDescriptor }>;

export const ALGORITHM_OPTIONS = SIGNAL_ALGORITHMS.map((value) => ({
  value,
  label: SIGNAL_ALGORITHM_NAMES[value],
}));
export const measureOptions = (t: Translate) =>
  SIGNAL_MEASURES.map((value) => ({ value, label: t(MEASURE_NAMES[value].name) }));

/** Triage states to filter by; discarded ones only for admins (they leave the public list). */
export const statusOptions = (t: Translate, isAdmin: boolean) =>
  SIGNAL_STATUSES.filter((value) => isAdmin || value !== 'discarded').map((value) => ({
    value,
    label: t(SIGNAL_FILTER_MESSAGES[value]),
  }));

/** The page's introduction, naming every method the server runs. */
export function signalsIntro(t: Translate): string {
  const names = ALGORITHM_OPTIONS.map((option) => option.label);
  const last = names.at(-1) ?? '';
  const before = names.slice(0, -1);
  // "EARS C1, EARS C2 and EARS C3": commas, then the language's word before the last.
  const methods =
    before.length === 0
      ? last
      : before.slice(0, -1).join(', ') +
        (before.length > 1 ? ', ' : '') +
        t(M.methodList, { first: before.at(-1) ?? '', last });
  return t(M.intro, { methods, weeks: SIGNAL_SETTINGS.currentWeeks });
}

/** "Nigeria × Cholera", "Nigeria (all diseases)" or "Cholera (all countries)", in the page's language. */
export function seriesLabel(
  t: Translate,
  signal: { country_name: string | null; disease_name: string | null },
): string {
  const { country_name: country, disease_name: disease } = signal;
  if (country && disease) return t(M.bothSeries, { country, disease });
  if (country) return t(M.countrySeries, { country });
  return t(M.diseaseSeries, { disease: disease ?? t(M.unknownDisease) });
}

/** "Week of Nov 16, 2026", in the page's language. */
export const weekLabel = (t: Translate, weekStart: string) =>
  t(M.weekOf, { date: formatMediumDate(weekStart) });

/** "EARS C1, EARS C2 and EARS C3": every method the server runs. */
const methodList = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const SIGNALS_TEXTS = {
  title: 'Signals',
  intro: `Weeks in which a country, a disease or a disease in one country had more reports or cases than its earlier weeks lead one to expect, found by ${methodList(ALGORITHM_OPTIONS.map((option) => option.label))}. Each series and week is listed once, with the methods that agree. The current ${SIGNAL_SETTINGS.currentWeeks} ISO weeks are shown, the largest excess over the threshold first; signals the verification team discarded are left out.`,
  aboutDisease: (name: string) => `About ${name}`,
  loading: 'Loading signals…',
  loadFailed: 'Signals could not be loaded. Please try again.',
  empty: 'No current signals: every weekly series is within its expected range.',
  emptyFiltered: 'No current signals match these filters.',
  detailLoading: 'Loading the signal…',
  detailFailed: 'The signal could not be loaded.',
  noReports: 'No reports of this week are left in the series.',
  notFound: 'Signal not found. It may have been discarded by the verification team.',
  backToList: 'All signals',
  confirmedOnly: 'Confirmed reports only',
  noMethod: 'No detection method flags this week any more; the decision on it stays.',
} as const;

/** "Nigeria × Cholera", "Nigeria (all diseases)" or "Cholera (all countries)". */
export const seriesName = signalSeriesName;

export const formatWeek = (weekStart: string) => `Week of ${formatMediumDate(weekStart)}`;

/** Expected counts are means: two decimals, or a dash when the method has no baseline yet. */
export const formatExpected = (value: number | null) => (value === null ? '—' : formatDecimal(value));
