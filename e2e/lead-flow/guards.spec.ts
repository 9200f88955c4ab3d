import { expect, test } from '@playwright/test';
import { routePath, type RouteName } from '#common/routes';
import { newTrader, openLeadStep, registerThroughApi } from '../fixtures/lead-flow';
import { enterPostcode } from '../fixtures/lead-steps';

const at = (route: RouteName) => new RegExp(`${routePath(route)}$`);

test('the trades step sends a visitor without a postcode back to the postcode step', async ({ page }) => {
  await openLeadStep(page, 'lead_trades');
  await expect(page).toHaveURL(at('lead_location'));
  await expect(page.getByRole('heading', { name: 'Looking for more work?' })).toBeVisible();
});

test('the register step sends a visitor with a postcode but no trade back to the trades step', async ({ page }) => {
  await openLeadStep(page, 'lead_location');
  await enterPostcode(page, 'M1 1AE');

  await openLeadStep(page, 'lead_register');
  await expect(page).toHaveURL(at('lead_trades'));
  await expect(page.getByRole('heading', { name: 'What type of trade are you?' })).toBeVisible();
});

test('a signed-in tradesperson opening the postcode step is moved on to their trades', async ({ page }) => {
  await registerThroughApi(page.request, newTrader(test.info()));

  await openLeadStep(page, 'lead_location');
  await expect(page).toHaveURL(at('trades'));
  await expect(page).toHaveTitle('Your Trades | Tradespace');
  await expect(page.getByRole('heading', { name: 'Your trades' })).toBeVisible();
});
