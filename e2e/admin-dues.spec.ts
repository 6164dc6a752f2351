// Dues, end to end: a flat owes arrears (its register's opening balance: the ledger's first entry, as a published
// bill's entry would be); the office records a cheque on the Dues screen; the resident, on a phone, sees the
// receipt and the balance drop on the dashboard and in Maintenance Invoices; the office marks the cheque bounced
// (after confirming) and the resident's balance rises again.
import { expect, test } from '@playwright/test';
import { duesFlatAction, signInAsAdmin, withoutSecondApprover } from './admin-support';
import { expectAccessible, residentInOwnBrowser, residentSeesDues, societyDate, toast } from './support';

const flat = `D${Math.random().toString(36).slice(2, 5).toUpperCase()}-1`;

test('the office records a cheque, the resident gets its receipt, and a bounce undoes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const resident = await residentInOwnBrowser(browser, { flat, name: 'Nandini Rao' });
  await resident.page.setViewportSize({ width: 390, height: 844 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await withoutSecondApprover(page, ['payment_reversal']);
  // The flat is in the register with ₹5,000 of arrears, and the resident's claim to it is confirmed.
  const added = await page.request.post('/api/admin/flats', {
    data: { wing: 'D', flat_no: flat, opening_balance: '5000', opening_balance_date: societyDate(-60) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { profile } = await (await resident.page.request.get('/api/me')).json();
  const confirmed = await page.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    data: { confirmed: true, flat_no: profile.flat_no },
  });
  expect(confirmed.status()).toBe(200);
  await residentSeesDues(resident.page, '₹5,000.00');

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Dues', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Dues', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search flat, wing or resident').fill(flat);
  const row = page.getByRole('region', { name: 'Dues per flat' }).getByRole('row').filter({ hasText: flat });
  await expect(row).toContainText('₹5,000.00');

  await duesFlatAction(page, flat, 'Record Payment');
  const dialog = page.getByRole('dialog', { name: `Record Payment: Flat ${flat}` });
  await dialog.getByLabel('Amount (₹)*').fill('2000');
  await dialog.getByLabel('Mode*').selectOption('cheque');
  // A cheque without its details is refused under each field.
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Please enter the cheque number')).toBeVisible();
  await dialog.getByLabel('Cheque No*').fill('004512');
  await dialog.getByLabel('Bank*').fill('HDFC Bank');
  await dialog.getByLabel('Cheque Date*').fill(societyDate(0));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await toast(page, 'Payment recorded: receipt RCT/');
  await expect(row).toContainText('₹3,000.00');

  // The resident, on a phone: the balance dropped, and the receipt is there to download.
  await residentSeesDues(resident.page, '₹3,000.00');
  const receipts = resident.page.getByRole('list', { name: 'Receipts of the flat' }).getByText(/^RCT\//);
  await expect(receipts).toHaveCount(1);
  const receiptNumber = (await receipts.textContent()) ?? '';
  const download = resident.page.waitForEvent('download');
  await resident.page.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click();
  expect((await download).suggestedFilename()).toBe(`Receipt_${receiptNumber.replace(/\//g, '-')}.pdf`);
  await expectAccessible(resident.page);

  // The cheque bounces: the office marks it (after confirming) and the payment is undone.
  await duesFlatAction(page, flat, 'Ledger & Statement');
  const ledger = page.getByRole('dialog', { name: `Ledger: Flat ${flat}` });
  await expect(ledger).toContainText('Balance: ₹3,000.00 due');
  await ledger.getByRole('button', { name: 'Mark cheque 004512 bounced' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Bounced' }).click();
  await toast(page, 'Cheque marked bounced: the payment is reversed');
  await expect(ledger).toContainText('Cheque bounced');
  await expect(ledger).toContainText('Balance: ₹5,000.00 due');

  await residentSeesDues(resident.page, '₹5,000.00');
  await expect(resident.page.getByText('Cheque bounced')).toBeVisible();
  await resident.close();
});
