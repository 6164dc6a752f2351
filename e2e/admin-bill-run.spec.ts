// A bill run from end to end: the office imports a small register (CSV), defines a head of charges, computes the
// month's draft, previews it (a flat's figures, the flags), waives a head for one flat, publishes after confirming,
// is refused a credit note above the bill and issues a smaller one, and watches the bills' PDFs being made (the same
// progress after a reload, the screen fitting a 390 px phone); a confirmed resident of one flat (with arrears) then
// downloads the PDF bill from Maintenance Invoices and sees on the dashboard what it says they owe, less the credit
// note; the office records part of it as a cheque on the Dues screen; the resident downloads the receipt and the
// amount owed drops by exactly the cheque's amount.
import { readFileSync } from 'node:fs';
import { type Download, expect, test } from '@playwright/test';
import { pdfPages } from '../src/server/test/pdf-reader';
import { BILL_RUNS_TEXT } from '../src/shared/bill-runs-admin';
import { BILLING_TEXT } from '../src/shared/billing-admin';
import { paiseOf } from '../src/shared/exact-money';
import { decimalOf, formatINR } from '../src/shared/money';
import { duesFlatAction, signInAsAdmin, withoutSecondApprover } from './admin-support';
import { expectAccessible, residentInOwnBrowser, residentSeesDues, societyDate, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 5).toUpperCase();
const flats = [`R${suffix}-1`, `R${suffix}-2`];

/** ₹1,995.50 as shown on screen and in the PDFs, from paise. */
const rupees = (paise: number) => formatINR(decimalOf(paise));

/** A downloaded PDF's text as a viewer reads it (pdf.js parses it), its lines joined by single spaces. */
async function pdfText(download: Download) {
  const pages = await pdfPages(new Uint8Array(readFileSync(await download.path())));
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The amount printed after `label` in a PDF's text, in paise. */
function printedPaise(text: string, label: string) {
  const amount = new RegExp(`${label} ₹([\\d,]+\\.\\d{2})`).exec(text)?.[1];
  expect(amount, `${label} in the PDF`).toBeDefined();
  return paiseOf((amount ?? '').replace(/,/g, ''));
}

const HEADER =
  'wing,flat_no,carpet_area_sqft,built_up_area_sqft,construction_cost,occupancy,parking_covered,parking_open,parking_two_wheeler,opening_balance,opening_balance_date';

test('the office imports a register, defines a head, previews and publishes a bill run; the resident downloads the bill, sees what is owed, and a cheque lowers it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const resident = await residentInOwnBrowser(browser, { flat: flats[0] });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await withoutSecondApprover(page, ['charge_heads', 'waiver', 'bill_run_publish', 'credit_note']);

  // The register: two flats, one without an area; the resident's flat brings ₹1,500 of arrears.
  await page.goto('/admin/flats');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Flats' });
  await importDialog.getByLabel('CSV File*').setInputFiles({
    name: 'register.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        HEADER,
        `R,${flats[0]},650,780,1250000,owner,1,0,0,1500,30/09/2026`,
        `R,${flats[1]},,,,let,0,0,0,0,`,
      ].join('\r\n'),
    ),
  });
  await importDialog.getByRole('button', { name: 'Check File' }).click();
  await importDialog.getByRole('button', { name: 'Import 2 Flats' }).click();
  await toast(page, '2 flats imported into the register');

  // The resident's flat is confirmed by the office, as Profile Management does.
  const { profile } = await (await resident.page.request.get('/api/me')).json();
  const confirmed = await page.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    data: { confirmed: true, flat_no: profile.flat_no },
  });
  expect(confirmed.status()).toBe(200);

  // A head of charges.
  await page.goto('/admin/billing');
  await page.getByRole('button', { name: 'Add Head' }).click();
  const headDialog = page.getByRole('dialog', { name: 'Add Head of Charges' });
  await headDialog.getByLabel('Name*').fill(`Service charges ${suffix}`);
  await headDialog.getByLabel('Basis*').selectOption({ label: 'Fixed amount per flat' });
  await headDialog.getByLabel('Rate (₹ per flat)*').fill('1850');
  await headDialog.getByLabel('Service charge', { exact: true }).check();
  await headDialog.getByRole('button', { name: 'Add Head' }).click();
  await toast(page, BILLING_TEXT.headAdded);
  await expect(headDialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Head' }).click();
  await headDialog.getByLabel('Name*').fill(`Water ${suffix}`);
  await headDialog.getByLabel('Basis*').selectOption({ label: 'Metered (entered per flat)' });
  await headDialog.getByRole('button', { name: 'Add Head' }).click();
  await toast(page, BILLING_TEXT.headAdded);

  // The draft: a due date before the bill date is refused, then the month's draft is computed.
  await page.getByRole('tab', { name: 'Bill runs' }).click();
  await expect(page).toHaveURL(/tab=runs/);
  await page.getByRole('button', { name: 'New bill run' }).click();
  const runDialog = page.getByRole('dialog', { name: 'New bill run' });
  await runDialog.getByLabel('Bill date*').fill('2026-11-01');
  await runDialog.getByLabel('Due date*').fill('2026-10-31');
  await runDialog.getByRole('button', { name: 'Compute draft' }).click();
  await expect(runDialog.getByText(BILL_RUNS_TEXT.dueBeforeBill)).toBeVisible();
  await runDialog.getByLabel('Due date*').fill('2026-11-15');
  await runDialog.getByRole('button', { name: 'Compute draft' }).click();
  await toast(page, BILL_RUNS_TEXT.created);
  await expect(page).toHaveURL(/run=/);
  await expect(page.getByRole('heading', { name: /^Bills for November 2026/ })).toBeVisible();

  // The preview: the flat's figures, searched for; the flat without an area is flagged.
  const table = page.getByRole('region', { name: /^Flats of the bill run/ });
  await page.getByRole('searchbox', { name: 'Search' }).fill(`R${suffix}-`);
  const row = (flat: string) => table.getByRole('row').filter({ hasText: flat });
  await expect(row(flats[0])).toContainText('First bill');
  await expect(row(flats[1])).toContainText('No area');
  await expectAccessible(page);

  // The water meter readings from a CSV: the first flat's flag goes, the second flat's stays.
  await expect(row(flats[0])).toContainText('No meter reading');
  await page.getByRole('button', { name: 'Import meter readings' }).click();
  const readings = page.getByRole('dialog', { name: 'Import meter readings' });
  await readings.getByLabel('CSV File*').setInputFiles({
    name: 'water.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`flat_no,head,amount\r\n${flats[0]},Water ${suffix},245.50\r\n`),
  });
  await readings.getByRole('button', { name: 'Import' }).click();
  await toast(page, BILL_RUNS_TEXT.readingsImported(1));
  await expect(row(flats[0])).not.toContainText('No meter reading');
  await expect(row(flats[1])).toContainText('No meter reading');

  // The let flat's service charges are waived, with a reason; the draft is recomputed.
  const before = await row(flats[1]).textContent();
  await row(flats[1]).getByRole('button', { name: 'Adjust' }).click();
  const adjust = page.getByRole('dialog', { name: `Adjust flat ${flats[1]}` });
  await adjust.getByLabel(`Service charges ${suffix} amount (₹)`).fill('0');
  await adjust.getByLabel(`Service charges ${suffix} reason`).fill('Staff quarters');
  // The row of this journey's head: other journeys' heads share the server and are listed too.
  await adjust
    .getByRole('listitem')
    .filter({ hasText: `Service charges ${suffix}` })
    .getByRole('button', { name: 'Save' })
    .click();
  await toast(page, BILL_RUNS_TEXT.exceptionSaved);
  await expect(adjust.getByText('Exception in force')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(flats[1])).not.toHaveText(before ?? '');

  // Publish, after confirming.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'bills published');
  await expect(row(flats[0])).toContainText(/MB\/2026-27\/\d{4}/);
  const billNumber = ((await row(flats[0]).textContent()) ?? '').match(/MB\/2026-27\/\d{4}/)?.[0] ?? '';

  // A credit note above what is left of the bill is refused; a smaller one is issued.
  await row(flats[0]).getByRole('button', { name: 'Note' }).click();
  const note = page.getByRole('dialog', { name: `Note against ${billNumber}` });
  await note.getByLabel('Amount (₹)*').fill('9999999');
  await note.getByLabel('Reason*').fill('Wrong rate');
  await note.getByRole('button', { name: 'Issue note' }).click();
  await expect(note.getByText(/^A credit note cannot be more than what is left of the bill/)).toBeVisible();
  const creditNotePaise = 100_00;
  await note.getByLabel('Amount (₹)*').fill(decimalOf(creditNotePaise));
  await note.getByRole('button', { name: 'Issue note' }).click();
  await toast(page, 'issued');
  await expect(note).toBeHidden();

  const pdfs = page.getByRole('region', { name: 'Bill PDFs and mails' });
  await expect(pdfs).toContainText(/Bill PDFs: (\d+) of \1 made/, { timeout: 60_000 });
  // The same progress after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Bill PDFs and mails' })).toContainText(
    /Bill PDFs: (\d+) of \1 made/,
  );
  // Each step's progress, found again after the reload: the PDFs, then the mails to the confirmed residents (this
  // journey's one, and those of flats other journeys left in the register).
  await expect(page.getByRole('region', { name: 'Bill PDFs for November 2026' })).toContainText('Finished');
  const mails = page.getByRole('region', { name: 'Bill mails for November 2026' });
  await expect(mails).toContainText('Finished', { timeout: 30_000 });
  await expect(mails).toContainText(/(\d+) of \1 done, 0 failed/);
  // In मराठी the same steps are named in Marathi, the month too.
  const language = async (code: string) => {
    expect((await page.request.put('/api/language', { data: { language: code } })).ok()).toBe(true);
    await page.reload();
  };
  await language('mr');
  await expect(page.getByRole('region', { name: 'नोव्हेंबर 2026 च्या बिलांच्या PDF' })).toContainText('पूर्ण');
  await expect(page.getByRole('region', { name: 'नोव्हेंबर 2026 च्या बिलांचे ईमेल' })).toBeVisible();
  await language('en');
  // On a phone the run fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: /^Bills for November 2026/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The resident's Maintenance Invoices list the bill beside uploaded ones (its number also names the flat's ledger
  // entries above them); its PDF downloads.
  await resident.page.goto('/member-invoices');
  await expect(resident.page.getByRole('heading', { name: billNumber, exact: true })).toBeVisible();
  const download = resident.page.waitForEvent('download');
  await resident.page.getByRole('button', { name: `Download invoice ${billNumber}` }).click();
  const bill = await pdfText(await download);
  expect(bill).toContain(`Bill No. ${billNumber}`);
  expect(bill).toContain('Arrears brought forward ₹1,500.00');
  const billTotal = printedPaise(bill, 'Total payable');
  const dueDate = /Due date (\d{1,2} \w{3} \d{4})/.exec(bill)?.[1] ?? '';
  expect(dueDate).toBe('15 Nov 2026');

  // The dashboard: what the bill says is payable (its charges and the arrears brought forward), less the credit
  // note issued since, due by the bill's due date.
  const owed = billTotal - creditNotePaise;
  await residentSeesDues(resident.page, rupees(owed), dueDate);

  // The office records part of it, a cheque, from the flat's row on the Dues screen.
  const chequePaise = 1_200_00;
  expect(chequePaise).toBeLessThan(owed);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dues');
  await expect(page.getByRole('heading', { name: 'Dues', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search flat, wing or resident').fill(flats[0]);
  const duesRow = page
    .getByRole('region', { name: 'Dues per flat' })
    .getByRole('row')
    .filter({ hasText: flats[0] });
  await expect(duesRow).toContainText(rupees(owed));
  await duesFlatAction(page, flats[0], 'Record Payment');
  const payment = page.getByRole('dialog', { name: `Record Payment: Flat ${flats[0]}` });
  await payment.getByLabel('Amount (₹)*').fill(decimalOf(chequePaise));
  await payment.getByLabel('Mode*').selectOption('cheque');
  await payment.getByLabel('Cheque No*').fill('118204');
  await payment.getByLabel('Bank*').fill('State Bank of India');
  await payment.getByLabel('Cheque Date*').fill(societyDate(0));
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await toast(page, 'Payment recorded: receipt RCT/');
  await expect(payment).toBeHidden();
  await expect(duesRow).toContainText(rupees(owed - chequePaise));

  // The resident: the amount owed dropped by exactly the cheque, and its receipt downloads as a PDF that says so.
  await residentSeesDues(resident.page, rupees(owed - chequePaise), dueDate);
  const receipts = resident.page.getByRole('list', { name: 'Receipts of the flat' }).getByText(/^RCT\//);
  await expect(receipts).toHaveCount(1);
  const receiptNumber = (await receipts.textContent()) ?? '';
  const receiptDownload = resident.page.waitForEvent('download');
  await resident.page.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click();
  const receipt = await pdfText(await receiptDownload);
  expect(receipt).toContain(`Receipt No. ${receiptNumber}`);
  expect(receipt).toContain(`Received from ${resident.name}`);
  expect(receipt).toContain(`Amount received ${rupees(chequePaise)}`);
  expect(receipt).toContain('Cheque No. 118204');
  // What it settled follows the payment order, a setting another journey may change meanwhile: the oldest
  // arrears, or the bill's interest first.
  expect(receipt).toMatch(new RegExp(`${billNumber.replace(/\//g, '\\/')}|Opening balance \\(arrears\\)`));
  await resident.close();
});
