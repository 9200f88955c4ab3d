import { expect, test } from '@playwright/test';
import { newTrader, openLeadStep, seedLead } from '../fixtures/lead-flow';
import { descriptionBox, descriptionOf, signUpAndOpen } from '../fixtures/profile-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// decision 125: what a person typed on a step survives a reload of the tab; passwords and card details never
// go to storage

test('a reload of the register step keeps the names, business and phone typed, but not the password', async ({ page }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_register');
  await page.getByLabel('First Name').fill(trader.firstName);
  await page.getByLabel('Last Name').fill(trader.lastName);
  await page.getByLabel('Business name').fill(trader.businessName);
  await page.getByLabel('Phone Number', { exact: true }).fill(trader.phone);
  await page.getByLabel('Password', { exact: true }).fill(trader.password);

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue(trader.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(trader.lastName);
  await expect(page.getByLabel('Business name')).toHaveValue(trader.businessName);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(trader.phone);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => window.sessionStorage.getItem('tradespace.step-input') ?? '');
  expect(stored).not.toContain(trader.password);
});

test('a reload of the description step keeps the description typed', async ({ page }) => {
  await signUpAndOpen(page, 'description');
  const text = descriptionOf(80);
  await descriptionBox(page).fill(text);
  await page.reload();
  await expectOnStep(page, 'description');
  await expect(descriptionBox(page)).toHaveValue(text);
});
