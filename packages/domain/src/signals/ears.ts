import { qnorm } from './normal.js';

/** One evaluated week of a detection method. `upperbound` is null where the method cannot say. */
export interface DetectionResult {
  /** Index into the series. */
  index: number;
  observed: number;
  /** The baseline mean, where the method has one. */
  expected: number | null;
  upperbound: number | null;
  alarm: boolean;
}

export interface EarsOptions {
  method: 'C1' | 'C2' | 'C3';
  /** Weeks of baseline (default 7). */
  baseline?: number;
  /** Default 0.001. */
  alpha?: number;
  /** A floor for the baseline's standard deviation (default 0). */
  minSigma?: number;
  /** First and last index to evaluate, inclusive; default every index with enough history. */
  range?: [number, number];
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** Sample standard deviation (n − 1), as R's sd(). */
function sd(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/**
 * EARS C1, C2 and C3 (Hutwagner et al. 2003), defined as in the R package `surveillance` (earsC):
 * C1 compares a week with the mean and standard deviation of the `baseline` weeks just before it; C2 does
 * the same with a two-week guard band (weeks t−baseline−2 … t−3); C3 adds to the threshold the C2
 * statistics (above 1) of the two previous weeks. The upper bound is mean + z·sd (C1, C2), z = qnorm(1 −
 * alpha); an alarm is a count above it.
 */
export function earsC(counts: readonly number[], options: EarsOptions): DetectionResult[] {
  const baseline = options.baseline ?? 7;
  const minSigma = options.minSigma ?? 0;
  const z = qnorm(1 - (options.alpha ?? 0.001));
  const maxLag = { C1: baseline, C2: baseline + 2, C3: baseline + 4 }[options.method];
  const [from, to] = options.range ?? [maxLag, counts.length - 1];
  if (from - maxLag < 0 || to >= counts.length || from > to) return [];

  // The baseline of week t for C1 (lags baseline…1) or C2/C3 (lags baseline+2…3).
  const reference = (t: number) => {
    const offset = options.method === 'C1' ? 1 : 3;
    return counts.slice(t - offset - baseline + 1, t - offset + 1);
  };
  const c2Statistic = (t: number) => {
    const ref = reference(t);
    return (counts[t] - mean(ref)) / Math.max(sd(ref), minSigma);
  };

  const results: DetectionResult[] = [];
  for (let t = from; t <= to; t += 1) {
    const ref = reference(t);
    const m = mean(ref);
    const sigma = Math.max(sd(ref), minSigma);
    let upper: number;
    if (options.method === 'C3') {
      const lag2 = Math.max(0, c2Statistic(t - 2) - 1);
      const lag1 = Math.max(0, c2Statistic(t - 1) - 1);
      upper = Math.max(0, counts[t] + sigma * (z - (lag2 + lag1)));
    } else {
      upper = m + z * sigma;
    }
    // A flat baseline with no floor on sigma makes C3's statistic 0/0: R answers NA, no alarm.
    const upperbound = Number.isFinite(upper) ? upper : null;
    results.push({
      index: t,
      observed: counts[t],
      expected: m,
      upperbound,
      alarm: upperbound !== null && counts[t] > upperbound,
    });
  }
  return results;
}
