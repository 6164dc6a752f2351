// The dues in हिंदी: a clerk of the office, on a phone, chooses Hindi in the back-office's header and records a
// cash payment for a flat with arrears on the Dues screen; the dialog, the toast and the flat's ledger (its entries,
// stored in English, read in Hindi) are in Hindi, and the screen is accessible. The clerk is invited for this
// journey, so the shared office account (which the other journeys read in English) keeps its language.
import { expect, test } from '@playwright/test';
import { invitedClerk, signInAsAdmin } from './admin-support';
import { accessible, societyDate, toast } from './support';

const flat = `H${Math.random().toString(36).slice(2, 5).toUpperCase()}-1`;

test('a clerk in हिंदी records a cash payment and reads the toast and the ledger in Hindi, at 390×844', async ({
  page,
  browser,
}) => {
  // The flat owes ₹5,000 of arrears (its register's opening balance).
  await signInAsAdmin(page);
  const added = await page.request.post('/api/admin/flats', {
    data: { wing: 'H', flat_no: flat, opening_balance: '5000', opening_balance_date: societyDate(-60) },
  });
  expect(added.status(), await added.text()).toBe(201);

  // The office invites a clerk, who sets a password from the mailed link (signed in by it).
  const { clerk, context } = await invitedClerk(page, browser, {
    name: 'Munim Office',
    emailPrefix: 'munim',
  });

  await clerk.goto('/admin/dues');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Dues' })).toBeVisible();
  await clerk.getByRole('banner').getByLabel('Language').selectOption('hi');
  await expect(clerk.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(clerk.getByRole('heading', { level: 1, name: 'बकाया' })).toBeVisible();

  await clerk.getByRole('searchbox').fill(flat);
  const row = clerk.getByRole('region', { name: 'फ़्लैटवार बकाया' }).getByRole('row').filter({ hasText: flat });
  await expect(row).toContainText('₹5,000.00');
  await expect(row).toContainText('निवासी दर्ज नहीं');

  await clerk.getByRole('button', { name: `फ़्लैट ${flat} के लिए कार्रवाई` }).click();
  await clerk.getByRole('menuitem', { name: 'भुगतान दर्ज करें' }).click();
  const dialog = clerk.getByRole('dialog', { name: `भुगतान दर्ज करें: फ़्लैट ${flat}` });
  await dialog.getByLabel('राशि (₹)*').fill('2000');
  // No confirmed resident to name: who paid is asked, under its field, in Hindi.
  await dialog.getByRole('button', { name: 'भुगतान दर्ज करें' }).click();
  await expect(dialog.getByText('कृपया लिखें कि भुगतान किसने किया')).toBeVisible();
  await dialog.getByLabel('भुगतानकर्ता').fill('Ramesh Gupta');
  await dialog.getByRole('button', { name: 'भुगतान दर्ज करें' }).click();
  await toast(clerk, 'भुगतान दर्ज हुआ: रसीद RCT/');
  await expect(row).toContainText('₹3,000.00');

  // The ledger's entries, written in English by the server, read in Hindi.
  await clerk.getByRole('button', { name: `फ़्लैट ${flat} के लिए कार्रवाई` }).click();
  await clerk.getByRole('menuitem', { name: 'खाता बही और खाता विवरण' }).click();
  const ledger = clerk.getByRole('dialog', { name: `खाता बही: फ़्लैट ${flat}` });
  await expect(ledger).toContainText('शेष: ₹3,000.00 बकाया');
  await expect(ledger).toContainText('नकद भुगतान');
  await expect(ledger).toContainText('प्रारंभिक शेष (बकाया)');
  await expect(ledger).toContainText('Ramesh Gupta');
  expect(await clerk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await accessible(clerk, { afterToasts: true });
  await context.close();
});
