import { expect, test } from '@playwright/test';
import { newTrader, registerThroughApi } from '../fixtures/lead-flow';
import { expectSignedInOnMyAccount } from '../fixtures/lead-steps';
import { readSignInLink } from '../fixtures/outbox';

// The sign-in e-mail as the trader opens it: the site's look, their name, one button, the expiry

interface OutboxEntry {
  id: number;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
}

test('the sign-in e-mail greets the trader by name in the site’s colours, with one button and the link’s expiry', async ({
  page,
  request,
}) => {
  const trader = newTrader(test.info());
  await registerThroughApi(request, trader);
  await page.goto('/my-account');
  const siteBrand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
  await page.getByRole('tab', { name: 'Email me a sign-in link' }).click();
  await page.getByLabel('Email address').fill(trader.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const link = await readSignInLink(request, trader.email);

  const { messages } = (await (await request.get('/dev/outbox.json', { params: { to: trader.email } })).json()) as {
    messages: OutboxEntry[];
  };
  const email = messages.find((message) => message.subject === 'Your Tradespace sign-in link');
  expect(email?.text_body).toMatch(new RegExp(`^Hi ${trader.firstName},\\n`)); // the plain-text part
  expect(email?.text_body).toMatch(/The link works once and expires in \d+ minutes\./);

  await page.goto(`/dev/outbox/${email?.id}.html`);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${trader.firstName},` })).toBeVisible();
  const buttons = page.getByRole('link', { name: 'Sign in to Tradespace' });
  await expect(buttons).toHaveCount(1);
  await expect(buttons).toHaveAttribute('href', link);
  await expect(page.getByText(/^The link works once and expires in \d+ minutes\.$/)).toBeVisible();
  const buttonColour = await buttons.evaluate((element) => getComputedStyle(element).backgroundColor);
  const brandColour = await page.evaluate((hex) => {
    const probe = document.createElement('span');
    probe.style.color = hex;
    document.body.append(probe);
    return getComputedStyle(probe).color;
  }, siteBrand);
  expect(buttonColour).toBe(brandColour);
  await page.screenshot({ path: `/tmp/shots-h4/sign-in-email-${test.info().project.name}.png`, fullPage: true });

  await buttons.click();
  await expectSignedInOnMyAccount(page, trader.email);
});
