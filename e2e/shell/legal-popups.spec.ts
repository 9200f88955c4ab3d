import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { seedLeadDraft } from '../fixtures/lead-draft';
import { footer, openStep, urlOf } from '../fixtures/setup-pages';

const documents = [
  { link: 'Privacy policy', title: 'Privacy Policy', date: '24 May 2018' },
  { link: 'Terms of use', title: 'Terms of Website Use', date: '1 January 2015' },
  { link: 'Terms of supply', title: 'Terms and Conditions of Supply', date: '24 May 2018' },
] as const;

async function openFromFooter(page: Page, link: string, title: string) {
  await footer(page).getByRole('link', { name: link }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('each legal link in the footer opens its popup, which closes by its close link and by Escape', async ({ page }) => {
  await openStep(page, 'lead_location');
  for (const { link, title, date } of documents) {
    const dialog = await openFromFooter(page, link, title);
    await expect(dialog.getByText(`Last updated ${date}`)).toBeVisible();
    await expect(page).toHaveURL(urlOf('lead_location'));

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await openFromFooter(page, link, title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a legal popup fills the screen width on a phone, is an overlay on a wide screen and stays open when clicked inside', async ({
  page,
}) => {
  await openStep(page, 'lead_location');
  const dialog = await openFromFooter(page, 'Terms of supply', 'Terms and Conditions of Supply');
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  if (viewport.width < 600) {
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.x)).toBe(0);
  } else {
    expect(box.width).toBeLessThan(viewport.width);
    expect(box.x).toBeGreaterThan(0);
  }
  await dialog.getByRole('heading', { name: 'Terms and Conditions of Supply' }).click();
  await expect(dialog).toBeVisible();
});

test('a click on the backdrop beside a legal popup closes it', async ({ page }) => {
  test.skip(page.viewportSize()!.width < 600, 'below 600 px the popup is full screen and has no backdrop to click');
  await openStep(page, 'lead_location');
  for (const { link, title } of documents) {
    const dialog = await openFromFooter(page, link, title);
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
  }
});

test('a link inside a legal popup opens the other text in the same popup and the half-filled step stays as it was', async ({ page }) => {
  await seedLeadDraft(page);
  await openStep(page, 'lead_email');
  await page.getByLabel('Email address').fill('half-typed@example.com');
  await page.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(privacy).toBeVisible();

  // a page outside the legal texts opens in a new tab, and the link says so
  const contact = privacy.getByRole('link', { name: 'contact us (opens in a new tab)' });
  await expect(contact).toHaveAttribute('target', '_blank');

  await privacy.getByRole('link', { name: 'terms of website use', exact: true }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Website Use' });
  await expect(terms.getByText('Last updated 1 January 2015')).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Terms of Website Use' })).toBeFocused();
  await expect(page).toHaveURL(urlOf('lead_email'));
  await expectNoAxeViolations(page);

  await terms.getByRole('link', { name: 'terms and conditions of supply', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions of Supply' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(urlOf('lead_email'));
  await expect(page.getByLabel('Email address')).toHaveValue('half-typed@example.com');
});

test('the register step names two documents and each link opens its own', async ({ page }) => {
  await seedLeadDraft(page);
  await openStep(page, 'lead_register');
  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  const website = page.getByRole('dialog', { name: 'Terms of Website Use' });
  await expect(website.getByText('Last updated 1 January 2015')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions of Supply' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(website).toBeHidden();

  await page.getByRole('link', { name: 'Terms of Supply', exact: true }).click();
  const supply = page.getByRole('dialog', { name: 'Terms and Conditions of Supply' });
  await expect(supply.getByText('Last updated 24 May 2018')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms of Website Use' })).toHaveCount(0);
  await expect(page).toHaveURL(urlOf('lead_register'));
});
