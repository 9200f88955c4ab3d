import { expect, test, type Page } from '@playwright/test';
import { routeTitle, type RouteName } from '#common/routes';
import { setupOrder } from '#common/step-order';
import { expectNoAxeViolations } from '../fixtures/axe';
import { newTrader, registerThroughApi, tabTo, type Trader } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { readSmsCode } from '../fixtures/outbox';
import { descriptionOf, skipButton } from '../fixtures/profile-steps';
import { arrivalScrollDone, completeHeading, openStep } from '../fixtures/setup-pages';

// A keyboard-only walk through every setup step (original order, a gas engineer who is
// also an electrician, so every step shows), with focus on the new heading after each step change and no axe
// violation on any screen. Steps that need a file or a card are skipped, with the keyboard.

/** What the trader does with the keyboard on a step before moving on; by default, Skip. */
const byKeyboard: Partial<Record<RouteName, (page: Page, trader: Trader) => Promise<void>>> = {
  async verify_phone(page, trader) {
    const code = await readSmsCode(page.request, trader.phoneE164);
    await tabTo(page, page.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await page.keyboard.type(code, { delay: 30 });
    await expect(page.getByText('Phone number verified!')).toBeVisible();
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
  },
  async description(page) {
    await tabTo(page, page.getByLabel('Describe your business'));
    await page.keyboard.insertText(descriptionOf(120));
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
  },
  async location(page) {
    const area = page.getByRole('group', { name: 'Work address' });
    await tabTo(page, area.getByRole('button', { name: 'Find Address' }));
    await page.keyboard.press('Enter');
    const list = area.getByLabel('Select your address');
    await tabTo(page, list);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(area.getByRole('status')).toContainText('Saved address:');
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
  },
  async membership(page) {
    // the plan offered first stays chosen; the terms box and the button are all a keyboard user needs
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the subscription terms/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: /^(START FREE TRIAL|Start my plan)$/ }));
    await page.keyboard.press('Enter');
  },
};

async function skipWithKeyboard(page: Page) {
  await tabTo(page, skipButton(page));
  await page.keyboard.press('Enter');
}

test('a trader walks every setup step with the keyboard; focus lands on each new heading', async ({ page }) => {
  test.setTimeout(240_000);
  const trader = newTrader(test.info());
  await registerThroughApi(page.request, trader, { trades: ['Gas Engineer', 'Electrician'] });
  const [first, ...rest] = setupOrder.original;
  await openStep(page, first as RouteName, { scheme: 'original' });
  let route = first as RouteName;
  for (const next of rest) {
    await test.step(route, async () => {
      await arrivalScrollDone(page);
      await expectNoAxeViolations(page);
      await (byKeyboard[route] ?? skipWithKeyboard)(page, trader);
      await expect(page).toHaveTitle(routeTitle(next), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
    route = next;
  }
  await expect(completeHeading(page)).toBeFocused();
  await expectNoAxeViolations(page);
});
