import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { fillSignUp, newResident, PASSWORD, signIn, signUpAndVerify, waitForMailLink } from './support';

test('sign up, verify through the mailed link, sign out and sign back in', async ({ page }) => {
  const r = await signUpAndVerify(page, { name: 'Rohan Mehta' });
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByText('Quick Actions')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, r.email, r.password);
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByText('Welcome, Rohan Mehta').first()).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Members Portal menu' }).click();
  for (const entry of [
    'Gym Membership',
    'Podium / Hall Booking',
    "Do's and Don'ts",
    'House Repairs & Renovations',
    'Car & Scooter Parking',
    'Announcements / Notices',
    'Feedback Form',
    'My Invoices',
  ]) {
    await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
  }
});

test('sign-up shows field messages and refuses a registered e-mail', async ({ page }) => {
  const r = newResident({ phone: '12345', password: 'password1A!' });
  await fillSignUp(page, r);
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Phone number must be 10-15 digits')).toBeVisible();
  await expect(page.getByText('Password cannot contain common patterns')).toBeVisible();

  const existing = await signUpAndVerify(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await fillSignUp(page, newResident({ email: existing.email.toUpperCase() }));
  await expect(page.getByText('Account exists')).toBeVisible();
  await expect(page.getByText('This email is already registered. Please sign in instead.')).toBeVisible();
});

test('an unverified resident sees the verification panel and can resend the mail', async ({ page }) => {
  const r = newResident();
  await fillSignUp(page, r);
  await expect(
    page.getByText('Account created successfully! Please check your email for verification.'),
  ).toBeVisible();
  await waitForMailLink(r.email, 1);

  await signIn(page, r.email, r.password);
  await expect(page.getByText('Email Verification Required')).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification Email Sent')).toBeVisible();
  await page.goto(await waitForMailLink(r.email, 2));
  await expect(page.getByText(`Welcome, ${r.name}`).first()).toBeVisible();
});

test('a used verification link says so', async ({ page, context }) => {
  const r = await signUpAndVerify(page);
  await context.clearCookies();
  await page.goto(await waitForMailLink(r.email, 1));
  await expect(page.getByText('Verification Failed')).toBeVisible();
});

test('wrong passwords are throttled after five attempts', async ({ page }) => {
  const r = await signUpAndVerify(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  for (let i = 0; i < 5; i++) {
    await signIn(page, r.email, 'Wrong#Pass123');
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  }
  await signIn(page, r.email, r.password);
  await expect(page.getByText('Too Many Attempts')).toBeVisible();
  await expect(page.getByText(/Please wait \d+ minutes before trying again\./)).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const r = await signUpAndVerify(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill(r.email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Password Reset Email Sent')).toBeVisible();

  await page.goto(await waitForMailLink(r.email, 2));
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Harbour#View42');
  await page.getByLabel('Confirm New Password').fill('Harbour#View43');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Harbour#View42');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${r.name}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, r.email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, r.email, 'Harbour#View42');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
});

test('the configured admin address gets the admin quick actions once verified', async ({ page }) => {
  // The shared admin account: the first journey to need it signs it up and verifies it.
  await signInAsAdmin(page);
  await expect(page.getByRole('link', { name: 'New Membership' })).toBeVisible();
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('banner')).toContainText('Admin Panel');
});

test('auth query parameters show their toasts', async ({ page }) => {
  await page.goto('/auth?error=Access%20was%20denied');
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Access was denied')).toBeVisible();
  await page.goto('/auth?message=All%20set');
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
});
