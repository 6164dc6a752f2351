// The inventory in मराठी: a clerk of the office, on a phone, reads Society Inventory in Marathi, adds an item
// (a refusal of the form first, in Marathi), records its usage and sees the stock drop, each toast in Marathi, and
// axe finds nothing serious. The clerk is invited for this journey, so the shared office account (which the other
// journeys read in English) keeps its language.
import { expect, test } from '@playwright/test';
import { invitedClerk, signInAsAdmin } from './admin-support';
import { accessible, toast } from './support';

test('a clerk in मराठी adds an item and records its usage, with the toasts in Marathi, at 390×844', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `ट्यूबलाइट ${Math.random().toString(36).slice(2, 7)}`;
  await signInAsAdmin(page);
  const { clerk, context } = await invitedClerk(page, browser, {
    name: 'Bhandar Lipik',
    emailPrefix: 'bhandar',
  });

  await clerk.goto('/admin/inventory');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Society Inventory' })).toBeVisible();
  await clerk.getByRole('banner').getByLabel('Language').selectOption('mr');
  await expect(clerk.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(clerk.getByRole('heading', { level: 1, name: 'सोसायटीचा साहित्य साठा' })).toBeVisible();
  for (const tab of ['सर्व वस्तू', 'विद्युत साहित्य', 'साफसफाई साहित्य', 'सोसायटीची मालमत्ता'])
    await expect(clerk.getByRole('tab', { name: tab })).toBeVisible();

  // The add dialog: the form's refusal in Marathi, then the item.
  await clerk.getByRole('button', { name: 'वस्तू जोडा' }).click();
  const dialog = clerk.getByRole('dialog', { name: 'साठ्यात वस्तू जोडा' });
  await dialog.getByRole('button', { name: 'वस्तू जोडा' }).click();
  await expect(dialog.getByText('कृपया प्रकार निवडा')).toBeVisible();
  await expect(dialog.getByText('संख्या आवश्यक आहे')).toBeVisible();
  await dialog.getByLabel('वस्तूचे नाव*').fill(name);
  await dialog.getByLabel('प्रकार*').selectOption('electrical');
  await dialog.getByLabel('संख्या*').fill('12');
  await dialog.getByLabel('किंमत (₹)*').fill('1250.50');
  await dialog.getByRole('button', { name: 'वस्तू जोडा' }).click();
  await toast(clerk, 'वस्तू साठ्यात जोडली');
  await expect(dialog).toHaveCount(0);

  // Its row, searched on the server: the category in Marathi, amounts in Indian figures with Latin digits.
  await clerk.getByRole('searchbox').fill(name);
  const row = clerk
    .getByRole('region', { name: 'सोसायटीचा साहित्य साठा' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('विद्युत साहित्य');
  await expect(row).toContainText('₹15,006.00');

  // Usage: the stock goes down by what was used.
  await row.getByRole('button', { name: `${name} चा वापर` }).click();
  const usage = clerk.getByRole('dialog', { name: `वापर: ${name}` });
  await expect(usage.getByTestId('current-stock')).toHaveText('12');
  await expect(usage.getByText('अजून वापराची नोंद नाही')).toBeVisible();
  const form = usage.getByRole('form', { name: 'वापर नोंदवा' });
  await form.getByLabel('वापरलेली संख्या*').fill('13');
  await form.getByRole('button', { name: 'वापर नोंदवा' }).click();
  await expect(form.getByText('वापरलेली संख्या सध्याच्या साठ्यापेक्षा (12) जास्त असू शकत नाही')).toBeVisible();
  await form.getByLabel('वापरलेली संख्या*').fill('5');
  await form.getByLabel('टीप').fill('ए विंग लॉबी');
  await form.getByRole('button', { name: 'वापर नोंदवा' }).click();
  await toast(clerk, 'वापराची नोंद झाली');
  await expect(usage.getByTestId('current-stock')).toHaveText('7');
  await expect(usage.getByRole('listitem').filter({ hasText: '5 वापरले' })).toBeVisible();
  expect(await clerk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await accessible(clerk, { afterToasts: true });
  await context.close();
});
