import { TRADE_CATALOGUE } from '../db/seed/trade-catalogue';
import { jobCreditsOf, jobCreditsSpread, SIZED_CATEGORY_NAMES } from './job-credits';

test('every category the rule sizes is a real catalogue category', () => {
  const names = new Set(TRADE_CATALOGUE.flatMap((trade) => trade.categories));
  expect(SIZED_CATEGORY_NAMES.filter((name) => !names.has(name))).toEqual([]);
});

test('a large job costs 8 credits, a small one 2, any other or none 4', () => {
  expect(jobCreditsOf('New Build')).toBe(8);
  expect(jobCreditsOf('Key Cutting')).toBe(2);
  expect(jobCreditsOf('Fuse Box Replacement')).toBe(4);
  expect(jobCreditsOf(null)).toBe(4);
});

test('the spread is the cheapest, the dearest and the median lead', () => {
  expect(jobCreditsSpread([])).toBeNull();
  expect(jobCreditsSpread([{ credits: 8, count: 0 }])).toBeNull();
  expect(
    jobCreditsSpread([
      { credits: 8, count: 1 },
      { credits: 2, count: 5 },
      { credits: 4, count: 1 },
    ]),
  ).toEqual({ low: 2, high: 8, typical: 2 });
  expect(
    jobCreditsSpread([
      { credits: 2, count: 2 },
      { credits: 8, count: 3 },
    ]),
  ).toEqual({ low: 2, high: 8, typical: 8 });
  // an even count takes the lower middle: 2, 2, 8, 8 → 2
  expect(
    jobCreditsSpread([
      { credits: 8, count: 2 },
      { credits: 2, count: 2 },
    ]),
  ).toEqual({ low: 2, high: 8, typical: 2 });
});
