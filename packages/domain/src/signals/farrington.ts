import { pt, qnbinom, qpois } from './distributions.js';
import type { DetectionResult } from './ears.js';
import { baselineOf, designOf, type Baseline } from './farrington-baseline.js';
import { dispersionOf, fitQuasiPoisson, hatValues, unscaledVariance, type PoissonFit } from './glm.js';

/**
 * The improved Farrington method's settings, as public-health agencies run it on weekly counts
 * (Noufaily et al. 2013) and as shared/data/signals/README.md checks it: five years back, windows of ±3
 * weeks around the same week of each year, the rest of each year in nine periods, the last 26 weeks left
 * out of the baseline, an always-allowed trend, a negative binomial 95 % threshold, and no alarm without 5
 * cases in the last 4 weeks.
 */
export const FARRINGTON_SETTINGS = {
  b: 5,
  w: 3,
  noPeriods: 10,
  pastWeeksNotIncluded: 26,
  weightsThreshold: 2.58,
  pThresholdTrend: 1,
  trend: true,
  alpha: 0.05,
  limit54: [5, 4] as readonly [number, number],
  /** Weeks in a year: the reference weeks lie whole multiples of it back. */
  freq: 52,
};
export type FarringtonSettings = typeof FARRINGTON_SETTINGS;

export interface FarringtonOptions extends Partial<FarringtonSettings> {
  /** First and last index to evaluate, inclusive; default every index with enough history. */
  range?: [number, number];
}

export interface FarringtonResult extends DetectionResult {
  /** False where the history is too short or the model did not converge: no threshold, no alarm. */
  evaluable: boolean;
}

/** Weeks of history the method needs before the week it evaluates. */
export function farringtonHistoryWeeks(options: Partial<FarringtonSettings> = {}): number {
  const { b, freq, w } = { ...FARRINGTON_SETTINGS, ...options };
  return b * freq + w;
}

interface Model {
  fit: PoissonFit;
  phi: number;
  eta: number;
  withTrend: boolean;
}

/**
 * algo.farrington.fitGLM.flexible: a quasi-Poisson fit (without the trend if it does not converge with
 * it), then a refit with past outbreaks down-weighted — weeks whose standardized Anscombe residual exceeds
 * `weightsThreshold` get weight s⁻², all rescaled to sum to the number of weeks. The dispersion is at least 1.
 */
function fitReweighted(data: Baseline, k: number, s: FarringtonSettings, withTrend: boolean): Model | null {
  let model = designOf(data, k, s, withTrend);
  let fit = fitQuasiPoisson(model.design, data.counts);
  if (!fit?.converged && withTrend) {
    model = designOf(data, k, s, false);
    fit = fitQuasiPoisson(model.design, data.counts);
  }
  if (!fit?.converged) return null;
  const phi = Math.max(dispersionOf(fit), 1);
  const hat = hatValues(fit, model.design);
  const residuals = data.counts.map((y, i) => {
    const mu = fit.mu[i];
    // y^(2/3)·μ^(−1/6) by cube roots, several times faster than pow.
    const cbrtY = Math.cbrt(y);
    const raw = (cbrtY * cbrtY) / Math.sqrt(Math.cbrt(mu)) - Math.sqrt(mu);
    return (1.5 * raw) / Math.sqrt(phi * (1 - hat[i]));
  });
  const isOutlier = residuals.map((r) => r > s.weightsThreshold);
  const gamma = residuals.length / residuals.reduce((sum, r, i) => sum + (isOutlier[i] ? r ** -2 : 1), 0);
  const weights = Float64Array.from(residuals, (r, i) => gamma * (isOutlier[i] ? r ** -2 : 1));
  // R does not check the refit's convergence either.
  const refit = fitQuasiPoisson(model.design, data.counts, weights);
  if (!refit) return null;
  const eta = model.predict.reduce((sum, v, j) => sum + v * refit.coefficients[j], 0);
  return { fit: refit, phi: Math.max(dispersionOf(refit), 1), eta, withTrend: model.withTrend };
}

/**
 * algo.farrington.glm: the trend stays only if its p-value is below `pThresholdTrend`, there are at least
 * three years, and the fitted week k is not above every baseline count; otherwise the model is refitted
 * without it.
 */
function fitModel(data: Baseline, k: number, s: FarringtonSettings): Model | null {
  const model = fitReweighted(data, k, s, s.trend);
  if (!model?.withTrend) return model;
  const { fit } = model;
  const t = fit.coefficients[1] / Math.sqrt(dispersionOf(fit) * unscaledVariance(fit, 1));
  const pValue = 2 * pt(-Math.abs(t), fit.dfResidual);
  const isExtrapolating = Math.max(Math.exp(model.eta), Number.EPSILON) > Math.max(...data.counts);
  if (s.b >= 3 && pValue < s.pThresholdTrend && !isExtrapolating) return model;
  return fitReweighted(data, k, s, false);
}

/** Week k: the negative binomial (or Poisson, without overdispersion) 1 − alpha quantile at the fitted mean. */
function evaluateWeek(counts: readonly number[], k: number, s: FarringtonSettings): FarringtonResult {
  const observed = counts[k];
  const none = { index: k, observed, expected: null, upperbound: null, alarm: false };
  if (k - farringtonHistoryWeeks(s) < 0 || k >= counts.length) return { ...none, evaluable: false };
  const [minimumCases, recentWeeks] = s.limit54;
  const recent = counts.slice(Math.max(0, k - recentWeeks + 1), k + 1).reduce((sum, v) => sum + v, 0);
  // Too few recent cases: no threshold, so no model to fit.
  if (recent < minimumCases) return { ...none, evaluable: true };
  const model = fitModel(baselineOf(counts, k, s), k, s);
  if (!model) return { ...none, evaluable: false };
  const mu = Math.exp(model.eta);
  if (!Number.isFinite(mu)) return { ...none, evaluable: true };
  const p = 1 - s.alpha;
  const upperbound = model.phi > 1 ? qnbinom(p, mu / (model.phi - 1), 1 / model.phi) : qpois(p, mu);
  // surveillance's score compares the count with the threshold relative to the linear predictor.
  const score = (observed - model.eta) / (upperbound - model.eta);
  return { ...none, expected: mu, upperbound, alarm: score > 1 && observed !== 0, evaluable: true };
}

/**
 * The improved Farrington method (Noufaily et al. 2013) as the R package `surveillance` defines it in
 * farringtonFlexible() with the nbPlugin threshold: for each week, a quasi-Poisson log-linear model of
 * the b previous years (seasonal factor, optional trend, past outbreaks down-weighted) predicts the
 * week's count; the upper bound is a whole number and an alarm is a count above it.
 */
export function farringtonFlexible(
  counts: readonly number[],
  options: FarringtonOptions = {},
): FarringtonResult[] {
  const { range, ...rest } = options;
  const s: FarringtonSettings = { ...FARRINGTON_SETTINGS, ...rest };
  if (s.noPeriods > 1 && s.freq - 2 * s.w - 1 < s.noPeriods - 1)
    throw new RangeError('Too many periods for the weeks between the windows.');
  const [from, to] = range ?? [farringtonHistoryWeeks(s), counts.length - 1];
  const results: FarringtonResult[] = [];
  for (let k = from; k <= to; k += 1) results.push(evaluateWeek(counts, k, s));
  return results;
}
