import { expect, test } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { newTrader, registerThroughApi } from '../fixtures/lead-flow';

// Heading order and a real title on the legal pages and the service areas page

const legalPages: [string, string][] = [
  [sitePages.termsOfUse, 'Terms of Website Use | Tradespace'],
  [sitePages.termsOfSupply, 'Terms and Conditions of Supply | Tradespace'],
  [sitePages.privacyPolicy, 'Privacy Policy | Tradespace'],
];

for (const [path, title] of legalPages) {
  test(`${path} has its title and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('/my-account/areas is titled "Service areas", its trades sit under an h2, and it passes axe', async ({ page }) => {
  await registerThroughApi(page.request, newTrader(test.info()));
  await page.goto(sitePages.myAccountAreas);
  await expect(page).toHaveTitle('Service areas | Tradespace');
  await expect(page.getByRole('heading', { level: 2, name: 'Where you work, trade by trade' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
