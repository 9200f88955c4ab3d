import { expect, test } from '@playwright/test';
import { newTrader, openLeadStep, seedLead } from '../fixtures/lead-flow';
import { createAccountButton, expectOnPhoneVerification, fillRegistration } from '../fixtures/lead-steps';

const REGISTER_CALL = '**/tradespeople-setup/register';

test('one press of Create Account shows every field that needs fixing: the e-mail, the landline and the common password', async ({
  page,
}) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'] });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, { ...trader, email: 'sam.fletcher@', phone: '01632 960000', password: 'password123' });
  const replies: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/tradespeople-setup/register')) replies.push(response.status());
  });

  await createAccountButton(page).click();

  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveAccessibleDescription(/^We need a UK mobile number \(starting 07\)/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /This password is too common\. Please choose a less guessable one\.$/,
  );
  expect(replies).toEqual([422]);
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('asked for the human check, one press creates the account once the check passes', async ({ page }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'], email: trader.email });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, trader);
  // the server asks for the check on the first try, as it does after a few sign-ups from one address
  const tokens: (string | null)[] = [];
  await page.route(REGISTER_CALL, async (route) => {
    const body = route.request().postDataJSON() as { recaptcha_response: string | null };
    tokens.push(body.recaptcha_response);
    if (tokens.length > 1) return route.continue();
    return route.fulfill({ status: 422, json: { errors: { recaptcha_response: ['Please confirm you are not a robot.'] } } });
  });

  await createAccountButton(page).click();

  await expect(page.getByRole('group', { name: 'Human check' }).getByRole('status')).toHaveText(
    /Checking you are human…|Verified — thank you/,
  );
  await expectOnPhoneVerification(page);
  expect(tokens).toHaveLength(2);
  expect(tokens[0]).toBeNull();
  expect(tokens[1]).toEqual(expect.any(String));
});

test('when the check passes but the form still has a problem, focus goes to that field, never to the page', async ({ page }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'], email: trader.email });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, trader);
  let calls = 0;
  await page.route(REGISTER_CALL, async (route) => {
    calls += 1;
    const errors =
      calls === 1 ? { recaptcha_response: ['Please confirm you are not a robot.'] } : { last_name: ['Please enter your last name.'] };
    return route.fulfill({ status: 422, json: { errors } });
  });

  await createAccountButton(page).click();

  await expect(page.getByLabel('Last Name')).toHaveAccessibleDescription('Please enter your last name.');
  await expect(page.getByLabel('Last Name')).toBeFocused();
  expect(calls).toBe(2);
});
