import { expect, test } from '@playwright/test';
import { routePath } from '#common/routes';
import { apiHeaders, newTrader, registerThroughApi, signedInUser } from '../fixtures/lead-flow';
import { readSignInLink } from '../fixtures/outbox';
import { businessType, employees, fillCompany, signUpAndOpen } from '../fixtures/profile-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// decision 119: a setup step reached signed out by someone who has an account offers sign-in and comes back;
// a visitor with no account context starts at the postcode, as the spec says

const electric = routePath('electric');

test('a link from our e-mail to a step, opened signed out in a fresh browser, signs in with the password and returns to the step', async ({
  page,
  browser,
}) => {
  const trader = newTrader(test.info());
  const signUp = await browser.newContext();
  await registerThroughApi(signUp.request, trader, { trades: ['Electrician'] });
  await signUp.close();

  await page.goto(`${electric}?from=email`);
  await expect(page.getByText('Please sign in to carry on.')).toBeVisible();
  await page.getByLabel('Email address').fill(trader.email);
  await page.getByLabel('Password', { exact: true }).fill(trader.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectOnStep(page, 'electric');
  expect(new URL(page.url()).pathname).toBe(electric);
  expect((await signedInUser(page))?.email).toBe(trader.email.toLowerCase());
});

test('the same link signs in by an e-mailed link, opened in another tab, and returns to the step', async ({ page, browser }) => {
  const trader = newTrader(test.info());
  const signUp = await browser.newContext();
  await registerThroughApi(signUp.request, trader, { trades: ['Electrician'] });
  await signUp.close();

  await page.goto(`${electric}?from=email`);
  await page.getByRole('tab', { name: 'Email me a sign-in link' }).click();
  await page.getByLabel('Email address').fill(trader.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText("If an account uses that address, we've e-mailed it a sign-in link.")).toBeVisible();
  const inbox = await page.context().newPage();
  await inbox.goto(await readSignInLink(page.request, trader.email));
  await expectOnStep(inbox, 'electric');
});

test('a visitor with no account in this browser and no link from us starts at the postcode', async ({ page }) => {
  await page.goto(electric);
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_location')}$`));
});

test('signed out in another tab, Continue keeps the chosen business type and asks to sign in again over the step', async ({ page }) => {
  const trader = await signUpAndOpen(page, 'company');
  await fillCompany(page, { type: 'Sole Trader', employees: '1-2' });
  const chosen = await businessType(page).inputValue();
  const other = await page.context().newPage();
  await other.request.post('/auth/logout', { headers: await apiHeaders(other.request), data: {} });

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
  await expect(dialog).toBeVisible();
  await expect(businessType(page)).toHaveValue(chosen);
  await dialog.getByLabel('Email address').fill(trader.email);
  await dialog.getByLabel('Password').fill(trader.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(businessType(page)).toHaveValue(chosen);
  await expect(employees(page)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // the step's address carries the ordering scheme (?scheme=…): the path alone says the wizard moved on after the save
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(routePath('company'));
  expect((await signedInUser(page))?.company.business_type).toBe(Number(chosen));
});
