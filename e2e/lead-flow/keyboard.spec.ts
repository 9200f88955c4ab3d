import { expect, test, type Page } from '@playwright/test';
import { newTrader, openLeadStep, signedInUser, tabTo } from '../fixtures/lead-flow';
import { continueButton, createAccountButton, estimateSentence, expectOnPhoneVerification } from '../fixtures/lead-steps';

/** After each step change focus sits on the new step's heading, where the next Tab starts. */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

test('a visitor signs up with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000); // four screens and a sign-up, typed key by key
  const trader = newTrader(test.info());
  const { keyboard } = page;
  await openLeadStep(page, 'lead_location', { scheme: 'reorderedV1412' });

  await tabTo(page, page.getByLabel('Your work postcode'));
  await keyboard.type('m1 1ae');
  await keyboard.press('Enter');
  await expect(page).toHaveTitle('Your Trades | Tradespace');
  await expectFocusOnHeading(page, 'What type of trade are you?');

  await tabTo(page, page.getByRole('checkbox', { name: 'Plumber', exact: true }));
  await keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeChecked();
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expect(estimateSentence(page, 'Plumber', 'M1 1AE')).toBeVisible();
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');

  await expect(page).toHaveTitle('Email | Tradespace');
  await expectFocusOnHeading(page, 'Where can we send the job leads?');
  await tabTo(page, page.getByLabel('Email address'));
  await keyboard.type(trader.email);
  await keyboard.press('Enter');

  await expect(page).toHaveTitle('Register | Tradespace');
  await expectFocusOnHeading(page, "Ok, let's create an account!");
  const fields: [string, string][] = [
    ['First Name', trader.firstName],
    ['Last Name', trader.lastName],
    ['Business name', trader.businessName],
    ['Phone Number', trader.phone],
    ['Password', trader.password],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await keyboard.type(value);
  }
  const terms = page.getByRole('checkbox', { name: /Terms & Conditions/ });
  await tabTo(page, terms);
  await keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, createAccountButton(page));
  await keyboard.press('Enter');

  await expectOnPhoneVerification(page);
  await expectFocusOnHeading(page, 'Verify your phone number');
  expect((await signedInUser(page))?.email).toBe(trader.email);
});
