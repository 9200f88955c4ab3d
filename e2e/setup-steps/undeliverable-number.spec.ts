import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { newTrader, registerThroughApi } from '../fixtures/lead-flow';
import { openStep } from '../fixtures/setup-pages';

// A number whose text Twilio could not deliver is flagged to the trader on verify_phone (decision 142). The E2E
// server texts through the Twilio adapter to its own local stand-in, which reports these numbers undelivered:
// 07459 000003 an unreachable handset (30003), 07459 000005 an unknown one (30005); one number per width.
const UNDELIVERABLE = {
  mobile: { phone: '07459 000003', e164: '+447459000003' },
  desktop: { phone: '07459 000005', e164: '+447459000005' },
} as const;
const SENTENCE = 'We could not deliver a text to this number. Please check it, or change it to another mobile number.';

/** Waits until the stand-in's receipt says the newest text to `e164` was not delivered (the local outbox shows it). */
async function waitForUndelivered(request: APIRequestContext, e164: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = await request.get('/dev/outbox.json', { params: { to: e164 } });
        const { messages } = (await reply.json()) as { messages: { delivery_status: string | null }[] };
        return messages.some((message) => message.delivery_status === 'undelivered');
      },
      { message: `a text to ${e164} reported undelivered`, timeout: 20_000 },
    )
    .toBe(true);
}

test('a number whose text was not delivered is flagged on verify_phone, with the way to change it', async ({ page }) => {
  const number = test.info().project.name === 'desktop' ? UNDELIVERABLE.desktop : UNDELIVERABLE.mobile;
  const trader = { ...newTrader(test.info()), phone: number.phone, phoneE164: number.e164 };
  await registerThroughApi(page.request, trader);

  await openStep(page, 'verify_phone');
  // the first text goes out (or, on a second run, the number is already flagged and says so at once)
  await expect(page.getByText(`texted a 4-digit code to ${number.phone}`).or(page.getByText(SENTENCE))).toBeVisible();
  await waitForUndelivered(page.request, number.e164);

  // coming back to the step, the trader reads why no code came, and the change link is right there
  await openStep(page, 'verify_phone');
  await expect(page.getByRole('status').filter({ hasText: SENTENCE })).toBeVisible();
  await expect(page.getByText(`We could not text a code to ${number.phone}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /not correct\?/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Resend (offered at once: no code is on its way) does not text the flagged number again either
  const resent = page.waitForResponse((response) => response.url().endsWith('/v1/account/verify/phone/resend'));
  await page.getByRole('button', { name: 'Resend' }).click();
  expect(((await (await resent).json()) as { error: string | null }).error).toBe(SENTENCE);
  await expect(page.getByRole('status').filter({ hasText: SENTENCE })).toBeVisible();
});
