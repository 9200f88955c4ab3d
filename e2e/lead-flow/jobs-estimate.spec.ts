import { expect, test, type Page } from '@playwright/test';
import { openLeadStep, seedLead } from '../fixtures/lead-flow';
import { continueButton, tickTrades } from '../fixtures/lead-steps';
import { expectOnStep } from '../fixtures/setup-pages';

// The estimate after the trades are saved, and its failures; docs/decisions/078.

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

for (const [status, words] of [
  [500, "Tradespace's servers encountered an error with your request."],
  [503, "Tradespace's servers encountered an error with your request."],
  [404, 'We could not locate the page you were attempting to access.'],
] as const) {
  test(`a ${status} from the estimate shows the error popup and keeps the visitor on their trades, then Continue moves on`, async ({
    page,
  }) => {
    const estimate = await answerEstimate(page, status, { error: `http_${status}`, message: 'Forced by the test.' });
    await chooseTrade(page);

    const dialog = page.getByRole('dialog', { name: `${status} Error` });
    await expect(dialog.getByText(words)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectOnStep(page, 'lead_trades');
    await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeChecked();
    await expect(page.getByText(/jobs? this week/)).toHaveCount(0);

    // the estimate is a nice-to-have: the next press goes on without asking again
    await continueButton(page).click();
    await expectOnStep(page, 'lead_email');
    expect(estimate.calls).toBe(1);
  });
}

test('an estimate the server refuses with field errors is only tracked: the visitor moves on with no popup', async ({ page }) => {
  await answerEstimate(page, 422, { errors: { postcode: ['We do not recognise that postcode.'] } });
  await chooseTrade(page);
  await expectOnStep(page, 'lead_email');
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
