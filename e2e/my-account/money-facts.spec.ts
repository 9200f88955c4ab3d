import { sitePages } from '#common/routes';
import { signedInUser } from '../fixtures/lead-flow';
import { pickPlanThroughApi } from '../fixtures/live-trader';
import { expect, test } from '../fixtures/signed-in';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "20 December" in London, as the account page writes a date this year. */
const dayMonth = (at: Date) => at.toLocaleDateString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long' });

test('the membership area shows the credits, the free month’s end and the day and amount of the first charge', async ({ page, trader }) => {
  await pickPlanThroughApi(page, 'Standard');
  await page.goto(`${sitePages.myAccount}#membership`);
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText(/You are on\s+the Standard plan/)).toBeVisible();

  const user = await signedInUser(page);
  expect(user?.email).toBe(trader.email);
  const trialEnds = new Date(user?.membership.trial_ends_at ?? '');
  await expect(membership.getByRole('term')).toHaveText(['Credit balance', 'Free month ends', 'First charge']);
  await expect(membership.getByRole('definition')).toHaveText([
    '0 credits',
    dayMonth(trialEnds),
    `£59 + VAT on ${dayMonth(new Date(trialEnds.getTime() - 2 * DAY_MS))}, unless you cancel before then`,
  ]);
});
