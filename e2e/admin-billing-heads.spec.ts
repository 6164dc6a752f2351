// Billing in the back-office, its first two tabs: the treasurer defines three heads of charges (a fixed amount, a
// rate per sq ft of carpet area, a sinking fund of 0.25 % a year of the construction cost), is refused a
// non-occupancy charge of 12 % (the limit is 10 %) by the form and by the server, retires a head after a
// confirmation, then changes the interest on arrears and the order payments are applied in, and finds the change
// in the audit log. The screen and its dialog fit a 390 px phone.
import { expect, type Page, test } from '@playwright/test';
import { BILLING_TEXT } from '../src/shared/billing-admin';
import { signInAsAdmin, withoutSecondApprover } from './admin-support';
import { expectAccessible, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 7);

const headsTable = (page: Page) => page.getByRole('region', { name: 'Heads of charges' });
const row = (page: Page, name: string) => headsTable(page).getByRole('row').filter({ hasText: name });
const cell = (page: Page, name: string, column: string) =>
  row(page, name).locator(`td[data-label="${column}"]`);

async function addHead(
  page: Page,
  head: { name: string; basis: string; rateLabel: string; rate: string; gst?: string; service?: boolean },
) {
  await page.getByRole('button', { name: 'Add Head' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Head of Charges' });
  await dialog.getByLabel('Name*').fill(head.name);
  await dialog.getByLabel('Basis*').selectOption({ label: head.basis });
  // The rate's label names its unit, which follows the basis.
  await dialog.getByLabel(`Rate (${head.rateLabel})*`).fill(head.rate);
  if (head.gst) await dialog.getByLabel('GST rate (%)').fill(head.gst);
  if (head.service) await dialog.getByLabel('Service charge', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Add Head' }).click();
  await toast(page, BILLING_TEXT.headAdded);
  await expect(dialog).toBeHidden();
}

test('the office defines heads of charges, is refused 12 % non-occupancy, and its interest change is audited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await withoutSecondApprover(page, ['charge_heads', 'interest_rate']);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Billing' }).first().click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Heads of charges' })).toHaveAttribute('aria-selected', 'true');

  const service = `Service charges ${suffix}`;
  const repairs = `Repairs ${suffix}`;
  const sinking = `Sinking fund ${suffix}`;
  await addHead(page, {
    name: service,
    basis: 'Fixed amount per flat',
    rateLabel: '₹ per flat',
    rate: '1850',
    service: true,
  });
  await addHead(page, {
    name: repairs,
    basis: 'Per sq ft of carpet area',
    rateLabel: '₹ per sq ft of carpet area',
    rate: '2.35',
    gst: '18',
  });
  await addHead(page, {
    name: sinking,
    basis: 'Percentage of construction cost',
    rateLabel: '% a year of construction cost',
    rate: '0.25',
  });
  await expect(cell(page, service, 'Rate')).toHaveText('₹1,850.00 per flat');
  await expect(cell(page, service, 'Name')).toContainText('Service charge');
  await expect(cell(page, repairs, 'Rate')).toHaveText('₹2.35 per sq ft of carpet area');
  await expect(cell(page, repairs, 'GST')).toHaveText('18 %');
  await expect(cell(page, sinking, 'Rate')).toHaveText('0.25 % a year of construction cost');

  // Non-occupancy above 10 % of the service charges: refused by the form, and by the server if sent anyway.
  await page.getByRole('button', { name: 'Add Head' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Head of Charges' });
  await dialog.getByLabel('Name*').fill(`Non-occupancy ${suffix}`);
  await dialog.getByLabel('Basis*').selectOption({ label: 'Non-occupancy' });
  await dialog.getByLabel('Rate (% of service charges)*').fill('12');
  await expect(dialog.getByLabel('Service charge', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Head' }).click();
  await expect(dialog.getByText(BILLING_TEXT.nonOccupancyLimit)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const refused = await page.request.post('/api/admin/billing/heads', {
    data: { name: `Non-occupancy ${suffix}`, basis: 'non_occupancy', rate: '12', gst_rate: '' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields.rate).toBe(BILLING_TEXT.nonOccupancyLimit);
  await page.reload();
  await expect(row(page, service)).toBeVisible();
  await expect(row(page, `Non-occupancy ${suffix}`)).toHaveCount(0);

  // Retiring asks first; the head stays, marked inactive, and can come back.
  await row(page, sinking)
    .getByRole('button', { name: `Retire ${sinking}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Retire head of charges' });
  await expect(confirm).toContainText(sinking);
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await toast(page, BILLING_TEXT.headRetired);
  await expect(cell(page, sinking, 'Status')).toHaveText('Inactive');
  await row(page, sinking)
    .getByRole('button', { name: `Reactivate ${sinking}` })
    .click();
  await toast(page, BILLING_TEXT.headReactivated);
  await expect(cell(page, sinking, 'Status')).toHaveText('Active');

  // The settings: 24 % interest is over the bye-law's limit; 15.5 % and principal first are saved.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/tab=settings/);
  const interest = page.getByLabel('Interest on arrears (% a year)*');
  await expect(interest).toHaveValue('18');
  await interest.fill('24');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(BILLING_TEXT.interestLimit)).toBeVisible();
  await interest.fill('15.5');
  await page
    .getByLabel('A payment is applied to*')
    .selectOption({ label: 'Oldest bill first, then interest' });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast(page, BILLING_TEXT.settingsSaved);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('Interest on arrears (% a year)*')).toHaveValue('15.5');

  await page.goto('/admin/audit-log');
  await page.getByLabel('Action', { exact: true }).selectOption('billing_settings_updated');
  const entry = page.getByRole('table', { name: 'Audit log entries' }).locator('tbody tr').first();
  await expect(entry).toContainText('Billing settings updated');
  // Each changed setting, old and new (in the order the database keeps the keys).
  await expect(entry).toContainText(/"interest_rate_bp":\{("to":1550,"from":1800|"from":1800,"to":1550)\}/);
  await expect(entry).toContainText(
    /"payment_order":\{("to":"principal_first","from":"interest_first"|"from":"interest_first","to":"principal_first")\}/,
  );
  await expect(entry).toContainText('e2e.admin@example.com');
});

test('billing fits a 390 px phone: heads as cards, the dialog and the settings', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await fits()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Add Head' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Head of Charges' });
  await dialog.getByLabel('Basis*').selectOption({ label: 'Per covered parking slot' });
  await expect(dialog.getByLabel('Rate (₹ per covered slot)*')).toBeVisible();
  await dialog.getByLabel('Basis*').selectOption({ label: 'Metered (entered per flat)' });
  await expect(dialog.getByLabel(/^Rate/)).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('GST threshold (₹ a month per flat)*')).toBeVisible();
  expect(await fits()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
