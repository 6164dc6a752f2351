// My Invoices. Invoices are uploaded by the office (a later admin screen) and the running server owns the
// database, so these journeys cover what a new resident sees: both empty tabs and the missing-flat message.
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support';

test('a new resident sees both invoice tabs empty for their flat', async ({ page }) => {
  const r = await signUpAndVerify(page, { flat: 'D-404' });
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
