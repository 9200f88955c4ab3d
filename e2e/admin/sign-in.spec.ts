import { expect, test } from '@playwright/test';
import { adminPages } from '#common/admin-pages';
import { codeField, emailField, passwordField, staffAccount } from '../fixtures/admin-review';
import { expectNoAxeViolations } from '../fixtures/axe';
import { newTrader, registerThroughApi, tabTo } from '../fixtures/lead-flow';
import { readStaffCode } from '../fixtures/outbox';

test('staff sign in with the keyboard alone; a wrong password and a wrong code get clear messages', async ({ page }) => {
  const staff = staffAccount('sign-in', test.info());
  const { keyboard } = page;
  await page.goto(adminPages.queue);
  await expect(page).toHaveTitle('Sign in | Tradespace back office');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the review back office' })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, emailField(page));
  await keyboard.type(staff.email);
  await keyboard.press('Tab');
  await keyboard.type('Not-The-Right-Password-1');
  await keyboard.press('Enter');
  await expect(emailField(page)).toHaveAccessibleDescription(/These details do not match our records\./);
  await expectNoAxeViolations(page);

  await passwordField(page).fill('');
  await tabTo(page, passwordField(page));
  await keyboard.type(staff.password);
  await keyboard.press('Enter');
  await expect(page.getByText(`We e-mailed you a code at ${staff.email}`)).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  const code = await readStaffCode(page.request, staff.email);

  await keyboard.type(code === '000000' ? '111111' : '000000');
  await keyboard.press('Enter');
  await expect(codeField(page)).toHaveAccessibleDescription(/That code is not correct\. Please check the 6 digits and try again\./);
  await expectNoAxeViolations(page);

  await codeField(page).fill('');
  await tabTo(page, codeField(page));
  await keyboard.type(code);
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await expect(page).toHaveTitle('Review queue | Tradespace back office');

  await tabTo(page, page.getByRole('link', { name: 'Audit log' }));
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the review back office' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the review back office' })).toBeVisible();
});

test('a signed-in trader finds only the staff sign-in at /admin and no admin call answers them', async ({ page }) => {
  await registerThroughApi(page.request, newTrader(test.info()));
  await page.goto(adminPages.queue);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the review back office' })).toBeVisible();
  const reply = await page.request.get('/v1/admin/queue', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(reply.status()).toBe(401);
});
