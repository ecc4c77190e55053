/**
 * Colour bands of spec §9, as band indexes the web app maps to colours. Kept here so every screen and
 * every test agrees on the boundaries.
 */

/** Spec §9 severity score bands: 0 none, then under 10, 25, 50, 75, and the top band. */
export function severityScoreBand(score: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (!(score > 0)) return 0;
  if (score < 10) return 1;
  if (score < 25) return 2;
  if (score < 50) return 3;
  if (score < 75) return 4;
  return 5;
}

export type SurvivabilityBand =
  { tone: 'red'; shade: 1 | 2 | 3 | 4 | 5 } | { tone: 'green'; shade: 1 | 2 | 3 | 4 | 5 };

/**
 * Spec §9 survivability badge: clamped to 0–100; below 50 red shades (under 10, 20, 30, 40, 50, getting
 * lighter: shade 5 is the darkest); exactly 50 is light green; green gets darker at 60, 70, 80 and 90.
 */
export function survivabilityBand(value: number): SurvivabilityBand {
  const v = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 100);
  if (v < 10) return { tone: 'red', shade: 5 };
  if (v < 20) return { tone: 'red', shade: 4 };
  if (v < 30) return { tone: 'red', shade: 3 };
  if (v < 40) return { tone: 'red', shade: 2 };
  if (v < 50) return { tone: 'red', shade: 1 };
  if (v < 60) return { tone: 'green', shade: 1 };
  if (v < 70) return { tone: 'green', shade: 2 };
  if (v < 80) return { tone: 'green', shade: 3 };
  if (v < 90) return { tone: 'green', shade: 4 };
  return { tone: 'green', shade: 5 };
}

/**
 * Spec §9 transmission (R0) badge: 0, up to 0.25, 0.5, 0.75, under 1, exactly 1, over 1 — bands 0 to 6,
 * each redder.
 */
export function transmissionBand(r0: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  if (!(r0 > 0)) return 0;
  if (r0 <= 0.25) return 1;
  if (r0 <= 0.5) return 2;
  if (r0 <= 0.75) return 3;
  if (r0 < 1) return 4;
  if (r0 === 1) return 5;
  return 6;
}

/** Spec §9 attack-rate badge: 0, up to 10, 25, 50, 100, 200, over 200 — bands 0 to 6. */
export function attackRateBand(rate: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  if (!(rate > 0)) return 0;
  if (rate <= 10) return 1;
  if (rate <= 25) return 2;
  if (rate <= 50) return 3;
  if (rate <= 100) return 4;
  if (rate <= 200) return 5;
  return 6;
}

/** Spec §3: risk level 3 or less is low, 4 to 7 medium, above 7 high. */
export function riskLevelLabel(riskLevel: number): 'low' | 'medium' | 'high' {
  if (riskLevel <= 3) return 'low';
  if (riskLevel <= 7) return 'medium';
  return 'high';
}

/** Spec §9: R0 under 1 means an outbreak, 1 or more an epidemic. */
export function transmissionMeaning(r0: number): 'outbreak' | 'epidemic' {
  return r0 < 1 ? 'outbreak' : 'epidemic';
}

export type StatusBadgeTone = 'blue' | 'yellow' | 'green' | 'gray';

/** Spec §4: confirmed blue, suspected yellow, contained green, otherwise gray. */
export function statusBadgeTone(status: string): StatusBadgeTone {
  switch (status) {
    case 'confirmed':
      return 'blue';
    case 'suspected':
      return 'yellow';
    case 'contained':
      return 'green';
    default:
      return 'gray';
  }
}
