import { expect, test, type Page } from '@playwright/test';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton, tickTrades } from '../fixtures/lead-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// The estimate after the trades are saved, and its failures; decisions 078 and 108.

const ESTIMATE_CALL = '**/v1/helpers/jobs-estimate';

/** Answers the estimate call with `status` and `body`, counting the calls. */
async function answerEstimate(page: Page, status: number, body: object): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route(ESTIMATE_CALL, (route) => {
    seen.calls += 1;
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return seen;
}

async function chooseTrade(page: Page): Promise<void> {
  await seedLead(page, { postcode: 'SW1A 1AA' });
  await openLeadStep(page, 'lead_trades');
  await tickTrades(page, ['Plumber']);
  await continueButton(page).click();
}

/** The tracked events the page sends, as their bodies. */
function trackedEvents(page: Page): { event: string; page: string }[] {
  const events: { event: string; page: string }[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v1/trade-setup/track/')) events.push(sent.postDataJSON());
  });
  return events;
}

for (const status of [500, 503]) {
  test(`a ${status} from the estimate is only tracked: no popup, and the visitor goes on with one press`, async ({ page }) => {
    const estimate = await answerEstimate(page, status, { error: `http_${status}`, message: 'Forced by the test.' });
    const events = trackedEvents(page);
    await chooseTrade(page);

    await expectOnStep(page, 'lead_email');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/jobs? this week/)).toHaveCount(0);
    await expect
      .poll(() => events.filter((sent) => sent.event === 'estimate.error'))
      .toEqual([expect.objectContaining({ page: 'lead_trades', event: 'estimate.error' })]);
    expect(estimate.calls).toBe(1);
  });
}

test("other calls' 500s still open the error popup", async ({ page }) => {
  await page.route('**/v1/lead/register', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'http_500' }) }),
  );
  await answerEstimate(page, 500, { error: 'http_500' });
  await chooseTrade(page);
  await expectOnStep(page, 'lead_email');
  await page.getByLabel('Email address').fill('estimate-failed@example.com');
  await continueButton(page).click();
  const dialog = page.getByRole('dialog', { name: '500 Error' });
  await expect(dialog.getByText("Tradespace's servers encountered an error with your request.")).toBeVisible();
});

for (const [quotes, sentence] of [
  [1, 'There was 1 Plumber job this week within 10 miles of SW1A 1AA.'],
  [12, 'There were 12 Plumber jobs this week within 10 miles of SW1A 1AA.'],
  [0, 'No Plumber jobs near SW1A this week yet — traders who join now are first in line.'],
] as const) {
  test(`an estimate of ${quotes} reads "${sentence}"`, async ({ page }) => {
    await answerEstimate(page, 200, { quotes, name: 'Plumber' });
    await chooseTrade(page);
    await expect(page.getByRole('status').getByText(sentence, { exact: true })).toBeVisible();
    await expect(page.getByText('Continue signing up for instant access.')).toBeVisible();
  });
}
