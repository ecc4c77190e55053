import type { Signal, SignalDetail } from '@outbreak-watch/domain';

/** A signal as `GET /api/signals` sends it: Nigeria × Cholera, reports, EARS C1. */
export function createSignal(overrides: Partial<Signal> = {}): Signal {
  return {
    id: 41,
    country_id: 161,
    country_name: 'Nigeria',
    disease_id: 3,
    disease_name: 'Cholera',
    measure: 'reports',
    algorithm: 'ears_c1',
    week_start: '2026-11-16',
    observed: 7,
    expected: 1.285714,
    threshold: 3.456789,
    exceedance: 1.025,
    detected_at: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

/** The detail of `signal`: a quiet series of `weeks` weeks ending in its alarm week, one report of it. */
export function createSignalDetail(signal: Signal = createSignal(), weeks = 12): SignalDetail {
  const start = Date.parse(`${signal.week_start}T00:00:00Z`) - (weeks - 1) * 7 * 86_400_000;
  return {
    signal,
    series: Array.from({ length: weeks }, (_, i) => {
      const isLast = i === weeks - 1;
      return {
        week_start: new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10),
        observed: isLast ? signal.observed : i % 2,
        expected: i < 7 ? null : isLast ? signal.expected : 0.5,
        threshold: i < 7 ? null : isLast ? signal.threshold : 2.25,
        alarm: isLast,
      };
    }),
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
