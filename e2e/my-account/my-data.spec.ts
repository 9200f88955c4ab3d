import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { routeTitle, sitePages } from '#common/routes';
import { findAddress, pickAddress, workAddress } from '../fixtures/address-steps';
import { expectNoAxeViolations } from '../fixtures/axe';
import { verifyPhoneOnItsStep } from '../fixtures/going-live';
import { newTrader, registerThroughApi, signedInUser } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { readMessage } from '../fixtures/outbox';
import { descriptionBox } from '../fixtures/profile-steps';
import { placesFor } from '../fixtures/public-profile';
import { openStep } from '../fixtures/setup-pages';

// "Their data" (decision 088): a live trader downloads their data, then closes the account.

test('a trader downloads their data with the description in it, closes the account with an e-mailed code, and the profile is gone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const trader = newTrader(test.info());
  const description = `${trader.businessName}: boilers, bathrooms and leaks fixed fast, fully insured since 2004.`;
  await registerThroughApi(page.request, trader, { trades: ['Plumber'] });
  // the going-live rule (decision 064): a verified phone, a description and a work address
  await openStep(page, 'verify_phone', { scheme: 'original' });
  await verifyPhoneOnItsStep(page, trader);
  await openStep(page, 'description');
  await descriptionBox(page).fill(description);
  await continueButton(page).click();
  await expect(page).toHaveTitle(routeTitle('company'), { timeout: 20_000 });
  await openStep(page, 'location');
  await findAddress(workAddress(page), placesFor(test.info()).work);
  await pickAddress(workAddress(page), 1);
  await expect.poll(async () => (await signedInUser(page))?.company.url ?? null, { timeout: 15_000 }).not.toBeNull();
  const profilePath = `/t/${(await signedInUser(page))?.company.url ?? ''}`;
  expect((await page.request.get(profilePath)).status()).toBe(200);

  await page.goto(sitePages.myAccount);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tradespace-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    company: { description: string };
    account: { email: string };
  };
  expect(data.company.description).toBe(description);
  expect(data.account.email).toBe(trader.email);

  await page.getByRole('button', { name: 'Close my account' }).click();
  await page.getByRole('button', { name: 'Forgotten it? E-mail me a code instead' }).click();
  const [, code] = await readMessage(page.request, trader.email, /close your Tradespace account is (\d{6})\b/);
  await page.getByLabel('Code from the e-mail').fill(code ?? '');
  await expectNoAxeViolations(page, { include: '.your-data' });
  await page.getByRole('checkbox', { name: 'I understand that my account and profile are deleted for good.' }).check();
  await page.getByRole('button', { name: 'Close my account for good' }).click();
  // the page says what was erased and kept, and the address the account had gets the same in writing
  await expect(page).toHaveURL((url) => url.pathname === sitePages.accountClosed, { timeout: 20_000 });
  await expect(page).toHaveTitle('Your account is closed | Tradespace');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible();
  await expect(page.getByText('your personal details are erased, and you are signed out everywhere.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Membership records .* six years/ })).toBeVisible();
  await expect(page.getByText('We have e-mailed a confirmation to the address the account had.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`account-closed-${test.info().project.name}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await readMessage(page.request, trader.email, /You closed your Tradespace account\. Your profile and directory entry are down/);

  const profile = await page.goto(profilePath);
  expect(profile?.status()).toBe(404);
  expect(await signedInUser(page)).toBeNull();
});
