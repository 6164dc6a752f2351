// "Confirm all high", end to end, on a desktop and on a phone: three residents report the UTRs of their UPI payments;
// the office imports a statement of more than a thousand lines (their three credits and the society's debits), which
// is read by a task whose progress (lines read, credits matched, left) shows until its summary; the three proposals
// are of the highest confidence, and "Confirm all high" (asked first) confirms them as a task whose progress and
// toast show; each resident's ledger then shows the receipt and nothing due.
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { accessible, residentInOwnBrowser, societyDate, toast } from './support';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;
/** More than the 1,000 lines a statement may have to be read in its request. */
const LINES = 1_200;

const randomUtr = () => String(Math.floor(100_000_000_000 + Math.random() * 899_999_999_999));

/** A statement as HDFC gives it: the residents' credits yesterday, then the society's debits of the month. */
function statement(credits: { utr: string; rupees: string; name: string }[]) {
  const hdfc = (days: number) => {
    const [y, m, d] = societyDate(days).split('-');
    return `${d}/${m}/${y.slice(2)}`;
  };
  const run = randomUtr();
  const debits = Array.from({ length: LINES - credits.length }, (_, i) => {
    const date = hdfc(-2 - (i % 25));
    return `${date},NEFT DR-VENDOR ${run}-${i},N${run}${i},${date},"${(100 + i / 100).toFixed(2)}",,`;
  });
  const date = hdfc(-1);
  return [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    ...credits.map(
      (c) =>
        `${date},UPI-${c.name}-${c.name.split(' ')[0].toLowerCase()}@okicici-ICIC0001234-${c.utr}-PAYMENT,0000${c.utr},${date},,"${c.rupees}",`,
    ),
    ...debits,
  ].join('\r\n');
}

const queueRow = async (page: Page, search: string) => {
  await page.getByPlaceholder('Search narration or reference').fill(search);
  const row = page.getByRole('region', { name: 'Bank credits' }).getByRole('row').filter({ hasText: search });
  await expect(row).toHaveCount(1);
  return row;
};

for (const [name, viewport] of VIEWPORTS)
  test(`on a ${name}, a large statement's progress shows, and "Confirm all high" confirms the reported UTRs: receipts and no dues`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Signed in where the header greets the office (the desktop's), then at the journey's size.
    await page.setViewportSize(VIEWPORTS[0][1]);
    await signInAsAdmin(page);
    await page.setViewportSize(viewport);
    const wing = 'R';
    const base = Math.floor(1000 + Math.random() * 8000);
    const payers = [
      { name: 'ANITA DESAI', rupees: '2,100.00', owed: '2100' },
      { name: 'FARHAN SHAIKH', rupees: '3,250.50', owed: '3250.50' },
      { name: 'LATA PAWAR', rupees: '1,875.25', owed: '1875.25' },
    ].map((p, i) => ({ ...p, flat: `${wing}-${base + i}`, utr: randomUtr() }));

    // Each resident's flat owes what they pay; the office confirms them on it; each reports the UTR.
    const residents = [];
    for (const p of payers) {
      const added = await page.request.post('/api/admin/flats', {
        data: { wing, flat_no: p.flat, opening_balance: p.owed, opening_balance_date: societyDate(-30) },
      });
      expect(added.status(), await added.text()).toBe(201);
      const resident = await residentInOwnBrowser(browser, { flat: p.flat, name: p.name });
      const { profile } = await (await resident.page.request.get('/api/me')).json();
      const confirmed = await page.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
        data: { confirmed: true, flat_no: profile.flat_no },
      });
      expect(confirmed.status()).toBe(200);
      const reported = await resident.page.request.post('/api/reported-payments', {
        multipart: { amount: p.owed, paid_on: societyDate(-1), mode: 'upi', reference: p.utr },
      });
      expect(reported.status(), await reported.text()).toBe(201);
      residents.push(resident);
    }

    // The office imports the statement: read by a task, its progress shown, then its summary and a toast.
    await page.goto('/admin/reconciliation');
    const file = testInfo.outputPath('year.csv');
    writeFileSync(file, statement(payers));
    await page.getByRole('button', { name: 'Import statement' }).click();
    const upload = page.getByRole('dialog', { name: 'Import bank statement' });
    await upload.getByLabel('Statement (CSV)*').setInputFiles(file);
    await upload.getByRole('button', { name: 'Import' }).click();
    const reading = page.getByRole('region', { name: 'Reading year.csv: 1,200 lines' });
    await expect(reading.getByRole('progressbar')).toBeVisible();
    // The read takes longer than a toast's wait on a busy machine: its end first, then the toast it brings.
    await expect(reading).toContainText('1,200 of 1,200 lines read, 3 credits matched, 0 left', {
      timeout: 60_000,
    });
    await expect(reading).toContainText('Finished');
    await toast(page, 'Statement imported: 1,200 new lines, 3 of 3 credits proposed');
    await expect(page.getByRole('region', { name: 'Last import' })).toContainText(/Lines read\s*1,200/);
    await expect(page.getByRole('region', { name: 'Last import' })).toContainText(/New credits\s*3/);
    for (const p of payers) {
      const row = await queueRow(page, p.utr);
      await expect(row).toContainText(p.flat);
      await expect(row).toContainText('Reference reported by the resident');
      await expect(row).toContainText('High');
    }
    await page.getByPlaceholder('Search narration or reference').fill('');
    await accessible(page, { afterToasts: true });
    await page.screenshot({ path: testInfo.outputPath(`imported-${name}.png`), fullPage: true });

    // Confirm all high: asked first, then a task whose progress and toast show.
    await page.getByRole('button', { name: /^Confirm all high \(\d+\)$/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Confirm all high' });
    await expect(ask).toContainText('cannot be undone');
    await ask.getByRole('button', { name: /^Confirm \d+$/ }).click();
    await toast(page, 'of high confidence and above');
    const confirming = page.getByRole('region', { name: /^Confirming [\d,]+ proposals? of high confidence/ });
    await expect(confirming.getByRole('progressbar')).toBeVisible();
    await expect(confirming).toContainText('Finished', { timeout: 60_000 });
    await toast(page, 'proposals confirmed');
    for (const p of payers) {
      const row = await queueRow(page, p.utr);
      await expect(row).toContainText('Confirmed');
      await expect(row).toContainText('RCT/');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: testInfo.outputPath(`confirmed-${name}.png`), fullPage: true });

    // Each resident: a receipt in their ledger, nothing due.
    for (const resident of residents) {
      await resident.page.setViewportSize(viewport);
      await resident.page.goto('/member-invoices');
      await expect(resident.page.getByTestId('flat-balance')).toHaveText('No dues');
      await expect(
        resident.page.getByRole('list', { name: 'Receipts of the flat' }).getByText(/^RCT\//),
      ).toHaveCount(1);
      await expect(resident.page.getByRole('list', { name: 'Reported payments' })).toContainText('Confirmed');
      await resident.close();
    }
  });
