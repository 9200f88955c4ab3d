import { expect, test } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectSignedInOnMyAccount } from '../fixtures/lead-steps';
import { liveTraderOnPlan } from '../fixtures/live-trader';
import { placesFor } from '../fixtures/public-profile';

// The ID check (decision 137) through the local stand-in of Stripe Identity's hosted page, at 375 and 1280 px,
// started from and returning to its row in /my-account's Checks section.

const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date());

test('check my ID on the stand-in page: back on my account it reads "ID checked", and so does the public profile', async ({ page }) => {
  test.setTimeout(120_000);
  const { trader, url } = await liveTraderOnPlan(page, placesFor(test.info()).work, 'Standard');

  await page.goto(sitePages.myAccount);
  await expectSignedInOnMyAccount(page, trader.email);
  const checks = page.getByRole('region', { name: 'Checks', exact: true });
  const section = checks.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ID check' }) });
  await expect(section).toHaveAttribute('id', 'id-check');
  await expect(section.getByText(/Show homeowners that you are who you say you are/)).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Check my ID' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Test identity check' })).toBeVisible();
  await expect(page.getByLabel('First name on the document')).toHaveValue(trader.firstName);
  await expect(page.getByLabel('Last name on the document')).toHaveValue(trader.lastName);
  await page.screenshot({ path: test.info().outputPath('stand-in.png'), fullPage: true });
  await page.getByRole('button', { name: 'Verified' }).click();

  await expect(page).toHaveURL(/\/my-account\?identity=done$/);
  const checked = section.getByRole('status');
  await expect(checked).toHaveText(`ID checked ${thisMonth}. Your public profile shows it.`);
  await expect(checked).toBeFocused();
  await expect(section).toContainText(/Checked \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(section.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('my-account.png'), fullPage: false });

  await page.goto(`/t/${url}`);
  await expect(page.getByRole('list', { name: 'Verified by Tradespace' })).toContainText(`ID checked ${thisMonth}`);
});
