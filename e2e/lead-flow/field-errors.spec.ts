import { expect, test } from '@playwright/test';
import { newTrader, openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton, createAccountButton, fillRegistration, giveEmail } from '../fixtures/lead-steps';

test('the postcode step explains under the field a postcode it cannot use', async ({ page }) => {
  await openLeadStep(page, 'lead_location');
  const postcode = page.getByLabel('Your work postcode');

  await postcode.fill('XYZ');
  await continueButton(page).click();
  await expect(postcode).toHaveAccessibleDescription('Please enter a valid UK postcode, like SW1A 1AA.');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');

  await postcode.fill('ZZ99 9ZZ');
  await continueButton(page).click();
  await expect(postcode).toHaveAccessibleDescription('Postcode not found.');
  await expect(page).toHaveTitle('join for more job leads today | Tradespace');
});

test('the trades step asks for at least one trade', async ({ page }) => {
  await seedLead(page);
  await openLeadStep(page, 'lead_trades');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please select at least one trade.');
  await expect(page).toHaveTitle('Your Trades | Tradespace');
});

test('the e-mail step explains an address it cannot use under the field', async ({ page }) => {
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_email');
  await giveEmail(page, 'not-an-email');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(page).toHaveTitle('Email | Tradespace');
});

test('the phone step explains a number it cannot use under the field', async ({ page }) => {
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_email', { askLeadPhone: '1' });
  await giveEmail(page, newTrader(test.info()).email);
  await expect(page).toHaveTitle('Phone | Tradespace');

  await page.getByLabel('Phone number').fill('12345');
  await continueButton(page).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('Please enter a valid UK phone number.');
  await expect(page).toHaveTitle('Phone | Tradespace');
});

test('the register step shows what each empty field needs under that field', async ({ page }) => {
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_register');
  await createAccountButton(page).click();

  const expected: [string, RegExp][] = [
    ['First Name', /Please enter your first name\./],
    ['Last Name', /Please enter your last name\./],
    ['Business name', /Please enter your business name\./],
    ['Email', /Please enter your email address\./],
    ['Phone Number', /Please enter your phone number\./],
    ['Password', /Please choose a password\./],
  ];
  for (const [label, message] of expected) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole('checkbox', { name: /Terms & Conditions/ })).toHaveAccessibleDescription(
    'You must accept the Terms & Conditions and Terms of Supply.',
  );
  await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAccessibleDescription('You must accept the Privacy Policy.');
  await expect(page.getByLabel('First Name')).toBeFocused();
});

test('the register step refuses unticked terms and a common password under their fields', async ({ page }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'], email: trader.email });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, trader);
  const terms = page.getByRole('checkbox', { name: /Terms & Conditions/ });
  const password = page.getByLabel('Password', { exact: true });

  await terms.uncheck();
  await createAccountButton(page).click();
  await expect(terms).toHaveAccessibleDescription('You must accept the Terms & Conditions and Terms of Supply.');
  await expect(page.getByRole('alert')).toHaveCount(1);

  await terms.check();
  await password.fill('password123');
  await createAccountButton(page).click();
  await expect(password).toHaveAccessibleDescription(/too common/);
  await expect(terms).not.toHaveAccessibleDescription(/.+/);
  await expect(page).toHaveTitle('Register | Tradespace');
});
