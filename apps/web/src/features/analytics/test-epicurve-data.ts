import type { EpicurveResponse } from '@outbreak-watch/domain';

/** A week of the curve with its counts by group and, when given, the same week's values in past years. */
export function week(
  label: string,
  week_start: string,
  counts: Record<string, number>,
  band: number[] | null,
) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const mean = band ? band.reduce((a, b) => a + b, 0) / band.length : 0;
  return {
    week_start,
    week_end: week_start,
    label,
    total,
    counts,
    band: band && {
      years: [2025, 2024, 2023, 2022, 2021].slice(0, band.length),
      values: band,
      min: Math.min(...band),
      max: Math.max(...band),
      mean,
      sd: 0,
      lower: mean,
      upper: mean,
    },
  };
}

export const byDisease: EpicurveResponse = {
  range: { from: '2026-11-16', to: '2026-11-29', days: null },
  span: { from: '2026-11-16', to: '2026-11-29' },
  stack: 'disease',
  measure: 'reports',
  groups: [
    { key: '3', label: 'Cholera', disease_id: 3 },
    { key: 'other', label: 'Other', disease_id: null },
  ],
  history_years: [2025, 2024, 2023, 2022, 2021],
  weeks: [
    week('2026-W47', '2026-11-16', { '3': 4, other: 1 }, [1, 2, 3, 4, 5]),
    week('2026-W48', '2026-11-23', { '3': 0, other: 0 }, [0, 0, 0, 0, 2]),
  ],
};

export const byStatus: EpicurveResponse = {
  ...byDisease,
  stack: 'status',
  groups: [
    { key: 'active', label: 'Active' },
    { key: 'contained', label: 'Contained' },
  ],
  weeks: [
    week('2026-W47', '2026-11-16', { active: 2, contained: 3 }, [1, 2, 3, 4, 5]),
    week('2026-W48', '2026-11-23', { active: 0, contained: 0 }, [0, 0, 0, 0, 2]),
  ],
};
