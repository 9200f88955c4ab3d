import { expect, test } from '@playwright/test';
import { routePath } from '#common/routes';
import { seedLead } from '../fixtures/lead-flow';
import { holdEntryScript } from '../fixtures/held-script';
import { continueButton } from '../fixtures/lead-steps';
import { appTookOver, expectOnStep } from '../fixtures/setup-pages';

// The first steps arrive drawn by the server (decision 085): they paint, and the postcode form posts, before
// any of the app's JavaScript has run; the app then takes the page over without redrawing it.

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the postcode step shows its heading, text and field, and its form lands on the trades step', async ({ page }) => {
    await page.goto(routePath('lead_location'));
    await expect(page.getByRole('heading', { level: 1, name: 'Looking for more work?' })).toBeVisible();
    await expect(page.getByText('Enter your postcode to see jobs in your area for free!')).toBeVisible();
    await page.getByLabel('Your work postcode').fill('ls1 4ap');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/tradespeople-setup\/lead\/trades\?postcode=LS1\+4AP$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What type of trade are you?' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Plumber', exact: true })).toBeVisible();
  });

  test('a postcode of no known district comes back to the postcode step', async ({ page }) => {
    await page.goto(routePath('lead_location'));
    await page.getByLabel('Your work postcode').fill('ZZ99 9ZZ');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/tradespeople-setup\/lead\/location\?postcode=ZZ99\+9ZZ$/);
  });
});

test('the postcode step paints before the app’s script has loaded, and keeps what was typed when the app takes over', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_location'), { waitUntil: 'commit' });
  const field = page.getByLabel('Your work postcode');
  await expect(page.getByRole('heading', { level: 1, name: 'Looking for more work?' })).toBeVisible();
  await field.pressSequentially('LS1 4');
  const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();

  release();
  await appTookOver(page);
  await expect(field).toBeFocused();
  await field.pressSequentially('AP');
  await expect(field).toHaveValue('LS1 4AP');
  // taken over, not drawn again: nothing moved
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBefore);
  await continueButton(page).click();
  await expectOnStep(page, 'lead_trades');
  expect(problems).toEqual([]);
});

test('text typed before the app took over is what the step searches', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_location'), { waitUntil: 'commit' });
  await page.getByLabel('Your work postcode').fill('M1 1AE');
  const searched = page.waitForRequest((request) => request.url().endsWith('/v1/helpers/address'));
  release();
  await appTookOver(page);
  await continueButton(page).click();
  expect((await searched).postDataJSON()).toEqual({ postcode: 'M1 1AE' });
  await expectOnStep(page, 'lead_trades');
});

test('Continue pressed before the app has loaded posts the form; on the trades step the app keeps the postcode', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_location'), { waitUntil: 'commit' });
  await page.getByLabel('Your work postcode').fill('ls1 4ap');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/lead\/trades\?postcode=LS1\+4AP$/);
  release();
  await appTookOver(page);
  await expectOnStep(page, 'lead_trades');
  await page.getByRole('checkbox', { name: 'Plumber', exact: true }).check();
  await continueButton(page).click();
  await expect(page.getByText(/Plumber jobs? this week within 10 miles of LS1 4AP/)).toBeVisible();
});

test('a returning visitor’s trades step shows their saved choices when the app takes over, unless they ticked on the drawn page', async ({
  page,
}) => {
  await seedLead(page, { postcode: 'LS11 5QR', trades: ['Plumber'] });
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_trades'), { waitUntil: 'commit' });
  const plumber = page.getByRole('checkbox', { name: 'Plumber', exact: true });
  await expect(plumber).toBeVisible();
  await expect(plumber).not.toBeChecked();
  release();
  await appTookOver(page);
  await expect(plumber).toBeChecked();

  // the drawn page works before the app (decision 107): what is ticked there is what the visitor chose
  const heldAgain = await holdEntryScript(page);
  await page.reload({ waitUntil: 'commit' });
  await page.getByRole('checkbox', { name: 'Roofer', exact: true }).check();
  heldAgain();
  await appTookOver(page);
  await expect(page.getByRole('checkbox', { name: 'Roofer', exact: true })).toBeChecked();
  await expect(plumber).not.toBeChecked();
});
