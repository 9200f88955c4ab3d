import { expect, test, type Page } from '@playwright/test';
import type { RouteName } from '#common/routes';
import type { OrderingScheme } from '#common/step-order';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { openStep, stepIndicator } from '../fixtures/setup-pages';

// Authenticated routes need a signed-in user, so their states are checked in
// web/src/shell/step-indicator.test.tsx; here every lead step shows the first group as current.
const labelsByScheme: Record<OrderingScheme, [string, string, string]> = {
  original: ['Find Jobs Near You', 'Set up your profile', 'Choose your membership'],
  reorderedV1412: ['Find Jobs Near You', 'Choose your membership', 'Set up your profile'],
  reorderedV1612: ['Find Jobs Near You', 'Choose your membership', 'Set up your profile'],
};

const leadRoutes: RouteName[] = ['lead_location', 'lead_trades', 'lead_register'];

async function expectFirstLabelCurrent(page: Page, labels: [string, string, string]) {
  const items = stepIndicator(page).getByRole('listitem');
  await expect(items).toHaveText([
    new RegExp(`${labels[0]} \\(current\\)`),
    new RegExp(`${labels[1]} \\(not started\\)`),
    new RegExp(`${labels[2]} \\(not started\\)`),
  ]);
  await expect(items.first()).toHaveAttribute('aria-current', 'step');
}

for (const [scheme, labels] of Object.entries(labelsByScheme) as [OrderingScheme, [string, string, string]][]) {
  test(`under the ${scheme} scheme the indicator shows its three labels with the first current on every lead step`, async ({ page }) => {
    await seedLeadDraft(page);
    const [first, ...rest] = leadRoutes;
    await openStep(page, first!, { scheme });
    await expectFirstLabelCurrent(page, labels);
    // the scheme is forced once; the server keeps it by cookie for the following pages
    for (const route of rest) {
      await openStep(page, route);
      await expectFirstLabelCurrent(page, labels);
    }
  });
}

test('the indicator is hidden on the existing account step', async ({ page }) => {
  await seedLeadDraft(page);
  await openStep(page, 'lead_existing');
  await expect(page).toHaveTitle('Account Located | Tradespace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stepIndicator(page)).toHaveCount(0);
});

test('the indicator is hidden when the page config hides the header', async ({ page }) => {
  await openStep(page, 'lead_location', { query: { hideHeader: '1' } });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stepIndicator(page)).toHaveCount(0);
});
