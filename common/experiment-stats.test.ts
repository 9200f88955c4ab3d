import type { FunnelReport, FunnelScheme } from './contract/calls/experiment';
import { outcomeNames, type OutcomeName } from './experiment';
import {
  compareSchemes,
  holmAdjusted,
  normalCdf,
  normalQuantile,
  outcomeFigures,
  samplePerArm,
  twoProportionPValue,
  wilsonInterval,
} from './experiment-stats';
import type { OrderingScheme } from './step-order';

// Reference values: the normal table (Abramowitz & Stegun 26.2), and z = 1.959963984540054 for 97.5 %,
// 0.8416212335729143 for 80 %, 2.991316115183780 for 1 - 0.05 / 36 = 99.86 % (so z² = 3.841458820694124 at 95 %).

test('the normal distribution function matches the table, in both tails', () => {
  expect(normalCdf(0)).toBe(0.5);
  expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
  expect(normalCdf(-1.96)).toBeCloseTo(0.0249978951482205, 14);
  expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
  // deep tail, relative: Φ(-5) = 2.866515718791939e-7, Φ(-10) = 7.619853024160527e-24
  expect(normalCdf(-5) / 2.866515718791939e-7).toBeCloseTo(1, 12);
  expect(normalCdf(-10) / 7.619853024160527e-24).toBeCloseTo(1, 12);
});

test('the normal quantile inverts it, ±Infinity at 0 and 1', () => {
  expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
  expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
  expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12);
  expect(normalQuantile(0.5)).toBe(0);
  // the far tail (Acklam's second region): Φ⁻¹(1e-10) = -6.361340902404056
  expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 10);
  expect(normalQuantile(0)).toBe(-Infinity);
  expect(normalQuantile(1)).toBe(Infinity);
  for (const p of [0.001, 0.03, 0.3, 0.7, 0.9975]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 14);
});

test('Wilson intervals match the values worked out by hand', () => {
  // 0/10: the low end is 0 and the high end z²/n / (1 + z²/n) = 0.3841458820694124 / 1.3841458820694124
  expect(wilsonInterval(0, 10).low).toBe(0);
  expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775327998628892, 12);
  // 5/10: centre (0.5 + z²/20) / (1 + z²/10) = 0.5; half width z / 1.3841458820694124 × √(0.025 + z²/400)
  //       = 1.4160108... × 0.18602055... = 0.26340690948743...
  expect(wilsonInterval(5, 10).low).toBeCloseTo(0.236593090512564, 12);
  expect(wilsonInterval(5, 10).high).toBeCloseTo(0.763406909487436, 12);
  // 50/100: half width z / 1.0384145882 × √(0.0025 + z²/40000) = 1.88745... × 0.0509513... = 0.0961684696...
  expect(wilsonInterval(50, 100).low).toBeCloseTo(0.4038315303659956, 12);
  expect(wilsonInterval(50, 100).high).toBeCloseTo(0.5961684696340044, 12);
  // 1/1: the low end is n / (n + z²) = 1 / 4.841458820694124, the high end 1
  expect(wilsonInterval(1, 1).low).toBeCloseTo(0.20654931437723745, 12);
  expect(wilsonInterval(1, 1).high).toBe(1);
});

test('with no one assigned, the interval is everything from 0 to 1 and the rate is 0', () => {
  expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  expect(outcomeFigures(0, 0)).toEqual({ rate: 0, ci_low: 0, ci_high: 1 });
});

test('an outcome’s figures are its rate and its 95 % Wilson interval', () => {
  const figures = outcomeFigures(5, 10);
  expect(figures.rate).toBe(0.5);
  expect(figures.ci_low).toBeCloseTo(0.236593090512564, 12);
  expect(figures.ci_high).toBeCloseTo(0.763406909487436, 12);
});

test('the pooled two-proportion test of 30/100 against 45/100 gives p = 0.02846', () => {
  // pooled 75/200 = 0.375; variance 0.375 × 0.625 × (1/100 + 1/100) = 0.0046875; z² = 0.15² / 0.0046875 = 4.8,
  // z = 2.1908902300; p = 2 Φ(-z) = erfc(√2.4) = 0.0284597369163106 (χ²₁ = 4.8, as R's prop.test without correction)
  expect(twoProportionPValue(30, 100, 45, 100)).toBeCloseTo(0.0284597369163106, 12);
  expect(twoProportionPValue(45, 100, 30, 100)).toBeCloseTo(0.0284597369163106, 12);
  expect(twoProportionPValue(30, 100, 30, 100)).toBe(1);
});

test('a test with an empty group, or with nobody or everybody counted, tells nothing: p = 1', () => {
  expect(twoProportionPValue(0, 0, 5, 10)).toBe(1);
  expect(twoProportionPValue(0, 10, 0, 20)).toBe(1);
  expect(twoProportionPValue(10, 10, 20, 20)).toBe(1);
});

test('Holm’s adjusted p-values step down, stay monotone, keep the input order and stop at 1', () => {
  // sorted 0.005 × 4 = 0.02, 0.01 × 3 = 0.03, 0.03 × 2 = 0.06, 0.04 × 1 = 0.04 → raised to 0.06
  const adjusted = holmAdjusted([0.01, 0.04, 0.03, 0.005]);
  [0.03, 0.06, 0.06, 0.02].forEach((expected, index) => expect(adjusted[index]).toBeCloseTo(expected, 15));
  expect(holmAdjusted([0.3, 0.5])).toEqual([0.6, 0.6]);
  expect(holmAdjusted([0.6, 0.9])).toEqual([1, 1]);
  expect(holmAdjusted([])).toEqual([]);
});

test('the sample size per scheme for 30 % against 40 % at α = 0.05 and 80 % power is 356', () => {
  // p̄ = 0.35: 1.959964 × √(2 × 0.35 × 0.65) = 1.3220680; 0.8416212 × √(0.21 + 0.24) = 0.5645767;
  // (1.3220680 + 0.5645767)² / 0.1² = 355.94 → 356
  expect(samplePerArm(0.3, 0.4, 0.05)).toBe(356);
  expect(samplePerArm(0.4, 0.3, 0.05)).toBe(356);
  expect(samplePerArm(0.3, 0.3, 0.05)).toBeNull();
});

const originalCounts: Record<OutcomeName, number> = {
  setup_complete: 300,
  profile_live: 200,
  plan_picked: 100,
  card_added: 80,
  first_week_retained: 150,
  company_checked: 120,
  insured: 60,
  id_checked: 90,
  first_review_published: 40,
};

function seededScheme(scheme: OrderingScheme, assigned: number, counts: Record<OutcomeName, number>): FunnelScheme {
  const outcomes = outcomeNames.map((name) => ({ name, count: counts[name], ...outcomeFigures(counts[name], assigned), p_value: null }));
  return { scheme, assigned, forced: 7, simulated: 0, steps: [], outcomes };
}

/** 1000 traders each; only setup_complete differs: 300 on original, 380 on reorderedV1412, 345 on reorderedV1612. */
const seededReport: FunnelReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  schemes: [
    seededScheme('original', 1000, originalCounts),
    seededScheme('reorderedV1412', 1000, { ...originalCounts, setup_complete: 380 }),
    seededScheme('reorderedV1612', 1000, { ...originalCounts, setup_complete: 345 }),
  ],
};

function comparison(report: FunnelReport, scheme: OrderingScheme, outcome: OutcomeName) {
  return compareSchemes(report).find((found) => found.scheme === scheme && found.outcome === outcome);
}

test('every other scheme is compared with original on every outcome: 2 × 9 comparisons', () => {
  const comparisons = compareSchemes(seededReport);
  expect(comparisons).toHaveLength(18);
  expect(comparisons.filter(({ scheme }) => scheme === 'original')).toEqual([]);
});

const setupCompleteCases = [
  {
    // 380 against 300 of 1000: pooled 0.34, variance 0.34 × 0.66 × 0.002 = 0.0004488, z² = 0.08² / 0.0004488
    // = 14.26025, p = erfc(√(z²/2)) = 0.000159192; the smallest of eighteen (two schemes × nine outcomes; the other
    // sixteen have equal rates, p = 1), so adjusted × 18 = 0.00286545 < 0.05
    title: 'a difference that holds after Holm’s correction over all eighteen comparisons is called',
    scheme: 'reorderedV1412',
    expected: {
      difference: 0.08,
      p_value: 0.000159191509649947,
      adjusted_p: 0.00286544717369905,
      significant: true,
      more_per_scheme: null,
    },
  },
  {
    // 345 against 300 of 1000: pooled 0.3225, variance 0.3225 × 0.6775 × 0.002 = 0.0004369875, z² = 0.045² /
    // 0.0004369875 = 4.634000, p = 0.0313444 < 0.05; second smallest of eighteen, so adjusted × 17 = 0.5328550.
    // Planned at 0.05 / 18 = 0.0027778, z = Φ⁻¹(1 - 0.0013889) = 2.9913161: 2.9913161 × √(2 × 0.3225 × 0.6775)
    // = 1.9774104; 0.8416212 × √(0.21 + 0.225975) = 0.5557091; (1.9774104 + 0.5557091)² / 0.045² = 3168.74 → 3169
    // each, 1000 already there: 2169 more
    title: 'a difference significant alone but not after the correction is not called, and says how many more are needed',
    scheme: 'reorderedV1612',
    expected: { difference: 0.045, p_value: 0.0313444091232708, adjusted_p: 0.532854955095604, significant: false, more_per_scheme: 2169 },
  },
] as const;

test.each(setupCompleteCases)('$title', ({ scheme, expected }) => {
  const found = comparison(seededReport, scheme, 'setup_complete');
  expect(found).toMatchObject({ significant: expected.significant, more_per_scheme: expected.more_per_scheme });
  expect(found?.difference).toBeCloseTo(expected.difference, 14);
  expect(found?.p_value).toBeCloseTo(expected.p_value, 13);
  expect(found?.adjusted_p).toBeCloseTo(expected.adjusted_p, 13);
});

test('an outcome with equal rates is neither called nor given a size: there is no difference to detect', () => {
  const equal = comparison(seededReport, 'reorderedV1412', 'card_added');
  expect(equal).toMatchObject({ difference: 0, p_value: 1, adjusted_p: 1, significant: false, more_per_scheme: null });
});

test('the scheme with fewer traders sets how many more are needed, and a scheme with no one yet asks for none', () => {
  // 38 of 100 against 300 of 1000: pooled 338/1100, variance 0.3072727 × 0.6927273 × (1/1000 + 1/100) = 0.0023414,
  // z² = 0.08² / 0.0023414 = 2.73339, p = 0.0982707: not called. Planned at 0.05 / 18: 2.9913161 × √(2 × 0.34 × 0.66)
  // = 2.0039586; 0.8416212 × √(0.21 + 0.2356) = 0.5618098; (2.0039586 + 0.5618098)² / 0.08² = 1028.62 → 1029 each;
  // reorderedV1412 has 100 of them: 929 more (original's 1000 would say none)
  const lopsided: FunnelReport = {
    ...seededReport,
    schemes: [
      seededScheme('original', 1000, originalCounts),
      seededScheme('reorderedV1412', 100, {
        setup_complete: 38,
        profile_live: 20,
        plan_picked: 10,
        card_added: 8,
        first_week_retained: 15,
        company_checked: 12,
        insured: 6,
        id_checked: 9,
        first_review_published: 4,
      }),
      seededScheme('reorderedV1612', 0, Object.fromEntries(outcomeNames.map((name) => [name, 0])) as Record<OutcomeName, number>),
    ],
  };
  const short = comparison(lopsided, 'reorderedV1412', 'setup_complete');
  expect(short?.p_value).toBeCloseTo(0.0982707305698913, 13);
  expect(short).toMatchObject({ significant: false, more_per_scheme: 929 });
  expect(comparison(lopsided, 'reorderedV1612', 'setup_complete')).toMatchObject({ difference: -0.3, p_value: 1, more_per_scheme: null });
});
