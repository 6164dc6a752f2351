// Analytics (/admin/analytics): the cards and panels show the server's figures (including what a resident just
// filed), the charts render with their numbers as tables, the date range changes every figure, the page makes
// one request per range, a failed load says so and retries, and it all works by keyboard and on a phone.
// Other journeys file requests on the same server at the same time, so the figures are checked against the
// answer this page received, and the seeded requests as lower bounds; exact sums are the API tests' job.
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, signUpAndVerify, societyDate } from './support';

const ANALYTICS = '/api/admin/analytics';
const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(n);
const count = (n: number) => n.toLocaleString('en-IN');
const longDate = (d: string) =>
  new Date(`${d}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

interface Figures {
  range: { from: string; to: string };
  members: { total: number; joined: number };
  revenue: number;
  memberships: { total: number; pending: number; active: number; revenue: number };
  hallBookings: { total: number; pending: number; approved: number; revenue: number };
  parking: { pending: number; approved: number; rejected: number };
  repairs: { pending: number; approved: number; rejected: number };
  revenueByMonth: { month: string; memberships: number; hallBookings: number }[];
  feedback: { total: number };
}

/** Every API request the page makes, by path; the shell's own (session, settings, badges) set apart. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return {
    calls,
    analytics: () => calls.filter((c) => c.startsWith(ANALYTICS)),
    /** The page's own requests, beside the helpdesk figures' one (their own endpoint and permission). */
    ofThePage: () =>
      calls.filter((c) => !/^\/api\/(me|session|settings|admin\/badges|admin\/helpdesk\/figures)\b/.test(c)),
    helpdesk: () => calls.filter((c) => c.startsWith('/api/admin/helpdesk/figures')),
  };
}

/** Opens a URL and returns the analytics answer the page itself received. */
async function openAnalytics(page: Page, path = '/admin/analytics'): Promise<Figures> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === ANALYTICS);
  await page.goto(path);
  const res = await answer;
  expect(res.status()).toBe(200);
  return res.json();
}

const card = (page: Page, title: string) =>
  page
    .getByRole('heading', { name: title, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');

async function expectCards(page: Page, f: Figures) {
  await expect(card(page, 'Total Members')).toContainText(count(f.members.total));
  await expect(card(page, 'Active Memberships')).toContainText(count(f.memberships.active));
  await expect(card(page, 'Total Revenue')).toContainText(inr(f.revenue));
  await expect(card(page, 'Hall Bookings')).toContainText(count(f.hallBookings.total));
  await expect(card(page, 'Hall Bookings')).toContainText(`${count(f.hallBookings.approved)} approved`);
  for (const [title, figures] of [
    ['Parking Statistics', f.parking],
    ['House Repair Statistics', f.repairs],
  ] as const) {
    const panel = card(page, title);
    for (const [label, key] of [
      ['Pending', 'pending'],
      ['Approved', 'approved'],
      ['Rejected', 'rejected'],
    ] as const)
      await expect(panel.locator('dl > div').filter({ hasText: label }).locator('dd')).toHaveText(
        count(figures[key]),
      );
  }
}

test.describe('analytics', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
  });

  test('shows the figures a resident just added to, charts them, and filters them by date', async ({
    page,
    browser,
  }) => {
    // A resident buys a gym membership, books the hall and sends feedback, all today; the office approves the
    // membership (revenue is approved money only).
    const resident = await browser.newPage();
    const r = await signUpAndVerify(resident);
    const plans = await (await resident.request.get('/api/membership-plans')).json();
    const bought = await resident.request.post('/api/memberships', {
      data: {
        plan_id: plans[0].id,
        members: [{ name: r.name, phone: '9820012345' }],
        // One transaction id pays for one thing, and the last 4 digits are its end.
        payment_transaction_id: `UPI${Date.now()}4321`,
        payment_last_4_digits: '4321',
      },
    });
    expect(bought.ok(), await bought.text()).toBe(true);
    const booked = await resident.request.post('/api/hall-bookings', {
      data: {
        applicant_name: r.name,
        contact_number: '9820012345',
        flat_no: r.flat,
        // A date no other journey books, inside the 12-month booking window.
        event_date: societyDate(30 + Math.floor(Math.random() * 320)),
        event_name: 'Birthday',
        booking_option: 'member_half_day',
        event_time: 'evening',
        payment_method: 'online',
        payment_transaction_id: `UPIHALL${Date.now()}`,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const sent = await resident.request.post('/api/feedback', {
      data: {
        name: r.name,
        category: 'security',
        subject: 'Gate',
        message: 'The side gate stays open at night.',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const membershipId = (await bought.json()).memberships[0].id;
    await resident.close();
    const approved = await page.request.post(`/api/admin/memberships/${membershipId}/status`, {
      data: { status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    const api = recordApiCalls(page);
    const f = await openAnalytics(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expectCards(page, f);
    // What the resident filed is in the figures, and this month's bar carries the approved membership's price.
    expect(f.hallBookings.pending).toBeGreaterThanOrEqual(1);
    expect(f.memberships.revenue).toBeGreaterThanOrEqual(Number(plans[0].price_inr));
    expect(f.hallBookings.total).toBeGreaterThanOrEqual(1);
    expect(f.feedback.total).toBeGreaterThanOrEqual(1);
    expect(f.revenueByMonth).toHaveLength(12);
    expect(f.revenueByMonth.at(-1)!.memberships).toBeGreaterThanOrEqual(Number(plans[0].price_inr));

    // The charts render; the revenue chart's numbers open as a table from the keyboard.
    const revenue = page.getByRole('figure', { name: /Revenue by month/ });
    await expect(revenue.locator('svg[data-chart]')).toBeVisible();
    await expect(revenue.locator('rect[data-bar]').first()).toBeVisible();
    await expect(
      page.getByRole('figure', { name: /Requests by status/ }).locator('svg[data-chart]'),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: /Feedback by category/ }).locator('svg[data-chart]'),
    ).toBeVisible();
    const show = revenue.getByRole('button', { name: 'Show numbers' });
    await show.focus();
    await page.keyboard.press('Enter');
    const table = revenue.getByRole('table', { name: 'Revenue by month' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13);
    const thisMonth = f.revenueByMonth.at(-1)!;
    await expect(table.getByRole('row').last()).toContainText(inr(thisMonth.memberships));
    await expectAccessible(page);
    expect(api.analytics()).toHaveLength(1);
    expect(api.ofThePage(), api.calls.join('\n')).toHaveLength(1);
    expect(api.helpdesk()).toHaveLength(1);

    // An inverted range is refused on the form, without asking the server.
    await page.getByLabel('From', { exact: true }).fill('2021-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
    expect(api.analytics()).toHaveLength(1);

    // 2020, before the portal existed: every figure changes to zero, twelve empty months; Enter applies.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-12-31');
    const answer = page.waitForResponse((res) => res.url().includes(`${ANALYTICS}?`));
    await page.getByLabel('To', { exact: true }).press('Enter');
    const past: Figures = await (await answer).json();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-12-31/);
    expect(past.range).toEqual(expect.objectContaining({ from: '2020-01-01', to: '2020-12-31' }));
    expect(past.members.total).toBe(0);
    await expectCards(page, past);
    await expect(card(page, 'Total Revenue')).toContainText(inr(0));
    await expect(page.getByText(/Requests filed from 1 Jan 2020 to 31 Dec 2020/)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('row').nth(1)).toContainText('January 2020');
    await expect(page.getByText('No requests in this period.')).toBeVisible();
    expect(api.analytics()).toHaveLength(2);

    // Last 12 months brings the default range back (from the cache while it is fresh).
    await page.getByRole('button', { name: 'Last 12 months' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(
      page.getByText(`Requests filed from ${longDate(f.range.from)} to ${longDate(f.range.to)}`),
    ).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(f.range.from);
    expect(api.analytics().length).toBeLessThanOrEqual(3);
  });

  test('says when the figures fail to load, and loads them on Try again', async ({ page }) => {
    await page.route(`**${ANALYTICS}**`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"Something went wrong. Please try again."}}',
      }),
    );
    await page.goto('/admin/analytics');
    await expect(page.getByText('Failed to load analytics data').first()).toBeVisible({ timeout: 20_000 });
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load analytics data' }),
    ).toBeVisible();
    await page.unroute(`**${ANALYTICS}**`);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === ANALYTICS);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectCards(page, await (await answer).json());
  });

  test('a hand-edited link with impossible dates is refused with the reason on the form', async ({
    page,
  }) => {
    await page.goto('/admin/analytics?from=2026-02-30&to=2026-03-31');
    await expect(page.getByText('Failed to load analytics data').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid date' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('fits a 390 px phone without sideways scrolling, charts resized, accessible', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const f = await openAnalytics(page);
    await expectCards(page, f);
    const revenue = page.getByRole('figure', { name: /Revenue by month/ });
    await expect(revenue.locator('svg[data-chart]')).toBeVisible();
    const width = await revenue
      .locator('svg[data-chart]')
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    expect(width).toBeGreaterThan(250);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
