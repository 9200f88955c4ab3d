import { expect, test } from '@playwright/test';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';

const SEARCH_LINK = 'Cannot find your trade? Search our categories';

test('a visitor finds their trade by searching the categories, misspelt or not found', async ({ page }) => {
  await seedLead(page);
  await openLeadStep(page, 'lead_trades');
  const plumber = page.getByRole('checkbox', { name: 'Plumber', exact: true });

  await page.getByRole('button', { name: SEARCH_LINK }).click();
  await page.getByLabel('Search our categories').fill('plumbr');
  const result = page.getByRole('list', { name: 'Matching categories' }).getByRole('button', { name: /\(Plumber\)$/ });
  await expect(result.first()).toBeVisible({ timeout: 10_000 });
  await result.first().click();

  await expect(plumber).toBeChecked();
  await expect(page.getByRole('button', { name: SEARCH_LINK })).toHaveCount(0);

  // the search is offered again once nothing is selected
  await plumber.uncheck();
  await page.getByRole('button', { name: SEARCH_LINK }).click();
  await page.getByLabel('Search our categories').fill('zzzzqqq');
  await expect(page.getByText('No results found.')).toBeVisible({ timeout: 10_000 });
});
