// Parking Approval: a resident registers a car with an RC copy, the office previews it and approves it, the
// resident sees it approved and is mailed; rows are decided again, deleted after a confirmation and exported.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './admin-support';
import { accessible, mailSubjects, signUpAndVerify, toast } from './support';

const table = (page: Page) => page.getByRole('region', { name: 'Parking registrations' });
const row = (page: Page, vehicle: string) => table(page).getByRole('row').filter({ hasText: vehicle });
const preview = (page: Page) => page.getByRole('dialog', { name: 'Car Parking Registration' });

const letters = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
/** A registration mark no other journey uses, as the portal stores it, e.g. `MH 01 KQZ 4821`. */
const uniquePlate = (office: string) => `${office} ${letters()} ${1000 + Math.floor(Math.random() * 9000)}`;

/** A resident in a browser of their own who registers cars (with a photographed RC copy) through the form. */
async function residentWithCars(browser: Browser, plates: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const r = await signUpAndVerify(page, { name: `Rohan ${Math.random().toString(36).slice(2, 6)}` });
  await page.goto('/parking-registration');
  for (const [i, plate] of plates.entries()) {
    if (i) await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await page.getByLabel('Car Number *').nth(i).fill(plate);
    await page.getByLabel('Parking Slot').nth(i).selectOption('owned_covered');
  }
  const rc = await sharp({ create: { width: 480, height: 300, channels: 3, background: '#c8d8e8' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('RC Copy (optional)')
    .setInputFiles({ name: 'rc.png', mimeType: 'image/png', buffer: rc });
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await toast(page, 'Parking registration submitted successfully!');
  return { ...r, page, close: () => context.close() };
}

/** The office's screen, searched down to the given text. */
async function openSearched(page: Page, text: string, rows: number) {
  await page.goto('/admin/parking-approval');
  await expect(page.getByRole('heading', { level: 1, name: 'Parking Approval' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText(`Showing 1–${rows} of ${rows}`)).toBeVisible();
}

test('the office previews a resident’s RC copy and approves; the resident sees it approved and is mailed', async ({
  page,
  browser,
}) => {
  const plate = uniquePlate('MH 01');
  const resident = await residentWithCars(browser, [plate]);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Parking Approval/ }).click();
  await expect(page).toHaveURL(/\/admin\/parking-approval$/);
  await openSearched(page, plate, 1);
  const mine = row(page, plate);
  await expect(mine).toContainText(resident.name);
  await expect(mine).toContainText(resident.flat);
  await expect(mine).toContainText('Awaiting confirmation');
  await expect(mine).toContainText('Owned Covered');
  await expect(mine).toContainText('Pending');
  await accessible(page);

  await mine.getByRole('button', { name: `Print preview: ${plate}` }).click();
  const sheet = preview(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(plate)).toBeVisible();
  const rc = sheet.getByRole('img', { name: 'RC Copy' });
  await expect(rc).toBeVisible();
  await expect.poll(() => rc.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
  await accessible(page);
  // Printing shows the sheet alone: the back-office behind it is hidden on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(rc).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  await mine.getByRole('button', { name: `Approve: ${plate}` }).click();
  await toast(page, 'Parking registration approved successfully');
  await expect(mine).toContainText('Approved');
  await expect(mine.getByRole('button', { name: `Approve: ${plate}` })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: `Reject: ${plate}` })).toBeVisible();

  await resident.page.goto('/dashboard');
  await resident.page.getByRole('tab', { name: 'Registrations' }).click();
  const card = resident.page.getByRole('listitem').filter({ hasText: plate });
  await expect(card.getByText('Approved')).toBeVisible();
  await expect
    .poll(() => mailSubjects(resident.email))
    .toContain('Your parking registration has been approved');
  await resident.close();
});

test('rows are decided again, exported as CSV for the filter, and deleted after a confirmation', async ({
  page,
  browser,
}) => {
  const tag = `MH 09 ${letters()}`;
  const [first, second] = [`${tag} 1111`, `${tag} 2222`];
  const resident = await residentWithCars(browser, [first, second]);
  await resident.close();
  await signInAsAdmin(page);
  await openSearched(page, tag, 2);

  await row(page, first)
    .getByRole('button', { name: `Reject: ${first}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Reject parking registration' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await toast(page, 'Parking registration rejected successfully');
  await expect(row(page, first)).toContainText('Rejected');
  await row(page, first)
    .getByRole('button', { name: `Approve: ${first}` })
    .click();
  await toast(page, 'Parking registration approved successfully');
  await expect(row(page, first)).toContainText('Approved');

  // The export follows the table's search and status filter, across every page.
  await page.getByLabel('Status').selectOption('approved');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`parking_registrations_${today}.csv`);
  await toast(page, 'Parking registrations data exported successfully');
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Resident Name,Flat No,Owner Name,Vehicle Number,Vehicle Type,Make,Model,Color,Requested Slot,Status,Applied Date,Approved Date',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${first},car,,,,Owned Covered,approved,`);
  expect(lines[1]).not.toContain('N/A');

  // Delete asks first; cancelling keeps the row.
  await page.getByLabel('Status').selectOption('');
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
  await row(page, second)
    .getByRole('button', { name: `Delete: ${second}` })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'Delete parking registration' });
  await expect(ask).toContainText(`Are you sure you want to delete the parking registration of ${second}?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, second)).toBeVisible();
  await row(page, second)
    .getByRole('button', { name: `Delete: ${second}` })
    .click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Parking registration deleted successfully');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(row(page, second)).toHaveCount(0);

  // Script-like search text is only text: nothing matches, nothing runs.
  await page.getByRole('searchbox', { name: 'Search' }).fill('<script>alert(1)</script>');
  await expect(page.getByText('No parking registrations found')).toBeVisible();
});

test('on a 390 px phone the table and the preview fit the screen, work from the keyboard and pass axe', async ({
  page,
  browser,
}) => {
  const plate = uniquePlate('MH 04');
  const resident = await residentWithCars(browser, [plate]);
  await resident.close();
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearched(page, plate, 1);
  await accessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  const open = row(page, plate).getByRole('button', { name: `Print preview: ${plate}` });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('img', { name: 'RC Copy' })).toBeVisible();
  await accessible(page);
  await page.keyboard.press('Escape');
  await expect(preview(page)).toBeHidden();
  await expect(open).toBeFocused();
});
