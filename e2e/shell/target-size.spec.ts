import { expect, test, type Page } from '@playwright/test';
import type { RouteName } from '#common/routes';
import { setupOrder } from '#common/step-order';
import { findAddress, workAddress } from '../fixtures/address-steps';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { newTrader, registerThroughApi } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { expectOnStep, openStep } from '../fixtures/setup-pages';
import { expectTargetsLargeEnough } from '../fixtures/target-size';

// Every link and button is at least 24 × 24 CSS px (WCAG 2.2, 2.5.8), on every lead and setup screen.

async function checkStep(page: Page, route: RouteName, prepare?: () => Promise<void>) {
  await test.step(route, async () => {
    await openStep(page, route);
    await expectOnStep(page, route);
    await prepare?.();
    await expectTargetsLargeEnough(page);
  });
}

test('every link and button of the lead screens is at least 24 × 24 px', async ({ page }) => {
  await checkStep(page, 'lead_location');
  await seedLeadDraft(page, { postcode: 'M1 1AE' });
  await checkStep(page, 'lead_trades', async () => {
    await continueButton(page).click();
    await expect(page.locator('.estimate')).toBeVisible(); // with the jobs-near-you estimate
  });
  await checkStep(page, 'lead_email');
  await checkStep(page, 'lead_register');
});

test('every link and button of the setup screens is at least 24 × 24 px', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, newTrader(test.info()), { trades: ['Gas Engineer', 'Electrician'] });
  // every setup step in the original order; location last, with its address list open
  const steps = setupOrder.original.filter((route) => route !== 'location');
  for (const route of steps) await checkStep(page, route);
  await checkStep(page, 'location', async () => {
    await findAddress(workAddress(page), 'M1 1AE');
    await expect(workAddress(page).getByLabel('Select your address')).toBeVisible();
  });
});
