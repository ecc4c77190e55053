import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { defineMessages, SCREEN_ONLY } from './i18n/messages.js';

/**
 * `confirmed` in a query string (map, analytics, the outbreak list, its export and feeds): `true` counts
 * only reports the verification team has confirmed, `false` only unconfirmed ones; absent, every report
 * counts, as the spec's screens show them (DESIGN.md §6 "Confirmed and unconfirmed").
 */
export const ConfirmedQuerySchema = z
  .enum(['true', 'false'], { error: FIELD_MESSAGE_DESCRIPTORS.trueOrFalse.defaultMessage })
  .transform((value) => value === 'true')
  .meta({ description: 'true: confirmed reports only; false: unconfirmed only; absent: every report.' });

/** The URL parameter of the "Confirmed reports only" toggle, the API's own name. */
export const CONFIRMED_PARAM = 'confirmed';

/**
 * A country's score needs at least this many reports behind it to be drawn as a plain severity colour
 * (`MAP_MIN_REPORTS` changes it); below, the map hatches it and says "Few reports".
 */
export const MAP_MIN_REPORTS_DEFAULT = 3;

/** What a country's map colour rests on. */
export interface ReportBasis {
  /** Fewer reports than the minimum. */
  few_reports: boolean;
  /** Every report behind it is unconfirmed. */
  unconfirmed_only: boolean;
}

export function reportBasis(total: number, confirmed: number, minReports: number): ReportBasis {
  return { few_reports: total < minReports, unconfirmed_only: total > 0 && confirmed === 0 };
}

/** The "Confirmed reports only" switch and the share of unconfirmed reports, in the reader's language. */
export const CONFIRMATION_MESSAGES = defineMessages(
  {
    toggle: {
      id: 'filters.confirmedOnly',
      defaultMessage: 'Confirmed reports only',
      description: 'Label of the switch that counts only confirmed reports (map, analytics, home filters).',
    },
    toggleHint: {
      id: 'filters.confirmedOnlyHint',
      defaultMessage: 'Count only reports confirmed by the verification team',
      description: 'Under the "Confirmed reports only" switch.',
    },
    unconfirmedShare: {
      id: 'badge.unconfirmedShare',
      defaultMessage: '{count, plural, one {# unconfirmed} other {# unconfirmed}}',
      description:
        'Beside a figure that mixes confirmed and unconfirmed reports: "15 outbreaks · 3 unconfirmed".',
    },
  },
  SCREEN_ONLY,
);

/**
 * Texts of the confirmed/unconfirmed split in English (screens still written in English); numbers come
 * formatted for the reader's locale.
 */
export const CONFIRMATION_TEXTS = {
  toggle: CONFIRMATION_MESSAGES.toggle.defaultMessage,
  toggleHint: CONFIRMATION_MESSAGES.toggleHint.defaultMessage,
  /** Beside a mixed figure: "15 outbreaks · 3 unconfirmed". */
  unconfirmedShare: (count: string) => `${count} unconfirmed`,
  basedOn: (reports: string, confirmed: string, isOne: boolean) =>
    `Based on ${reports} ${isOne ? 'report' : 'reports'} (${confirmed} confirmed)`,
  fewReports: 'Few reports',
  fewReportsMeaning: (minimum: string) => `fewer than ${minimum} reports behind the score`,
  unconfirmedOnly: 'Unconfirmed only',
  unconfirmedOnlyMeaning: 'no report behind the score is confirmed yet',
} as const;
