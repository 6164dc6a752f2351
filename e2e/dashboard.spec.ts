import { expect, test } from '@playwright/test';
import { signIn, signUpAndVerify } from './support';

test('a visitor is denied the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Please sign in to view your dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth');
});

test('a new resident sees empty tabs and their profile', async ({ page }) => {
  const r = await signUpAndVerify(page, { name: 'Farah Khan', phone: '98201 55555' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/announcements');

  await page.getByRole('tab', { name: 'Gym' }).click();
  await expect(page.getByText('No active gym memberships')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Membership' })).toHaveAttribute('href', '/membership');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByText('No upcoming hall bookings')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Booking' })).toHaveAttribute('href', '/podium-booking');
  await page.getByRole('tab', { name: 'Registrations' }).click();
  await expect(page.getByText('No car parking registrations found')).toBeVisible();

  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel');
  await expect(profile.getByText('Farah Khan')).toBeVisible();
  await expect(profile.getByText(r.email)).toBeVisible();
  await expect(profile.getByText('98201 55555')).toBeVisible();
  await expect(profile.getByText(r.flat)).toBeVisible();
  await expect(profile.getByText('Not set')).toHaveCount(2);
});

test('a resident changes their password from the profile tab', async ({ page }) => {
  const r = await signUpAndVerify(page);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current Password').fill(r.password);
  await page.getByLabel('New Password', { exact: true }).fill('Harbour#2027');
  await page.getByLabel('Confirm New Password').fill('Harbour#2028');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match').first()).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm New Password').fill('abc');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible();

  await page.getByLabel('Current Password').fill('Wrong#Pass123');
  await page.getByLabel('New Password', { exact: true }).fill('Harbour#2027');
  await page.getByLabel('Confirm New Password').fill('Harbour#2027');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await page.getByLabel('Current Password').fill(r.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Password' })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, r.email, 'Harbour#2027');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
});
