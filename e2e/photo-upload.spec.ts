// Photos from a phone are made to fit (issue 17, item 9): a 4 MB+ camera photo chosen as the RC copy is
// made smaller in the browser and accepted; the stored file stays under the server's 200 KB rule.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndVerify } from './support';

// Signed up at the desktop width the helpers expect, then used at a phone's.
const PHONE = { width: 390, height: 844 };

/** A camera-sized photo of noise (hard to compress), taken sideways (EXIF orientation 6). */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('a large phone photo is made smaller and accepted as the RC copy', async ({ page }) => {
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  await signUpAndVerify(page, { name: 'Imran Qureshi' });
  await page.setViewportSize(PHONE);
  await page.goto('/parking-registration');
  await page.getByLabel('Car Number *').fill('MH04CD9876');
  await page.getByLabel('Parking Slot').selectOption('rental_open');
  await page.getByLabel('RC Copy (optional)').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Photo made smaller to fit' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/IMG_2041\.jpg · \d+ KB/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Parking registration submitted successfully!' }),
  ).toBeVisible();

  const href = await page
    .getByRole('listitem')
    // Stored and shown as a registration mark is written.
    .filter({ hasText: 'MH 04 CD 9876' })
    .getByRole('link', { name: 'RC copy' })
    .getAttribute('href');
  const stored = await (await page.request.get(href!)).body();
  expect(stored.length).toBeLessThan(200 * 1024);
  // Upright: the sideways 4000x3000 photo is stored taller than wide.
  const meta = await sharp(stored).metadata();
  expect(meta.height).toBeGreaterThan(meta.width!);
});
