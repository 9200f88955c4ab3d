import { expect, test } from '@playwright/test';
import { routePath, SETUP_PREFIX } from '#common/routes';
import { newTrader, openLeadStep, seedLead } from '../fixtures/lead-flow';
import { createAccountButton, expectSignedInOnMyAccount, fillRegistration } from '../fixtures/lead-steps';

// After registering with the redirect form option the visitor goes to /my-account after 500 ms.

test('with the redirect option a new account goes straight to My account: no phone step and no text sent', async ({ page, request }) => {
  const trader = newTrader(test.info());
  await seedLead(page, { trades: ['Plumber'], email: trader.email });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const codeRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/account/verify/phone/')) codeRequests.push(sent.url());
  });

  await openLeadStep(page, 'lead_register', { redirect: '1' });
  await fillRegistration(page, trader);
  await createAccountButton(page).click();

  await expectSignedInOnMyAccount(page, trader.email);
  // no setup step after the lead flow showed on the way, not even briefly: verify_phone never flashed
  const setupSteps = visited.filter((path) => path.startsWith(SETUP_PREFIX) && !path.startsWith(`${SETUP_PREFIX}/lead/`));
  expect(setupSteps).toEqual([]);
  expect(visited).toContain(routePath('lead_register'));
  expect(codeRequests).toEqual([]);
  // nothing was texted to the new account's phone (the local outbox keeps every message)
  const outbox = await request.get('/dev/outbox.json', { params: { to: trader.phoneE164 } });
  expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
});
