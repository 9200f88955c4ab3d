import { expect, test } from '@playwright/test';
import { adminPages } from '../../common/admin-pages';
import { staffMessages } from '../../common/contract/calls/admin';
import { confirmation, openStaffWindow, reviewCard, signInAsStaff, staffAccount } from '../fixtures/admin-review';
import { expectNoAxeViolations } from '../fixtures/axe';
import { certificatePdfFile } from '../fixtures/certificate-pdf';
import { continueButton } from '../fixtures/lead-steps';
import { readMessage } from '../fixtures/outbox';
import { openStep } from '../fixtures/setup-pages';
import { certificateInput, gasNumberField, pendingApproval, signUpAsTradeAndOpen } from '../fixtures/verification-steps';

let certificate: Awaited<ReturnType<typeof certificatePdfFile>>;
test.beforeAll(async () => {
  certificate = await certificatePdfFile('NICEIC Approved Contractor - Electrical Installation Certificate');
});
test.afterAll(async () => {
  await certificate.remove();
});

test('staff approve a Heating Engineer’s gas number; the trader sees it verified and gets the e-mail', async ({ page, browser, viewport, baseURL }) => {
  const trader = await signUpAsTradeAndOpen(page, ['Heating Engineer'], 'gas');
  const gasNumber = `5${trader.phoneE164.slice(-6)}`;
  await gasNumberField(page).fill(gasNumber);
  await continueButton(page).click();
  await expect(page.getByRole('status')).toHaveText(/Gas number provided!/);

  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('gas', test.info()));
    const card = reviewCard(staff.page, trader.email);
    await expect(card.getByRole('heading', { name: `Gas Safe number: ${trader.firstName} ${trader.lastName}` })).toBeVisible();
    await expect(card).toContainText(gasNumber);
    await expect(card).toContainText(trader.businessName);
    await expect(card).toContainText('Heating Engineer');
    await expect(card).toContainText(trader.phoneE164);
    await expectNoAxeViolations(staff.page);

    await card.getByRole('button', { name: /^Approve/ }).click();

    await expect(confirmation(staff.page)).toHaveText(
      `Approved the Gas Safe number ${gasNumber} of ${trader.firstName} ${trader.lastName}. We have e-mailed them.`,
    );
    await expect(confirmation(staff.page).locator('p')).toBeFocused();
    await expect(card).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('status')).toHaveText(/Gas number verified!/);
    await readMessage(page.request, trader.email, new RegExp(`Good news: your Gas Safe number ${gasNumber} was verified\\.`));

    await staff.page.getByRole('link', { name: 'Audit log' }).click();
    const entry = staff.page.getByRole('article').filter({ hasText: trader.email }).first();
    await expect(entry).toContainText(`Approved: Gas Safe number ${gasNumber} of ${trader.firstName} ${trader.lastName}`);
    await expect(entry).toContainText(`By ${staffAccount('gas', test.info()).email} on`);
    await expectNoAxeViolations(staff.page);
  } finally {
    await staff.close();
  }
});

test('staff reject a certificate with a reason, the trader resubmits, and staff approve it', async ({ page, browser, viewport, baseURL }) => {
  const trader = await signUpAsTradeAndOpen(page, ['Electrician'], 'electric');
  await certificateInput(page).setInputFiles(certificate.path);
  await expect(pendingApproval(page)).toBeVisible();

  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('electric', test.info()));
    const card = reviewCard(staff.page, trader.email);
    const shown = card.getByLabel(`Certificate uploaded by ${trader.firstName} ${trader.lastName}`);
    await expect(shown).toBeVisible();
    const documentUrl = (await shown.getAttribute('data')) ?? '';
    const served = await staff.page.request.get(documentUrl);
    expect(served.headers()).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-store' });
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="certificate-\d+\.pdf"$/);
    expect((await page.request.get(documentUrl)).status()).toBe(401);
    await expectNoAxeViolations(staff.page);

    await card.getByRole('button', { name: /^Reject/ }).click();
    const reasonBox = card.getByLabel('Reason for rejecting');
    await expect(reasonBox).toHaveAccessibleDescription(new RegExp(staffMessages.reasonMissing));
    await expect(card).toBeVisible();
    const reason = 'The registration number on the certificate has expired <please send the current one>.';
    await reasonBox.fill(reason);
    await card.getByRole('button', { name: /^Reject/ }).click();
    await expect(confirmation(staff.page)).toHaveText(
      `Rejected the electrician certificate of ${trader.firstName} ${trader.lastName}. We have e-mailed them the reason.`,
    );
    await expect(card).toHaveCount(0);

    await readMessage(page.request, trader.email, /could not be verified: The registration number on the certificate has expired/);
    await openStep(page, 'electric');
    await expect(pendingApproval(page)).toHaveCount(0);
    await certificateInput(page).setInputFiles(certificate.path);
    await expect(pendingApproval(page)).toBeVisible();

    await staff.page.reload();
    await reviewCard(staff.page, trader.email).getByRole('button', { name: /^Approve/ }).click();
    await expect(confirmation(staff.page)).toHaveText(/^Approved the electrician certificate of /);

    await page.reload();
    await expect(page.getByText('Electrician status verified!')).toBeVisible();
    await readMessage(page.request, trader.email, /Good news: your electrician certificate was verified\./);

    await staff.page.goto(adminPages.audit);
    const entries = staff.page.getByRole('article').filter({ hasText: trader.email });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Approved: Electrician certificate');
    await expect(entries.nth(1)).toContainText(`Rejected: Electrician certificate`);
    await expect(entries.nth(1)).toContainText(`Reason: ${reason}`);
  } finally {
    await staff.close();
  }
});
