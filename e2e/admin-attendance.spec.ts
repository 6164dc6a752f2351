// Attendance Management: the office adds a staff member with the registration details and ID proof and prints the
// registration; marks a casual leave and sees the balance drop, adjusts it, is refused a leave with no balance;
// a public holiday suggests its status; every tab and dialog at 390 px. Axe at 1280 and 390 px.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './admin-support';
import { accessible, toast } from './support';

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const year = today.slice(0, 4);
const DAY_MS = 86_400_000;
/** A random day of this year before today (today on 1 January): attendance cannot be marked for a day still to
 * come, and the whole-day journey marks today. */
function pastDayThisYear() {
  const start = Date.UTC(Number(year), 0, 1);
  const days = (Date.parse(`${today}T00:00:00Z`) - start) / DAY_MS;
  return new Date(start + Math.floor(Math.random() * Math.max(days, 1)) * DAY_MS).toISOString().slice(0, 10);
}
const monthName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' });

async function openAttendance(page: Page) {
  await page.goto('/admin/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Management' })).toBeVisible();
}

/** Adds a staff member through the dialog, optionally with the registration details and an ID proof photo. */
async function addStaff(page: Page, name: string, full = false) {
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const d = dialog(page, 'Add Staff Member');
  await d.getByLabel('Name*').fill(name);
  await d.getByLabel('Role*').fill('Security Guard');
  await d.getByLabel('Department').selectOption('security');
  if (full) {
    await d.getByLabel('Phone').fill('98200 12345');
    await d.getByLabel('Joining Date').fill(`${year}-01-15`);
    await d.getByLabel('Staff Type').fill('Permanent');
    await d.getByLabel('Work Timings').fill('8 am – 8 pm');
    await d.getByLabel('Identity Proof Type').fill('Aadhaar Card');
    await d.getByLabel('Identity Proof Number').fill('1234 5678 9012');
    await d.getByLabel('Address').fill('Room 4, Shivaji Nagar, Mumbai');
    await d.getByLabel('Salary Details').fill('₹18,000 a month');
    await d.getByLabel('Reference Details').fill('Suresh More, 9820098200');
    const proof = await sharp({ create: { width: 480, height: 300, channels: 3, background: '#d8c8a8' } })
      .jpeg()
      .toBuffer();
    await d
      .getByLabel('ID Proof')
      .setInputFiles({ name: 'aadhaar.jpg', mimeType: 'image/jpeg', buffer: proof });
  }
  await d.getByRole('button', { name: 'Add Staff' }).click();
  await toast(page, 'Staff member added successfully');
  await expect(d).toBeHidden();
}

async function markAttendance(page: Page, name: string, status?: string, date?: string) {
  await page.getByRole('button', { name: 'Mark Attendance' }).last().click();
  const d = dialog(page, 'Mark Attendance');
  await d.getByLabel('Staff Member*').selectOption({ label: `${name} · Security Guard` });
  if (date) await d.getByLabel('Date*').fill(date);
  if (status) await d.getByLabel('Status*').selectOption(status);
  return d;
}

test('add staff, print the registration, mark a casual leave, see the balance drop and adjust it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Ramesh ${Math.random().toString(36).slice(2, 7)}`;
  await signInAsAdmin(page);
  await openAttendance(page);
  await expect(page.getByLabel('Year')).toHaveValue(year);
  for (const tab of ['Staff Members', 'Mark Attendance', 'Leave Balances', 'Public Holidays'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();

  // The spec's required fields first: nothing is sent without a name and a role.
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const form = dialog(page, 'Add Staff Member');
  await accessible(page, { afterToasts: true });
  await form.getByRole('button', { name: 'Add Staff' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addStaff(page, name, true);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = region(page, 'Staff members').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Permanent');
  await expect(row).toContainText('Security');
  await expect(row).toContainText('Active');
  await accessible(page, { afterToasts: true });

  await row.getByRole('button', { name: `Print registration: ${name}` }).click();
  const sheet = dialog(page, 'Staff Registration');
  for (const text of [
    'Room 4, Shivaji Nagar, Mumbai',
    '8 am – 8 pm',
    '₹18,000 a month',
    'Aadhaar Card',
    '1234 5678 9012',
  ])
    await expect(sheet.getByText(text)).toBeVisible();
  const proof = sheet.getByRole('img', { name: 'ID Proof' });
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await accessible(page, { afterToasts: true });
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  // A casual leave takes a day from 12.
  await page.getByRole('tab', { name: 'Mark Attendance' }).click();
  const mark = await markAttendance(page, name, 'casual_leave');
  await mark.getByLabel('Notes').fill('Family function');
  await accessible(page, { afterToasts: true });
  await mark.getByRole('button', { name: 'Mark Attendance' }).click();
  await toast(page, 'Attendance marked successfully');
  const record = region(page, 'Attendance records').getByRole('row').filter({ hasText: name });
  await expect(record).toContainText('Casual Leave');
  await expect(record).toContainText('Family function');
  await accessible(page, { afterToasts: true });

  // Comp off starts at 0: refused with the spec's message, nothing marked.
  const refused = await markAttendance(page, name, 'comp_off', `${year}-01-20`);
  await refused.getByRole('button', { name: 'Mark Attendance' }).click();
  await toast(page, 'Insufficient leave balance');
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Leave Balances' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const balances = region(page, `Leave balances ${year}`).getByRole('row').filter({ hasText: name });
  const casual = balances.locator('td[data-label="Casual Leave"]');
  await expect(casual).toContainText('11');
  await expect(balances.locator('td[data-label="Comp Off"]')).toContainText('0');
  await expect(balances.getByRole('button', { name: `Decrease Comp Off of ${name}` })).toBeDisabled();
  await accessible(page, { afterToasts: true });
  await balances.getByRole('button', { name: `Increase Casual Leave of ${name}` }).click();
  await toast(page, 'Leave balance adjusted successfully');
  await expect(casual).toContainText('12');
  await balances.getByRole('button', { name: `Decrease Casual Leave of ${name}` }).click();
  await expect(casual).toContainText('11');

  // Editing the record back to present returns the day.
  await page.getByRole('tab', { name: 'Mark Attendance' }).click();
  await region(page, 'Attendance records')
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Edit attendance/ })
    .click();
  const edit = dialog(page, 'Edit Attendance');
  await expect(edit.getByLabel('Staff Member*')).toHaveCount(0);
  await edit.getByLabel('Status*').selectOption('present');
  await edit.getByRole('button', { name: 'Update Attendance' }).click();
  await toast(page, 'Attendance updated successfully');
  await page.getByRole('tab', { name: 'Leave Balances' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(casual).toContainText('12');
});

test('a public holiday suggests its status; deactivating asks first; the month view counts the day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Sunita ${Math.random().toString(36).slice(2, 7)}`;
  const holiday = `Foundation Day ${Math.random().toString(36).slice(2, 5)}`;
  const date = pastDayThisYear();
  const month = date.slice(5, 7);
  await signInAsAdmin(page);
  await openAttendance(page);
  await addStaff(page, name);

  await page.getByRole('tab', { name: 'Public Holidays' }).click();
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  const add = dialog(page, 'Add Public Holiday');
  await add.getByLabel('Holiday Name*').fill(holiday);
  await add.getByLabel('Date*').fill(date);
  await accessible(page, { afterToasts: true });
  await add.getByRole('button', { name: 'Add Holiday' }).click();
  await toast(page, 'Public holiday added successfully');
  await expect(
    region(page, `Public holidays ${year}`).getByRole('row').filter({ hasText: holiday }),
  ).toBeVisible();
  await accessible(page, { afterToasts: true });

  await page.getByRole('tab', { name: 'Mark Attendance' }).click();
  const mark = await markAttendance(page, name, undefined, date);
  await expect(mark.getByLabel('Status*')).toHaveValue('public_holiday');
  await expect(mark.getByText(`${holiday} is a public holiday.`)).toBeVisible();
  await mark.getByRole('button', { name: 'Mark Attendance' }).click();
  await toast(page, 'Attendance marked successfully');

  await page.getByRole('tab', { name: 'Month View' }).click();
  await page.getByLabel('Month', { exact: true }).selectOption(String(Number(month)));
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const counts = region(page, `Month view, ${monthName(date)} ${year}`)
    .getByRole('row')
    .filter({ hasText: name });
  await expect(counts.locator('td[data-label="Public Holiday"]')).toHaveText('1');
  await expect(counts.locator('td[data-label="Days Marked"]')).toHaveText('1');
  await accessible(page, { afterToasts: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendance_${year}-${month}.csv`);
  await toast(page, 'Attendance exported successfully');

  await page.getByRole('tab', { name: 'Public Holidays' }).click();
  const row = region(page, `Public holidays ${year}`).getByRole('row').filter({ hasText: holiday });
  await row.getByRole('button', { name: `Deactivate: ${holiday}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Deactivate public holiday' });
  await ask.getByRole('button', { name: 'Deactivate' }).click();
  await toast(page, 'Public holiday deactivated successfully');
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Staff Members' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const staff = region(page, 'Staff members').getByRole('row').filter({ hasText: name });
  await staff.getByRole('button', { name: `Deactivate: ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate staff member' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await toast(page, 'Staff member deactivated successfully');
  await expect(staff).toContainText('Inactive');
});

test('on a 390 px phone every tab and dialog fits the screen and passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Phone ${Math.random().toString(36).slice(2, 7)}`;
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAttendance(page);
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await addStaff(page, name, true);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(region(page, 'Staff members').getByRole('row').filter({ hasText: name })).toBeVisible();
  await fits();
  await accessible(page, { afterToasts: true });

  await page.getByRole('button', { name: `Print registration: ${name}` }).click();
  await expect(dialog(page, 'Staff Registration').getByRole('img', { name: 'ID Proof' })).toBeVisible();
  await accessible(page, { afterToasts: true });
  await page.keyboard.press('Escape');

  for (const tab of ['Mark Attendance', 'Leave Balances', 'Public Holidays']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await fits();
    await accessible(page, { afterToasts: true });
  }
  await page.getByRole('tab', { name: 'Mark Attendance' }).click();
  await markAttendance(page, name, 'present');
  await accessible(page, { afterToasts: true });
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Month View' }).click();
  await fits();
  await accessible(page, { afterToasts: true });
  await page.getByRole('tab', { name: 'Staff Members' }).click();
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await accessible(page, { afterToasts: true });
});

test('on a phone, a whole day for all staff: everyone present but one, one save, saved; a future day refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const [present, absent] = [`Anil ${tag}`, `Bharat ${tag}`];
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAttendance(page);
  await addStaff(page, present);
  await addStaff(page, absent);
  await page.getByRole('tab', { name: 'Mark Attendance' }).click();
  await page.getByRole('tab', { name: 'Mark a Day' }).click();

  // A day still to come is refused before anything is listed.
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  await page.getByLabel('Date*').fill(tomorrow);
  await expect(page.getByText('Attendance cannot be marked for a future date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Attendance' })).toHaveCount(0);

  const date = today;
  await page.getByLabel('Date*').fill(date);
  const list = page.getByRole('list', { name: /^Attendance for / });
  const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(item(present).getByLabel(`Status of ${present}`)).toHaveValue('present');
  await expect(item(absent).getByLabel(`Status of ${absent}`)).toHaveValue('present');
  await item(absent).getByLabel(`Status of ${absent}`).selectOption('absent');
  await item(absent).getByLabel(`Notes for ${absent}`).fill('Did not come');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await accessible(page, { afterToasts: true });
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await toast(page, 'Attendance saved for');

  // The day now shows what was saved, after a reload too.
  await page.reload();
  await page.getByLabel('Date*').fill(date);
  await expect(item(absent).getByText('Saved')).toBeVisible();
  await expect(item(absent).getByLabel(`Status of ${absent}`)).toHaveValue('absent');
  await expect(item(absent).getByLabel(`Notes for ${absent}`)).toHaveValue('Did not come');
  await expect(item(present).getByLabel(`Status of ${present}`)).toHaveValue('present');
  await page.getByRole('tab', { name: 'Daily Records' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const records = region(page, 'Attendance records');
  await expect(records.getByRole('row').filter({ hasText: absent })).toContainText('Absent');
  await expect(records.getByRole('row').filter({ hasText: present })).toContainText('Present');
});
