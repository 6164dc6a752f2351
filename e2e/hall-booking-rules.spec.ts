// Podium bookings on a 390 px phone: the resident sees a taken timing before asking (and it cannot be chosen),
// a second request for the same slot is refused, an approved booking is cancelled by the resident before the
// cut-off; the office cancels another with a reason the resident reads and is mailed, and the slot is free again.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, mailSubjects, signUpAndVerify, societyDate, toast } from './support';

/** A phone; signing in happens at the default width, where the greeting that confirms it is shown. */
const PHONE = { width: 390, height: 844 };

/** Today in the society's calendar, plus some days. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Someone in a browser of their own, at phone width (their cookies go with `page.request`). */
async function inOwnBrowser<T>(browser: Browser, signIn: (page: Page) => Promise<T>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const who = await signIn(page);
  await page.setViewportSize(PHONE);
  return { who, page, close: () => context.close() };
}

async function fillBooking(page: Page, date: string, event: string, timing: string) {
  await page.getByLabel('Date of Booking *').fill(date);
  await page.getByLabel('Function Type *').fill(event);
  await page.getByRole('radio', { name: /Member - Half Day/ }).click();
  await page.getByRole('radio', { name: timing, exact: true }).click();
  await page.getByRole('radio', { name: 'Online Transaction' }).click();
  await page.getByLabel('Transaction ID *').fill(`UPI-${event.replace(/\W/g, '')}`);
}

test('taken slots show before asking, a duplicate is refused, the resident and the office each cancel', async ({
  page,
  browser,
}) => {
  // Three accounts and three browsers: more than the default budget on a busy machine.
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 7);
  // Far enough ahead to be past the 7-day cut-off and clear of other journeys, inside the 12-month window.
  const date = societyDate(40 + Math.floor(Math.random() * 280));

  // Farah's morning booking, approved by the office.
  const farah = await inOwnBrowser(browser, (p) => signUpAndVerify(p, { name: `Farah ${suffix}` }));
  const office = await inOwnBrowser(browser, signInAsAdmin);
  const farahEvent = `Naming ceremony ${suffix}`;
  const filed = await farah.page.request.post('/api/hall-bookings', {
    data: {
      applicant_name: `Farah ${suffix}`,
      contact_number: '9820012345',
      flat_no: farah.who.flat,
      event_date: date,
      event_name: farahEvent,
      booking_option: 'member_half_day',
      event_time: 'morning',
      payment_method: 'online',
      payment_transaction_id: `UPI-F-${suffix}`,
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const approve = (id: string) =>
    office.page.request.post(`/api/admin/hall-bookings/${id}/status`, { data: { status: 'approved' } });
  expect((await approve((await filed.json()).id)).status()).toBe(200);

  // Joseph sees the morning taken before asking: said for the date, and the timing cannot be chosen.
  await signUpAndVerify(page, { name: `Joseph ${suffix}` });
  await page.setViewportSize(PHONE);
  await page.goto('/podium-booking');
  await page.getByLabel('Date of Booking *').fill(date);
  await expect(page.getByRole('status').filter({ hasText: `On ${dayLabel(date)}:` })).toHaveText(
    `On ${dayLabel(date)}: Morning booked.`,
  );
  await expect(page.getByRole('radio', { name: /^Morning/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^Both/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Evening', exact: true })).toBeEnabled();
  await expect(page.getByText('Farah')).toHaveCount(0);

  const josephEvent = `Sangeet ${suffix}`;
  await fillBooking(page, date, josephEvent, 'Evening');
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await toast(page, 'Podium booking request submitted successfully!');

  // The same slot again is refused, with what to do.
  await page.getByRole('button', { name: 'Make Another Booking' }).click();
  await fillBooking(page, date, josephEvent, 'Evening');
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await toast(
    page,
    'Failed to submit booking: You have already requested the podium for this date and timing.',
  );

  // Approved, then cancelled by Joseph before the cut-off, after a confirmation.
  const mine = (await (await page.request.get('/api/hall-bookings')).json()) as {
    id: string;
    event_name: string;
  }[];
  expect((await approve(mine.find((b) => b.event_name === josephEvent)!.id)).status()).toBe(200);
  await page.reload();
  const myBookings = page.getByRole('listitem').filter({ hasText: josephEvent });
  await expect(myBookings.getByText('Approved')).toBeVisible();
  await expect(myBookings).toContainText('You can cancel on the portal until');
  await expectAccessible(page);
  await myBookings.getByRole('button', { name: /^Cancel booking: / }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancel booking' });
  await expect(ask).toContainText('Any refund of the amount paid is handled by the society office.');
  await ask.getByRole('button', { name: 'Keep Booking' }).click();
  await expect(myBookings.getByText('Approved')).toBeVisible();
  await myBookings.getByRole('button', { name: /^Cancel booking: / }).click();
  await ask.getByRole('button', { name: 'Cancel Booking' }).click();
  await toast(page, 'Booking cancelled');
  await expect(myBookings.getByText('Cancelled')).toBeVisible();
  await expect(myBookings.getByRole('button', { name: /^Cancel booking: / })).toHaveCount(0);

  // The office cancels Farah's booking: asked first, with a reason it cannot leave out.
  const reason = `The podium is closed for waterproofing that week (${suffix})`;
  await office.page.goto('/admin/gym-hall-management?tab=bookings');
  await office.page.getByRole('searchbox', { name: 'Search' }).fill(farahEvent);
  await expect(office.page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(office.page.getByRole('region', { name: 'Hall bookings' })).toBeVisible();
  await office.page.getByRole('button', { name: new RegExp(`^Cancel Booking: ${farahEvent}`) }).click();
  const dialog = office.page.getByRole('alertdialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText('refund');
  const confirm = dialog.getByRole('button', { name: 'Cancel Booking' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for the resident').fill(reason);
  await confirm.click();
  await toast(office.page, 'Hall booking cancelled successfully');
  await expect(office.page.getByRole('region', { name: 'Hall bookings' })).toContainText(`Reason: ${reason}`);
  expect(await office.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expect.poll(() => mailSubjects(farah.who.email)).toContain('Your hall booking has been cancelled');

  // Farah reads the reason; the slot is free again for anyone.
  await farah.page.goto('/podium-booking');
  const hers = farah.page.getByRole('listitem').filter({ hasText: farahEvent });
  await expect(hers).toContainText(`Reason for cancellation: ${reason}`);
  await page.reload();
  await page.getByLabel('Date of Booking *').fill(date);
  await expect(page.getByRole('status').filter({ hasText: `On ${dayLabel(date)}` })).toHaveText(
    `On ${dayLabel(date)} the podium is free.`,
  );
  await expect(page.getByRole('radio', { name: /^Morning/ })).toBeEnabled();
  await farah.close();
  await office.close();
});
