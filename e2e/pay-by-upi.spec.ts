// Paying a flat's dues by UPI, end to end: the resident, on a phone, opens Pay by UPI from the dashboard (the link
// asks for exactly what is owed, or the part typed, with the flat's note), reports the UTR with "I have paid" (an
// 11-digit one is refused), and sees it in the flat's account as reported while the balance stays; the office
// confirms it on Reported Payments; the resident sees the receipt and the balance drop by the amount paid.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, residentInOwnBrowser, residentSeesDues, societyDate, toast } from './support';

const flat = `U${Math.random().toString(36).slice(2, 5).toUpperCase()}-1`;
const utr = String(Math.floor(100_000_000_000 + Math.random() * 899_999_999_999));

test('a resident pays by UPI and reports the UTR; the office confirms it; the receipt comes and the balance drops', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const resident = await residentInOwnBrowser(browser, { flat, name: 'Kavita Joshi' });
  const phone = resident.page;
  await phone.setViewportSize({ width: 390, height: 844 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  // The flat owes ₹2,500.50 of arrears, and the resident's claim to it is confirmed.
  const added = await page.request.post('/api/admin/flats', {
    data: { wing: 'U', flat_no: flat, opening_balance: '2500.50', opening_balance_date: societyDate(-30) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { profile } = await (await phone.request.get('/api/me')).json();
  const confirmed = await page.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    data: { confirmed: true, flat_no: profile.flat_no },
  });
  expect(confirmed.status()).toBe(200);

  // Pay by UPI from the dashboard: on a phone the link to the UPI app is the main button, for the exact amount.
  await phone.goto('/dashboard');
  await expect(phone.getByTestId('dues-outstanding')).toHaveText('₹2,500.50');
  await phone.getByRole('button', { name: 'Pay by UPI' }).click();
  const panel = phone.getByRole('dialog', { name: 'Pay by UPI' });
  const payLink = panel.getByTestId('upi-pay-link');
  await expect(payLink).toBeVisible();
  const href = (await payLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^upi:\/\/pay\?pa=[^&]+@[^&]+&pn=[^&]+&am=2500\.50&cu=INR&tn=/);
  expect(decodeURIComponent(href.split('&tn=')[1])).toBe(`Maintenance ${flat}`);
  await expect(panel.getByRole('img', { name: /UPI QR code/ })).toBeHidden();
  // A part payment: the link asks for what is typed; more than 2 decimals is refused.
  await panel.getByLabel('Amount to pay (₹)').fill('1000.005');
  await expect(panel.getByText('with at most 2 decimals')).toBeVisible();
  await panel.getByLabel('Amount to pay (₹)').fill('1000');
  await expect(payLink).toHaveAttribute('href', /&am=1000\.00&cu=INR&/);
  await expectAccessible(phone);

  // "I have paid": an 11-digit UTR is refused under its field; the right one is reported.
  await panel.getByRole('button', { name: 'I have paid' }).click();
  const report = phone.getByRole('dialog', { name: 'I have paid' });
  await expect(report.getByLabel('Amount paid (₹)*')).toHaveValue('1000');
  await report.getByLabel('UTR (12 digits)*').fill(utr.slice(1));
  await report.getByRole('button', { name: 'Report payment' }).click();
  await expect(report.getByText('exactly 12 digits')).toBeVisible();
  await report.getByLabel('UTR (12 digits)*').fill(utr);
  await expectAccessible(phone);
  await report.getByRole('button', { name: 'Report payment' }).click();
  await toast(phone, 'Payment reported.');
  await expect(report).toBeHidden();

  // In the flat's account it is reported, not paid: the balance stays.
  await phone.goto('/member-invoices');
  await expect(phone.getByTestId('flat-balance')).toHaveText('₹2,500.50 due');
  const reports = phone.getByRole('list', { name: 'Reported payments' });
  await expect(reports).toContainText('₹1,000.00 by UPI');
  await expect(reports).toContainText('Reported: awaiting the office');

  // The office finds it on Reported Payments (under Management) and confirms it, after being asked.
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Reported Payments', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Reported Payments', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by flat, resident, e-mail or reference').fill(utr);
  const row = page
    .getByRole('region', { name: 'Reported payments' })
    .getByRole('row')
    .filter({ hasText: utr });
  await expect(row).toContainText(flat);
  await expect(row).toContainText('₹1,000.00');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm payment' }).click();
  await toast(page, 'Payment confirmed: receipt RCT/');
  await expect(row).toContainText('Confirmed');
  await expect(row.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // The resident: the receipt is there, the report says confirmed, and the balance dropped by exactly ₹1,000.
  await residentSeesDues(phone, '₹1,500.50');
  await expect(phone.getByRole('list', { name: 'Receipts of the flat' }).getByText(/^RCT\//)).toHaveCount(1);
  await expect(reports).toContainText('Confirmed');
  await expect(reports).toContainText('receipt RCT/');
  await expectAccessible(phone);
  await resident.close();
});
