// Reject asks first and takes an optional reason, on a 390 px phone: the office rejects a resident's parking
// registration with a reason; declining the question changes nothing; the resident reads the reason on their
// registrations and their dashboard, and is mailed.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, mailSubjects, signUpAndVerify, toast } from './support';

/** A phone; signing in happens at the default width, where the greeting that confirms it is shown. */
const PHONE = { width: 390, height: 844 };

test('the office rejects with a reason after a confirmation; the resident sees it and is mailed', async ({
  page,
  browser,
}) => {
  test.slow();
  const plate = `MH 12 ${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')} ${1000 + Math.floor(Math.random() * 9000)}`;
  const context = await browser.newContext();
  const resident = await context.newPage();
  const r = await signUpAndVerify(resident, { name: 'Rohan Desai' });
  await resident.setViewportSize(PHONE);
  const filed = await resident.request.post('/api/parking-registrations', {
    multipart: {
      owner_name: 'Rohan Desai',
      flat_no: r.flat,
      contact_number: '9820012345',
      // Typed loosely: stored and shown as the mark is written.
      vehicles: JSON.stringify([
        {
          car_number: plate.replaceAll(' ', '').toLowerCase(),
          slot_type: 'owned_covered',
          slot_number: 'G-12',
        },
      ]),
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/parking-approval');
  await page.getByRole('searchbox', { name: 'Search' }).fill(plate);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Parking registrations' })
    .getByRole('row')
    .filter({ hasText: plate });
  await expect(row).toContainText('Owned Covered - Slot No. G-12');

  // Asked first; Cancel takes no decision.
  const reject = row.getByRole('button', { name: `Reject: ${plate}` });
  await reject.click();
  const ask = page.getByRole('alertdialog', { name: 'Reject parking registration' });
  await expect(ask).toContainText(plate);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Pending');

  const reason = 'The RC copy shows another vehicle; please register again with the right one.';
  await reject.click();
  await expect(ask.getByLabel('Reason for the resident')).toBeVisible();
  await expectAccessible(page);
  await ask.getByLabel('Reason for the resident').fill(reason);
  await ask.getByRole('button', { name: 'Reject' }).click();
  await toast(page, 'Parking registration rejected successfully');
  await expect(row).toContainText('Rejected');
  await expect.poll(() => mailSubjects(r.email)).toContain('Your parking registration has been rejected');

  // The resident reads it where they look for their registrations, and on the dashboard.
  await resident.goto('/parking-registration');
  const item = resident.getByRole('listitem').filter({ hasText: plate });
  await expect(item).toContainText('Rejected');
  await expect(item).toContainText(`Reason for rejection: ${reason}`);
  await expect(item).toContainText('Owned Covered - Slot No. G-12');
  await resident.goto('/dashboard');
  await resident.getByRole('tab', { name: 'Registrations' }).click();
  await expect(resident.getByRole('tabpanel')).toContainText(`Reason for rejection: ${reason}`);
  expect(await resident.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await context.close();
});
