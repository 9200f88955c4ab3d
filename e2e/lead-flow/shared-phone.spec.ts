import { expect, test } from '@playwright/test';
import { routePath } from '#common/routes';
import { newTrader, openLeadStep, seedLead } from '../fixtures/lead-flow';
import { createAccountButton, expectSignedInOnMyAccount, fillRegistration } from '../fixtures/lead-steps';
import { readSmsCode } from '../fixtures/outbox';
import { sharedPhoneAccounts, type SharedPhoneProject } from '../fixtures/shared-phone-accounts';

test('a phone shared by two accounts lists both after the right code, and signs in as the one picked', async ({ page, request }) => {
  const shared = sharedPhoneAccounts[test.info().project.name as SharedPhoneProject];
  const visitor = { ...newTrader(test.info()), phone: shared.national };
  await seedLead(page, { trades: ['Plumber'], email: visitor.email });
  await openLeadStep(page, 'lead_register');
  await fillRegistration(page, visitor);
  await createAccountButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_existing')}\\?(?=.*is_phone=1)(?=.*id=[\\w-]{22})`));

  await page.getByLabel('4-Digit SMS Code*').fill(await readSmsCode(request, shared.phone));
  await page.getByRole('button', { name: 'Submit Code' }).click();

  await expect(page.getByRole('heading', { name: 'Code accepted' })).toBeVisible();
  const accounts = page.getByRole('list', { name: 'Your accounts' });
  for (const email of shared.emails) await expect(accounts.getByRole('button', { name: email })).toBeVisible();
  await accounts.getByRole('button', { name: shared.emails[1] }).click();
  await expectSignedInOnMyAccount(page, shared.emails[1]);
});
