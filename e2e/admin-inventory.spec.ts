// Society Inventory in the back-office: the office adds an item (the spec's refusals first), finds it under its
// tab, records usage and sees the stock drop, edits and deletes the usage and sees the stock come back, then
// edits and deletes the item; the same on a 390 px phone. Axe on the screen and each dialog at both widths.
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 7);

const row = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Society Inventory' }).getByRole('row').filter({ hasText: name });
const cell = (page: Page, name: string, column: string) =>
  row(page, name).locator(`td[data-label="${column}"]`);

async function openInventory(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Inventory' }).first().click();
  await expect(page).toHaveURL(/\/admin\/inventory$/);
  await expect(page.getByRole('heading', { name: 'Society Inventory', level: 1 })).toBeVisible();
  for (const tab of ['All Items', 'Electrical', 'Housekeeping', 'Society Assets'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
}

/** Edit and Delete wait behind the row's 'More actions' menu. */
async function itemAction(page: Page, name: string, action: 'Edit' | 'Delete') {
  await row(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Records usage in the open usage dialog and checks the stock it leaves. */
async function recordUsage(page: Page, quantity: string, stockAfter: string) {
  const usage = page.getByRole('dialog', { name: /^Usage: / });
  const form = usage.getByRole('form', { name: 'Record Usage' });
  await form.getByLabel('Quantity Used*').fill(quantity);
  await form.getByLabel('Notes').fill('Replaced in the Wing A lobby');
  await form.getByRole('button', { name: 'Record Usage' }).click();
  await toast(page, 'Usage recorded successfully');
  await expect(usage.getByTestId('current-stock')).toHaveText(stockAfter);
}

test('the office adds an item, records usage and sees the stock drop, deletes the usage and sees it back', async ({
  page,
}) => {
  // Many steps, each with a toast and a refetch, and axe four times.
  test.setTimeout(180_000);
  const name = `LED tube ${suffix}`;
  await openInventory(page);
  await expectAccessible(page);

  // The add dialog: the spec's required fields and number rules, asked again by the server.
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(dialog.getByText('Please choose a category')).toBeVisible();
  await expect(dialog.getByText('Quantity is required')).toBeVisible();
  await expect(dialog.getByText('Cost is required')).toBeVisible();
  await dialog.getByLabel('Item Name*').fill(name);
  // The asset type belongs to society assets only.
  await dialog.getByLabel('Category*').selectOption('society_assets');
  await expect(dialog.getByLabel('Asset Type*')).toBeVisible();
  await dialog.getByLabel('Category*').selectOption('electrical');
  await expect(dialog.getByLabel('Asset Type*')).toHaveCount(0);
  await dialog.getByLabel('Quantity*').fill('2.5');
  await dialog.getByLabel('Cost (₹)*').fill('-1');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Quantity must be a whole number')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a cost of 0 or more with at most 2 decimals, e.g. 1250.50'),
  ).toBeVisible();
  await dialog.getByLabel('Quantity*').fill('10');
  await dialog.getByLabel('Cost (₹)*').fill('120.50');
  await dialog.getByLabel('Purchase Date').fill('2026-01-15');
  await dialog.getByLabel('Description').fill('Staircase and lobby lights');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await toast(page, 'Inventory item added successfully');
  await expect(dialog).toHaveCount(0);

  // Found by the server's search, under its own tab and not under another.
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(row(page, name)).toHaveCount(1);
  await expect(cell(page, name, 'Category')).toHaveText('Electrical');
  await expect(cell(page, name, 'Quantity')).toHaveText('10');
  await expect(cell(page, name, 'Used Qty')).toHaveText('0');
  await expect(cell(page, name, 'Cost')).toHaveText('₹120.50');
  await expect(cell(page, name, 'Purchase Date')).toHaveText('15 Jan 2026');
  await expect(cell(page, name, 'Total Value')).toHaveText('₹1,205.00');
  // All ten columns fit beside the sidebar at 1280 px: nothing to scroll sideways to reach the actions.
  const box = page.getByRole('region', { name: 'Society Inventory' });
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Housekeeping' }).click();
  await expect(page).toHaveURL(/category=housekeeping/);
  await expect(page.getByText('No inventory items found')).toBeVisible();
  await page.getByRole('tab', { name: 'Electrical' }).click();
  await expect(row(page, name)).toHaveCount(1);

  // Usage: at most the stock; recording takes from it.
  await row(page, name)
    .getByRole('button', { name: `Usage of ${name}` })
    .click();
  const usage = page.getByRole('dialog', { name: `Usage: ${name}` });
  await expect(usage.getByTestId('current-stock')).toHaveText('10');
  await expect(usage.getByText('No usage recorded yet')).toBeVisible();
  const form = usage.getByRole('form', { name: 'Record Usage' });
  await form.getByLabel('Quantity Used*').fill('11');
  await form.getByRole('button', { name: 'Record Usage' }).click();
  await expect(form.getByText('Quantity used cannot be more than the current stock (10)')).toBeVisible();
  await form.getByLabel('Quantity Used*').fill('0');
  await form.getByRole('button', { name: 'Record Usage' }).click();
  await expect(form.getByText('Quantity used must be at least 1')).toBeVisible();
  await form.getByLabel('Usage Date*').fill('2026-04-02');
  await recordUsage(page, '4', '6');
  await expect(usage.getByRole('listitem').filter({ hasText: '4 used on 2 Apr 2026' })).toBeVisible();
  await expectAccessible(page);

  // Editing changes the stock by the difference.
  await usage.getByRole('button', { name: 'Edit usage of 4 on 2 Apr 2026' }).click();
  const edit = usage.getByRole('form', { name: 'Edit Usage' });
  await expect(edit.getByLabel('Quantity Used*')).toHaveValue('4');
  await edit.getByLabel('Quantity Used*').fill('7');
  await edit.getByRole('button', { name: 'Update Usage' }).click();
  await toast(page, 'Usage updated successfully');
  await expect(usage.getByTestId('current-stock')).toHaveText('3');

  // Deleting asks first, then gives the quantity back.
  await usage.getByRole('button', { name: 'Delete usage of 7 on 2 Apr 2026' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Delete usage' });
  await expect(sure).toContainText('Are you sure you want to delete this usage record?');
  await expectAccessible(page);
  await sure.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Usage deleted successfully');
  await expect(usage.getByTestId('current-stock')).toHaveText('10');
  await expect(usage.getByText('No usage recorded yet')).toBeVisible();

  // The table agrees, once the dialog is closed.
  await recordUsage(page, '2', '8');
  await usage.getByRole('button', { name: 'Close' }).click();
  await expect(cell(page, name, 'Quantity')).toHaveText('8');
  await expect(cell(page, name, 'Used Qty')).toHaveText('2');
  await expect(cell(page, name, 'Total Value')).toHaveText('₹964.00');

  // Edit the item, then delete it after the spec's question (cancelling first keeps it).
  await itemAction(page, name, 'Edit');
  const editItem = page.getByRole('dialog', { name: 'Edit Inventory Item' });
  await expect(editItem.getByLabel('Cost (₹)*')).toHaveValue('120.50');
  await editItem.getByLabel('Cost (₹)*').fill('99.99');
  // Meanwhile another admin records usage: saving the stock this form opened with would undo it.
  const listed = await page.request.get(`/api/admin/inventory?q=${encodeURIComponent(name)}`);
  const [{ id }] = (await listed.json()).items;
  const other = await page.request.post(`/api/admin/inventory/${id}/usage`, {
    data: { quantity_used: 3, usage_date: '2026-04-03' },
  });
  expect(other.status()).toBe(201);
  await editItem.getByRole('button', { name: 'Update Item' }).click();
  const stale =
    'The stock of this item changed to 5 while you were editing. Please check the quantity and save again.';
  await expect(editItem.getByText(stale)).toBeVisible();
  await expect(editItem.getByLabel('Quantity*')).toHaveValue('5');
  await editItem.getByRole('button', { name: 'Update Item' }).click();
  await toast(page, 'Inventory item updated successfully');
  await expect(cell(page, name, 'Quantity')).toHaveText('5');
  await expect(cell(page, name, 'Cost')).toHaveText('₹99.99');

  await itemAction(page, name, 'Delete');
  const ask = page.getByRole('alertdialog', { name: 'Delete item' });
  await expect(ask).toContainText('Are you sure you want to delete this item?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, name)).toHaveCount(1);
  await itemAction(page, name, 'Delete');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Item deleted successfully');
  await expect(row(page, name)).toHaveCount(0);
});

test('on a 390 px phone: a society asset, its usage and the stock, with no sideways scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Folding chairs ${suffix}`;
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/inventory');
  await expect(page.getByRole('heading', { name: 'Society Inventory', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await dialog.getByLabel('Item Name*').fill(name);
  await dialog.getByLabel('Category*').selectOption('society_assets');
  // Every missing field is named at once, the asset type among them.
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Quantity is required')).toBeVisible();
  await expect(dialog.getByText('Please choose an asset type for a society asset')).toBeVisible();
  await dialog.getByLabel('Quantity*').fill('40');
  await dialog.getByLabel('Cost (₹)*').fill('850');
  await dialog.getByLabel('Asset Type*').selectOption('movable');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await toast(page, 'Inventory item added successfully');

  await page.getByRole('tab', { name: 'Society Assets' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(cell(page, name, 'Type')).toHaveText('Movable');
  await expect(cell(page, name, 'Total Value')).toHaveText('₹34,000.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await row(page, name)
    .getByRole('button', { name: `Usage of ${name}` })
    .click();
  const usage = page.getByRole('dialog', { name: `Usage: ${name}` });
  await recordUsage(page, '15', '25');
  await expectAccessible(page);
  await usage.getByRole('button', { name: /^Delete usage of 15 on / }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete usage' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(page, 'Usage deleted successfully');
  await expect(usage.getByTestId('current-stock')).toHaveText('40');
  await page.keyboard.press('Escape');
  await expect(usage).toHaveCount(0);
  await expect(cell(page, name, 'Quantity')).toHaveText('40');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
