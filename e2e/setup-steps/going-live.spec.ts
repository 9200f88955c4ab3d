import { expect, test, type Page } from '@playwright/test';
import { publishMessages, type GoingLiveItem } from '#common/going-live';
import { routeTitle } from '#common/routes';
import { findAddress, pickAddress, workAddress } from '../fixtures/address-steps';
import { expectNoAxeViolations } from '../fixtures/axe';
import { goingLiveChecklist, verifyPhoneOnItsStep } from '../fixtures/going-live';
import { newTrader, registerThroughApi } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { descriptionBox, descriptionOf } from '../fixtures/profile-steps';
import { completeHeading, expectOnStep, openStep } from '../fixtures/setup-pages';

// decision 064: a profile goes live only with a verified phone, a description, a work address
// and a trade, and the moment the last of them is saved.

/** A district of its own for each project, so the directory search finds this run's trader near the top. */
const workPostcode = () => (test.info().project.name === 'mobile' ? 'ZE1 0AA' : 'HS1 2AA');

async function openComplete(page: Page) {
  await openStep(page, 'complete');
  await expectOnStep(page, 'complete');
}

async function expectChecklist(page: Page, items: GoingLiveItem[]) {
  const checklist = goingLiveChecklist(page);
  await expect(checklist).toBeVisible({ timeout: 15_000 });
  await expect(checklist.getByRole('listitem')).toHaveText(items.map((item) => publishMessages[item]));
}

/** Follows the checklist's link for `item` and lands on that item's step. */
async function followChecklist(page: Page, item: GoingLiveItem) {
  await goingLiveChecklist(page).getByRole('link', { name: publishMessages[item] }).click();
  await expectOnStep(page, item);
}

test('a trader who skipped to the end sees what the profile needs, does it from the checklist, and is live at once', async ({ page }) => {
  test.setTimeout(150_000);
  const trader = newTrader(test.info());
  const slug = trader.businessName.toLowerCase().replace(/ /g, '-');
  await registerThroughApi(page.request, trader, { trades: ['Plumber'], postcode: workPostcode() });

  await openStep(page, 'complete', { scheme: 'original' });
  await expectOnStep(page, 'complete');
  // skipped to the end: the step says how many steps are left and what each unlocks, never "complete" (decision 122)
  await expect(completeHeading(page)).toHaveText(/^Account created: \d+ steps still to do$/);
  await expect(page.getByText('You can use your account now. Each step you skipped unlocks something:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to my account' })).toBeVisible();
  // trades were chosen at sign-up; the sign-up postcode is no work address
  await expectChecklist(page, ['verify_phone', 'description', 'location']);
  await expect(page.getByRole('link', { name: 'View your public profile' })).toHaveCount(0);
  await goingLiveChecklist(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/going-live/checklist-${test.info().project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
  expect((await page.request.get(`/t/${slug}`)).status()).toBe(404);

  await followChecklist(page, 'verify_phone');
  await verifyPhoneOnItsStep(page, trader);

  await openComplete(page);
  await expectChecklist(page, ['description', 'location']);
  await followChecklist(page, 'description');
  await descriptionBox(page).fill(descriptionOf(120));
  await continueButton(page).click();
  await expect(page).toHaveTitle(routeTitle('company'), { timeout: 20_000 });

  await openComplete(page);
  await expectChecklist(page, ['location']);
  await followChecklist(page, 'location');
  await findAddress(workAddress(page), workPostcode());
  await pickAddress(workAddress(page), 1);

  // no second visit to the complete step: the address save published the profile
  await page.goto('/my-account');
  const live = page.getByRole('region', { name: 'Public profile' });
  await expect(live).toContainText('Your public profile is live');
  await expect(page.getByRole('list', { name: 'Setup steps' }).getByRole('listitem').filter({ hasText: 'Work Location' })).toContainText(
    'Done',
  );
  await live.getByRole('link', { name: 'View your public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: trader.businessName })).toBeVisible();

  await page.goto(`/directory/plumber?postcode=${encodeURIComponent(workPostcode())}`);
  await expect(page.getByRole('link', { name: trader.businessName })).toHaveAttribute('href', `/t/${slug}`);
});
