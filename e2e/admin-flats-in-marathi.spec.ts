// The flats register in मराठी: an office clerk, on a phone, adds a flat to the register; the dialog, the toast,
// the row's occupancy and parking, and the server's refusal of the same flat number again are all in Marathi, and
// the screen is accessible. The clerk is invited for this journey, so the shared office account (which the other
// journeys read in English) keeps its language.
import { expect, test } from '@playwright/test';
import { invitedClerk, signInAsAdmin } from './admin-support';
import { accessible, toast } from './support';

test('a clerk in मराठी adds a flat and reads the toast and the refusal in Marathi, at 390×844', async ({
  page,
  browser,
}) => {
  const flat = `M${Math.random().toString(36).slice(2, 6).toUpperCase()}-1`;

  // The office invites a clerk, who sets a password from the mailed link (signed in by it).
  await signInAsAdmin(page);
  const { clerk, context } = await invitedClerk(page, browser, {
    name: 'Lipik Flats',
    emailPrefix: 'lipik-flats',
  });

  await clerk.goto('/admin/flats');
  await expect(clerk.getByRole('heading', { level: 1, name: 'Flats' })).toBeVisible();
  await clerk.getByRole('banner').getByLabel('Language').selectOption('mr');
  await expect(clerk.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(clerk.getByRole('heading', { level: 1, name: 'सदनिका' })).toBeVisible();

  // Add the flat: let out, one open slot, ₹2,500.50 of arrears as of 1 April.
  await clerk.getByRole('button', { name: 'सदनिका जोडा' }).click();
  const dialog = clerk.getByRole('dialog', { name: 'सदनिका जोडा' });
  await dialog.getByLabel('विंग').fill('M');
  await dialog.getByLabel('सदनिका क्रमांक*').fill(flat);
  await dialog.getByLabel('कार्पेट क्षेत्रफळ (चौ. फूट)').fill('640');
  await dialog.getByLabel('वापर*').selectOption({ label: 'भाड्याने दिलेली' });
  await dialog.getByLabel('खुले').fill('1');
  await dialog.getByLabel('आरंभीची शिल्लक (₹)').fill('2500.50');
  await dialog.getByLabel('शिलकीची तारीख').fill('2026-04-01');
  await dialog.getByRole('button', { name: 'सदनिका जोडा' }).click();
  await toast(clerk, `सदनिका ${flat} नोंदवहीत जोडली`);
  await expect(dialog).toHaveCount(0);

  await clerk.getByRole('searchbox').fill(flat);
  await clerk.getByRole('searchbox').press('Enter');
  const row = clerk.getByRole('region', { name: 'सदनिका नोंदवही' }).getByRole('row').filter({ hasText: flat });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('640 चौ. फूट');
  await expect(row).toContainText('भाड्याने दिलेली');
  await expect(row).toContainText('0 आच्छादित · 1 खुले');
  await expect(row).toContainText('₹2,500.50');
  await expect(row).toContainText('थकबाकी');
  await expect(row).toContainText('दावा नाही');
  expect(await clerk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await accessible(clerk, { afterToasts: true });

  // The same flat number again: the server's refusal, under the field, in Marathi.
  await clerk.getByRole('button', { name: 'सदनिका जोडा' }).click();
  await dialog.getByLabel('सदनिका क्रमांक*').fill(flat.toLowerCase());
  await dialog.getByRole('button', { name: 'सदनिका जोडा' }).click();
  await expect(dialog.getByText(`सदनिका ${flat} आधीच नोंदवहीत आहे`)).toBeVisible();
  await context.close();
});
