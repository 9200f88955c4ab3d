import { expect, test } from '@playwright/test';
import { routePath } from '#common/routes';
import { builtChunkOf } from '../fixtures/built-chunks';
import { navigateClientSide, openStep } from '../fixtures/setup-pages';

test('a step whose code fails to load offers a reload inside the shell instead of a blank page', async ({ page }) => {
  await openStep(page, 'lead_location');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = builtChunkOf('src/steps/lead-existing/lead-existing-step.tsx');
  await page.route(`**/${chunk}`, (route) => route.abort('internetdisconnected'));

  await navigateClientSide(page, routePath('lead_existing'));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Tradespace has been updated' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  // the shell stays: logo and footer around the message
  await expect(page.getByRole('link', { name: 'Tradespace' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
