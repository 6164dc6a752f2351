// Content management: the office posts, edits, deactivates (after a confirmation) and activates again an
// announcement and a do's and don'ts item, and a resident sees each change on their own pages at once.
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, residentInOwnBrowser, signUpAndVerify, toast } from './support';

const unique = () => Math.random().toString(36).slice(2, 7);

/** A resident signed in in a browser of their own. */
/** The screen at phone width: no sideways scroll, and axe-clean; then back to the desktop width. */
async function checkPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The one table row holding a text (the search box narrows the table to it first). */
async function findRow(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  return page.getByRole('row').filter({ hasText: text });
}

test('the office manages an announcement and residents see each change', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const resident = await residentInOwnBrowser(browser);
  const title = `Water cut in C-wing ${unique()}`;
  const edited = `${title} (Saturday)`;
  const residentSees = async (visible: boolean) => {
    await resident.page.goto('/announcements');
    await expect(resident.page.getByRole('heading', { name: 'Society Announcements' })).toBeVisible();
    await expect(resident.page.getByRole('heading', { name: edited })).toHaveCount(visible ? 1 : 0);
  };

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Announcements' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expectAccessible(page);

  // Create: the required fields are checked first, the priority starts at Normal.
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
  await expect(dialog.getByLabel('Priority')).toHaveValue('normal');
  await dialog.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await expectAccessible(page);
  await dialog.getByLabel('Title*').fill(title);
  await dialog.getByLabel('Content*').fill('No water from 10 AM to 2 PM.\nPlease store water.');
  await dialog.getByLabel('Priority').selectOption({ label: 'High' });
  await dialog.getByRole('button', { name: 'Create Announcement' }).click();
  await toast(page, 'Announcement created successfully');
  await expect(dialog).toBeHidden();

  // Edit.
  let row = await findRow(page, title);
  await expect(row.getByText('High', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Announcement' });
  await expect(editDialog.getByLabel('Title*')).toHaveValue(title);
  await editDialog.getByLabel('Title*').fill(edited);
  await editDialog.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await editDialog.getByRole('button', { name: 'Update Announcement' }).click();
  await toast(page, 'Announcement updated successfully');
  row = await findRow(page, edited);
  await expect(row.getByText('Urgent', { exact: true })).toBeVisible();
  await residentSees(true);

  // Deactivate asks first: Cancel keeps it, confirming retires it (it stays listed, inactive).
  await row.getByRole('button', { name: `Deactivate ${edited}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate announcement' });
  await expect(confirm).toContainText(edited);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${edited}` }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await toast(page, 'Announcement deactivated successfully');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await residentSees(false);

  // The status filter lives in the URL; activate again.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
  await expect(page).toHaveURL(/status=inactive/);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Activate ${edited}` }).click();
  await toast(page, 'Announcement activated successfully');
  await expect(page.getByText('No announcements found')).toBeVisible();
  await residentSees(true);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await findRow(page, edited);
  await checkPhone(page);
  await resident.close();
});

test("the office manages a do's and don'ts item and residents see each change", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const resident = await residentInOwnBrowser(browser);
  const suffix = unique();
  // Typed in any case; stored as one key and shown in title case, on both sides.
  const typedCategory = `gym   etiquette ${suffix}`;
  const category = `Gym Etiquette ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
  const title = `Wipe the machines ${suffix}`;
  const edited = `${title} after use`;
  const residentSees = async (visible: boolean) => {
    await resident.page.goto('/dos-and-donts');
    await expect(resident.page.getByRole('heading', { level: 1, name: "Do's and Don'ts" })).toBeVisible();
    await expect(resident.page.getByRole('heading', { level: 2, name: category })).toHaveCount(
      visible ? 1 : 0,
    );
    await expect(resident.page.getByRole('heading', { level: 3, name: edited })).toHaveCount(visible ? 1 : 0);
  };

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: "Do's and Don'ts" }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: "Do's and Don'ts" })).toBeVisible();
  await expect(page.getByRole('region', { name: "Do's and Don'ts" })).toBeVisible();
  await expectAccessible(page);

  // Create under a new category; the form suggests the categories already in use.
  await page.getByRole('button', { name: 'New Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Item' });
  await expect(dialog.locator('datalist option[value="Parking"]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Create Item' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  await dialog.getByLabel('Title*').fill(title);
  await dialog.getByLabel('Category*').fill(typedCategory);
  await dialog.getByLabel('Description*').fill('<script>alert(1)</script>');
  await dialog.getByRole('button', { name: 'Create Item' }).click();
  await expect(dialog.getByText('Invalid characters detected')).toBeVisible();
  await dialog.getByLabel('Description*').fill('Wipe the bench and handles with the spray provided.');
  await dialog.getByLabel('Priority').selectOption({ label: 'High' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Item' }).click();
  await toast(page, 'Item created successfully');
  await expect(dialog).toBeHidden();

  // Edit.
  let row = await findRow(page, title);
  await expect(row.getByText(category)).toBeVisible();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(editDialog.getByLabel('Category*')).toHaveValue(category);
  await editDialog.getByLabel('Title*').fill(edited);
  await editDialog.getByRole('button', { name: 'Update Item' }).click();
  await toast(page, 'Item updated successfully');
  row = await findRow(page, edited);
  await residentSees(true);

  // The category filter offers the new category.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: category });
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  // Deactivate after the confirmation, then activate again.
  await row.getByRole('button', { name: `Deactivate ${edited}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate item' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await toast(page, 'Item deactivated successfully');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await residentSees(false);
  await row.getByRole('button', { name: `Activate ${edited}` }).click();
  await toast(page, 'Item activated successfully');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await residentSees(true);

  await checkPhone(page);
  await resident.close();
});

test('the content screens refuse a signed-in member', async ({ page }) => {
  await signUpAndVerify(page);
  for (const path of ['/admin/announcements', '/admin/dos-and-donts']) {
    await page.goto(path);
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
  }
});
