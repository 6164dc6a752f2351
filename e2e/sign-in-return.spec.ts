// Signing in from a "Sign In Required" page (the link in every invoice mail leads there) returns to that
// page (issue 17, item 14), also when the visitor signs up there and verifies the address first; a link
// that names another site is not followed.
import { expect, test } from '@playwright/test';
import { newResident, PASSWORD, signUpAndVerify, waitForMailLink } from './support';

// Signed up at the desktop width the helpers expect, then used at a phone's.
const PHONE = { width: 390, height: 844 };

test('signing in from the invoices page lands back on it', async ({ page }) => {
  const r = await signUpAndVerify(page, { name: 'Gaurav Joshi' });
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/member-invoices');
  await expect(page.getByText('Sign In Required')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fmember-invoices$/);
  await page.getByLabel('Email').fill(r.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/member-invoices$/);
  await expect(page.getByRole('heading', { name: 'My Invoices' })).toBeVisible();
});

test('a visitor who signs up from the invoices page lands on it after verifying', async ({ page }) => {
  const r = newResident({ name: 'Hema Pillai' });
  await page.setViewportSize(PHONE);
  await page.goto('/member-invoices');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(r.name);
  await page.getByLabel('Email').fill(r.email);
  await page.getByLabel('Phone Number').fill(r.phone);
  await page.getByLabel('Flat Number').fill(r.flat);
  await page.getByLabel('Password').fill(r.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email Verification Required')).toBeVisible();
  await page.goto(await waitForMailLink(r.email));
  await expect(page).toHaveURL(/\/member-invoices$/);
});

test('a next address on another site is ignored', async ({ page }) => {
  const r = await signUpAndVerify(page);
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/auth?next=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Email').fill(r.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
