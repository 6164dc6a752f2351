// Gallery management on the admin dashboard: add an image (the spec's refusals first), edit it, deactivate
// and activate it, bulk upload with an oversize file skipped, delete after the confirmation; the home page
// carousel shows the new image at once, in its web size or thumbnail, never the original.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 7);
// Ordered after the five built-in pictures, so the home page keeps its first images.
const ORDER = 900;

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

async function fixtures() {
  return {
    // A phone photo with its GPS position in EXIF.
    jpeg: await photo(2400, 1600, '#1d6f8f')
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1' } })
      .toBuffer(),
    png: await photo(900, 600, '#c0733a').png().toBuffer(),
    // Over 5MB: the dialogs refuse it before sending anything.
    huge: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]),
  };
}

const section = (page: Page) => page.getByRole('region', { name: 'Gallery Management' });
const table = (page: Page) => page.getByRole('region', { name: 'Gallery images' });

/** The dashboard draws its gallery once the office scrolls near it, at the foot of the page. */
async function scrollToGallery(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(section(page).getByRole('heading', { name: 'Gallery Management' })).toBeVisible();
}

async function openGallery(page: Page) {
  await page.goto('/admin');
  await scrollToGallery(page);
  // Only this journey's images.
  await section(page).getByRole('searchbox', { name: 'Search' }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
}

test('the office adds, edits, toggles, bulk uploads and deletes gallery images', async ({ page }) => {
  test.setTimeout(120_000);
  const files = await fixtures();
  await signInAsAdmin(page);
  await openGallery(page);
  await expect(section(page).getByText('No images found')).toBeVisible();
  await expectAccessible(page);

  // Add Single Image: an image is required, and none over 5MB.
  await section(page).getByRole('button', { name: 'Add Single Image' }).click();
  const add = page.getByRole('dialog', { name: 'Add Single Image' });
  await add.getByLabel('Title*').fill(`Rooftop ${suffix}`);
  await add.getByRole('button', { name: 'Upload Image' }).click();
  await toast(page, 'No image selected');
  await toast(page, 'Please select an image to upload');
  await add
    .getByLabel('Image*')
    .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: files.huge });
  await toast(page, 'Please select an image smaller than 5MB');
  await expect(add.getByText('big.jpg')).toHaveCount(0);
  await add
    .getByLabel('Image*')
    .setInputFiles({ name: 'rooftop.jpg', mimeType: 'image/jpeg', buffer: files.jpeg });
  await expect(add.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await add.getByLabel('Category').selectOption('view');
  await add.getByLabel('Display Order').fill('1.5');
  await add.getByRole('button', { name: 'Upload Image' }).click();
  await expect(add.getByText('Display order must be a whole number from 0 to 9999')).toBeVisible();
  await add.getByLabel('Display Order').fill(String(ORDER));
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Upload Image' }).click();
  await toast(page, 'Image uploaded successfully');
  await expect(add).toBeHidden();

  const thumb = table(page).getByRole('img', { name: `Rooftop ${suffix}` });
  await expect(thumb).toHaveAttribute('src', /-thumb\.webp$/);
  await expect(table(page).getByText(String(ORDER), { exact: true })).toBeVisible();

  // Edit: the image is optional now; the title changes.
  await table(page)
    .getByRole('button', { name: `Edit Rooftop ${suffix}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Image' });
  await expect(edit.getByRole('img', { name: 'Current image' })).toBeVisible();
  await edit.getByLabel('Title*').fill(`Rooftop garden ${suffix}`);
  await edit.getByRole('button', { name: 'Update Image' }).click();
  await toast(page, 'Image updated successfully');
  const title = `Rooftop garden ${suffix}`;
  await expect(table(page).getByRole('row').filter({ hasText: title })).toBeVisible();

  // Deactivate and activate again.
  await table(page)
    .getByRole('button', { name: `Deactivate ${title}` })
    .click();
  await toast(page, 'Image deactivated');
  await expect(table(page).getByText('Inactive', { exact: true })).toBeVisible();
  await table(page)
    .getByRole('button', { name: `Activate ${title}` })
    .click();
  await toast(page, 'Image activated');
  await expect(table(page).getByText('Active', { exact: true })).toBeVisible();

  // Bulk Upload: the oversize file is named and skipped; the others take their file names and orders.
  await section(page).getByRole('button', { name: 'Bulk Upload' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Upload' });
  await bulk.getByRole('button', { name: 'Upload' }).click();
  await toast(page, 'No images selected');
  await toast(page, 'Please select images to upload');
  await bulk.getByLabel('Category').selectOption('event');
  await bulk.getByLabel('Starting Display Order').fill(String(ORDER + 10));
  await bulk.getByLabel('Images*').setInputFiles([
    { name: `Holi ${suffix}.jpg`, mimeType: 'image/jpeg', buffer: files.jpeg },
    { name: `Huge ${suffix}.jpg`, mimeType: 'image/jpeg', buffer: files.huge },
    { name: `Diwali ${suffix}.png`, mimeType: 'image/png', buffer: files.png },
  ]);
  await expect(bulk.getByText(`Huge ${suffix}.jpg is larger than 5MB and will be skipped`)).toBeVisible();
  await expect(bulk.getByText('2 images to upload')).toBeVisible();
  await expect(bulk.getByRole('listitem').filter({ hasText: `Diwali ${suffix}` })).toContainText(
    `Order ${ORDER + 11}`,
  );
  await expectAccessible(page);
  await bulk.getByRole('button', { name: 'Upload 2 Images' }).click();
  await toast(page, '2 images uploaded successfully');
  await expect(bulk).toBeHidden();
  for (const [name, order] of [
    [`Holi ${suffix}`, ORDER + 10],
    [`Diwali ${suffix}`, ORDER + 11],
  ] as const) {
    const row = table(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Event');
    await expect(row).toContainText(String(order));
  }
  await expect(table(page).getByText(`Huge ${suffix}`)).toHaveCount(0);

  // Delete asks first; Cancel keeps the image.
  const remove = table(page).getByRole('button', { name: `Delete Holi ${suffix}` });
  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete image' });
  await expect(ask).toContainText('Are you sure you want to delete this image?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Image deleted successfully');
  await expect(table(page).getByText(`Holi ${suffix}`)).toHaveCount(0);
  await expect(table(page).getByRole('row')).toHaveCount(3); // the header row and two images

  // The home page shows the new images at once, from their web sizes (never the original upload).
  await page.getByRole('link', { name: 'Go to Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const slide = page.getByRole('button', { name: `Enlarge ${title}` });
  await expect(slide).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Enlarge Diwali ${suffix}` })).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Enlarge Holi ${suffix}` })).toHaveCount(0);
  // The caption names the slide; its picture has an empty alt (it would only repeat the caption).
  const img = slide.locator('img');
  await expect(img).toHaveAttribute('srcset', /-thumb\.webp 400w, .+\.webp 1600w$/);
  const served = await img.evaluate(async (el: HTMLImageElement) => {
    el.loading = 'eager';
    await el.decode();
    const res = await fetch(el.currentSrc);
    return {
      width: el.naturalWidth,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
    };
  });
  expect(served.width).toBeLessThanOrEqual(1600);
  expect(served).toMatchObject({ type: 'image/webp', cache: 'public, max-age=31536000' });
});

test('on a phone, from the keyboard, with no sideways scroll', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/gallery') asked.push(r.url());
  });
  await page.goto('/admin');
  // The first screen is the dashboard's; the gallery's table (code and rows) waits until it is scrolled to.
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Society figures' })).toContainText(/\d/);
  await page.waitForLoadState('networkidle');
  await expect(section(page)).toHaveCount(0);
  expect(asked).toEqual([]);
  await scrollToGallery(page);
  expect(asked).toHaveLength(1);
  await expect(table(page).getByRole('img').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The dialog opens from the keyboard, keeps focus inside, closes on Escape and gives focus back.
  const add = section(page).getByRole('button', { name: 'Add Single Image' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Single Image' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await section(page).getByRole('button', { name: 'Bulk Upload' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Upload' });
  await bulk.getByLabel('Images*').setInputFiles({
    name: 'terrace.png',
    mimeType: 'image/png',
    buffer: await photo(600, 400, '#557a46').png().toBuffer(),
  });
  await expect(bulk.getByText('1 image to upload')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk).toBeHidden();
});
