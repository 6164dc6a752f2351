// Profile management: the office finds a resident awaiting confirmation by flat, confirms the flat, corrects
// the profile (a changed flat awaits confirmation again unless confirmed in the same save), and grants and
// revokes the admin role, each destructive step asked first.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { accessible, residentInOwnBrowser, signIn, toast, uniqueEmail, waitForMailLink } from './support';

// Each journey signs a resident up through the mail link and runs axe several times: more than the default minute
// when other journeys share the machine.
test.describe.configure({ timeout: 120_000 });

/** A status or role badge inside the table (not the filter's options of the same name). */
const inTable = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Profiles' }).getByText(text, { exact: true });

/** A resident with a flat of their own, signed up in a browser of their own. */
async function newResident(browser: Browser) {
  const suffix = Math.random().toString(36).slice(2, 7);
  const flat = `PM-${Math.floor(1000 + Math.random() * 9000)}`;
  return residentInOwnBrowser(browser, { name: `Asha ${suffix}`, flat });
}

async function openScreen(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Profile Management' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
}

async function findAwaiting(page: Page, flat: string, name: string) {
  await page
    .getByRole('combobox', { name: 'Flat confirmation' })
    .selectOption({ label: 'Awaiting confirmation' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(flat);
  await expect(page).toHaveURL(/flat=awaiting/);
  await expect(page.getByRole('button', { name: `Edit profile: ${name}` })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
}

test('the office finds a flat awaiting confirmation, confirms it and edits the profile', async ({
  page,
  browser,
}) => {
  const resident = await newResident(browser);
  const { name, flat } = resident;
  await signInAsAdmin(page);
  await openScreen(page);
  await accessible(page);

  await findAwaiting(page, flat, name);
  await page.getByRole('button', { name: `Confirm flat: ${flat}, ${name}` }).click();
  await toast(page, 'Flat confirmed');
  // Confirmed, so it leaves the awaiting filter; the link keeps the search.
  await expect(page.getByText('No profiles found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Flat confirmation' }).selectOption({ label: 'Confirmed' });
  await expect(inTable(page, 'Confirmed')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(flat);
  await expect(
    page.getByRole('button', { name: `Revoke flat confirmation: ${flat}, ${name}` }),
  ).toBeVisible();

  // The edit dialog: the shared rules with their messages, then a save.
  await page.getByRole('combobox', { name: 'Flat confirmation' }).selectOption({ label: 'All' });
  await page.getByRole('button', { name: `Edit profile: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Flat confirmed')).toBeChecked();
  await expect(dialog.getByText('Confirmed by Society Office')).toBeVisible();
  await accessible(page);
  await dialog.getByLabel('Floor').fill('51');
  await dialog.getByLabel('Phone').fill('12345');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Floor must be a whole number from 0 to 50')).toBeVisible();
  await expect(dialog.getByText('Phone number must be 10-15 digits')).toBeVisible();

  // A new flat number unticks the confirmation; saved like that, it awaits confirmation again.
  const newFlat = `${flat}A`;
  await dialog.getByLabel('Floor').fill('7');
  await dialog.getByLabel('Phone').fill('');
  await dialog.getByLabel('Nook Number').fill('N-3');
  await dialog.getByLabel('Flat Number').fill(newFlat.toLowerCase());
  await expect(dialog.getByLabel('Flat confirmed')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Profile updated successfully');
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(newFlat);
  await expect(page.getByRole('button', { name: `Confirm flat: ${newFlat}, ${name}` })).toBeVisible();
  await expect(inTable(page, 'Awaiting confirmation')).toBeVisible();

  // Confirming in the same save keeps it confirmed.
  await page.getByRole('button', { name: `Edit profile: ${name}` }).click();
  await dialog.getByLabel('Flat confirmed').check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Profile updated successfully');
  await expect(inTable(page, 'Confirmed')).toBeVisible();

  // Revoking asks first: Cancel keeps it, Revoke revokes it.
  const revokeFlat = page.getByRole('button', { name: `Revoke flat confirmation: ${newFlat}, ${name}` });
  await revokeFlat.click();
  const ask = page.getByRole('alertdialog', { name: 'Revoke flat confirmation' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(revokeFlat).toBeFocused();
  await revokeFlat.click();
  await ask.getByRole('button', { name: 'Revoke' }).click();
  await toast(page, 'Flat confirmation revoked');
  await expect(inTable(page, 'Awaiting confirmation')).toBeVisible();
  await resident.close();
});

test('the office grants and revokes the admin role, each after a confirmation', async ({ page, browser }) => {
  const resident = await newResident(browser);
  const { name } = resident;
  await signInAsAdmin(page);
  await openScreen(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(resident.email);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  // The resident's back-office opens with the role and closes without it.
  await page.getByRole('button', { name: `Make admin: ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Grant admin role' })
    .getByRole('button', { name: 'Grant admin' })
    .click();
  await toast(page, 'Admin role granted');
  await expect(inTable(page, 'Admin')).toBeVisible();
  await resident.page.goto('/admin/profile-management');
  await expect(resident.page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();

  await page.getByRole('button', { name: `Revoke admin: ${name}` }).click();
  const revokeAdmin = page.getByRole('alertdialog', { name: 'Revoke admin role' });
  await expect(revokeAdmin).toContainText('will no longer be able to use the back-office');
  await accessible(page);
  await revokeAdmin.getByRole('button', { name: 'Revoke admin' }).click();
  await toast(page, 'Admin role revoked');
  await expect(inTable(page, 'Member')).toBeVisible();
  await resident.page.reload();
  await expect(resident.page.getByText('Access Denied')).toBeVisible();
  await resident.close();
});

test('on a phone, from the keyboard, with no sideways scroll', async ({ page, browser }) => {
  const resident = await newResident(browser);
  await resident.close();
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/profile-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
  await findAwaiting(page, resident.flat, resident.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await accessible(page);

  // Confirm from the keyboard.
  const confirmFlat = page.getByRole('button', { name: `Confirm flat: ${resident.flat}, ${resident.name}` });
  await confirmFlat.focus();
  await page.keyboard.press('Enter');
  await toast(page, 'Flat confirmed');

  // The edit dialog opens, keeps focus inside, closes on Escape and gives focus back.
  await page.getByRole('combobox', { name: 'Flat confirmation' }).selectOption({ label: 'All' });
  const edit = page.getByRole('button', { name: `Edit profile: ${resident.name}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Name*')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await accessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test('on a phone, the office invites a clerk by e-mail; the clerk sets a password from the mail and reaches the back-office', async ({
  page,
  browser,
}) => {
  const phone = { width: 390, height: 844 };
  const email = uniqueEmail('clerk');
  const name = `Clerk ${Math.random().toString(36).slice(2, 7)}`;
  await signInAsAdmin(page);
  await page.setViewportSize(phone);
  await page.goto('/admin/profile-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite Office Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Office Staff' });
  await dialog.getByLabel('Name*').fill(name);
  await dialog.getByLabel('Email*').fill(email);
  await accessible(page);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await toast(page, `Invitation sent to ${email}`);
  await expect(dialog).toBeHidden();

  // Shown as office staff, an admin, and not among the flats awaiting confirmation.
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(inTable(page, 'Office staff')).toBeVisible();
  await expect(inTable(page, 'Admin')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page
    .getByRole('combobox', { name: 'Flat confirmation' })
    .selectOption({ label: 'Awaiting confirmation' });
  await expect(page.getByText('No profiles found')).toBeVisible();

  // The clerk, on a phone of their own: the mailed link, a password, the back-office.
  const context = await browser.newContext({ viewport: phone });
  const clerk = await context.newPage();
  await clerk.goto(await waitForMailLink(email));
  await clerk.getByLabel('New Password', { exact: true }).fill('Office#Desk42');
  await clerk.getByLabel('Confirm New Password').fill('Office#Desk42');
  await clerk.getByRole('button', { name: 'Update Password' }).click();
  await expect(clerk.getByText('Password updated successfully!')).toBeVisible();
  await expect(clerk).toHaveURL(/\/$/);
  // Signed in by the link; signing in again with the new password works too.
  await context.clearCookies();
  await signIn(clerk, email, 'Office#Desk42');
  await expect(clerk.getByText('Signed in successfully!')).toBeVisible();
  await clerk.goto('/admin');
  await expect(clerk.getByRole('banner')).toContainText('Admin Panel');
  await clerk.goto('/admin/profile-management');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();

  // The link works once: opened again, it says it has expired.
  await clerk.goto(await waitForMailLink(email));
  await expect(clerk.getByText('Link Expired')).toBeVisible();
  await context.close();
});
