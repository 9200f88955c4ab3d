import { expect, test } from '@playwright/test';
import { defaultFormOptions } from '#common/app-config';
import { gasNumberMessages } from '#common/contract/gas-number';
import { orderingSchemes, stepLinks } from '#common/step-order';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signedInUser, tabTo } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { backButton, skipButton } from '../fixtures/profile-steps';
import { completeHeading, expectOnStep, openStep } from '../fixtures/setup-pages';
import { gasNumberField, signUpAsTradeAndOpen } from '../fixtures/verification-steps';

test('a Heating Engineer enters a gas number, sees "Gas number provided!" and moves on', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Heating Engineer'], 'gas');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your Gas Safe' })).toBeVisible();
  await expect(page.getByText(/must be on the gas register/)).toContainText('cannot buy gas-required leads');
  await expect(gasNumberField(page)).toHaveAttribute('placeholder', 'Enter your registration / ID number');
  await expect(backButton(page)).toBeVisible();
  await expect(skipButton(page)).toBeVisible();

  await gasNumberField(page).fill('123 456');
  await continueButton(page).click();

  await expect(page.getByRole('status')).toHaveText(/Gas number provided!/);
  await expect(page.getByText(/We are checking/)).toContainText('123456');
  const user = await signedInUser(page);
  expect(user?.verified).toMatchObject({ gas_recommended: true, gas_checking: true, gas_number: '123456', gas: false });
  await expectNoAxeViolations(page);

  // a Heating Engineer has no electrician certificate to give: electric passes by to complete
  await continueButton(page).click();
  await expectOnStep(page, 'complete');

  await page.reload();
  await openStep(page, 'gas');
  await expect(page.getByRole('status')).toHaveText(/Gas number provided!/);
});

test('a number with letters or the wrong length gets its message under the field and nothing is saved', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Gas Engineer', 'Plumber'], 'gas');

  await gasNumberField(page).fill('12345A');
  await continueButton(page).click();
  await expect(gasNumberField(page)).toHaveAccessibleDescription(new RegExp(gasNumberMessages.digitsOnly.replace(/[.:]/g, '\\$&')));

  await gasNumberField(page).fill('12345');
  await continueButton(page).click();
  await expect(gasNumberField(page)).toHaveAccessibleDescription(new RegExp(gasNumberMessages.length));
  await expect(gasNumberField(page)).toBeFocused();
  await expectNoAxeViolations(page);
  expect((await signedInUser(page))?.verified.gas_checking).toBe(false);

  await gasNumberField(page).fill('7654321');
  await continueButton(page).click();
  await expect(page.getByRole('status')).toHaveText(/Gas number provided!/);
});

test('the gas step works with the keyboard alone', async ({ page }) => {
  const { keyboard } = page;
  await signUpAsTradeAndOpen(page, ['Heating Engineer'], 'gas');

  await tabTo(page, gasNumberField(page));
  await keyboard.type('1234567');
  await keyboard.press('Enter');

  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/Gas number provided!/);
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expectOnStep(page, 'complete');
});

for (const scheme of orderingSchemes) {
  test(`under ${scheme} a Plumber never sees the gas or electric step, forward or back`, async ({ page }) => {
    const beforeGas = stepLinks(scheme, 'gas', defaultFormOptions).previous;
    if (!beforeGas) throw new Error('gas has no previous step');
    await signUpAsTradeAndOpen(page, ['Plumber'], beforeGas, scheme);

    await skipButton(page).click();
    await expectOnStep(page, 'complete');
    await expect(completeHeading(page)).toBeVisible();

    await backButton(page).click();
    await expectOnStep(page, beforeGas);
    // the skipped steps replaced themselves: browser Back returns to complete, not to them
    await page.goBack();
    await expectOnStep(page, 'complete');
  });
}

test('a Plumber who opens the gas address goes straight on to complete', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Plumber'], 'billing');
  await openStep(page, 'gas');
  await expectOnStep(page, 'complete');
});
