// Maintenance and repair invoices in the back-office: the office uploads an invoice for a flat (the spec's
// refusals first) and the flat's confirmed resident downloads it; a bulk upload of several PDFs with one bad
// row (previewed, then only the ready rows written); the repair screen on a phone. Axe at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, mailSubjects, signUpAndVerify, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n${' '.repeat(2000)}\n%%EOF\n`);

/** A resident of the flat whose flat the office has confirmed (as the profile screen does), in their own browser. */
async function confirmedResident(browser: Browser, flat: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const resident = await signUpAndVerify(page, { flat });
  const { profile } = await (await page.request.get('/api/me')).json();
  const office = await browser.newPage();
  await signInAsAdmin(office);
  const res = await office.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    data: { confirmed: true, flat_no: profile.flat_no },
  });
  expect(res.status()).toBe(200);
  await office.close();
  return { page, resident, close: () => context.close() };
}

const table = (page: Page, name: string) => page.getByRole('region', { name });

test('the office uploads a maintenance invoice that the confirmed resident of the flat downloads', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const flat = `Q-${suffix}1`;
  const number = `MI-${suffix}-04`;
  const resident = await confirmedResident(browser, flat);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Maintenance Invoices' }).click();
  await expect(page).toHaveURL(/\/admin\/maintenance-invoices$/);
  await expect(page.getByRole('heading', { name: 'Maintenance Invoices', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Maintenance Invoice' });
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await expect(dialog.getByText('Flat number is required')).toBeVisible();
  await expect(dialog.getByText('Invoice date is required')).toBeVisible();
  await dialog.getByLabel('Flat Number*').fill(flat.toLowerCase());
  await dialog.getByLabel('Invoice Number*').fill(number);
  await dialog.getByLabel('Invoice Date*').fill('2026-04-01');
  await dialog.getByLabel('Amount (₹)*').fill('2500.555');
  await dialog.getByLabel('Due Date').fill('2026-04-15');
  await dialog.getByLabel('Description').fill('Maintenance, April 2026');
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await expect(
    dialog.getByText('Please enter an amount above 0 with at most 2 decimals, e.g. 2500.50'),
  ).toBeVisible();
  await dialog.getByLabel('Amount (₹)*').fill('2500.50');
  // No PDF yet.
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await toast(page, 'PDF Required');
  await toast(page, 'Please select a PDF file to upload');
  // A text file renamed to .pdf: the server reads its bytes.
  await dialog.getByLabel('Invoice PDF*').setInputFiles({
    name: 'april.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await toast(page, 'Unsupported file type. Allowed: PDF');
  await dialog
    .getByLabel('Invoice PDF*')
    .setInputFiles({ name: 'april.pdf', mimeType: 'application/pdf', buffer: pdf(number) });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await toast(page, 'Maintenance invoice uploaded successfully');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(flat.toLowerCase());
  const row = table(page, 'Maintenance Invoices').getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(flat);
  await expect(row).toContainText('₹2,500.50');
  await expect(row).toContainText('1 Apr 2026');
  await expect(row.locator('td[data-label="Confirmed Residents"]')).toHaveText('1');
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${number}` }).click();
  expect((await saved).suggestedFilename()).toBe(`${flat}_${number}.pdf`);

  // The same number for the same flat again.
  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  await dialog.getByLabel('Flat Number*').fill(flat);
  await dialog.getByLabel('Invoice Number*').fill(number);
  await dialog.getByLabel('Invoice Date*').fill('2026-04-01');
  await dialog.getByLabel('Amount (₹)*').fill('10');
  await dialog
    .getByLabel('Invoice PDF*')
    .setInputFiles({ name: 'again.pdf', mimeType: 'application/pdf', buffer: pdf('again') });
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await expect(dialog.getByText(`Invoice number ${number} already exists for flat ${flat}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The resident sees it at once, downloads it, and was mailed.
  await resident.page.goto('/member-invoices');
  await expect(resident.page.getByRole('main').getByText(number)).toBeVisible();
  const download = resident.page.waitForEvent('download');
  await resident.page.getByRole('button', { name: `Download invoice ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Maintenance_${number}.pdf`);
  expect(readFileSync(await file.path()).equals(pdf(number))).toBe(true);
  await expect
    .poll(() => mailSubjects(resident.resident.email))
    .toContain(`New maintenance invoice ${number} for flat ${flat}: ₹2,500.50`);

  // Delete after the confirmation: gone for the resident too.
  await row.getByRole('button', { name: `Delete ${number}` }).click();
  const sure = page.getByRole('alertdialog', { name: 'Delete invoice' });
  await expect(sure).toContainText('Are you sure you want to delete this invoice?');
  await sure.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Invoice deleted successfully');
  await expect(page.getByText('No invoices found')).toBeVisible();
  await resident.page.reload();
  await expect(resident.page.getByText('No Maintenance Invoices', { exact: true })).toBeVisible();
  await resident.close();
});

test('a bulk upload of several PDFs with one bad row writes only the ready rows', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const flats = [`R-${suffix}1`, `R-${suffix}2`];
  const residents = [await confirmedResident(browser, flats[0]), await confirmedResident(browser, flats[1])];
  const number = `MAY-${suffix}`;

  await signInAsAdmin(page);
  await page.goto('/admin/maintenance-invoices');
  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload' });

  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV Template' }).click();
  const saved = await template;
  expect(saved.suggestedFilename()).toBe('maintenance-invoices-template.csv');
  const header = 'flat_no,invoice_number,invoice_date,amount,due_date,description,file_name';
  expect(readFileSync(await saved.path(), 'utf8').trim()).toBe(header);

  await dialog.getByRole('button', { name: 'Check Files' }).click();
  await toast(page, 'CSV Required');
  // A spreadsheet's CSV: a byte order mark, CRLF, a quoted comma, day-first dates; the third flat has no resident.
  const csv = [
    `\ufeff${header}`,
    `${flats[0]},${number},01/05/2026,2500.00,15/05/2026,"Maintenance, May 2026",${flats[0]}.pdf`,
    `${flats[1]},${number},01/05/2026,2650.75,15/05/2026,"Maintenance, May 2026",${flats[1]}.pdf`,
    `Z-${suffix}9,${number},01/05/2026,2500.00,,,nobody.pdf`,
  ].join('\r\n');
  await dialog
    .getByLabel('CSV File*')
    .setInputFiles({ name: 'may.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog
    .getByLabel('Invoice PDFs*')
    .setInputFiles([
      ...flats.map((f) => ({ name: `${f}.pdf`, mimeType: 'application/pdf', buffer: pdf(f) })),
      { name: 'nobody.pdf', mimeType: 'application/pdf', buffer: pdf('nobody') },
    ]);
  await expect(dialog.getByText('3 PDFs chosen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check Files' }).click();

  await expect(dialog.getByText('2 rows ready, 1 row with problems (not uploaded).')).toBeVisible();
  const problems = dialog.getByRole('region', { name: 'Problems (1)' });
  await expect(problems).toContainText('Row 4');
  await expect(problems).toContainText(
    `No resident profile has flat Z-${suffix}9. Please check the flat number.`,
  );
  await expect(dialog.getByRole('region', { name: 'Ready (2)' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload 2 Invoices' }).click();
  await toast(page, '2 maintenance invoices uploaded successfully');
  await expect(dialog.getByText('2 invoices uploaded.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const rows = table(page, 'Maintenance Invoices').getByRole('row').filter({ hasText: number });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: flats[1] })).toContainText('₹2,650.75');

  for (const [i, r] of residents.entries()) {
    await r.page.goto('/member-invoices');
    await expect(r.page.getByRole('main').getByText(number)).toBeVisible();
    await expect
      .poll(() => mailSubjects(r.resident.email).filter((s) => s.includes(number)))
      .toEqual([`New maintenance invoice ${number} for flat ${flats[i]}: ${i ? '₹2,650.75' : '₹2,500.00'}`]);
    await r.close();
  }
});

test('repair invoices on a phone: upload with a repair type, cards without sideways scrolling', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const flat = `S-${suffix}1`;
  const number = `RI-${suffix}-7`;
  const resident = await confirmedResident(browser, flat);
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/repair-invoices');
  await expect(page.getByRole('heading', { name: 'Repair Invoices', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Repair Invoice' });
  await dialog.getByLabel('Flat Number*').fill(flat);
  await dialog.getByLabel('Invoice Number*').fill(number);
  await dialog.getByLabel('Invoice Date*').fill('2026-06-10');
  await dialog.getByLabel('Amount (₹)*').fill('1800');
  await dialog
    .getByLabel('Invoice PDF*')
    .setInputFiles({ name: 'repair.pdf', mimeType: 'application/pdf', buffer: pdf(number) });
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await expect(dialog.getByText('Please choose a repair type')).toBeVisible();
  await dialog.getByLabel('Repair Type*').selectOption('plumbing');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload Invoice' }).click();
  await toast(page, 'Repair invoice uploaded successfully');

  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const card = table(page, 'Repair Invoices').getByRole('row').filter({ hasText: number });
  await expect(card).toContainText('Plumbing');
  await expect(card).toContainText('₹1,800');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Upload' });
  await expect(
    bulk.getByText('repair_type is one of electrical, plumbing, painting, carpentry, masonry, other', {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await bulk.getByRole('button', { name: 'Cancel' }).click();

  await resident.page.goto('/member-invoices');
  await resident.page.getByRole('tab', { name: 'Repair Invoices' }).click();
  await expect(resident.page.getByText(number)).toBeVisible();
  await resident.close();
});
