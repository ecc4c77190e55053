/* eslint-disable no-loss-of-precision -- the published coefficients are quoted digit for digit; the nearest double is what they mean */
/**
 * The standard normal quantile (inverse CDF), by Acklam's rational approximation refined with one step
 * of Halley's method using a high-precision erfc: accurate to about 1e-15, enough for thresholds that must
 * match reference outputs to 1e-9.
 */
export function qnorm(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return Number.NaN;
  }
  const a = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
    2.506628277459239,
  ];
  const b = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1,
    -1.328068155288572e1,
  ];
  const c = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  // Refinement (Halley): the error of the CDF at x, divided by the density.
  for (let i = 0; i < 2; i += 1) {
    const e = 0.5 * erfc(-x / Math.SQRT2) - p;
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    x -= u / (1 + (x * u) / 2);
  }
  return x;
}

/** The complementary error function (W. J. Cody's rational approximations), relative error < 1e-15. */
export function erfc(x: number): number {
  const z = Math.abs(x);
  let result: number;
  if (z < 0.5) {
    const t = z * z;
    const top =
      (((0.185777706184603153 * t + 3.1611237438705656) * t + 113.864154151050156) * t +
        377.485237685302021) *
        t +
      3209.37758913846947;
    const bottom =
      (((t + 23.6012909523441209) * t + 244.024637934444173) * t + 1282.61652607737228) * t +
      2844.23683343917062;
    return x >= 0 ? 1 - (z * top) / bottom : 1 + (z * top) / bottom;
  } else if (z < 4) {
    // Cody's coefficients, highest power first (his c[8] leads).
    const c = [
      2.15311535474403846e-8, 5.64188496988670089e-1, 8.88314979438837594, 66.1191906371416295,
      298.635138197400131, 881.95222124176909, 1712.04761263407058, 2051.07837782607147, 1230.33935479799725,
    ];
    const d = [
      1, 15.7449261107098347, 117.693950891312499, 537.181101862009858, 1621.38957456669019,
      3290.79923573345963, 4362.61909014324716, 3439.36767414372164, 1230.33935480374942,
    ];
    const top = c.reduce((acc, coefficient) => acc * z + coefficient, 0);
    const bottom = d.reduce((acc, coefficient) => acc * z + coefficient, 0);
    result = (Math.exp(-z * z) * top) / bottom;
  } else {
    const t = 1 / (z * z);
    const top =
      ((((1.63153871373020978e-2 * t + 3.05326634961232344e-1) * t + 3.60344899949804439e-1) * t +
        1.25781726111229246e-1) *
        t +
        1.60837851487422766e-2) *
        t +
      6.58749161529837803e-4;
    const bottom =
      ((((t + 2.56852019228982242) * t + 1.87295284992346725) * t + 5.27905102951428412e-1) * t +
        6.05183413124413191e-2) *
        t +
      2.33520497626869185e-3;
    result = (Math.exp(-z * z) / z) * (1 / Math.sqrt(Math.PI) - (t * top) / bottom);
  }
  return x >= 0 ? result : 2 - result;
}
