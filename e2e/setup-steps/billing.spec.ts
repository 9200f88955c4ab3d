import { expect, test } from '@playwright/test';
import { defaultFormOptions } from '#common/app-config';
import { routeTitle } from '#common/routes';
import { stepLinks } from '#common/step-order';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  addCard,
  addCardButton,
  bankFrame,
  generalError,
  pickBillingAddress,
  savedCards,
  signUpAndOpenBilling,
  termsBox,
  typeCard,
} from '../fixtures/billing-steps';
import { continueButton } from '../fixtures/lead-steps';
import { openStep } from '../fixtures/setup-pages';

const authPopup = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Confirm your card with your bank' });

// under reorderedV1412 the card comes before the profile steps, so moving on lands on a real screen
const scheme = 'reorderedV1412';
const { next: afterBilling } = stepLinks(scheme, 'billing', defaultFormOptions);
const expectMovedOn = (page: import('@playwright/test').Page, timeout = 7_000) =>
  expect(page).toHaveTitle(routeTitle(afterBilling ?? 'complete'), { timeout });

test('4242 4242 4242 4242 with a looked-up address is added and the flow moves on; back on the step it shows masked', async ({ page }) => {
  await signUpAndOpenBilling(page, scheme);

  await addCard(page, { number: '4242 4242 4242 4242', expiry: '12 / 30' });

  await expectMovedOn(page);
  expect(await savedCards(page)).toEqual([expect.objectContaining({ last4: '4242', primary: true })]);
  await openStep(page, 'billing', { scheme });
  await expect(page.getByText('Card added!')).toBeVisible();
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await expect(page.getByText('Expires 12/2030')).toBeVisible();
  await continueButton(page).click();
  await expectMovedOn(page);
});

test('4000 0025 0000 3155 opens the bank check after a countdown; Complete adds the card', async ({ page }) => {
  await signUpAndOpenBilling(page, scheme);

  await addCard(page, { number: '4000 0025 0000 3155' });

  await expect(authPopup(page)).toBeVisible();
  await expect(authPopup(page)).toContainText(/open your bank's check in \d seconds/);
  await authPopup(page).getByRole('button', { name: 'Go to my bank now' }).click();
  await expect(bankFrame(page).getByRole('button', { name: 'Complete' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'dialog' });
  await bankFrame(page).getByRole('button', { name: 'Complete' }).click();
  await expectMovedOn(page, 15_000);
  expect(await savedCards(page)).toEqual([expect.objectContaining({ last4: '3155', primary: true })]);
});

test('failing the bank check adds no card and says so', async ({ page }) => {
  await signUpAndOpenBilling(page);
  await addCard(page, { number: '4000002500003155' });

  // the countdown runs out by itself (5 s) and the bank's page opens
  await bankFrame(page).getByRole('button', { name: 'Fail' }).click({ timeout: 10_000 });

  await expect(generalError(page)).toHaveText(/Your bank could not confirm this card, so it was not added/);
  await expect(authPopup(page)).toHaveCount(0);
  await expect(addCardButton(page)).toBeEnabled();
  expect(await savedCards(page)).toEqual([]);
});

test('each refused test card shows its message under the right field', async ({ page }) => {
  await signUpAndOpenBilling(page);
  await typeCard(page, { number: '4000000000000002' });
  await pickBillingAddress(page);
  await termsBox(page).check();
  const cases: [string, 'general' | 'Card number' | 'Expiry date' | 'Security code (CVC)' | 'Billing postcode', RegExp][] = [
    ['4000000000000002', 'general', /^Your card was declined\. Please try another card\.$/],
    ['4000000000009995', 'general', /^Your card has insufficient funds/],
    ['4000000000000119', 'general', /^An error occurred while processing your card/],
    ['4000000000000127', 'Security code (CVC)', /Your card's security code is incorrect\./],
    ['4000000000000069', 'Expiry date', /Your card has expired\./],
    ['4000000000000036', 'Billing postcode', /Your card's postcode does not match/],
    ['4242424242424241', 'Card number', /Your card number is incorrect\./],
    ['6011 1111 1111 1117', 'Card number', /We only accept Visa, Mastercard and American Express cards\./],
  ];
  for (const [number, field, message] of cases) {
    await page.getByLabel('Card number').fill(number);
    await addCardButton(page).click();
    if (field === 'general') await expect(generalError(page)).toHaveText(message);
    else await expect(page.getByLabel(field)).toHaveAccessibleDescription(message);
  }
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('01 / 19');
  await addCardButton(page).click();
  await expect(page.getByLabel('Expiry date')).toHaveAccessibleDescription(/in the past/);
  expect(await savedCards(page)).toEqual([]);
});

test('the eight checks of the card form come one at a time, in order', async ({ page }) => {
  await signUpAndOpenBilling(page);
  const name = page.getByLabel('Name on card');
  const steps: [() => Promise<void>, string, RegExp][] = [
    [async () => undefined, 'Name on card', /^You must specify the name on the card\.$/],
    [() => name.fill('Sam'), 'Name on card', /^The name on the card should be at least 4 characters\.$/],
    [() => name.fill('Visa'), 'Name on card', /^The name on your card does not appear correct\.$/],
    [() => name.fill('Sam Fletcher'), 'Billing postcode', /^You must enter a valid postcode\.$/],
  ];
  for (const [act, field, message] of steps) {
    await act();
    await addCardButton(page).click();
    await expect(page.getByLabel(field)).toHaveAccessibleDescription(message);
  }
  await page.getByLabel('Billing postcode').fill('M1 1AE');
  await page.getByRole('button', { name: 'Find Address' }).click();
  // the list a person sees before pressing on: pressed while the search is still out, the form has none to check
  await expect(page.getByLabel('Select your address')).toBeVisible();
  await addCardButton(page).click();
  await expect(page.getByLabel('Select your address')).toHaveAccessibleDescription('You must select your full address.');
  await page.getByRole('button', { name: 'Address not listed?' }).click();
  await addCardButton(page).click();
  await expect(page.getByLabel('Address line 1')).toHaveAccessibleDescription('You must enter your full address.');
  await page.getByLabel('Address line 1').fill('1 Piccadilly');
  await addCardButton(page).click();
  await expect(page.getByLabel('Town/city')).toHaveAccessibleDescription('You must specify the town/city of the billing address.');
  await page.getByLabel('Town/city').fill('Manchester');
  await page.getByLabel('Country').selectOption('');
  await addCardButton(page).click();
  await expect(page.getByLabel('Country')).toHaveAccessibleDescription('You must specify the country of the billing address.');
  await page.getByLabel('Country').selectOption('England');
  await addCardButton(page).click();
  await expect(termsBox(page)).toHaveAccessibleDescription('Please agree to the terms of supply.');
  await expectNoAxeViolations(page);
});

test('the card form and the added card have no accessibility violations', async ({ page }) => {
  await signUpAndOpenBilling(page, scheme);
  await expectNoAxeViolations(page);
  await addCard(page, { number: '5555 5555 5555 4444', expiry: '03/31' });
  await expectMovedOn(page);
  await openStep(page, 'billing', { scheme });
  await expect(page.getByText('Card added!')).toBeVisible();
  await expect(page.getByText('Expires 03/2031')).toBeVisible();
  await expectNoAxeViolations(page);
});
