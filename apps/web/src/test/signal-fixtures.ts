import type { Signal, SignalDetail, SignalMethod } from '@outbreak-watch/domain';
import { within } from '@testing-library/react';

/** One method's alarm: EARS C1 on reports, 7 over a threshold of 3.46. */
export function createMethod(overrides: Partial<SignalMethod> = {}): SignalMethod {
  return {
    algorithm: 'ears_c1',
    measure: 'reports',
    observed: 7,
    expected: 1.285714,
    threshold: 3.456789,
    exceedance: 1.025,
    ...overrides,
  };
}

/**
 * A signal as `GET /api/signals` sends it: Nigeria × Cholera, flagged by EARS C1 on reports unless
 * `methods` says otherwise; the reference is the first method unless given.
 */
export function createSignal(overrides: Partial<Signal> = {}): Signal {
  const methods = overrides.methods ?? [createMethod()];
  return {
    id: 41,
    country_id: 161,
    country_name: 'Nigeria',
    disease_id: 3,
    disease_name: 'Cholera',
    week_start: '2026-11-16',
    status: 'new',
    detected_at: '2026-11-18T10:00:00.000Z',
    ...overrides,
    methods,
    reference: overrides.reference !== undefined ? overrides.reference : (methods[0] ?? null),
  };
}

/**
 * The detail of `signal`: a quiet series of `weeks` weeks ending in its flagged week (by its reference
 * method), one report of that week, untriaged unless `triage` says otherwise.
 */
export function createSignalDetail(
  signal: Signal = createSignal(),
  weeks = 12,
  triage: Partial<SignalDetail['triage']> = {},
): SignalDetail {
  const start = Date.parse(`${signal.week_start}T00:00:00Z`) - (weeks - 1) * 7 * 86_400_000;
  const reference = signal.reference ?? createMethod();
  return {
    signal,
    series: Array.from({ length: weeks }, (_, i) => {
      const isLast = i === weeks - 1;
      return {
        week_start: new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10),
        observed: isLast ? reference.observed : i % 2,
        expected: i < 7 ? null : isLast ? reference.expected : 0.5,
        threshold: i < 7 ? null : isLast ? reference.threshold : 2.25,
        alarm: isLast,
      };
    }),
    triage: {
      status: signal.status,
      reason: null,
      triaged_at: null,
      triaged_by: null,
      outbreaks: [],
      ...triage,
    },
    reports: [
      {
        id: 77,
        date: signal.week_start,
        disease_name: signal.disease_name ?? 'Cholera',
        country_name: signal.country_name ?? 'Nigeria',
        state_name: 'Lagos',
        cases: 1250,
        status: 'investigating',
        confirmed: false,
      },
    ],
  };
}

/** The text of every cell of a table's body rows, row headers included. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
