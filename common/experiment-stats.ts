// The statistics of the setup-order experiment (decision 091): Wilson intervals, the pooled
// two-proportion z-test, Holm's correction and the sample size still needed. Nothing is rounded here.
import type { FunnelReport, FunnelScheme } from './contract/calls/experiment';
import { controlScheme, outcomeNames, type OutcomeName } from './experiment';
import type { OrderingScheme } from './step-order';

/** A polynomial by Horner's rule, coefficients from the highest power down. */
function horner(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);
}

// W. J. Cody, "Rational Chebyshev approximations for the error function", Math. Comp. 1969 (netlib specfun
// CALERF): about 18 significant digits on each of its three intervals.
const smallNumerator = [0.18577770618460315, 3.1611237438705655, 113.86415415105016, 377.485237685302, 3209.3775891384694];
const smallDenominator = [1, 23.601290952344122, 244.02463793444417, 1282.6165260773723, 2844.236833439171];
const middleNumerator = [
  2.1531153547440383e-8, 0.5641884969886701, 8.883149794388377, 66.11919063714163, 298.6351381974001, 881.952221241769, 1712.0476126340707,
  2051.0783778260716, 1230.3393547979972,
];
const middleDenominator = [
  1, 15.744926110709835, 117.6939508913125, 537.1811018620099, 1621.3895745666903, 3290.7992357334597, 4362.619090143247,
  3439.3676741437216, 1230.3393548037495,
];
const largeNumerator = [
  0.016315387137302097, 0.30532663496123236, 0.36034489994980445, 0.12578172611122926, 0.016083785148742275, 0.0006587491615298378,
];
const largeDenominator = [1, 2.568520192289822, 1.8729528499234604, 0.5279051029514285, 0.06051834131244132, 0.0023352049762686918];

/** exp(-x²), with x² split so its rounding does not cost relative accuracy in the tail (as CALERF does). */
function expMinusSquare(x: number): number {
  const rounded = Math.trunc(x * 16) / 16;
  return Math.exp(-rounded * rounded) * Math.exp(-(x - rounded) * (x + rounded));
}

function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x <= 0.46875) return 1 - (x * horner(smallNumerator, x * x)) / horner(smallDenominator, x * x);
  if (x <= 4) return (horner(middleNumerator, x) / horner(middleDenominator, x)) * expMinusSquare(x);
  if (x >= 26.543) return 0;
  const inverseSquare = 1 / (x * x);
  const tail = (inverseSquare * horner(largeNumerator, inverseSquare)) / horner(largeDenominator, inverseSquare);
  return ((1 / Math.sqrt(Math.PI) - tail) / x) * expMinusSquare(x);
}

/** P(Z ≤ z) for a standard normal Z. */
export function normalCdf(z: number): number {
  return erfc(-z / Math.SQRT2) / 2;
}

// P. J. Acklam's rational approximation of the normal quantile (relative error below 1.15e-9), then one step of
// Halley's method on normalCdf, which brings it to about machine precision.
const centralNumerator = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 1.38357751867269e2, -30.66479806614716, 2.506628277459239,
];
const centralDenominator = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572, 1];
const tailNumerator = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783,
];
const tailDenominator = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416, 1];

/** The z with normalCdf(z) = p; ±Infinity at 0 and 1. */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  // the lower tail only: 1 - p is exact for p ≥ 0.5, and the refinement keeps its relative accuracy there
  if (p > 0.5) return -normalQuantile(1 - p);
  if (p === 0) return -Infinity;
  let x: number;
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = horner(tailNumerator, q) / horner(tailDenominator, q);
  } else {
    const q = p - 0.5;
    x = (q * horner(centralNumerator, q * q)) / horner(centralDenominator, q * q);
  }
  const step = (normalCdf(x) - p) * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - step / (1 + (x * step) / 2);
}

/** The Wilson score interval of count/n; with no one counted (n = 0) every rate is possible: 0 to 1. */
export function wilsonInterval(count: number, n: number, confidence = 0.95): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const rate = count / n;
  const shrink = 1 + (z * z) / n;
  const centre = (rate + (z * z) / (2 * n)) / shrink;
  const halfWidth = (z / shrink) * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n));
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}

/** The two-sided p-value of the pooled z-test of count1/n1 against count2/n2; 1 when it cannot tell anything. */
export function twoProportionPValue(count1: number, n1: number, count2: number, n2: number): number {
  if (n1 <= 0 || n2 <= 0) return 1;
  const pooled = (count1 + count2) / (n1 + n2);
  if (pooled <= 0 || pooled >= 1) return 1;
  const z = (count1 / n1 - count2 / n2) / Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}

/** Holm–Bonferroni step-down adjusted p-values, in the order given. */
export function holmAdjusted(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const ascending = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 0;
  ascending.forEach(({ p, index }, rank) => {
    running = Math.min(1, Math.max(running, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}

/** Per-group size for a two-sided pooled test at `alpha` to detect p1 against p2 with `power`; null if equal. */
export function samplePerArm(p1: number, p2: number, alpha: number, power = 0.8): number | null {
  if (p1 === p2) return null;
  const pooled = (p1 + p2) / 2;
  const underNull = normalQuantile(1 - alpha / 2) * Math.sqrt(2 * pooled * (1 - pooled));
  const underAlternative = normalQuantile(power) * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((underNull + underAlternative) ** 2 / (p1 - p2) ** 2);
}

/** One outcome's figures for the report: the rate and its 95 % Wilson interval. */
export function outcomeFigures(count: number, assigned: number): { rate: number; ci_low: number; ci_high: number } {
  const { low, high } = wilsonInterval(count, assigned);
  return { rate: assigned > 0 ? count / assigned : 0, ci_low: low, ci_high: high };
}

export interface Comparison {
  scheme: OrderingScheme;
  outcome: OutcomeName;
  /** The scheme's rate minus original's. */
  difference: number;
  p_value: number;
  adjusted_p: number;
  significant: boolean;
  /** More assigned traders each of the two schemes needs to tell the observed rates apart; null if not asked. */
  more_per_scheme: number | null;
}

function countOf(scheme: FunnelScheme, outcome: OutcomeName): number {
  return scheme.outcomes.find(({ name }) => name === outcome)?.count ?? 0;
}

/** Every other scheme against original on every outcome, Holm-corrected over all those comparisons together. */
export function compareSchemes(report: FunnelReport, alpha = 0.05): Comparison[] {
  const control = report.schemes.find(({ scheme }) => scheme === controlScheme);
  if (!control) return [];
  const pairs = report.schemes
    .filter(({ scheme }) => scheme !== controlScheme)
    .flatMap((treated) => outcomeNames.map((outcome) => ({ treated, outcome })));
  const tests = pairs.map(({ treated, outcome }) => {
    const controlCount = countOf(control, outcome);
    const treatedCount = countOf(treated, outcome);
    return {
      treated,
      outcome,
      controlRate: outcomeFigures(controlCount, control.assigned).rate,
      treatedRate: outcomeFigures(treatedCount, treated.assigned).rate,
      p_value: twoProportionPValue(treatedCount, treated.assigned, controlCount, control.assigned),
    };
  });
  const adjusted = holmAdjusted(tests.map(({ p_value }) => p_value));
  const planningAlpha = alpha / tests.length;
  return tests.map(({ treated, outcome, controlRate, treatedRate, p_value }, index) => {
    const adjusted_p = adjusted[index] ?? 1; // one for every test
    const significant = adjusted_p < alpha;
    // an empty scheme has no observed rate to plan from; the scheme with fewer traders is the one still short
    const fewer = Math.min(control.assigned, treated.assigned);
    const needed = significant || fewer === 0 ? null : samplePerArm(controlRate, treatedRate, planningAlpha);
    const more_per_scheme = needed === null ? null : Math.max(0, needed - fewer);
    return {
      scheme: treated.scheme,
      outcome,
      difference: treatedRate - controlRate,
      p_value,
      adjusted_p,
      significant,
      more_per_scheme,
    };
  });
}
