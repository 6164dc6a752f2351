// Bank reconciliation, end to end: a resident (on a phone) reports the UTR of a UPI payment with "I have paid"; the
// office imports the bank statement (a CSV written here) carrying that credit and two others, confirms the UTR's
// proposal and the one found by its flat number, and splits the third across two flats (the sum checked before it
// is sent); the resident sees the receipt and no dues. Its flats are its own, found by search, never "the first row".
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { accessible, expectAccessible, residentInOwnBrowser, societyDate, toast } from './support';

const digits = () => String(Math.floor(1000 + Math.random() * 8999));
const wing = 'Q';
const [mine, second, third] = (() => {
  const n = Number(digits());
  return [n, n + 1, n + 2].map((x) => `${wing}-${x}`);
})();
const utr = String(Math.floor(100_000_000_000 + Math.random() * 899_999_999_999));
const neftRef = `HDFCN5${digits()}${digits()}`;
const impsRef = String(Math.floor(100_000_000_000 + Math.random() * 899_999_999_999));

/** A statement as HDFC's net banking gives it: the account's lines above the headings, dates as 24/11/26. */
function statement() {
  const [y, m, d] = societyDate(-1).split('-');
  const date = `${d}/${m}/${y.slice(2)}`;
  return [
    'HDFC BANK Ltd.,Statement of account',
    'Account No :,50200012345678',
    '',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${date},UPI-KAVITA JOSHI-kavita.j@okicici-ICIC0001234-${utr}-PAYMENT,0000${utr},${date},,"2,500.50","1,02,500.50"`,
    `${date},NEFT CR-HDFC0000123-SURESH RAO-${second} MAINT-${neftRef},${neftRef},${date},,"3,000.00","1,05,500.50"`,
    `${date},IMPS-${impsRef}-A RELATIVE-SBI-XXXXXXXX1234-NA,${impsRef},${date},,"1,777.77","1,07,278.27"`,
  ].join('\r\n');
}

const queueRow = async (page: Page, search: string) => {
  await page.getByPlaceholder('Search narration or reference').fill(search);
  const row = page.getByRole('region', { name: 'Bank credits' }).getByRole('row').filter({ hasText: search });
  await expect(row).toHaveCount(1);
  return row;
};

test('a reported UTR is found in the imported statement and confirmed; the resident sees the receipt and no dues', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const resident = await residentInOwnBrowser(browser, { flat: mine, name: 'Kavita Joshi' });
  const phone = resident.page;
  await phone.setViewportSize({ width: 390, height: 844 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  // The resident's flat owes ₹2,500.50 of arrears, the second ₹3,000.00, the third ₹1,000.00.
  for (const [flatNo, owed] of [
    [mine, '2500.50'],
    [second, '3000'],
    [third, '1000'],
  ]) {
    const added = await page.request.post('/api/admin/flats', {
      data: { wing, flat_no: flatNo, opening_balance: owed, opening_balance_date: societyDate(-30) },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const { profile } = await (await phone.request.get('/api/me')).json();
  const confirmed = await page.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    data: { confirmed: true, flat_no: profile.flat_no },
  });
  expect(confirmed.status()).toBe(200);

  // The resident pays by UPI and reports the UTR.
  await phone.goto('/dashboard');
  await expect(phone.getByTestId('dues-outstanding')).toHaveText('₹2,500.50');
  await phone.getByRole('button', { name: 'Pay by UPI' }).click();
  await phone
    .getByRole('dialog', { name: 'Pay by UPI' })
    .getByRole('button', { name: 'I have paid' })
    .click();
  const report = phone.getByRole('dialog', { name: 'I have paid' });
  await report.getByLabel('Amount paid (₹)*').fill('2500.50');
  await report.getByLabel('UTR (12 digits)*').fill(utr);
  await report.getByRole('button', { name: 'Report payment' }).click();
  await toast(phone, 'Payment reported.');

  // The office imports the statement from Bank Reconciliation (under Management).
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Bank Reconciliation', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Bank Reconciliation', level: 1 })).toBeVisible();
  const file = testInfo.outputPath('statement.csv');
  writeFileSync(file, statement());
  await page.getByRole('button', { name: 'Import statement' }).click();
  const upload = page.getByRole('dialog', { name: 'Import bank statement' });
  await upload.getByLabel('Statement (CSV)*').setInputFiles(file);
  await upload.getByRole('button', { name: 'Import' }).click();
  await toast(page, 'Statement imported: 3 new lines');
  await expect(page.getByRole('region', { name: 'Last import' })).toContainText(/New credits\s*3/);

  // The UTR the resident reported: proposed to their flat, at high confidence, saying why; confirmed after asking.
  const reported = await queueRow(page, utr);
  await expect(reported).toContainText(mine);
  await expect(reported).toContainText('Reference reported by the resident');
  await expect(reported).toContainText('High');
  await accessible(page, { afterToasts: true });
  await reported.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm payment' }).click();
  await toast(page, 'Payment confirmed: receipt RCT/');
  await expect(reported).toContainText('Confirmed');
  await expect(reported.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

  // The flat number in the NEFT narration.
  const byFlat = await queueRow(page, neftRef);
  await expect(byFlat).toContainText(second);
  await expect(byFlat).toContainText('Flat number in the narration');
  await byFlat.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm payment' }).click();
  await toast(page, 'Payment confirmed: receipt RCT/');
  await expect(byFlat).toContainText('Confirmed');

  // A relative's IMPS with no note: the office splits it, and a sum short of the credit is refused before sending.
  const relative = await queueRow(page, impsRef);
  await relative.getByRole('button', { name: /Assign|Reassign\/Split/ }).click();
  const split = page.getByRole('dialog', { name: 'Reassign or split credit' });
  await split.getByLabel('Flat*').first().fill(third);
  await split.getByLabel('Amount (₹)*').first().fill('1000');
  await split.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(split.getByRole('alert')).toHaveText(
    'The amounts add up to ₹1,000.00, not to the credit of ₹1,777.77: they must match to the paisa',
  );
  await split.getByRole('button', { name: 'Add part' }).click();
  // The new part starts with what is left; flat numbers are read in any case.
  await expect(split.getByLabel('Amount (₹)*').nth(1)).toHaveValue('777.77');
  await split.getByLabel('Flat*').nth(1).fill(second.toLowerCase());
  await expect(split).toContainText('Total ₹1,777.77 of ₹1,777.77');
  await accessible(page, { afterToasts: true });
  await split.getByRole('button', { name: 'Confirm payment' }).click();
  await toast(page, 'Payment confirmed: receipt RCT/');
  await expect(split).toBeHidden();
  await expect(relative).toContainText('Confirmed');
  await expect(relative).toContainText(third);

  // The resident: the receipt is there and nothing is due.
  await phone.goto('/dashboard');
  await expect(phone.getByTestId('dues-outstanding')).toHaveText('No dues');
  await phone.goto('/member-invoices');
  await expect(phone.getByTestId('flat-balance')).toHaveText('No dues');
  await expect(phone.getByRole('list', { name: 'Receipts of the flat' }).getByText(/^RCT\//)).toHaveCount(1);
  await expect(phone.getByRole('list', { name: 'Reported payments' })).toContainText('Confirmed');
  await expectAccessible(phone);
  await resident.close();

  // The office's reconciliation report of the statement's day, on a phone: its figures, its lists and the CSV.
  // (Other journeys import statements too, so only this journey's own credits are looked for.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/reconciliation');
  await page.getByRole('tab', { name: 'Report' }).click();
  const day = societyDate(-1);
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Show report' }).click();
  const figures = page.getByRole('region', { name: 'Report figures' });
  await expect(figures.getByRole('heading', { name: 'Closing bank balance' })).toBeVisible();
  await expect(figures).toContainText(/Credits₹[\d,]+\.\d{2}\d+ = \d+ matched/);
  // Confirmed, this journey's credits are not among the unmatched ones.
  const unmatched = page.getByRole('region', { name: 'Unmatched credits' });
  await expect(unmatched).toBeVisible();
  await expect(unmatched).not.toContainText(impsRef);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toBe(`bank_reconciliation_${day}_to_${day}.csv`);
  await toast(page, 'Reconciliation report exported');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await accessible(page, { afterToasts: true });
});

test('a gym membership paid by UPI is found in the imported statement and confirmed; the revenue moves only then', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const gymUtr = String(Math.floor(100_000_000_000 + Math.random() * 899_999_999_999));
  const resident = await residentInOwnBrowser(browser, { flat: `${wing}-${digits()}`, name: 'Nisha Kapoor' });
  const phone = resident.page;
  await phone.setViewportSize({ width: 390, height: 844 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  /** The dashboard's Total Revenue, read as the office sees it. */
  const revenue = async () => {
    await page.goto('/admin');
    const card = page.getByRole('heading', { name: 'Total Revenue', level: 3 }).locator('..').locator('..');
    await expect(card).toContainText('₹');
    return (await card.textContent()) ?? '';
  };
  const stats = async () => (await (await page.request.get('/api/admin/stats')).json()).revenue as number;

  // The resident buys a monthly membership, paying by UPI and typing the transaction ID.
  await phone.goto('/membership');
  await phone.getByRole('button', { name: 'Select Plan Monthly' }).click();
  await phone.getByLabel('Full Name').fill('Nisha Kapoor');
  await phone.getByLabel('Phone').fill('98200 33333');
  await phone.getByRole('button', { name: 'Continue to Payment' }).click();
  await phone.getByLabel('Transaction ID').fill(gymUtr);
  await phone.getByLabel('Last 4 digits of transaction').fill(gymUtr.slice(-4));
  await phone.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(phone.getByText('Membership Confirmed!')).toBeVisible();
  await resident.close();
  const before = await stats();
  const shownBefore = await revenue();

  // The statement carries the payment (₹1,500, the monthly plan's price): proposed by the reported reference.
  const [y, m, d] = societyDate(0).split('-');
  const date = `${d}/${m}/${y.slice(2)}`;
  const file = testInfo.outputPath('gym-statement.csv');
  writeFileSync(
    file,
    [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `${date},UPI-NISHA KAPOOR-nisha.k@okhdfcbank-HDFC0001234-${gymUtr}-GYM,0000${gymUtr},${date},,"1,500.00","2,01,500.00"`,
    ].join('\r\n'),
  );
  await page.goto('/admin/reconciliation');
  await page.getByRole('button', { name: 'Import statement' }).click();
  const upload = page.getByRole('dialog', { name: 'Import bank statement' });
  await upload.getByLabel('Statement (CSV)*').setInputFiles(file);
  await upload.getByRole('button', { name: 'Import' }).click();
  await toast(page, 'Statement imported: 1 new lines');
  const row = await queueRow(page, gymUtr);
  await expect(row).toContainText('Gym membership');
  await expect(row).toContainText('Reference reported by the resident');
  await expect(row).toContainText('High');
  // Proposed is not received: the revenue has not moved.
  expect(await stats()).toBe(before);
  await page.goto('/admin/reconciliation');
  const proposed = await queueRow(page, gymUtr);
  await proposed.getByRole('button', { name: 'Confirm', exact: true }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('gym membership');
  await ask.getByRole('button', { name: 'Confirm payment' }).click();
  await toast(page, 'Payment confirmed: gym membership paid');
  await expect(proposed).toContainText('Confirmed');

  // Confirmed money: the dashboard's revenue rises by the plan's price, once.
  expect(await stats()).toBeCloseTo(before + 1500, 2);
  const shownAfter = await revenue();
  expect(shownAfter).not.toBe(shownBefore);
  await expect(
    page.getByRole('heading', { name: 'Total Revenue', level: 3 }).locator('..').locator('..'),
  ).toContainText('confirmed payments only');
});
