import {
  SIGNAL_ALGORITHM_NAMES,
  SIGNAL_ALGORITHMS,
  SIGNAL_MEASURES,
  SIGNAL_SETTINGS,
  SIGNAL_STATUS_LABELS,
  SIGNAL_STATUSES,
  signalSeriesName,
  type SignalMeasure,
} from '@outbreak-watch/domain';
import { formatDecimal, formatMediumDate } from '../../lib/format';

export const MEASURE_LABELS: Record<SignalMeasure, string> = { reports: 'Reports', cases: 'Cases' };

export const ALGORITHM_OPTIONS = SIGNAL_ALGORITHMS.map((value) => ({
  value,
  label: SIGNAL_ALGORITHM_NAMES[value],
}));
export const MEASURE_OPTIONS = SIGNAL_MEASURES.map((value) => ({ value, label: MEASURE_LABELS[value] }));

/** Triage states to filter by; discarded ones only for admins (they leave the public list). */
export const statusOptions = (isAdmin: boolean) =>
  SIGNAL_STATUSES.filter((value) => isAdmin || value !== 'discarded').map((value) => ({
    value,
    label: SIGNAL_STATUS_LABELS[value],
  }));

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
