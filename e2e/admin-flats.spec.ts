// The flats register in the back-office: the office imports the register from a CSV with one bad row (the preview
// marks it and imports nothing; the fixed file imports whole), sees which flats no resident has claimed, edits a
// flat's opening balance, exports the register, and on a phone deletes a flat after confirming. Axe on the way.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, residentInOwnBrowser, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 5).toUpperCase();
const flats = [`F${suffix}-1`, `F${suffix}-2`, `F${suffix}-3`];
const HEADER =
  'wing,flat_no,carpet_area_sqft,built_up_area_sqft,construction_cost,occupancy,parking_covered,parking_open,parking_two_wheeler,opening_balance,opening_balance_date';

const register = (page: Page) => page.getByRole('region', { name: 'Flats register' });
const rowOf = (page: Page, flat: string) => register(page).getByRole('row').filter({ hasText: flat });
const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([`\ufeff${HEADER}`, ...rows].join('\r\n')),
});

async function flatAction(page: Page, flat: string, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for flat ${flat}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the office imports, checks, edits and exports the flats register', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A resident claims the second flat at sign-up.
  const resident = await residentInOwnBrowser(browser, { flat: flats[1] });
  await resident.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Flats', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/flats$/);
  await expect(page.getByRole('heading', { name: 'Flats', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Flats' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV Template' }).click();
  const saved = await template;
  expect(saved.suggestedFilename()).toBe('flats-register-template.csv');
  expect(readFileSync(await saved.path(), 'utf8').trim()).toBe(HEADER);

  // Row 3 has a negative carpet area: the preview marks it and nothing can be imported.
  await dialog
    .getByLabel('CSV File*')
    .setInputFiles(
      csvFile('register.csv', [
        `F,${flats[0]},650,780,1250000,owner,1,0,1,4500.75,01/04/2026`,
        `F,${flats[1]},-720,860,,let,0,1,0,0,`,
        `F,${flats[2]},980,1150,,vacant,0,0,2,-1200,01/04/2026`,
      ]),
    );
  await dialog.getByRole('button', { name: 'Check File' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '2 rows ready, 1 row with problems. Fix the file and check it again: nothing is imported until every row is ready.',
  );
  const problems = dialog.getByRole('region', { name: 'Problems (1)' });
  await expect(problems).toContainText('Row 3');
  await expect(problems).toContainText(
    'carpet_area_sqft: Carpet area must be a number above 0 with at most 2 decimals, e.g. 650.50',
  );
  await expect(dialog.getByRole('button', { name: 'Import 2 Flats' })).toBeDisabled();
  await expectAccessible(page);

  // The office fixes the file and checks it again.
  await dialog.getByRole('button', { name: 'Choose Another File' }).click();
  await dialog
    .getByLabel('CSV File*')
    .setInputFiles(
      csvFile('register-fixed.csv', [
        `F,${flats[0]},650,780,1250000,owner,1,0,1,4500.75,01/04/2026`,
        `F,${flats[1]},720,860,,let,0,1,0,0,`,
        `F,${flats[2]},980,1150,,vacant,0,0,2,-1200,01/04/2026`,
      ]),
    );
  await dialog.getByRole('button', { name: 'Check File' }).click();
  await expect(dialog.getByRole('status')).toHaveText('3 rows ready.');
  await dialog.getByRole('button', { name: 'Import 3 Flats' }).click();
  await toast(page, '3 flats imported into the register');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill(`F${suffix}-`);
  // The search is applied after a short pause, and the export below is of what the table shows.
  await expect(page).toHaveURL(new RegExp(`q=F${suffix}-`));
  await expect(
    register(page)
      .getByRole('row')
      .filter({ hasText: `F${suffix}-` }),
  ).toHaveCount(3);
  await expect(rowOf(page, flats[0])).toContainText('₹4,500.75');
  await expect(rowOf(page, flats[0])).toContainText('Arrears as of 1 Apr 2026');
  await expect(rowOf(page, flats[1])).toContainText('1 (0 confirmed)');

  // The flats no resident has claimed: the first and third.
  await page.getByRole('combobox', { name: 'Residents' }).selectOption({ label: 'Unclaimed' });
  await expect(page).toHaveURL(/claim=unclaimed/);
  await expect(rowOf(page, flats[1])).toHaveCount(0);
  await expect(rowOf(page, flats[0])).toContainText('Unclaimed');
  await expect(rowOf(page, flats[2])).toContainText('Unclaimed');
  await page.getByRole('combobox', { name: 'Residents' }).selectOption({ label: 'All flats' });
  await expect(rowOf(page, flats[1])).toHaveCount(1);

  // The first flat's arrears were in fact an advance.
  await flatAction(page, flats[0], 'Edit');
  const edit = page.getByRole('dialog', { name: `Edit Flat ${flats[0]}` });
  await edit.getByLabel('Opening Balance (₹)').fill('-1500,5');
  await edit.getByRole('button', { name: 'Update Flat' }).click();
  await expect(edit.getByText(/^Opening balance must be an amount/)).toBeVisible();
  await edit.getByLabel('Opening Balance (₹)').fill('-1500.50');
  await edit.getByRole('button', { name: 'Update Flat' }).click();
  await toast(page, `Flat ${flats[0]} updated`);
  await expect(rowOf(page, flats[0])).toContainText('-₹1,500.50');
  await expect(rowOf(page, flats[0])).toContainText('Advance as of 1 Apr 2026');

  // The export is what the table shows, in the import's columns.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^flats_register_\d{4}-\d{2}-\d{2}\.csv$/);
  await toast(page, 'Flats register exported');
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toEqual([
    HEADER,
    `F,${flats[0]},650.00,780.00,1250000.00,owner,1,0,1,-1500.50,01/04/2026`,
    `F,${flats[1]},720.00,860.00,,let,0,1,0,0.00,`,
    `F,${flats[2]},980.00,1150.00,,vacant,0,0,2,-1200.00,01/04/2026`,
  ]);
  await expectAccessible(page);
});

test('on a phone the register fits the screen and a flat is deleted after confirming', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const flat = `P${suffix}-9`;
  const res = await page.request.post('/api/admin/flats', {
    data: { flat_no: flat, carpet_area_sqft: '540' },
  });
  expect(res.status()).toBe(201);

  await page.goto(`/admin/flats?q=${flat}`);
  await expect(rowOf(page, flat)).toContainText('540 sq ft');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await flatAction(page, flat, 'Delete');
  const ask = page.getByRole('alertdialog', { name: 'Delete flat' });
  await expect(ask).toContainText(`Are you sure you want to delete flat ${flat} from the register?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, flat)).toHaveCount(1);

  await flatAction(page, flat, 'Delete');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await toast(page, `Flat ${flat} deleted from the register`);
  await expect(page.getByText('No flats found')).toBeVisible();
});
