// The words stored in English that a resident's page shows as a badge, in the person's language, on a phone: the
// gallery picture's category on the home page and a repair invoice's type on My Invoices.
import { expect, test } from '@playwright/test';
import { officeConfirmsFlat } from './admin-support';
import { signUpAndVerify } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a visitor reading Marathi sees the enlarged picture’s category in Marathi', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, locale: 'mr-IN' });
  const page = await context.newPage();
  await page.goto('/');
  // The demo's second picture, the gymnasium, is an amenity.
  await page
    .getByRole('button', { name: /मोठे करा/ })
    .nth(1)
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Society gymnasium');
  await expect(dialog.getByText('सुविधा', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Amenity')).toHaveCount(0);
  await context.close();
});

test('a resident reading Hindi sees their repair invoice’s type in Hindi', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The demo flat A-101 has a plumbing repair invoice.
  await signUpAndVerify(page, { flat: 'A-101' });
  await officeConfirmsFlat(browser, page);
  expect((await page.request.put('/api/language', { data: { language: 'hi' } })).ok()).toBe(true);
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/member-invoices');
  await page.getByRole('tab', { name: 'मरम्मत इनवॉइस' }).click();
  const invoice = page.getByRole('main').getByText('RI-2026-031');
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('main').getByText('प्लंबिंग', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Plumbing')).toHaveCount(0);
  await context.close();
});
