import { expect, test, type Page } from '@playwright/test';
import { routePath, sitePages } from '#common/routes';
import { expectQuestionOpen, faqQuestion as question, faqQuestions } from '../fixtures/faq';
import { holdEntryScript, trackingCalls } from '../fixtures/held-script';
import { continueButton } from '../fixtures/lead-steps';
import { appTookOver, expectOnStep, footer } from '../fixtures/setup-pages';

// Every control on the drawn first steps does what it says before the app's script has run (decision 107):
// here the script is held back as a slow phone's network would, each control is pressed at first paint, and the
// app then takes over with nothing lost; the last part runs with JavaScript off.

const TRADES_PAGE = `${routePath('lead_trades')}?postcode=LS1+4AP`;
const trade = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const logo = (page: Page) => page.getByRole('link', { name: 'Tradespace' }).first();

test('the questions open and close at first paint, one at a time, and stay as they were when the app takes over', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_location'), { waitUntil: 'domcontentloaded' });
  const first = question(page, 'How does Tradespace work?');
  const cost = question(page, 'How much does it cost?');

  await first.click();
  await expect(page.getByText(/Homeowners post the jobs they need doing/)).toBeVisible();
  await cost.click();
  await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeVisible();
  await expect(page.getByText(/Homeowners post the jobs they need doing/)).toBeHidden();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'lead_location');

  release();
  await appTookOver(page);
  await expectQuestionOpen(cost, true);
  await question(page, 'Do I have to take every lead?').click();
  await expect(page.getByText(/You choose which leads to respond to/)).toBeVisible();
  await expectQuestionOpen(cost, false);
  await expect(faqQuestions(page)).toHaveCount(6);
});

test('the logo pressed at first paint goes to the site’s root and its press is recorded once', async ({ page, context }) => {
  const sent = await trackingCalls(context);
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_location'), { waitUntil: 'domcontentloaded' });
  await logo(page).click();
  release();

  await expect(page).toHaveURL(/:\d+\/$/);
  await expect.poll(() => sent.filter((call) => call.event === 'logo_click').length).toBe(1);
  expect(sent.find((call) => call.event === 'logo_click')).toEqual({ page: 'na', event: 'logo_click', status: 200 });
});

test('the logo pressed after the app took over is recorded once too', async ({ page, context }) => {
  const sent = await trackingCalls(context);
  await page.goto(TRADES_PAGE);
  await appTookOver(page);
  await logo(page).click();

  await expect(page).toHaveURL(/:\d+\/$/);
  await expect.poll(() => sent.filter((call) => call.event === 'logo_click').length).toBe(1);
  expect(sent.find((call) => call.event === 'logo_click')).toEqual({ page: 'na', event: 'logo_click', status: 200 });
  await page.waitForTimeout(500);
  expect(sent.filter((call) => call.event === 'logo_click')).toHaveLength(1);
});

test('a legal link at first paint goes to its page; once the app is there it opens the popup', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(routePath('lead_location'), { waitUntil: 'domcontentloaded' });
  await footer(page).getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(new RegExp(`${sitePages.termsOfUse}$`));

  await page.goBack({ waitUntil: 'commit' });
  release();
  await appTookOver(page);
  await footer(page).getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Website Use' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${routePath('lead_location')}$`));
});

test('one trade ticked at first paint and sent lands on the e-mail step, the trade kept', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(TRADES_PAGE, { waitUntil: 'domcontentloaded' });
  await trade(page, 'Plumber').check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/lead\/email\?postcode=LS1\+4AP&trades=\d+$/);

  release();
  await expectOnStep(page, 'lead_email');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectOnStep(page, 'lead_trades');
  await expect(trade(page, 'Plumber')).toBeChecked();
});

test('two trades ticked at first paint come back ticked, and the app asks which is the main one', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(TRADES_PAGE, { waitUntil: 'domcontentloaded' });
  await trade(page, 'Roofer').check();
  await trade(page, 'Plumber').check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/lead\/trades\?postcode=LS1\+4AP&trades=\d+%2C\d+$/);

  release();
  await appTookOver(page);
  await expect(trade(page, 'Roofer')).toBeChecked();
  await expect(trade(page, 'Plumber')).toBeChecked();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us your primary trade' })).toBeVisible();
  await page.getByRole('radio', { name: 'Plumber' }).check();
  await continueButton(page).click();
  await expect(page.getByText(/Plumber jobs? this week within 10 miles of LS1 4AP/)).toBeVisible();
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the questions open and close, one at a time', async ({ page }) => {
    await page.goto(routePath('lead_location'));
    await question(page, 'How much does it cost?').click();
    await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeVisible();
    await question(page, 'Do I have to take every lead?').click();
    await expect(page.getByText(/You choose which leads to respond to/)).toBeVisible();
    await expect(page.getByText(/starts with a 1 month free trial, with no hidden costs/)).toBeHidden();
    await question(page, 'Do I have to take every lead?').click();
    await expect(page.getByText(/You choose which leads to respond to/)).toBeHidden();
  });

  test('the logo and the legal links are plain links to their pages', async ({ page }) => {
    await page.goto(TRADES_PAGE);
    await footer(page).getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(new RegExp(`${sitePages.privacyPolicy}$`));
    await page.goto(TRADES_PAGE);
    await logo(page).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('the postcode and the trade ticked are sent step by step and land on the e-mail step', async ({ page }) => {
    await page.goto(routePath('lead_location'));
    await page.getByLabel('Your work postcode').fill('LS1 4AP');
    await continueButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What type of trade are you?' })).toBeVisible();
    await trade(page, 'Electrician').check();
    await continueButton(page).click();

    await expect(page).toHaveURL(/\/lead\/email\?postcode=LS1\+4AP&trades=\d+$/);
  });
});
