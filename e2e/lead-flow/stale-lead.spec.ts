import { expect, test } from '@playwright/test';
import { newTrader, openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { expectOnStep } from '../fixtures/setup-pages';

test('a saved lead the server no longer knows starts the visitor again at the postcode step, with what they typed kept', async ({
  page,
}) => {
  const trader = newTrader(test.info());
  // a draft from an earlier visit whose lead the server has forgotten (another session, a cleared database)
  await seedLead(page, { postcode: 'LS11 5QR', trades: ['Plumber'], email: trader.email, id: 987_654_321 });
  await openLeadStep(page, 'lead_phone', { askLeadPhone: '1' });
  await page.getByLabel('Phone number').fill(trader.phone);
  await continueButton(page).click();

  await expectOnStep(page, 'lead_location');
  await expect(page.getByLabel('Your work postcode')).toHaveValue('LS11 5QR');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // on from there as a new visitor would, with the trade and e-mail still filled in
  await continueButton(page).click();
  await expectOnStep(page, 'lead_trades');
  await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeChecked();
  await continueButton(page).click();
  await continueButton(page).click();
  await expectOnStep(page, 'lead_email');
  await expect(page.getByLabel('Email address')).toHaveValue(trader.email);
  await continueButton(page).click();
  await expectOnStep(page, 'lead_phone');
  await expect(page.getByLabel('Phone number')).toHaveValue(trader.phone);
  await continueButton(page).click();
  await expectOnStep(page, 'lead_register');
});
