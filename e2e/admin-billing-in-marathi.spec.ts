// The accounts' screens in मराठी: an office clerk who chose Marathi opens Billing (its tabs and heads of charges in
// Marathi) and uploads a flat's maintenance invoice on a phone; the dialog, its toast and the table are in
// Marathi, amounts and dates keep Latin digits, and the screen is accessible. The clerk is invited for this
// journey, so the shared office account (which the other journeys read in English) keeps its language.
import { expect, test } from '@playwright/test';
import { invitedClerk, signInAsAdmin } from './admin-support';
import { accessible, residentInOwnBrowser, toast } from './support';

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n${' '.repeat(2000)}\n%%EOF\n`);

test('a clerk in मराठी uploads a maintenance invoice and reads the toast in Marathi, at 390×844', async ({
  page,
  browser,
}) => {
  // A resident whose flat the invoice is for (an invoice names a flat some resident's profile has).
  const resident = await residentInOwnBrowser(browser);
  await resident.close();

  await signInAsAdmin(page);
  const { clerk, context } = await invitedClerk(page, browser, {
    name: 'Lekhapal Office',
    emailPrefix: 'lekhapal',
  });

  await clerk.goto('/admin/billing');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await clerk.getByRole('banner').getByLabel('Language').selectOption('mr');
  await expect(clerk.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(clerk.getByRole('heading', { level: 1, name: 'बिलिंग' })).toBeVisible();
  await expect(clerk.getByRole('tab', { name: 'शुल्काचे शीर्ष' })).toHaveAttribute('aria-selected', 'true');
  await expect(clerk.getByRole('tab', { name: 'बिल फेऱ्या' })).toBeVisible();
  await expect(clerk.getByRole('button', { name: 'शीर्ष जोडा' })).toBeVisible();

  // The maintenance invoices, from the sidebar (a sheet on a phone).
  await clerk.getByRole('button', { name: 'बाजूचा मेनू उघडा/बंद करा' }).click();
  await clerk
    .getByRole('dialog', { name: 'कार्यालय पॅनेल' })
    .getByRole('link', { name: /^देखभाल शुल्क इनव्हॉइस/ })
    .click();
  await expect(clerk).toHaveURL(/\/admin\/maintenance-invoices$/);
  await expect(clerk.getByRole('heading', { level: 1, name: 'देखभाल शुल्क इनव्हॉइस' })).toBeVisible();

  const number = `MI/${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await clerk.getByRole('button', { name: 'इनव्हॉइस अपलोड करा' }).click();
  const dialog = clerk.getByRole('dialog', { name: 'देखभाल शुल्काचे इनव्हॉइस अपलोड करा' });
  await dialog.getByLabel('सदनिका क्रमांक*').fill(resident.flat);
  await dialog.getByLabel('इनव्हॉइस क्रमांक*').fill(number);
  await dialog.getByLabel('इनव्हॉइस दिनांक*').fill('2026-04-01');
  await dialog.getByLabel('रक्कम (₹)*').fill('2500.50');
  await dialog.getByLabel('देय दिनांक').fill('2026-04-15');
  // No PDF yet: the form says so in Marathi.
  await dialog.getByRole('button', { name: 'इनव्हॉइस अपलोड करा' }).click();
  await toast(clerk, 'अपलोड करण्यासाठी PDF फाइल निवडा');
  await dialog
    .getByLabel('इनव्हॉइसची PDF*')
    .setInputFiles({ name: 'april.pdf', mimeType: 'application/pdf', buffer: pdf(number) });
  await dialog.getByRole('button', { name: 'इनव्हॉइस अपलोड करा' }).click();
  await toast(clerk, 'देखभाल शुल्काचे इनव्हॉइस अपलोड झाले');
  await expect(dialog).toBeHidden();

  await clerk.getByRole('searchbox').fill(number);
  const row = clerk
    .getByRole('region', { name: 'देखभाल शुल्क इनव्हॉइस' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(row).toHaveCount(1);
  // The amount in Indian grouping and the date with Marathi month names, both in Latin digits.
  await expect(row).toContainText('₹2,500.50');
  await expect(row).toContainText('1 एप्रि, 2026');
  await expect(row).toContainText('कोणीही नाही');
  expect(await clerk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await accessible(clerk, { afterToasts: true });
  await context.close();
});
