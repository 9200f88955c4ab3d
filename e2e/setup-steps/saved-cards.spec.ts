import { expect, test, type Page } from '@playwright/test';
import { sitePages } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { addCard, addCardButton, pickBillingAddress, savedCards, signUpAndOpenBilling, typeCard } from '../fixtures/billing-steps';

// The account's cards page (decision 046): backups, the primary card, removal, the limit of five.

const cardList = (page: Page) => page.getByRole('list', { name: 'Saved cards' });
const savedCard = (page: Page, name: string) => cardList(page).getByRole('listitem', { name });

/** A new trader whose first card (Visa 4242) was added on the billing step, now on the cards page. */
async function traderOnCardsPage(page: Page) {
  await signUpAndOpenBilling(page, 'reorderedV1412');
  await addCard(page, { number: '4242 4242 4242 4242' });
  await expect(page).toHaveTitle(/Profile Description/);
  await page.goto(sitePages.billingCards);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cards' })).toBeVisible();
  // the heading comes before the list has loaded
  await expect(cardList(page).getByRole('listitem')).toHaveCount(1);
}

/** Adds a backup card on the cards page (the terms of supply were agreed with the first card). */
async function addBackup(page: Page, number: string) {
  const before = await cardList(page).getByRole('listitem').count();
  await typeCard(page, { number });
  if (!(await page.getByLabel('Select your address').isVisible())) await pickBillingAddress(page);
  await addCardButton(page).click();
  await expect(cardList(page).getByRole('listitem')).toHaveCount(before + 1, { timeout: 15_000 });
}

test('a backup card is added beside the primary one, which stays primary', async ({ page }) => {
  await traderOnCardsPage(page);
  await expect(savedCard(page, 'Visa ending 4242')).toContainText('Primary card');
  await expectNoAxeViolations(page);

  await addBackup(page, '5555 5555 5555 4444');

  await expect(savedCard(page, 'Mastercard ending 4444')).toContainText('Backup card');
  await expect(savedCard(page, 'Visa ending 4242')).toContainText('Primary card');
  expect(await savedCards(page)).toEqual([
    expect.objectContaining({ last4: '4242', primary: true }),
    expect.objectContaining({ last4: '4444', primary: false }),
  ]);
  // the form is empty again for another card
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('what is typed as soon as the new card shows is kept: the form is cleared before the card appears', async ({ page }) => {
  await traderOnCardsPage(page);
  // after a save the account is refreshed; on a slow line that answer comes late
  await page.route('**/v1/account/info**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/v1/account/billing/methods') && response.request().method() === 'POST',
  );
  // the next card session opens once the form has been cleared for the next card
  const nextSession = saved.then(() => page.waitForRequest((request) => request.url().endsWith('/api/billing/stripe/setup-method')));
  await addBackup(page, '5555 5555 5555 4444');
  await page.getByLabel('Name on card').fill('Alex Fletcher');
  await nextSession;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByLabel('Name on card')).toHaveValue('Alex Fletcher');
});

test('the same card again is refused with a sentence under the card number, and nothing is added (decision 115)', async ({ page }) => {
  await traderOnCardsPage(page);

  await typeCard(page, { number: '4242 4242 4242 4242' });
  await pickBillingAddress(page);
  await addCardButton(page).click();

  await expect(page.locator('[data-field="number"]')).toContainText(
    'This card is already saved on your account. Please enter a different card.',
  );
  await page.screenshot({ path: test.info().outputPath('duplicate-card.png'), fullPage: true });
  expect(await savedCards(page)).toEqual([expect.objectContaining({ last4: '4242', primary: true })]);
  await expectNoAxeViolations(page);
});

test('a backup made primary takes the mark; removing a card asks first; the last card stays', async ({ page }) => {
  await traderOnCardsPage(page);
  await addBackup(page, '5555 5555 5555 4444');

  await savedCard(page, 'Mastercard ending 4444').getByRole('button', { name: 'Make primary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mastercard ending 4444 is now your primary card.' })).toBeVisible();
  await expect(savedCard(page, 'Visa ending 4242')).toContainText('Backup card');
  await expect(cardList(page).getByRole('listitem').first()).toHaveAccessibleName('Mastercard ending 4444');

  await savedCard(page, 'Visa ending 4242').getByRole('button', { name: 'Remove' }).click();
  await savedCard(page, 'Visa ending 4242').getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(cardList(page).getByRole('listitem')).toHaveCount(1);
  expect(await savedCards(page)).toEqual([expect.objectContaining({ last4: '4444', primary: true })]);

  await savedCard(page, 'Mastercard ending 4444').getByRole('button', { name: 'Remove' }).click();
  await savedCard(page, 'Mastercard ending 4444').getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You must keep at least one card on your account. Add another card before removing this one.',
  );
  expect(await savedCards(page)).toHaveLength(1);
});

test('with five cards the form gives way to the limit, and a sixth from another tab is refused', async ({ page, context }) => {
  test.setTimeout(120_000);
  await traderOnCardsPage(page);
  for (const number of ['5555 5555 5555 4444', '4000 0566 5566 5556', '2223 0031 2200 3222']) await addBackup(page, number);
  const otherTab = await context.newPage();
  await otherTab.goto(sitePages.billingCards);
  await expect(cardList(otherTab).getByRole('listitem')).toHaveCount(4);

  await addBackup(page, '5200 8282 8282 8210');
  await expect(page.getByText('You can store up to 5 cards. Please remove one first.')).toBeVisible();
  await expect(addCardButton(page)).toHaveCount(0);

  await typeCard(otherTab, { number: '4000 0566 5566 5556' });
  await pickBillingAddress(otherTab);
  await addCardButton(otherTab).click();
  await expect(otherTab.locator('[data-field="general"]')).toHaveText('You can store up to 5 cards. Please remove one first.');
  expect(await savedCards(page)).toHaveLength(5);
  expect((await savedCards(page)).filter((card) => card.primary).map((card) => card.last4)).toEqual(['4242']);
});
