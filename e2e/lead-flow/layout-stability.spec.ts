import { expect, test, type Page } from '@playwright/test';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { openLeadStep } from '../fixtures/lead-flow';

// Lighthouse's budget (bench/RESULTS.md): a cumulative layout shift below 0.05.
const CLS_BUDGET = 0.05;

/** Starts adding up the page's layout shifts that no input caused, from the first paint of every document. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const total = { value: 0 };
    Object.assign(window, { __layoutShift: total });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  await page.waitForTimeout(1000); // late arrivals (data, fonts) would shift the page within this second
  return page.evaluate(() => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value);
}

test('the postcode step does not move under the visitor while it loads', async ({ page }) => {
  await recordLayoutShifts(page);
  await openLeadStep(page, 'lead_location');
  await expect(page.getByRole('heading', { name: 'Looking for more work?' })).toBeVisible();

  expect(await layoutShift(page)).toBeLessThan(CLS_BUDGET);
});

test('the trades step appears with its list, so Continue does not jump down when the trades arrive', async ({ page }) => {
  await seedLeadDraft(page, { trades: [] });
  await recordLayoutShifts(page);
  await openLeadStep(page, 'lead_trades');
  await expect(page.getByRole('heading', { name: 'What type of trade are you?' })).toBeVisible();

  // the popular trades show at once; the rest wait folded by letter (a shorter step on a phone)
  expect(await page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(8);
  expect(await layoutShift(page)).toBeLessThan(CLS_BUDGET);
});
