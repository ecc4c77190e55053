import type { OutbreakSeverity } from './outbreak-metrics.js';

/**
 * One outbreak's severity as every screen shows it: the band word of its risk level with the severity
 * score (0–100) the band comes from. Risk level, severity word and score are one figure on one scale
 * (DESIGN.md §6: risk level = ceil(score ÷ 10); low up to 3, medium 4–7, high 8–9, critical 10), so
 * screens show the word and the score together, never three separate figures.
 */
const SEVERITY_NAMES: Record<OutbreakSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const OUTBREAK_SEVERITY_TEXTS = {
  term: 'Severity',
  names: SEVERITY_NAMES,
  /** "Medium · 42.5 of 100". */
  figure: (severity: OutbreakSeverity, score: string) => `${SEVERITY_NAMES[severity]} · ${score} of 100`,
  /** The badge's tooltip. */
  badgeTitle: 'Severity: its band and its score (0–100)',
  explanation:
    'The severity score (0 to 100) combines the attack rate, the transmission rate (R0) and survivability: ' +
    '(0.4 × attack rate + 0.6 × R0) × (1 − survivability ÷ 100) × 10, at most 100. ' +
    'Low is a score up to 30, medium up to 70, high up to 90, critical above 90.',
} as const;
