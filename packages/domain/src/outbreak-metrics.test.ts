import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeOutbreakMetrics,
  metricAnswersProblem,
  METRIC_MESSAGES,
  severityForRiskLevel,
  severityScore,
} from './outbreak-metrics.js';

describe('computeOutbreakMetrics (DESIGN.md §6)', () => {
  it('derives R0, attack rate, survivability, score, risk level and severity', () => {
    const metrics = computeOutbreakMetrics({
      cases: 200,
      deaths: 50,
      population_at_risk: 10_000,
      secondary_cases: 1.5,
    });
    expect(metrics).toMatchObject({ transmission_rate: 1.5, attack_rate: 2, survivability: 75 });
    // (0.4 × 2 + 0.6 × 1.5) × (1 − 0.75) × 10 = 4.25
    expect(metrics.severity_score).toBe(4.25);
    expect(metrics.risk_level).toBe(1);
    expect(metrics.severity).toBe('low');
  });

  it('counts survivability as 100 when there are no cases', () => {
    const metrics = computeOutbreakMetrics({
      cases: 0,
      deaths: 0,
      population_at_risk: 500,
      secondary_cases: 0,
    });
    expect(metrics).toMatchObject({
      survivability: 100,
      attack_rate: 0,
      severity_score: 0,
      risk_level: 0,
      severity: 'low',
    });
  });

  it('caps the score at 100 and calls it critical', () => {
    const metrics = computeOutbreakMetrics({
      cases: 1000,
      deaths: 1000,
      population_at_risk: 1000,
      secondary_cases: 5,
    });
    expect(metrics.severity_score).toBe(100);
    expect(metrics.risk_level).toBe(10);
    expect(metrics.severity).toBe('critical');
  });

  it('keeps the score within 0–100 and the risk level within 0–10 for any valid answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (population, caseShare, deathShare, r0) => {
          const cases = Math.floor(population * caseShare);
          const deaths = Math.floor(cases * deathShare);
          const m = computeOutbreakMetrics({
            cases,
            deaths,
            population_at_risk: population,
            secondary_cases: r0,
          });
          return m.severity_score >= 0 && m.severity_score <= 100 && m.risk_level >= 0 && m.risk_level <= 10;
        },
      ),
    );
  });
});

describe('severity', () => {
  it.each([
    [0, 'low'],
    [3, 'low'],
    [4, 'medium'],
    [7, 'medium'],
    [8, 'high'],
    [9, 'high'],
    [10, 'critical'],
  ])('risk level %i is %s', (level, severity) => {
    expect(severityForRiskLevel(level)).toBe(severity);
  });

  it('uses the spec formula', () => {
    expect(severityScore({ attack_rate: 10, transmission_rate: 2, survivability: 50 })).toBe(26);
    expect(severityScore({ attack_rate: 10, transmission_rate: 2, survivability: 100 })).toBe(0);
  });
});

describe('metricAnswersProblem', () => {
  it('refuses deaths above cases and cases above the population at risk', () => {
    expect(metricAnswersProblem({ cases: 5, deaths: 6, population_at_risk: 10, secondary_cases: 1 })).toBe(
      METRIC_MESSAGES.deathsExceedCases,
    );
    expect(metricAnswersProblem({ cases: 11, deaths: 0, population_at_risk: 10, secondary_cases: 1 })).toBe(
      METRIC_MESSAGES.casesExceedPopulation,
    );
    expect(
      metricAnswersProblem({ cases: 10, deaths: 10, population_at_risk: 10, secondary_cases: 1 }),
    ).toBeNull();
  });
});
