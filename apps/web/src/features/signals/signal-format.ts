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
export const seriesLabel = (
  t: Translate,
  signal: { country_name: string | null; disease_name: string | null },
): string => signalSeriesName(signal, t);

/** "Week of Nov 16, 2026", in the page's language. */
export const weekLabel = (t: Translate, weekStart: string) =>
  t(M.weekOf, { date: formatMediumDate(weekStart) });

/** Expected counts are means: two decimals, or a dash when the method has no baseline yet. */
export const formatExpected = (value: number | null) => (value === null ? '—' : formatDecimal(value));
