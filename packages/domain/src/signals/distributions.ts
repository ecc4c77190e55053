import { qnorm } from './normal.js';

/** log Γ(x) for x > 0 (Lanczos, g = 7, nine terms; relative error about 1e-15). */
export function lgamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lgamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let sum = c[0];
  for (let i = 1; i < 9; i += 1) sum += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 10_000; m += 1) {
    for (const numerator of [
      (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)),
      -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1)),
    ]) {
      d = 1 + numerator * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + numerator / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-16) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function pbeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function pt(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (!Number.isFinite(t)) return t > 0 ? 1 : 0;
  const tail = 0.5 * pbeta(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

/** Terms summed at most per quantile; beyond, a skewness-corrected normal approximation answers. */
const MAX_TERMS = 1_000_000;

/**
 * The smallest k with P(X ≤ k) ≥ p for a unimodal distribution on 0, 1, 2, … given by its mean, standard
 * deviation, skewness and the ratio P(k + 1) / P(k). The probabilities are summed relative to the one at
 * the mean, outwards until negligible, so nothing underflows however large the mean.
 */
function discreteQuantile(
  p: number,
  mean: number,
  sd: number,
  skewness: number,
  ratio: (k: number) => number,
): number {
  const start = Math.floor(mean);
  const below: number[] = [];
  let term = 1;
  let largest = 1;
  for (let k = start - 1; k >= 0 && term >= 1e-18 * largest; k -= 1) {
    term /= ratio(k);
    largest = Math.max(largest, term);
    below.push(term);
    if (below.length > MAX_TERMS) break;
  }
  const above = [1];
  term = 1;
  for (let k = start; term >= 1e-18 * largest && above.length <= MAX_TERMS; k += 1) {
    term *= ratio(k);
    largest = Math.max(largest, term);
    above.push(term);
  }
  if (below.length > MAX_TERMS || above.length > MAX_TERMS) {
    // The Cornish-Fisher start of R's own search: good to a few units where the mass spans millions.
    const z = qnorm(p);
    return Math.max(0, Math.round(mean + sd * (z + (skewness * (z * z - 1)) / 6)));
  }
  const total = below.reduce((s, t) => s + t, 0) + above.reduce((s, t) => s + t, 0);
  const target = p * total;
  let cumulative = 0;
  for (let i = below.length - 1; i >= 0; i -= 1) {
    cumulative += below[i];
    if (cumulative >= target) return start - 1 - i;
  }
  for (let i = 0; i < above.length; i += 1) {
    cumulative += above[i];
    if (cumulative >= target) return start + i;
  }
  return start + above.length - 1;
}

/** The smallest k ≥ 0 with cdf(k) ≥ p, by doubling steps from `guess` and then bisection. */
function searchQuantile(p: number, cdf: (k: number) => number, guess: number): number {
  let lo: number;
  let hi = Math.max(0, guess);
  let step = 1;
  if (cdf(hi) >= p) {
    lo = hi - step;
    while (lo >= 0 && cdf(lo) >= p) {
      hi = lo;
      step *= 2;
      lo = hi - step;
    }
    lo = Math.max(lo, -1);
  } else {
    lo = hi;
    hi = lo + step;
    while (cdf(hi) < p) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
  }
  // cdf(lo) < p ≤ cdf(hi), with lo = −1 standing for "below 0".
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (cdf(mid) >= p) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Summed terms beyond which the negative binomial quantile searches its distribution function instead. */
const SUMMED_TERMS = 4000;

/** R's qnbinom(p, size, prob): the negative binomial with mean size·(1 − prob)/prob. */
export function qnbinom(p: number, size: number, prob: number): number {
  if (!(size >= 0 && prob > 0 && prob <= 1 && p >= 0 && p <= 1)) return Number.NaN;
  if (size === 0 || prob === 1) return 0;
  const mean = (size * (1 - prob)) / prob;
  const sd = Math.sqrt(size * (1 - prob)) / prob;
  const skewness = (2 - prob) / Math.sqrt(size * (1 - prob));
  // Summing is exact and quick unless the tail is long: it shrinks by a factor 1 − prob a term, so a
  // strongly overdispersed count (cases) would take hundreds of thousands of terms.
  if (80 * sd + 40 / prob > SUMMED_TERMS) {
    const z = qnorm(p);
    const guess = Math.round(mean + sd * (z + (skewness * (z * z - 1)) / 6));
    return searchQuantile(p * (1 + 2 * Number.EPSILON), (k) => pbeta(prob, size, k + 1), guess);
  }
  return discreteQuantile(p, mean, sd, skewness, (k) => ((k + size) / (k + 1)) * (1 - prob));
}

/** R's qpois(p, lambda). */
export function qpois(p: number, lambda: number): number {
  if (!(lambda >= 0 && p >= 0 && p <= 1)) return Number.NaN;
  if (lambda === 0) return 0;
  return discreteQuantile(p, lambda, Math.sqrt(lambda), 1 / Math.sqrt(lambda), (k) => lambda / (k + 1));
}
