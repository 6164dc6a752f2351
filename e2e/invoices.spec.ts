// My Invoices. The journeys' server starts with the demo seed, which gives flat A-101 three maintenance
// invoices and one repair invoice (real PDFs); other flats have none.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { officeConfirmsFlat } from './admin-support';
import { signUpAndVerify } from './support';

test('a flat typed at sign-up shows no invoices until the office confirms it', async ({ page, browser }) => {
  await signUpAndVerify(page, { flat: 'A-101' });
  await page.goto('/member-invoices');
  await expect(page.getByRole('heading', { name: 'Awaiting Confirmation' })).toBeVisible();
  await expect(
    page.getByText('Your flat number is awaiting confirmation by the society office.'),
  ).toBeVisible();
  await expect(page.getByText(/^MI-2026-\d\d$/)).toHaveCount(0);
  await officeConfirmsFlat(browser, page);
  await page.reload();
  await expect(page.getByRole('main').getByText(/^MI-2026-\d\d$/)).toHaveCount(3);
});

test('a resident of the demo flat lists and downloads their invoices', async ({ page, browser }) => {
  await signUpAndVerify(page, { flat: 'A-101' });
  await officeConfirmsFlat(browser, page);
  await page.goto('/member-invoices');
  const numbers = page.getByRole('main').getByText(/^MI-2026-\d\d$/);
  await expect(numbers).toHaveText(['MI-2026-11', 'MI-2026-10', 'MI-2026-09']);
  await expect(page.getByText('₹5,120.00')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice MI-2026-11' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Maintenance_MI-2026-11.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Repair Invoices' }).click();
  await expect(page.getByText('RI-2026-031')).toBeVisible();
  const repair = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice RI-2026-031' }).click();
  expect((await repair).suggestedFilename()).toBe('Repair_RI-2026-031.pdf');
});

test('a new resident sees both invoice tabs empty for their flat', async ({ page, browser }) => {
  const r = await signUpAndVerify(page, { flat: 'D-404' });
  await officeConfirmsFlat(browser, page);
  await page.reload();
  await page.getByRole('button', { name: 'Members Portal menu' }).click();
  await page.getByRole('menuitem', { name: 'My Invoices' }).click();
  await expect(page).toHaveURL(/\/member-invoices$/);
  await expect(page.getByRole('heading', { name: 'My Invoices' })).toBeVisible();
  await expect(page.getByText(`Maintenance and repair invoices for flat ${r.flat}`)).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Maintenance Invoices' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No Maintenance Invoices', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Repair Invoices' }).click();
  await expect(page.getByText('No Repair Invoices', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`There are no repair invoices for flat ${r.flat} yet.`, { exact: false }),
  ).toBeVisible();
});

test('a profile without a flat number is asked to complete it', async ({ page }) => {
  await signUpAndVerify(page);
  // Sign-up always records a flat; the state of an older profile without one is shown by blanking it in
  // the real /api/me answer (the server's own no-flat answer is covered by the API tests).
  await page.route('**/api/me', async (route) => {
    const res = await route.fetch();
    const me = await res.json();
    await route.fulfill({ response: res, json: { ...me, profile: { ...me.profile, flat_no: null } } });
  });
  await page.goto('/member-invoices');
  await expect(
    page.getByText('Please complete your profile with your flat number to view invoices.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Maintenance Invoices' })).toHaveCount(0);
});

test('signed-out visitors are asked to sign in', async ({ page }) => {
  await page.goto('/member-invoices');
  await expect(page.getByText('Please sign in to view your invoices.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});
