import { expect, test } from '@playwright/test';
import { adminPages } from '#common/admin-pages';
import { staffMessages } from '#common/contract/calls/admin';
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

test('staff approve a Heating Engineer’s gas number; the trader sees it verified and gets the e-mail', async ({
  page,
  browser,
  viewport,
  baseURL,
}) => {
  test.slow(); // two traders and a reviewer, each in their own window
  const trader = await signUpAsTradeAndOpen(page, ['Heating Engineer'], 'gas');
  const gasNumber = `5${trader.phoneE164.slice(-6)}`;
  await gasNumberField(page).fill(gasNumber);
  await continueButton(page).click();
  await expect(page.getByRole('status')).toHaveText(/Gas number provided!/);
  // a second account sends the same number (decision 066: staff are warned, naming the first)
  const copier = await openStaffWindow(browser, { viewport, baseURL });
  const copy = await signUpAsTradeAndOpen(copier.page, ['Gas Engineer'], 'gas');
  await gasNumberField(copier.page).fill(gasNumber);
  await continueButton(copier.page).click();
  await expect(copier.page.getByRole('status')).toHaveText(/Gas number provided!/);

  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('gas', test.info()));
    const card = reviewCard(staff.page, trader.email);
    await expect(card.getByRole('heading', { name: `Gas Safe number: ${trader.firstName} ${trader.lastName}` })).toBeVisible();
    await expect(card).toContainText(gasNumber);
    await expect(card).toContainText(trader.businessName);
    await expect(card).toContainText('Heating Engineer');
    await expect(card).toContainText(trader.phoneE164);
    const copyCard = reviewCard(staff.page, copy.email);
    await expect(copyCard.getByRole('note', { name: 'Warning' })).toContainText(
      `Also waiting for review on another account: ${trader.email} (account `,
    );
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

    // the copy now names a verified holder; staff reject it and its trader reads why in the step
    await staff.page.reload();
    const warning = copyCard.getByRole('note', { name: 'Warning' });
    await expect(warning).toContainText(`Already verified on another account: ${trader.email} (account `);
    await copyCard.scrollIntoViewIfNeeded();
    await staff.page.screenshot({ path: test.info().outputPath('admin-queue-duplicate-warning.png') });
    const reason = 'This Gas Safe number is already registered to another business.';
    await copyCard.getByLabel('Reason for rejecting').fill(reason);
    await copyCard.getByRole('button', { name: /^Reject/ }).click();
    await expect(confirmation(staff.page)).toHaveText(/^Rejected the Gas Safe number /);
    await copier.page.reload();
    await expect(copier.page.getByRole('status')).toContainText(`Not accepted: ${reason}`);
    await expect(copier.page.getByText('Please check the number on your Gas Safe ID card and send it again below.')).toBeVisible();
    await expect(gasNumberField(copier.page)).toBeVisible();
    await expectNoAxeViolations(copier.page);
    await copier.page.screenshot({ path: test.info().outputPath('gas-step-not-accepted.png'), fullPage: true });

    await staff.page.getByRole('link', { name: 'Audit log' }).click();
    const entry = staff.page.getByRole('article').filter({ hasText: trader.email }).first();
    await expect(entry).toContainText(`Approved: Gas Safe number ${gasNumber} of ${trader.firstName} ${trader.lastName}`);
    await expect(entry).toContainText(`By ${staffAccount('gas', test.info()).email} on`);
    await expectNoAxeViolations(staff.page);
  } finally {
    await staff.close();
    await copier.close();
  }
});

test('staff reject a certificate with a reason, the trader resubmits, and staff approve it', async ({
  page,
  browser,
  viewport,
  baseURL,
}) => {
  test.slow(); // a trader and a reviewer in their own windows, two uploads and two decisions
  const trader = await signUpAsTradeAndOpen(page, ['Electrician'], 'electric');
  await certificateInput(page).setInputFiles(certificate.path);
  await expect(pendingApproval(page)).toBeVisible();

  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('electric', test.info()));
    const card = reviewCard(staff.page, trader.email);
    // a PDF is never run inside the back office: it is a download (decision 066)
    const download = card.getByRole('link', { name: `Download the certificate of ${trader.firstName} ${trader.lastName} (PDF)` });
    await expect(download).toBeVisible();
    const documentUrl = (await download.getAttribute('href')) ?? '';
    const served = await staff.page.request.get(documentUrl);
    expect(served.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers()['content-disposition']).toMatch(/^attachment; filename="certificate-\d+\.pdf"$/);
    expect(served.headers()['content-security-policy']).toMatch(/; sandbox$/);
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
    // the reason reaches the trader in the step too, not only by e-mail, as text
    await expect(page.getByRole('status')).toContainText(`Not accepted: ${reason}`);
    await expect(page.getByText('Please upload your certificate again below, or a clearer photo or scan of it.')).toBeVisible();
    await certificateInput(page).setInputFiles(certificate.path);
    await expect(pendingApproval(page)).toBeVisible();
    await expect(page.getByText(/Not accepted/)).toHaveCount(0);

    await staff.page.reload();
    await reviewCard(staff.page, trader.email)
      .getByRole('button', { name: /^Approve/ })
      .click();
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
