import { expect, test } from '@playwright/test';
import { routePath } from '../../common/routes';
import { navigateClientSide, openStep } from '../fixtures/setup-pages';

test('a step whose code fails to load offers a reload instead of a blank page', async ({ page }) => {
  await openStep(page, 'lead_location');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/assets/complete-step-*.js', (route) => route.abort('internetdisconnected'));

  await navigateClientSide(page, routePath('complete'));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Tradespace has been updated' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload Page' })).toBeVisible();
});
