import { VERIFICATION_MESSAGE_DESCRIPTORS } from './api-messages.js';
/**
 * Outbreak metrics from the assessment answers (DESIGN.md §6), computed once here for the server and
 * shown the same way by the web app.
 */

/** Keys of the seeded assessment questions the metrics are computed from. */
export const METRIC_QUESTION_KEYS = ['cases', 'deaths', 'population_at_risk', 'secondary_cases'] as const;
export type MetricQuestionKey = (typeof METRIC_QUESTION_KEYS)[number];

export type OutbreakSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface OutbreakMetrics {
  cases: number;
  deaths: number;
  population_at_risk: number;
  /** R0: average secondary cases per case. */
  transmission_rate: number;
  /** Percent of the population at risk that fell ill. */
  attack_rate: number;
  /** Percent of cases that survived; 100 when there are no cases. */
  survivability: number;
  /** 0 to 100. */
  severity_score: number;
  /** ceil(score / 10): 0 to 10. */
  risk_level: number;
  severity: OutbreakSeverity;
}

export const METRIC_MESSAGES = {
  deathsExceedCases: VERIFICATION_MESSAGE_DESCRIPTORS.deathsExceedCases.defaultMessage,
  casesExceedPopulation: VERIFICATION_MESSAGE_DESCRIPTORS.casesExceedPopulation.defaultMessage,
} as const;

/**
 * Spec §9: (0.4 × attack rate + 0.6 × transmission rate) × (1 − survivability / 100) × 10, capped at 100.
 * A score of 0 means no outbreaks (or none with any deaths).
 */
export function severityScore(metrics: {
  attack_rate: number;
  transmission_rate: number;
  survivability: number;
}): number {
  const raw =
    (0.4 * metrics.attack_rate + 0.6 * metrics.transmission_rate) * (1 - metrics.survivability / 100) * 10;
  return Math.min(Math.max(raw, 0), 100);
}

/** DESIGN.md §6: low up to 3, medium 4 to 7, high 8 and 9, critical 10. */
export function severityForRiskLevel(riskLevel: number): OutbreakSeverity {
  if (riskLevel <= 3) return 'low';
  if (riskLevel <= 7) return 'medium';
  if (riskLevel <= 9) return 'high';
  return 'critical';
}

/** The first problem of a set of answers, or null. Deaths within cases, cases within the population. */
export function metricAnswersProblem(answers: Record<MetricQuestionKey, number>): string | null {
  if (answers.deaths > answers.cases) return METRIC_MESSAGES.deathsExceedCases;
  if (answers.cases > answers.population_at_risk) return METRIC_MESSAGES.casesExceedPopulation;
  return null;
}

export function computeOutbreakMetrics(answers: Record<MetricQuestionKey, number>): OutbreakMetrics {
  const { cases, deaths, population_at_risk, secondary_cases } = answers;
  // Full precision: means over many outbreaks must not drift, so only screens round (spec lesson).
  const transmission_rate = secondary_cases;
  const attack_rate = population_at_risk > 0 ? (100 * cases) / population_at_risk : 0;
  const survivability = cases > 0 ? (100 * (cases - deaths)) / cases : 100;
  const severity_score = severityScore({ attack_rate, transmission_rate, survivability });
  const risk_level = Math.min(Math.ceil(severity_score / 10), 10);
  return {
    cases,
    deaths,
    population_at_risk,
    transmission_rate,
    attack_rate,
    survivability,
    severity_score,
    risk_level,
    severity: severityForRiskLevel(risk_level),
  };
}
