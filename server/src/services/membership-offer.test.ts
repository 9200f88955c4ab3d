import { mostChosenPlan } from './membership-offer';

test('the most popular plan is the one more traders are on than any other offered plan', () => {
  expect(
    mostChosenPlan(
      [1, 2, 3],
      [
        { planId: 2, traders: 5 },
        { planId: 3, traders: 4 },
      ],
    ),
  ).toBe(2);
  // a withdrawn plan's traders do not make an offered plan popular
  expect(
    mostChosenPlan(
      [1, 2],
      [
        { planId: 9, traders: 50 },
        { planId: 1, traders: 1 },
      ],
    ),
  ).toBe(1);
});

test('no plan is called most popular on a tie or before anyone chose', () => {
  expect(
    mostChosenPlan(
      [1, 2, 3],
      [
        { planId: 1, traders: 4 },
        { planId: 3, traders: 4 },
      ],
    ),
  ).toBeNull();
  expect(mostChosenPlan([1, 2, 3], [])).toBeNull();
});
