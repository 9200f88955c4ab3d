import { expect, test } from '@playwright/test';
import { defaultFormOptions } from '#common/app-config';
import type { RouteName } from '#common/routes';
import { orderingSchemes, stepLinks, type OrderingScheme } from '#common/step-order';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signedInUser, tabTo } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import {
  backButton,
  businessType,
  companyNumber,
  descriptionBox,
  descriptionOf,
  employees,
  fillCompany,
  signUpAndOpen,
  skipButton,
  website,
} from '../fixtures/profile-steps';
import { expectOnStep, openStep } from '../fixtures/setup-pages';

/** Where Back and Skip (and a save) lead from a step, read from common/step-order.ts. */
function neighbours(scheme: OrderingScheme, route: RouteName) {
  const { previous, next } = stepLinks(scheme, route, defaultFormOptions);
  if (!previous || !next) throw new Error(`${route} has no neighbours in ${scheme}`);
  return { previous, next };
}
const afterCompany = neighbours('original', 'company').next;

test('the description counter says how many more characters are needed until 50', async ({ page }) => {
  await signUpAndOpen(page, 'description');
  const box = descriptionBox(page);
  await expect(page.getByText('50 more characters needed')).toBeVisible();
  await expectNoAxeViolations(page);

  await box.fill(descriptionOf(48));
  await expect(page.getByText('2 more characters needed')).toBeVisible();
  await box.fill(descriptionOf(49));
  await expect(page.getByText('1 more character needed')).toBeVisible();
  await box.fill(descriptionOf(50));
  await expect(page.getByText(/more characters? needed/)).toHaveCount(0);
});

test('a 49-character description shows the server message under the field and keeps the text', async ({ page }) => {
  await signUpAndOpen(page, 'description');
  const box = descriptionBox(page);

  await box.fill(descriptionOf(49));
  await continueButton(page).click();

  await expect(box).toHaveAccessibleDescription(/The description must be at least 50 characters\./);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveValue(descriptionOf(49));
  await expectOnStep(page, 'description');
  await expectNoAxeViolations(page);
});

test('company: a bad number and website show under their fields, good data moves on and is stored', async ({ page }) => {
  await signUpAndOpen(page, 'company');
  await expectNoAxeViolations(page);

  await fillCompany(page, { type: 'Limited Company', employees: '3-5', number: 'SC12', website: 'not a website' });
  await continueButton(page).click();
  await expect(companyNumber(page)).toHaveAccessibleDescription(/Please enter a valid Companies House number/);
  await expect(website(page)).toHaveAccessibleDescription(/Please enter a valid website address\./);
  await expectNoAxeViolations(page);

  await companyNumber(page).fill('sc 123456');
  await website(page).fill('smithplumbing.co.uk');
  await continueButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'We found TRADESPACE TEST ROOFING LTD, registered 1 June 2009.' })).toBeVisible();
  await continueButton(page).click();
  await expectOnStep(page, afterCompany);
  expect((await signedInUser(page))?.company).toMatchObject({
    business_type: 2,
    employees: 2,
    company_number: 'SC123456',
    website: 'https://smithplumbing.co.uk',
  });
});

test('company: without a type the error shows under Business type', async ({ page }) => {
  await signUpAndOpen(page, 'company');

  await continueButton(page).click();

  await expect(businessType(page)).toHaveAccessibleDescription(/Please choose your type of business\./);
  await expect(businessType(page)).toBeFocused();
  await expectNoAxeViolations(page);
});

for (const scheme of orderingSchemes) {
  test(`${scheme}: Back, Skip and Continue go where the scheme says`, async ({ page }) => {
    const description = neighbours(scheme, 'description');
    const company = neighbours(scheme, 'company');
    await signUpAndOpen(page, 'description', scheme);
    await backButton(page).click();
    await expectOnStep(page, description.previous);
    await openStep(page, 'description');
    await skipButton(page).click();
    await expectOnStep(page, description.next);

    await openStep(page, 'description');
    await descriptionBox(page).fill(descriptionOf(120));
    await continueButton(page).click();
    await expectOnStep(page, description.next);
    expect((await signedInUser(page))?.company.description).toBe(descriptionOf(120));

    await openStep(page, 'company');
    await backButton(page).click();
    await expectOnStep(page, company.previous);
    await openStep(page, 'company');
    await skipButton(page).click();
    await expectOnStep(page, company.next);
  });
}

test('both steps can be completed with the keyboard alone', async ({ page }) => {
  await signUpAndOpen(page, 'description');
  const { keyboard } = page;

  await tabTo(page, descriptionBox(page));
  await keyboard.type(descriptionOf(60));
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expectOnStep(page, 'company');

  await tabTo(page, businessType(page));
  await keyboard.press('ArrowDown');
  await keyboard.press('ArrowDown');
  await expect(businessType(page)).toHaveValue('2');
  await tabTo(page, employees(page));
  await keyboard.press('ArrowDown');
  await expect(employees(page)).toHaveValue('1');
  await tabTo(page, companyNumber(page));
  await keyboard.type('09446231');
  await tabTo(page, website(page));
  await keyboard.type('smithplumbing.co.uk');
  await keyboard.press('Enter');
  // the register's name is shown back and takes the focus; Continue then goes on (decision 133)
  await expect(page.getByRole('status').filter({ hasText: 'We found TRADESPACE TEST HEATING LTD' })).toBeFocused();
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expectOnStep(page, afterCompany);
  expect((await signedInUser(page))?.company).toMatchObject({ business_type: 2, company_number: '09446231' });
});
