import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import {
  accessible,
  mailSubjects,
  residentInOwnBrowser,
  signUpAndVerify,
  societyDate,
  toast,
} from './support';

const SCREEN = '/admin/gym-hall-management';

const expectMail = (email: string, subject: string) =>
  expect.poll(() => mailSubjects(email), { message: `mail "${subject}" to ${email}` }).toContain(subject);

/** Today in the society's calendar, plus some days. */
async function openScreen(page: Page, tab: 'Gym Memberships' | 'Hall Bookings') {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Gym & Hall' }).first().click();
  await expect(page).toHaveURL(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Gym & Hall Management' })).toBeVisible();
  if (tab === 'Hall Bookings') {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(`${SCREEN}?tab=bookings`);
  }
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

test('a membership is approved, then marked expired; the resident sees each decision and is mailed', async ({
  page,
  browser,
}) => {
  // Two accounts signed up and two browsers: more than the default budget on a busy machine.
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 7);
  const member = `Ishaan ${suffix}`;
  const resident = await residentInOwnBrowser(browser, { name: `Kavya ${suffix}` });
  const plans = (await (await resident.page.request.get('/api/membership-plans')).json()) as {
    id: string;
    name: string;
  }[];
  const bought = await resident.page.request.post('/api/memberships', {
    data: {
      plan_id: plans.find((p) => p.name === 'Monthly')!.id,
      members: [{ name: member, phone: '9820012345', age: 31 }],
      payment_transaction_id: `UPI-${suffix}-4321`,
      payment_last_4_digits: '4321',
    },
  });
  expect(bought.status()).toBe(200);

  await signInAsAdmin(page);
  await openScreen(page, 'Gym Memberships');
  await page.getByRole('searchbox', { name: 'Search' }).fill(member);
  await expect(page).toHaveURL(/q=Ishaan/);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const table = page.getByRole('region', { name: 'Gym memberships' });
  await expect(table.getByText(`Kavya ${suffix}`)).toBeVisible();
  await expect(table.getByText(resident.flat)).toBeVisible();
  await expect(table.getByText('Awaiting confirmation')).toBeVisible();
  await expect(table.getByText('₹1,500.00')).toBeVisible();
  await expect(table.getByText('Pending', { exact: true })).toBeVisible();
  await accessible(page, { afterToasts: true });

  // Approve needs no confirmation; the row then offers Mark Expired only.
  await page.getByRole('button', { name: `Approve: ${member}, Monthly` }).click();
  await toast(page, 'Membership approved successfully');
  await expect(table.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reject: ${member}, Monthly` })).toHaveCount(0);
  await expectMail(resident.email, 'Your gym membership has been approved');

  await resident.page.goto('/dashboard');
  await resident.page.getByRole('tab', { name: 'Gym' }).click();
  await expect(resident.page.getByRole('tabpanel').getByText(member)).toBeVisible();
  await expect(resident.page.getByRole('tabpanel').getByText('Active', { exact: true })).toBeVisible();

  // Mark Expired asks first; cancelling changes nothing, and focus returns to the button.
  const expire = page.getByRole('button', { name: `Mark Expired: ${member}, Monthly` });
  await expire.click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark membership expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(expire).toBeFocused();
  await expect(table.getByText('Approved', { exact: true })).toBeVisible();

  // From the keyboard this time.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark Expired' }).press('Enter');
  await toast(page, 'Membership expired successfully');
  await expect(table.getByText('Expired', { exact: true })).toBeVisible();
  await expect(expire).toHaveCount(0);
  await expectMail(resident.email, 'Your gym membership has expired');

  // A filter the row no longer matches hides it; the URL keeps the view.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByText('No memberships found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('expired');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  await resident.page.reload();
  await resident.page.getByRole('tab', { name: 'Gym' }).click();
  await expect(resident.page.getByRole('tabpanel').getByText('Expired', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await accessible(page, { afterToasts: true });
  await resident.close();
});

test('approving a booking that clashes with an approved one is refused, naming it; it is rejected instead', async ({
  page,
  browser,
}) => {
  // Three accounts signed up and three browsers: more than the default budget on a busy machine.
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 7);
  // A date far enough ahead that no other journey books it, inside the 12-month booking window.
  const date = societyDate(60 + Math.floor(Math.random() * 290));
  const first = await residentInOwnBrowser(browser, { name: `Farah ${suffix}` });
  const second = await residentInOwnBrowser(browser, { name: `Joseph ${suffix}` });
  const book = async (r: typeof first, event: string, timing: string) => {
    const res = await r.page.request.post('/api/hall-bookings', {
      data: {
        applicant_name: r.name,
        contact_number: r.phone,
        flat_no: r.flat,
        event_date: date,
        event_name: event,
        booking_option: 'member_half_day',
        event_time: timing,
        payment_method: 'online',
        payment_transaction_id: `UPI-${event.replace(/\W/g, '')}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await book(first, `Naming ceremony ${suffix}`, 'morning');
  await book(second, `Sangeet ${suffix}`, 'both');

  await signInAsAdmin(page);
  await openScreen(page, 'Hall Bookings');
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
  await accessible(page, { afterToasts: true });

  await page.getByRole('button', { name: new RegExp(`^Approve: Naming ceremony ${suffix}`) }).click();
  await toast(page, 'Hall booking approved successfully');
  await expectMail(first.email, 'Your hall booking has been approved');

  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.getByRole('button', { name: new RegExp(`^Approve: Sangeet ${suffix}`) }).click();
  await toast(
    page,
    `Failed to update booking: This booking clashes with the approved booking "Naming ceremony ${suffix}" on ${day} (Morning).`,
  );
  // Still pending: it can be rejected, after a confirmation.
  await page.getByRole('button', { name: new RegExp(`^Reject: Sangeet ${suffix}`) }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject booking' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await toast(page, 'Hall booking rejected successfully');
  await expectMail(second.email, 'Your hall booking has been rejected');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const table = page.getByRole('region', { name: 'Hall bookings' });
  await expect(table.getByText(`Naming ceremony ${suffix}`)).toBeVisible();
  await expect(table.getByText(`Sangeet ${suffix}`)).toHaveCount(0);

  for (const [r, status] of [
    [first, 'Approved'],
    [second, 'Rejected'],
  ] as const) {
    await r.page.goto('/dashboard');
    await r.page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(r.page.getByRole('tabpanel').getByText(status, { exact: true })).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await accessible(page, { afterToasts: true });
  await first.close();
  await second.close();
});

test('a member is refused the screen and its API', async ({ page }) => {
  await signUpAndVerify(page);
  await page.goto(SCREEN);
  await expect(page.getByText('Access Denied')).toBeVisible();
  expect((await page.request.get('/api/admin/memberships')).status()).toBe(403);
  expect((await page.request.post('/api/admin/memberships/expire-overdue', { data: {} })).status()).toBe(403);
  expect((await page.request.get('/api/admin/hall-bookings')).status()).toBe(403);
});
