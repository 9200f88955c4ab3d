import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { routeTitle, type RouteName } from '#common/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { makeImageFiles, type ImageFiles } from '../fixtures/image-files';
import { apiHeaders, newTrader, openChooserByKeyboard, registerThroughApi, tabTo } from '../fixtures/lead-flow';
import { continueButton } from '../fixtures/lead-steps';
import { openStep } from '../fixtures/setup-pages';

const NOT_AN_IMAGE = 'The file must be a JPEG, PNG or WebP image.';
let files: ImageFiles;

test.beforeAll(async () => {
  files = await makeImageFiles();
});
test.afterAll(async () => {
  await files.remove();
});

/** A new trader, signed in through the API, on the step (original order: photo, then gallery). */
async function signUpAndOpen(page: Page, route: RouteName) {
  await registerThroughApi(page.request, newTrader(test.info()));
  await openStep(page, route, { scheme: 'original' });
  await expect(page).toHaveTitle(routeTitle(route), { timeout: 15_000 });
}

const pictureInput = (page: Page) => page.getByLabel('Choose a picture');
const galleryInput = (page: Page) => page.getByLabel('Choose images');
const thumbnails = (page: Page) => page.getByRole('img', { name: /^Job image \d+$/ });

test('a phone picture is previewed without its GPS data, and Continue appears and moves on', async ({ page }) => {
  await signUpAndOpen(page, 'photo');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a profile image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'No profile picture yet' })).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);

  await pictureInput(page).setInputFiles(files.phoneJpeg);

  const preview = page.getByRole('img', { name: 'Your profile picture' });
  await expect(preview).toBeVisible();
  const src = (await preview.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.exif).toBeUndefined();
  expect([metadata.width, metadata.height]).toEqual([600, 900]);

  await continueButton(page).click();
  await expect(page).toHaveTitle(routeTitle('gallery'));
});

test('Remove puts the placeholder back and hides Continue', async ({ page }) => {
  await signUpAndOpen(page, 'photo');
  await pictureInput(page).setInputFiles(files.png);
  await expect(continueButton(page)).toBeVisible();

  await page.getByRole('button', { name: 'Remove' }).click();

  await expect(page.getByRole('img', { name: 'No profile picture yet' })).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'No profile picture yet' })).toBeVisible();
});

test('a PDF renamed .jpg is refused under the file field of both steps', async ({ page }) => {
  await signUpAndOpen(page, 'photo');
  await pictureInput(page).setInputFiles(files.pdfAsJpeg);
  await expect(pictureInput(page)).toHaveAccessibleDescription(new RegExp(NOT_AN_IMAGE.replace('.', '\\.')));
  await expect(continueButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await openStep(page, 'gallery');
  await galleryInput(page).setInputFiles([files.pdfAsJpeg, files.png]);
  await expect(page.getByText(`holiday.jpg: ${NOT_AN_IMAGE}`)).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('three images chosen at once become three thumbnails; one is deleted and stays deleted', async ({ page }) => {
  await signUpAndOpen(page, 'gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Add images of recent jobs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip', exact: true })).toBeVisible();

  await galleryInput(page).setInputFiles([files.phoneJpeg, files.png, files.webp]);

  await expect(thumbnails(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Your images (3)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete image 2' }).click();
  await expect(thumbnails(page)).toHaveCount(2);
  await page.reload();
  await expect(thumbnails(page)).toHaveCount(2);

  await continueButton(page).click();
  await expect(page).toHaveTitle(routeTitle('membership'));
});

test('both steps work with the keyboard alone', async ({ page }) => {
  const { keyboard } = page;
  await signUpAndOpen(page, 'photo');

  await (await openChooserByKeyboard(page, pictureInput(page))).setFiles(files.webp);
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await tabTo(page, continueButton(page));
  await keyboard.press('Enter');
  await expect(page).toHaveTitle(routeTitle('gallery'));

  await (await openChooserByKeyboard(page, galleryInput(page))).setFiles([files.png, files.webp]);
  await expect(thumbnails(page)).toHaveCount(2);
  await tabTo(page, page.getByRole('button', { name: 'Delete image 1' }));
  await keyboard.press('Enter');
  await expect(thumbnails(page)).toHaveCount(1);
  // focus rests on the next image's card, not its delete button: a second Enter deletes nothing
  await expect(page.getByRole('heading', { level: 3, name: 'Image 1' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(thumbnails(page)).toHaveCount(1);
  await keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Undo: bring image 1 back' })).toBeFocused();
  await keyboard.press('Enter');
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 3, name: 'Image 1' })).toBeFocused();
});

test('a deleted image comes back with Undo, and stays back after a reload (decision 114)', async ({ page }) => {
  await signUpAndOpen(page, 'gallery');
  await galleryInput(page).setInputFiles([files.phoneJpeg, files.png, files.webp]);
  await expect(thumbnails(page)).toHaveCount(3);
  const second = await thumbnails(page).nth(1).getAttribute('src');

  await page.getByRole('button', { name: 'Delete image 2' }).click();
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(page.getByText('Image 2 deleted.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Image 2' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath(`gallery-undo-${test.info().project.name}.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Undo: bring image 2 back' }).click();

  await expect(thumbnails(page)).toHaveCount(3);
  await expect(thumbnails(page).nth(1)).toHaveAttribute('src', second ?? '');
  await page.reload();
  await expect(thumbnails(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Your images (3)' })).toBeVisible();
});

test('the photo step passes axe with and without a picture', async ({ page }) => {
  await signUpAndOpen(page, 'photo');
  await expectNoAxeViolations(page);
  await pictureInput(page).setInputFiles(files.phoneJpeg);
  await expect(continueButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a file over 10 MB is refused in the browser before it goes up, in the server’s words', async ({ page }) => {
  await signUpAndOpen(page, 'gallery');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/account/photos') uploads.push(request.url());
  });

  await galleryInput(page).setInputFiles([files.overTenMegabytes, files.png]);

  await expect(page.getByText('skip-hire.jpg: The image may not be larger than 10 MB.')).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(1);
  expect(uploads).toHaveLength(1); // the PNG only
});

test('a gallery of 30 images hides the upload control and says why', async ({ page }) => {
  test.setTimeout(90_000); // 30 uploads through the API first
  await signUpAndOpen(page, 'gallery');
  const headers = await apiHeaders(page.request);
  const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c2703d' } })
    .png()
    .toBuffer();
  const png = { name: 'tile.png', mimeType: 'image/png', buffer: tiny };
  for (let count = 1; count <= 30; count += 1) {
    const reply = await page.request.post('/v1/account/photos', { headers, multipart: { file: png } });
    expect(reply.status()).toBe(200);
  }

  await page.reload();

  await expect(thumbnails(page)).toHaveCount(30);
  await expect(page.getByText('Your gallery is full: it holds 30 images, the most it can. Delete one to add another.')).toBeVisible();
  await expect(galleryInput(page)).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-h4/gallery-full-${test.info().project.name}.png`, fullPage: false });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Delete image 1', exact: true }).click();
  await expect(thumbnails(page)).toHaveCount(29);
  await expect(galleryInput(page)).toBeAttached();
});
