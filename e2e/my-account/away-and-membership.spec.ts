import { expect, test } from '@playwright/test';
import { addDays, dayMonthText, londonToday } from '#common/calendar-date';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectSignedInOnMyAccount } from '../fixtures/lead-steps';
import { liveTraderOnPlan } from '../fixtures/live-trader';
import { waitForMessage } from '../fixtures/outbox';
import { placesFor } from '../fixtures/public-profile';

// Away mode and no lock-in from /my-account (decision 089), at 375 and 1280 px.

test('pause new leads until a date, see the profile say so, resume; then cancel the plan in two presses and get the e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { trader, url } = await liveTraderOnPlan(page, placesFor(test.info()).work, 'Standard');
  const until = addDays(londonToday(), 14);
  const awayText = `Not taking new work until ${dayMonthText(until, londonToday())}`;

  await page.goto(sitePages.myAccount);
  await expectSignedInOnMyAccount(page, trader.email);
  await page.getByLabel('Pause new leads until').fill(until);
  await page.getByRole('button', { name: 'Pause new leads' }).click();
  await expect(page.getByText(/You are not taking new work until/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/t/${url}`);
  await expect(page.getByText(awayText)).toBeVisible();

  await page.goto(sitePages.myAccount);
  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText('You are taking new work again.')).toBeVisible();
  await page.goto(`/t/${url}`);
  await expect(page.getByRole('heading', { level: 1, name: trader.businessName })).toBeVisible();
  await expect(page.getByText('Not taking new work')).toHaveCount(0);

  // the membership area: a button, then the date it ends (today in the free month), then confirm
  await page.goto(`${sitePages.myAccount}#membership`);
  const membership = page.getByRole('region', { name: 'Membership' });
  await membership.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(membership.getByRole('group', { name: 'Cancel your membership?' })).toContainText(
    'Your Standard plan ends today. You are in your free month, so nothing is charged.',
  );
  await membership.getByRole('button', { name: 'Yes, cancel my plan' }).click();
  await expect(membership.getByText('Your plan is cancelled: it has ended.', { exact: false })).toBeVisible();
  await expect(membership.getByText(/You are on\s+Pay as you go/)).toBeVisible();

  await waitForMessage(request, trader.email, /Your Standard plan ended today, during your free month, and nothing was charged\./);
});
