import { expect, test } from '@playwright/test';
import { ticketMessages } from '#common/contract/ticket-texts';
import { sitePages } from '#common/routes';
import { openStaffWindow, signInAsStaff, staffAccount } from '../fixtures/admin-review';
import { expectNoAxeViolations } from '../fixtures/axe';
import { failTrackingWith, TRACKING_CALL } from '../fixtures/failing-calls';
import { readMessage } from '../fixtures/outbox';
import { openStep } from '../fixtures/setup-pages';

// The 500 popup's "contact us" is a support ticket, not a dead end (decision 067).
test('a 500 popup’s “contact us” opens the ticket form with the error attached; the ticket is e-mailed and staff close it', async ({
  page,
  browser,
  viewport,
  baseURL,
}, testInfo) => {
  // two windows, two accessibility scans and a staff sign-in by e-mailed code: longer than one flow
  test.setTimeout(120_000);
  const email = `ticket-${testInfo.project.name}-${Date.now()}@example.co.uk`;
  const subject = `Continue fails on the location step (${testInfo.project.name})`;

  await failTrackingWith(page, 500);
  await openStep(page, 'lead_location');
  const dialog = page.getByRole('dialog', { name: '500 Error' });
  await dialog.getByRole('link', { name: 'contact us' }).click();
  await page.unroute(TRACKING_CALL);

  await expect(page).toHaveURL(sitePages.ticketsCreate);
  await expect(page).toHaveTitle('Contact support | Tradespace');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expect(page.getByText(/^We'll attach the error you just saw: 500 on \/v1\/trade-setup\/track\/\S+ at \d\d:\d\d\.$/)).toBeVisible();

  // a field left empty: its sentence under it, and nothing typed is lost
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Message').fill('I pressed Continue and a box said your servers had an error.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription(ticketMessages.subjectMissing);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Message')).toHaveValue('I pressed Continue and a box said your servers had an error.');
  await page.getByLabel('Subject').fill(subject);
  await page.screenshot({ path: testInfo.outputPath(`ticket-form-${testInfo.project.name}.png`), fullPage: true });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, we have your message' })).toBeFocused();
  const reference = (await page.locator('.ticket-sent__reference').textContent()) ?? '';
  expect(reference).toMatch(/^TS-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByRole('status')).toContainText(`We've e-mailed it to ${email}`);
  await readMessage(page.request, email, new RegExp(`its reference is ${reference}\\.`));

  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('tickets', testInfo));
    await staff.page.getByRole('link', { name: 'Support tickets' }).click();
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    const card = staff.page.getByRole('article').filter({ hasText: reference });
    await expect(card.getByRole('heading', { name: `${reference}: ${subject}` })).toBeVisible();
    await expect(card).toContainText('Open');
    await expect(card).toContainText(email);
    await expect(card).toContainText(/Error attached: 500 on \/v1\/trade-setup\/track\//);
    await expectNoAxeViolations(staff.page);

    await card.getByRole('button', { name: `Close ticket ${reference}` }).click();
    await expect(card.getByRole('button', { name: `Reopen ticket ${reference}` })).toBeVisible();
    await expect(card).toContainText('Closed');
    await staff.page.reload();
    await expect(staff.page.getByRole('article').filter({ hasText: reference })).toContainText('Closed');
  } finally {
    await staff.close();
  }
});
