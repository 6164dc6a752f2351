// The back-office in मराठी: a clerk of the office chooses Marathi in the back-office's own header, on a phone,
// and approves a resident's parking registration from the approvals; the sidebar, the table, the decision and its
// toast are in Marathi, and the screen is accessible. The clerk is invited for this journey, so the shared
// office account (which the other journeys read in English) keeps its language.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { accessible, residentInOwnBrowser, toast, uniqueEmail, waitForMailLink } from './support';

const PHONE = { width: 390, height: 844 };

test('a clerk in मराठी approves a parking registration and reads the toast in Marathi, at 390×844', async ({
  page,
  browser,
}) => {
  const series = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
  const plate = `MH 04 ${series} ${1000 + Math.floor(Math.random() * 9000)}`;
  const resident = await residentInOwnBrowser(browser, {
    name: `Suresh ${Math.random().toString(36).slice(2, 6)}`,
  });
  const registered = await resident.page.request.post('/api/parking-registrations', {
    multipart: {
      owner_name: resident.name,
      flat_no: resident.flat,
      contact_number: '9876543210',
      vehicles: JSON.stringify([{ car_number: plate, slot_type: null }]),
    },
  });
  expect(registered.ok()).toBe(true);
  await resident.close();

  // The office invites a clerk, who sets a password from the mailed link (signed in by it).
  await signInAsAdmin(page);
  const email = uniqueEmail('lipik');
  const invited = await page.request.post('/api/admin/profiles/invite-staff', {
    data: { name: 'Lipik Office', email },
  });
  expect(invited.ok()).toBe(true);
  const context = await browser.newContext({ viewport: PHONE });
  const clerk = await context.newPage();
  await clerk.goto(await waitForMailLink(email));
  await clerk.getByLabel('New Password', { exact: true }).fill('Office#Desk42');
  await clerk.getByLabel('Confirm New Password').fill('Office#Desk42');
  await clerk.getByRole('button', { name: 'Update Password' }).click();
  await expect(clerk).toHaveURL(/\/$/);

  // The back-office's header has the language switcher: Marathi, at once and without a reload.
  await clerk.goto('/admin');
  await expect(clerk.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await clerk.getByRole('banner').getByLabel('Language').selectOption('mr');
  await expect(clerk.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(clerk.getByRole('heading', { level: 1, name: /^पुन्हा स्वागत आहे/ })).toBeVisible();
  await expect(clerk.getByRole('banner')).toContainText('कार्यालय पॅनेल');

  // The approvals, from the sidebar (a sheet on a phone).
  await clerk.getByRole('button', { name: 'बाजूचा मेनू उघडा/बंद करा' }).click();
  await clerk
    .getByRole('dialog', { name: 'कार्यालय पॅनेल' })
    .getByRole('link', { name: /^पार्किंग मंजुरी/ })
    .click();
  await expect(clerk).toHaveURL(/\/admin\/parking-approval$/);
  await expect(clerk.getByRole('heading', { level: 1, name: 'पार्किंग मंजुरी' })).toBeVisible();
  await clerk.getByRole('searchbox').fill(plate);
  const row = clerk
    .getByRole('region', { name: 'पार्किंग नोंदण्या' })
    .getByRole('row')
    .filter({ hasText: plate });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('प्रलंबित');
  await expect(row).toContainText('पुष्टी बाकी');

  const decision = (name: string) =>
    row.getByRole('button', { name: `${name}: ${plate}, ${resident.name}`, exact: true });
  await decision('मंजूर करा').click();
  await toast(clerk, 'पार्किंग नोंदणी मंजूर केली');
  // Approved (on the society's calendar), and now only to be rejected.
  await expect(decision('मंजूर करा')).toHaveCount(0);
  await expect(decision('नामंजूर करा')).toBeVisible();
  await expect(row).toContainText('मंजूर: ');
  expect(await clerk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await accessible(clerk, { afterToasts: true });

  // The choice is the clerk's: the next visit opens in Marathi.
  await clerk.reload();
  await expect(clerk.getByRole('heading', { level: 1, name: 'पार्किंग मंजुरी' })).toBeVisible();
  await context.close();
});
