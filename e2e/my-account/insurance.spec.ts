import { expect, test } from '@playwright/test';
import { londonToday, longDateText } from '#common/calendar-date';
import { addMonths, insuranceMessages } from '#common/contract/calls/insurance';
import { certificateMessages } from '#common/contract/calls/verification';
import { sitePages } from '#common/routes';
import { confirmation, openStaffWindow, reviewCard, signInAsStaff, staffAccount } from '../fixtures/admin-review';
import { expectNoAxeViolations } from '../fixtures/axe';
import { certificatePdfFile } from '../fixtures/certificate-pdf';
import { expectSignedInOnMyAccount } from '../fixtures/lead-steps';
import { liveTraderOnPlan } from '../fixtures/live-trader';
import { readMessage } from '../fixtures/outbox';
import { placesFor } from '../fixtures/public-profile';

// Public liability insurance (decision 135), at 375 and 1280 px: the trader sends the certificate from its row
// in /my-account's Checks section, staff approve it in the review office, and the public profile shows it.

let certificate: Awaited<ReturnType<typeof certificatePdfFile>>;
test.beforeAll(async () => {
  certificate = await certificatePdfFile('Public Liability Insurance - Certificate of Insurance - Hiscox');
});
test.afterAll(async () => {
  await certificate.remove();
});

test('a trader sends the insurance certificate, staff approve it, and the profile shows it checked', async ({
  page,
  browser,
  viewport,
  baseURL,
}) => {
  test.slow(); // a trader and a reviewer, each in their own window
  const { trader, url } = await liveTraderOnPlan(page, placesFor(test.info()).work, 'Standard');
  const expiresOn = addMonths(londonToday(), 11);
  const shown = `Public liability insurance: £2m, valid until ${longDateText(expiresOn)} (checked)`;

  await page.goto(sitePages.myAccount);
  await expectSignedInOnMyAccount(page, trader.email);
  const checks = page.getByRole('region', { name: 'Checks', exact: true });
  const section = checks.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Public liability insurance' }) });
  await expect(section).toHaveAttribute('id', 'insurance'); // e-mails link to /my-account#insurance
  await expect(section.getByText(/^Not added yet\./)).toBeVisible();
  const opener = section.getByRole('button', { name: 'Add your certificate' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');

  // nothing filled in: every field says what it needs at once
  await section.getByRole('button', { name: 'Send for checking' }).click();
  await expect(section.getByText(insuranceMessages.insurerMissing)).toBeVisible();
  await expect(section.getByText(insuranceMessages.coverMissing)).toBeVisible();
  await expect(section.getByText(certificateMessages.missing)).toBeVisible();

  await section.getByLabel('Insurer').fill('Hiscox');
  await section.getByLabel('Policy number').fill('PL-2026/884211');
  await section.getByLabel('Cover').selectOption({ label: '£2m' });
  await section.getByLabel('Policy ends on').fill(expiresOn);
  await section.getByLabel('Choose your certificate').setInputFiles(certificate.path);
  await expect(section.getByText('Chosen: electrical-registration.pdf')).toBeVisible();
  await section.getByRole('button', { name: 'Send for checking' }).click();

  await expect(section.getByRole('status')).toHaveText(/Hiscox, £2m cover, valid until .*: received, waiting for our check\./);
  await expect(section.getByRole('status')).toBeFocused();
  await expect(section.getByRole('button', { name: 'Upload a different certificate' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('insurance-sent.png'), fullPage: true });

  const staff = await openStaffWindow(browser, { viewport, baseURL });
  try {
    await signInAsStaff(staff.page, staffAccount('insurance', test.info()));
    const card = reviewCard(staff.page, trader.email);
    await expect(card.getByRole('heading', { name: `Public liability insurance: ${trader.firstName} ${trader.lastName}` })).toBeVisible();
    await expect(card).toContainText('Hiscox');
    await expect(card).toContainText('PL-2026/884211');
    await expect(card).toContainText(longDateText(expiresOn));
    await expectNoAxeViolations(staff.page);
    await card.scrollIntoViewIfNeeded();
    await staff.page.screenshot({ path: test.info().outputPath('insurance-review-card.png') });

    await card.getByRole('button', { name: /^Approve/ }).click();

    await expect(confirmation(staff.page)).toHaveText(
      `Approved the public liability insurance of ${trader.firstName} ${trader.lastName}. We have e-mailed them.`,
    );
  } finally {
    await staff.close();
  }

  await readMessage(page.request, trader.email, /Your public profile now shows your £2m public liability insurance/);
  await page.reload();
  await expect(section.getByText(/: checked and shown on your public profile\.$/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Upload a renewed certificate' })).toBeVisible();

  await page.goto(`/t/${url}`);
  await expect(page.getByText(shown)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('insurance-profile.png'), fullPage: true });
});
