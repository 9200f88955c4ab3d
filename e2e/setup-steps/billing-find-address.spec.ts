import { expect, test } from '@playwright/test';
import { addCardButton, signUpAndOpenBilling, typeCard } from '../fixtures/billing-steps';

test('a real postcode typed without Find Address asks for Find Address; choosing an address clears "select your full address"', async ({
  page,
}) => {
  await signUpAndOpenBilling(page);
  await typeCard(page, { number: '4242 4242 4242 4242' });
  const postcode = page.getByLabel('Billing postcode');
  const picker = page.getByLabel('Select your address');

  await postcode.fill('M1 1AE');
  await addCardButton(page).click();
  await expect(postcode).toHaveAccessibleDescription('Press Find Address to choose your billing address.');

  await page.getByRole('button', { name: 'Find Address' }).click();
  await expect(picker).toBeVisible();
  await expect(postcode).not.toHaveAccessibleDescription(/.+/);
  await addCardButton(page).click();
  await expect(picker).toHaveAccessibleDescription('You must select your full address.');

  await picker.selectOption({ index: 1 });
  await expect(picker).not.toHaveAccessibleDescription(/.+/);
  await expect(page.getByText('You must select your full address.')).toHaveCount(0);
});
