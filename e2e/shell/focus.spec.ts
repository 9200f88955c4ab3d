import { expect, test, type Page } from '@playwright/test';
import { findAddress, picker, savedStatus, signUpAndOpenLocation, workAddress } from '../fixtures/address-steps';
import { newTrader, openLeadStep } from '../fixtures/lead-flow';
import { continueButton, createAccountButton, enterPostcode, tickTrades } from '../fixtures/lead-steps';
import { backButton, descriptionBox, signUpAndOpen, skipButton } from '../fixtures/profile-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// Focus and keyboard: where focus goes when a step changes or refuses a submit, and how an address is chosen.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('on a step change focus moves to the new step heading, forwards and back', async ({ page }) => {
  await openLeadStep(page, 'lead_location');
  await enterPostcode(page, 'M1 1AE');
  await expect(heading(page, 'What type of trade are you?')).toBeFocused();

  await tickTrades(page, ['Plumber', 'Electrician']);
  await continueButton(page).click();
  await expect(heading(page, 'Tell us your primary trade')).toBeFocused();

  await backButton(page).click();
  await expect(heading(page, 'What type of trade are you?')).toBeFocused();
  await backButton(page).click();
  await expect(heading(page, 'Looking for more work?')).toBeFocused();
});

test('on a setup step change focus moves to the new heading, by Skip and by Back', async ({ page }) => {
  await signUpAndOpen(page, 'description');
  await skipButton(page).click();
  await expectOnStep(page, 'company');
  await expect(heading(page, 'Business details')).toBeFocused();
  await backButton(page).click();
  await expectOnStep(page, 'description');
  await expect(heading(page, 'Set up your profile')).toBeFocused();
});

test('a refused submit moves focus to the first field in error, which tells its message', async ({ page }) => {
  await openLeadStep(page, 'lead_location');
  await enterPostcode(page, 'M1 1AE');
  await tickTrades(page, ['Plumber']);
  await continueButton(page).click();
  await continueButton(page).click();
  await page.getByLabel('Email address').fill(newTrader(test.info()).email);
  await continueButton(page).click();
  await expect(page).toHaveTitle('Register | Tradespace');
  await page.getByLabel('Last Name').fill('Fletcher');

  await createAccountButton(page).click();
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription(/Please enter your first name/);
  await expect(page.getByRole('alert').filter({ hasText: /Please enter your first name/ })).toBeVisible();
});

test('a refused setup step moves focus to its field in error', async ({ page }) => {
  await signUpAndOpen(page, 'description');
  await continueButton(page).click();
  await expect(descriptionBox(page)).toBeFocused();
  await expect(descriptionBox(page)).toHaveAccessibleDescription(/Please describe your business\./);
});

test('arrowing through the address list saves nothing; Enter chooses and saves the address shown', async ({ page }) => {
  await signUpAndOpenLocation(page);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/account/settings/address/save')) saves.push(request.postData() ?? '');
  });
  const area = workAddress(page);
  await findAddress(area, 'M1 1AE');
  const list = picker(area);
  await list.focus();
  for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowDown');
  const shown = ((await list.locator('option:checked').textContent()) ?? '').split(', ')[0] ?? '';
  expect(shown).not.toBe('');
  await page.waitForTimeout(500); // a save would have gone by now
  expect(saves).toEqual([]);
  await expect(savedStatus(area)).toBeEmpty();
  await expect(page).toHaveTitle('Work Location | Tradespace'); // Enter below must not submit the step either

  await page.keyboard.press('Enter');
  await expect(savedStatus(area)).toContainText(`Saved address: ${shown}`);
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0] ?? '{}')).toMatchObject({ name: 'business', line_1: shown });
  await expect(heading(page, "What's your work address?")).toBeVisible();
});

test('Continue saves an address shown in the list but not yet chosen, then moves on', async ({ page }) => {
  await signUpAndOpenLocation(page);
  const area = workAddress(page);
  await findAddress(area, 'M1 1AE');
  await picker(area).focus();
  await page.keyboard.press('ArrowDown');
  const shown = ((await picker(area).locator('option:checked').textContent()) ?? '').split(', ')[0] ?? '';
  await continueButton(page).click();
  await expectOnStep(page, 'photo');
  const book = await page.request.get('/v1/account/settings/address', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(((await book.json()) as { address_book: { business: { line_1: string } } }).address_book.business.line_1).toBe(shown);
});

test('Continue with a search but no address chosen moves focus to the list, which says why', async ({ page }) => {
  await signUpAndOpenLocation(page);
  const area = workAddress(page);
  await findAddress(area, 'M1 1AE');
  await continueButton(page).click();
  await expect(picker(area)).toBeFocused();
  await expect(picker(area)).toHaveAccessibleDescription('You must select your full address.');
});
