import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { openStep } from '../fixtures/setup-pages';

function faq(page: Page) {
  return page.getByRole('region', { name: 'Frequently asked questions' });
}

async function tabUntilFocused(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the postcode step shows six questions that open one at a time', async ({ page }) => {
  await openStep(page, 'lead_location');
  const questions = faq(page).getByRole('button');
  await expect(questions).toHaveCount(6);
  await expect(page.getByText(/you choose which leads to respond to/i)).toBeHidden();

  const cost = faq(page).getByRole('button', { name: 'How much does it cost?' });
  const choose = faq(page).getByRole('button', { name: 'Do I have to take every lead?' });
  await expect(cost).toHaveAttribute('aria-expanded', 'false');

  await cost.click();
  await expect(cost).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeVisible();

  await choose.click();
  await expect(choose).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/You choose which leads to respond to/)).toBeVisible();
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeHidden();

  await choose.click();
  await expect(choose).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/You choose which leads to respond to/)).toBeHidden();
});

test('the questions open and close with the keyboard', async ({ page }) => {
  await openStep(page, 'lead_location');
  const first = faq(page).getByRole('button', { name: 'How does Tradespace work?' });
  const second = faq(page).getByRole('button', { name: 'How much does it cost?' });

  await tabUntilFocused(page, first);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Homeowners post the jobs they need doing/)).toBeVisible();

  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('the trades step has no questions', async ({ page }) => {
  await seedLeadDraft(page);
  await openStep(page, 'lead_trades');
  await expect(page).toHaveTitle('Your Trades | Tradespace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(faq(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'How much does it cost?' })).toHaveCount(0);
});
