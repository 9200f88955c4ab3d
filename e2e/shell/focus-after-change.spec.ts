import { expect, test, type Page } from '@playwright/test';
import { findAddress, picker, savedStatus, signUpAndOpenLocation, workAddress } from '../fixtures/address-steps';
import { addCardButton, pickBillingAddress, signUpAndOpenBilling, termsBox, typeCard } from '../fixtures/billing-steps';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton, tickTrades } from '../fixtures/lead-steps';

// What a walk on a phone found: after each change on a step focus is where the change is, never on the page's body.

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test('the estimate appearing on the primary-trade step takes focus at its heading', async ({ page }) => {
  await seedLead(page, { postcode: 'SW1A 1AA' });
  await openLeadStep(page, 'lead_trades');
  await tickTrades(page, ['Plumber', 'Electrician']);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us your primary trade' })).toBeFocused();
  await continueButton(page).click();

  const estimate = page.getByRole('heading', { level: 2, name: /this week/ });
  await expect(estimate).toBeFocused();
  expect(await focusIsOnBody(page)).toBe(false);
});

test('choosing an address from the list leaves focus on the list, showing the chosen address', async ({ page }) => {
  await signUpAndOpenLocation(page);
  const area = workAddress(page);
  await findAddress(area, 'M1 1AE');
  await picker(area).click();
  await picker(area).selectOption({ index: 2 });
  const chosen = ((await picker(area).locator('option:checked').textContent()) ?? '').split(', ')[0] ?? '';
  await expect(savedStatus(area)).toContainText(`Saved address: ${chosen}`);
  await expect(picker(area)).toBeFocused();
});

test('Escape on a legal popup opened by a tap gives focus back to the link that opened it', async ({ page }) => {
  await seedLead(page, { trades: ['Plumber'], email: 'walk@example.com' });
  await openLeadStep(page, 'lead_register');
  const link = page.getByRole('link', { name: 'Privacy Policy', exact: true });
  await link.click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('a declined card is told at the top of the card fields, announced, with focus on the message', async ({ page }) => {
  await signUpAndOpenBilling(page);
  await typeCard(page, { number: '4000000000000002' });
  await pickBillingAddress(page);
  await termsBox(page).check();
  await addCardButton(page).click();

  const cardFields = page.getByRole('group', { name: 'Your card' });
  const refusal = cardFields.getByRole('alert');
  await expect(refusal).toHaveText('Your card was declined. Please try another card.');
  await expect(refusal).toBeFocused();
  // it sits above the card's own fields, not down by Add Card
  const refusalBox = (await refusal.boundingBox())!;
  const nameBox = (await page.getByLabel('Name on card').boundingBox())!;
  expect(refusalBox.y).toBeLessThan(nameBox.y);
  await expect(page.getByText('Your card was declined. Please try another card.')).toHaveCount(1);
});
