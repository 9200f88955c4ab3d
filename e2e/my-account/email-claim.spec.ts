import { expect, test } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { newTrader, registerThroughApi, signedInUser } from '../fixtures/lead-flow';
import { readSignInLink } from '../fixtures/outbox';

// decision 103: an e-mail address belongs to whoever proves it. Sign-up does not prove it; opening a link
// e-mailed to the address does, and /my-account says which it is.

test('an account whose e-mail is not verified says so on /my-account, e-mails a link, and is verified once the link is opened', async ({
  page,
}) => {
  const trader = newTrader(test.info());
  await registerThroughApi(page.request, trader, { trades: ['Plumber'] });

  await page.goto(sitePages.myAccount);
  await expect(page.getByText(/Your e-mail address is not verified yet/)).toBeVisible();
  await expectNoAxeViolations(page, { include: '.account__email-status' });
  await page.getByRole('button', { name: 'E-mail me a link to verify it' }).click();
  await expect(page.getByRole('status').getByText(`We have e-mailed a link to ${trader.email}.`, { exact: false })).toBeVisible();
  expect((await signedInUser(page))?.verified.email).toBe(false);

  // the owner of the inbox reads the e-mail and opens the link
  await page.goto(await readSignInLink(page.request, trader.email));

  await expect(page).toHaveURL((url) => url.pathname === sitePages.myAccount);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail me a link to verify it' })).toHaveCount(0);
  expect((await signedInUser(page))?.verified.email).toBe(true);
});
