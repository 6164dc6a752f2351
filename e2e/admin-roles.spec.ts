// Committee roles on a 390 px phone: the chairman gives a resident the auditor's role on the roles screen; the
// auditor signs in, sees only the screens an auditor reads (no roles screen to change), opens one and finds no
// button that changes anything, and is refused plainly at an address their role does not reach once the chairman
// has narrowed it; then the chairman takes the role away, asked first.
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { accessible, residentInOwnBrowser, toast } from './support';

test.describe.configure({ timeout: 180_000 });
const PHONE = { width: 390, height: 844 };

const openSidebar = async (page: Page) => {
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Admin Panel' });
  await expect(sheet).toBeVisible();
  return sheet;
};

test('the chairman gives a resident the auditor role, who reads without changing, then takes it away', async ({
  page,
  browser,
}) => {
  // Signed up at the desktop width the sign-up helper expects; both work on a phone from here on.
  const auditor = await residentInOwnBrowser(browser, { name: `Auditor ${Date.now().toString(36)}` });
  await auditor.page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  // One card per role on a phone, each with its level per area.
  await expect(page.getByRole('heading', { level: 3, name: /^Auditor/ })).toBeVisible();
  await accessible(page);

  await page.getByRole('button', { name: 'Give a role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give a role' });
  await dialog.getByLabel('Email*').fill(auditor.email);
  await dialog.getByLabel('Role*').selectOption({ label: 'Auditor' });
  await dialog.getByRole('button', { name: 'Give role' }).click();
  await toast(page, 'Role given');
  await page.getByRole('searchbox', { name: 'Search' }).fill(auditor.email);
  const holders = page.getByRole('region', { name: 'People with roles' });
  await expect(holders.getByText(auditor.email)).toBeVisible();

  // The auditor's next page is the office, limited to what an auditor reads.
  const a = auditor.page;
  await a.goto('/admin');
  await expect(a.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  const sheet = await openSidebar(a);
  await expect(sheet.getByRole('link', { name: 'Inventory' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Roles' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Inventory' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  await accessible(a);
  // The roles themselves are read, not changed.
  await a.goto('/admin/roles');
  await expect(a.getByRole('heading', { level: 3, name: /^Chairman/ })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Give a role' })).toHaveCount(0);
  await expect(a.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  // The chairman closes the inventory to auditors: the auditor's sidebar loses it, its address is refused.
  const card = page.locator('section', { has: page.getByRole('heading', { level: 3, name: /^Auditor/ }) });
  await card.getByRole('combobox', { name: 'Inventory, Auditor' }).selectOption({ label: 'None' });
  await card.getByRole('button', { name: 'Save: Auditor' }).click();
  await page
    .getByRole('alertdialog', { name: 'Save the reach of Auditor' })
    .getByRole('button', { name: 'Save' })
    .click();
  await toast(page, 'Reach saved');

  await a.goto('/admin/inventory');
  await expect(
    a.getByRole('heading', { name: 'You do not have access to this part of the office' }),
  ).toBeVisible();
  await accessible(a);
  const narrowed = await openSidebar(a);
  await expect(narrowed.getByRole('link', { name: 'Dues' })).toBeVisible();
  await expect(narrowed.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
  await a.keyboard.press('Escape');

  // The role goes, asked first; the auditor is back to a resident.
  await holders.getByRole('button', { name: `Remove a role: Auditor, ${auditor.name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove a role' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await toast(page, 'Role removed');
  await expect(page.getByText('Nobody holds a role')).toBeVisible();
  await a.goto('/admin');
  await expect(a.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await auditor.close();
});
