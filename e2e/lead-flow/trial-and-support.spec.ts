import { expect, test, type Page } from '@playwright/test';
import { openLeadStep } from '../fixtures/lead-flow';
import { signUpAndOpenMembership } from '../fixtures/membership-steps';

// A 1 month free trial and UK-based support, said where people decide, not only in the FAQ.

async function expectPromises(page: Page) {
  const promises = page.getByRole('main').getByRole('list', { name: 'What you get' });
  await expect(promises.getByRole('listitem').filter({ hasText: 'Your first month is free, with no hidden costs' })).toBeVisible();
  await expect(promises.getByRole('listitem').filter({ hasText: 'UK-based support' })).toBeVisible();
}

test('the postcode step states the free month and UK-based support beside the field', async ({ page }) => {
  await openLeadStep(page, 'lead_location');
  await expectPromises(page);
});

test('the plans state the free month and UK-based support where the trader picks one', async ({ page }) => {
  await signUpAndOpenMembership(page);
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expectPromises(page);
});
