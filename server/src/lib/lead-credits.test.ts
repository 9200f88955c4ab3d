import { TRADE_CATALOGUE } from '../db/seed/trade-catalogue';
import { leadCreditsOf, leadCreditsSpread, SIZED_CATEGORY_NAMES } from './lead-credits';

test('every category the rule sizes is a real catalogue category', () => {
  const names = new Set(TRADE_CATALOGUE.flatMap((trade) => trade.categories));
  expect(SIZED_CATEGORY_NAMES.filter((name) => !names.has(name))).toEqual([]);
});

test('a large job costs 8 credits, a small one 2, any other or none 4', () => {
  expect(leadCreditsOf('New Build')).toBe(8);
  expect(leadCreditsOf('Key Cutting')).toBe(2);
  expect(leadCreditsOf('Fuse Box Replacement')).toBe(4);
  expect(leadCreditsOf(null)).toBe(4);
});

test('the spread is the cheapest, the dearest and the median lead', () => {
  expect(leadCreditsSpread([])).toBeNull();
  expect(leadCreditsSpread([{ credits: 8, count: 0 }])).toBeNull();
  expect(
    leadCreditsSpread([
      { credits: 8, count: 1 },
      { credits: 2, count: 5 },
      { credits: 4, count: 1 },
    ]),
  ).toEqual({ low: 2, high: 8, typical: 2 });
  expect(
    leadCreditsSpread([
      { credits: 2, count: 2 },
      { credits: 8, count: 3 },
    ]),
  ).toEqual({ low: 2, high: 8, typical: 8 });
  // an even count takes the lower middle: 2, 2, 8, 8 → 2
  expect(
    leadCreditsSpread([
      { credits: 8, count: 2 },
      { credits: 2, count: 2 },
    ]),
  ).toEqual({ low: 2, high: 8, typical: 2 });
});
