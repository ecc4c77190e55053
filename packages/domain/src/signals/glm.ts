/** R's .Machine$double.eps: the log link's inverse never answers less (family poisson()$linkinv). */
const DOUBLE_EPS = 2.220446049250313e-16;
const MAX_ITERATIONS = 25;
const EPSILON = 1e-8;

/**
 * A design matrix of `rows` × `columns` stored by its nonzeros: each row has `perRow` entries (column
 * `index`, `value`); a padding entry has value 0. Seasonal indicators make most of a row zeros.
 */
export interface Design {
  rows: number;
  columns: number;
  perRow: number;
  index: Int32Array;
  value: Float64Array;
}

/** A quasi-Poisson fit with a log link, with what the Farrington method reads from R's glm object. */
export interface PoissonFit {
  coefficients: Float64Array;
  /** Fitted means. */
  mu: Float64Array;
  converged: boolean;
  /** R's `weights`: the working weights of the last iteration (computed before its update). */
  workingWeights: Float64Array;
  /** R's `residuals`: (y − μ) / μ at the fitted means. */
  workingResiduals: Float64Array;
  dfResidual: number;
  /** Cholesky factor (lower, row-major) of XᵀWX with the last iteration's weights. */
  cholesky: Float64Array;
}

/** Lower Cholesky factor (into `l`) of a symmetric positive definite matrix, or null if it is not. */
function choleskyOf(a: Float64Array, p: number, l: Float64Array): Float64Array | null {
  for (let j = 0; j < p; j += 1) {
    let d = a[j * p + j];
    for (let k = 0; k < j; k += 1) d -= l[j * p + k] ** 2;
    if (!(d > 0)) return null;
    const ljj = Math.sqrt(d);
    l[j * p + j] = ljj;
    for (let i = j + 1; i < p; i += 1) {
      let s = a[i * p + j];
      for (let k = 0; k < j; k += 1) s -= l[i * p + k] * l[j * p + k];
      l[i * p + j] = s / ljj;
    }
  }
  return l;
}

/** Solves L v = b in place (forward substitution). */
function forwardSolve(l: Float64Array, p: number, v: Float64Array): void {
  for (let i = 0; i < p; i += 1) {
    let s = v[i];
    for (let k = 0; k < i; k += 1) s -= l[i * p + k] * v[k];
    v[i] = s / l[i * p + i];
  }
}

/** Solves Lᵀ v = b in place (back substitution). */
function backSolve(l: Float64Array, p: number, v: Float64Array): void {
  for (let i = p - 1; i >= 0; i -= 1) {
    let s = v[i];
    for (let k = i + 1; k < p; k += 1) s -= l[k * p + i] * v[k];
    v[i] = s / l[i * p + i];
  }
}

/** Poisson deviance, as family poisson()$dev.resids summed. */
function deviance(y: Float64Array, mu: Float64Array, prior: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i += 1) {
    sum += y[i] > 0 ? prior[i] * (y[i] * Math.log(y[i] / mu[i]) - (y[i] - mu[i])) : mu[i] * prior[i];
  }
  return 2 * sum;
}

/**
 * Iteratively reweighted least squares as R's glm.fit() runs it for quasipoisson(link = "log"): the same
 * start (μ = y + 0.1), the same convergence test (relative change of the deviance below 1e-8, at most 25
 * iterations) and the same floor on μ, so that the fitted means, and the integer thresholds built on
 * them, agree with R's. Null where the weighted normal equations are singular.
 */
export function fitQuasiPoisson(
  x: Design,
  y: readonly number[],
  priorWeights?: Float64Array,
): PoissonFit | null {
  const { rows: n, columns: p, perRow, index, value } = x;
  const prior = priorWeights ?? new Float64Array(n).fill(1);
  const counts = Float64Array.from(y);
  const eta = counts.map((v) => Math.log(v + 0.1));
  const mu = eta.map((e) => Math.max(Math.exp(e), DOUBLE_EPS));
  const weights = new Float64Array(n);
  const beta = new Float64Array(p);
  const xtwx = new Float64Array(p * p);
  let cholesky: Float64Array | null = null;
  let devOld = deviance(counts, mu, prior);
  let converged = false;
  for (let iteration = 0; iteration < MAX_ITERATIONS && !converged; iteration += 1) {
    xtwx.fill(0);
    beta.fill(0);
    for (let i = 0; i < n; i += 1) {
      // With the log link dμ/dη is μ (floored alike), so R's w = prior·(dμ/dη)²/V(μ) is prior·μ.
      const m = mu[i];
      const w = (prior[i] * m * m) / m;
      const z = eta[i] + (counts[i] - m) / m;
      weights[i] = w;
      const first = i * perRow;
      const end = first + perRow;
      for (let a = first; a < end; a += 1) {
        const wx = w * value[a];
        const row = index[a] * p;
        beta[index[a]] += wx * z;
        for (let b = a; b < end; b += 1) xtwx[row + index[b]] += wx * value[b];
      }
    }
    // Only one of (j, k) and (k, j) was added to: fold the sums into the lower triangle.
    for (let j = 0; j < p; j += 1) {
      for (let k = 0; k < j; k += 1) {
        xtwx[j * p + k] += xtwx[k * p + j];
        xtwx[k * p + j] = xtwx[j * p + k];
      }
    }
    cholesky = choleskyOf(xtwx, p, cholesky ?? new Float64Array(p * p));
    if (!cholesky) return null;
    forwardSolve(cholesky, p, beta);
    backSolve(cholesky, p, beta);
    for (let i = 0; i < n; i += 1) {
      let e = 0;
      for (let a = i * perRow; a < i * perRow + perRow; a += 1) e += value[a] * beta[index[a]];
      eta[i] = e;
      mu[i] = Math.max(Math.exp(e), DOUBLE_EPS);
    }
    const dev = deviance(counts, mu, prior);
    // R halves the step here; a count series that overflows exp() has no useful threshold anyway.
    if (!Number.isFinite(dev)) return null;
    converged = Math.abs(dev - devOld) / (Math.abs(dev) + 0.1) < EPSILON;
    devOld = dev;
  }
  const residuals = counts.map((v, i) => (v - mu[i]) / mu[i]);
  const observations = prior.reduce((count, w) => count + (w !== 0 ? 1 : 0), 0);
  return {
    coefficients: beta,
    mu,
    converged,
    workingWeights: weights,
    workingResiduals: residuals,
    dfResidual: observations - p,
    cholesky: cholesky!,
  };
}

/** The dispersion estimate of summary.glm(): Σ w·r² / residual degrees of freedom (Pearson). */
export function dispersionOf(fit: PoissonFit): number {
  let sum = 0;
  fit.workingWeights.forEach((w, i) => (sum += w * fit.workingResiduals[i] ** 2));
  return sum / fit.dfResidual;
}

/** Leverages (R's hatvalues()): the diagonal of W^½X(XᵀWX)⁻¹XᵀW^½. */
export function hatValues(fit: PoissonFit, x: Design): Float64Array {
  const { rows, columns: p, perRow, index, value } = x;
  const hat = new Float64Array(rows);
  const v = new Float64Array(p);
  for (let i = 0; i < rows; i += 1) {
    v.fill(0);
    for (let a = i * perRow; a < (i + 1) * perRow; a += 1) v[index[a]] += value[a];
    forwardSolve(fit.cholesky, p, v);
    let squares = 0;
    for (let j = 0; j < p; j += 1) squares += v[j] * v[j];
    hat[i] = fit.workingWeights[i] * squares;
  }
  return hat;
}

/** The unscaled variance of coefficient `j`: element (j, j) of (XᵀWX)⁻¹. */
export function unscaledVariance(fit: PoissonFit, j: number): number {
  const p = fit.coefficients.length;
  const v = new Float64Array(p);
  v[j] = 1;
  forwardSolve(fit.cholesky, p, v);
  backSolve(fit.cholesky, p, v);
  return v[j];
}
