import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton, tickTrades } from '../fixtures/lead-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// Lead/trades was about 2,600 px tall at 375 px. Search first, popular trades next, the rest folded.

async function inViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('the trades step opens with a search, then the popular trades, with the rest folded by letter', async ({ page }) => {
  await seedLead(page);
  await openLeadStep(page, 'lead_trades');
  const search = page.getByLabel('Search trades');
  const plumber = page.getByRole('checkbox', { name: 'Plumber', exact: true });
  await expect(plumber).toBeVisible();
  expect((await search.boundingBox())?.y).toBeLessThan((await plumber.boundingBox())?.y ?? 0);
  await expect(page.getByRole('group', { name: 'Popular trades' }).getByRole('checkbox')).toHaveCount(8);
  // the others wait in closed groups: short enough for a phone
  await expect(page.getByRole('checkbox', { name: 'Tiler', exact: true })).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(2_000);

  await page.getByText(/^S – Z \(/).click();
  await page.getByRole('checkbox', { name: 'Tiler', exact: true }).check();
  await search.fill('elect');
  await expect(page.getByRole('group', { name: 'Matching trades' }).getByRole('checkbox', { name: 'Electrician' })).toBeVisible();
  await search.fill('zzz');
  await expect(page.getByText('No trades match “zzz”.')).toBeVisible();
});

test('the chosen trades and Continue stay in reach while the list scrolls, and a chosen trade can be taken off', async ({ page }) => {
  await seedLead(page);
  await openLeadStep(page, 'lead_trades');
  await tickTrades(page, ['Plumber', 'Roofer']);
  const chosen = page.getByRole('group', { name: 'Your trades' });
  await page.getByText(/^S – Z \(/).click();
  await page.getByText(/^L – R \(/).click();
  // down through the whole list, to its last trade: both stay on screen
  for (const trade of ['Builder', 'Plasterer', 'Locksmith', 'Tree Surgeon', 'Window & Door Fitter']) {
    await page.getByRole('checkbox', { name: trade, exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('checkbox', { name: trade, exact: true }).evaluate((box) => box.scrollIntoView({ block: 'center' }));
    expect(await inViewport(page, continueButton(page)), `Continue beside ${trade}`).toBe(true);
    expect(await inViewport(page, chosen), `the chosen trades beside ${trade}`).toBe(true);
  }

  await chosen.getByRole('button', { name: /Roofer/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Roofer', exact: true })).not.toBeChecked();
  await continueButton(page).click();
  await continueButton(page).click();
  await expectOnStep(page, 'lead_email');
});

test('at 375 px the trades step is at most 1,600 px tall: search first, every letter group there, Continue in view', async ({ page }) => {
  test.skip(page.viewportSize()?.width !== 375, 'the height budget is for a phone');
  await seedLead(page);
  await openLeadStep(page, 'lead_trades');
  const search = page.getByLabel('Search trades');
  await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(1_600);
  expect(await inViewport(page, search)).toBe(true);
  expect(await inViewport(page, continueButton(page))).toBe(true);
  // every trade is reachable: each letter group opens to its trades
  for (const group of [/^A – D \(/, /^E – K \(/, /^L – R \(/, /^S – Z \(/]) await page.getByText(group).click();
  for (const trade of ['Builder', 'Electrician', 'Locksmith', 'Tree Surgeon', 'Window & Door Fitter']) {
    await expect(page.getByRole('checkbox', { name: trade, exact: true })).toBeVisible();
  }
});
