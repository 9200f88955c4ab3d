import { expect, test } from '@playwright/test';

test('the setup prefix redirects to the postcode step with its title', async ({ page }) => {
  await page.goto('/tradespeople-setup');
  await expect(page).toHaveURL(/\/tradespeople-setup\/lead\/location$/);
  await expect(page).toHaveTitle('join for more job leads today | Tradespace');
});
