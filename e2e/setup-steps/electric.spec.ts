import { expect, test } from '@playwright/test';
import { certificateMessages } from '#common/contract/calls/verification';
import { expectNoAxeViolations } from '../fixtures/axe';
import { openChooserByKeyboard, signedInUser, tabTo } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { backButton, skipButton } from '../fixtures/profile-steps';
import { expectOnStep, openStep } from '../fixtures/setup-pages';
import {
  certificateInput,
  makeCertificateFiles,
  pendingApproval,
  signUpAsTradeAndOpen,
  type CertificateFiles,
} from '../fixtures/verification-steps';

let files: CertificateFiles;
test.beforeAll(async () => {
  files = await makeCertificateFiles();
});
test.afterAll(async () => {
  await files.remove();
});

test('an Electrician uploads a PDF certificate, sees "pending approval" and Continue moves on', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Electrician'], 'electric');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your Electrical Status' })).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);
  await expect(skipButton(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await certificateInput(page).setInputFiles(files.pdf);

  await expect(pendingApproval(page)).toBeVisible();
  expect((await signedInUser(page))?.verified).toMatchObject({ electric_recommended: true, electric_document: true, electric: false });
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(pendingApproval(page)).toBeVisible();

  await continueButton(page).click();
  await expectOnStep(page, 'complete');
});

test('a text file called .pdf shows the server’s message with the attention icon and nothing is saved', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Electrician'], 'electric');

  await certificateInput(page).setInputFiles(files.textAsPdf);

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(certificateMessages.wrongType);
  await expect(alert.locator('svg')).toBeVisible();
  await expect(certificateInput(page)).toHaveAccessibleDescription(new RegExp(certificateMessages.wrongType.replace('.', '\\.')));
  await expect(continueButton(page)).toHaveCount(0);
  expect((await signedInUser(page))?.verified.electric_document).toBe(false);
  await expectNoAxeViolations(page);

  // a real certificate afterwards is taken
  await certificateInput(page).setInputFiles(files.pdf);
  await expect(pendingApproval(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the electric step works with the keyboard alone', async ({ page }) => {
  const { keyboard } = page;
  await signUpAsTradeAndOpen(page, ['Electrician'], 'electric');

  await (await openChooserByKeyboard(page, certificateInput(page))).setFiles(files.pdf);

  await expect(pendingApproval(page)).toBeVisible();
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expectOnStep(page, 'complete');
});

test('a Heating Engineer passes by the electric step both ways and lands on gas going back', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Heating Engineer'], 'gas');
  await skipButton(page).click();
  await expectOnStep(page, 'complete');

  await backButton(page).click();

  await expectOnStep(page, 'gas');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your Gas Safe' })).toBeVisible();
});

test('an Electrician who is also a Heating Engineer sees gas, then electric', async ({ page }) => {
  await signUpAsTradeAndOpen(page, ['Heating Engineer', 'Electrician'], 'gas');
  await skipButton(page).click();
  await expectOnStep(page, 'electric');
  await backButton(page).click();
  await expectOnStep(page, 'gas');
  await openStep(page, 'electric');
  await expectOnStep(page, 'electric');
});
