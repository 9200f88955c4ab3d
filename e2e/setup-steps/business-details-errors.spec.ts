import { expect, test } from '@playwright/test';
import { continueButton } from '../fixtures/lead-steps';
import { businessType, employees, signUpAndOpen } from '../fixtures/profile-steps';

// What a walk on a phone found: a field's message goes when the field changes, and a field that a choice
// reveals shows no message from the Continue before it.

const TYPE_MISSING = 'Please choose your type of business.';
const EMPLOYEES_MISSING = 'Please choose how many people work in your business.';

test('choosing a type clears its message, and the employees field it reveals shows none until Continue', async ({ page }) => {
  await signUpAndOpen(page, 'company');
  await continueButton(page).click();
  await expect(businessType(page)).toHaveAccessibleDescription(TYPE_MISSING);

  await businessType(page).selectOption({ label: 'Sole Trader' });

  await expect(employees(page)).toBeVisible();
  await expect(page.getByText(TYPE_MISSING)).toHaveCount(0);
  await expect(page.getByText(EMPLOYEES_MISSING)).toHaveCount(0);
  await expect(employees(page)).not.toHaveAccessibleDescription(EMPLOYEES_MISSING);

  // the next Continue asks for it, under its field
  await continueButton(page).click();
  await expect(employees(page)).toHaveAccessibleDescription(EMPLOYEES_MISSING);
  await employees(page).selectOption({ label: '1-2' });
  await expect(page.getByText(EMPLOYEES_MISSING)).toHaveCount(0);
});
