// The back-office shell: access, the sidebar (links, badges, icon rail, ctrl+B, cookie, phone sheet), the
// dashboard's figures and dialogs, the audit log, and the 404 page inside /admin.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_NAME, signInAsAdmin } from './admin-support';
import { expectAccessible, signUpAndVerify } from './support';

const SIDEBAR_LINKS: [string, string][] = [
  ['Dashboard/Gallery', '/admin'],
  ['Announcements', '/admin/announcements'],
  ["Do's and Don'ts", '/admin/dos-and-donts'],
  ['Feedback', '/admin/feedback'],
  ['Parking Approval', '/admin/parking-approval'],
  ['Gym & Hall', '/admin/gym-hall-management'],
  ['House Repair', '/admin/house-repair'],
  ['Profile Management', '/admin/profile-management'],
  ['Flats', '/admin/flats'],
  ['Inventory', '/admin/inventory'],
  ['Attendance', '/admin/attendance'],
  ['Maintenance Invoices', '/admin/maintenance-invoices'],
  ['Repair Invoices', '/admin/repair-invoices'],
  ['Billing', '/admin/billing'],
  ['Dues', '/admin/dues'],
  ['Reported Payments', '/admin/reported-payments'],
  ['Bank Reconciliation', '/admin/reconciliation'],
  ['Analytics', '/admin/analytics'],
  ['Settings', '/admin/settings'],
  ['Go to Home', '/'],
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin', exact: true });
const navLink = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('access', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Please sign in to access admin panel.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
  });

  test('a member sees Access Denied, on the dashboard and on any admin path', async ({ page }) => {
    await signUpAndVerify(page);
    for (const path of ['/admin', '/admin/audit-log']) {
      await page.goto(path);
      await expect(page.getByText('Access Denied')).toBeVisible();
      await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
      await expect(sidebar(page)).toHaveCount(0);
    }
    const refused = await page.request.get('/api/admin/stats');
    expect(refused.status()).toBe(403);
  });
});

test.describe('as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
  });

  test('opens the Admin Panel from the home page and reaches every sidebar link', async ({ page }) => {
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const header = page.getByRole('banner');
    await expect(header).toContainText('Admin Panel');
    // The settings journey may change the address meanwhile: the header shows what was current when the page
    // loaded, so each try loads it afresh.
    await expect(async () => {
      await page.reload();
      const settings = await (await page.request.get('/api/settings')).json();
      await expect(header).toContainText(settings.address, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('heading', { name: `Welcome back, ${ADMIN_NAME}` })).toBeVisible();
    for (const tile of ['Total Members', 'Revenue', 'Bookings', 'Pending'])
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${tile}$`) })).toBeVisible();
    for (const card of ['Total Members', 'Total Revenue', 'Hall Bookings', 'Pending Items'])
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    // The figures come from the server's aggregate, formatted en-IN.
    const stats = await (await page.request.get('/api/admin/stats')).json();
    await expect(page.getByRole('definition').nth(0)).toHaveText(/^\d+$/);
    await expect(page.getByRole('definition').nth(1)).toHaveText(/^₹[\d,]+\.\d{2}$/);
    expect(stats.totalMembers).toBeGreaterThan(0);
    await expectAccessible(page);

    for (const [name, path] of SIDEBAR_LINKS) {
      await navLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      if (path === '/') break;
      await expect(navLink(page, name)).toHaveAttribute('aria-current', 'page');
      // Only the dashboard link is active on the dashboard (exact match), and only one link at a time.
      await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  });

  test('collapses to an icon rail with the trigger and ctrl+B, and the cookie keeps it', async ({ page }) => {
    await page.goto('/admin');
    const aside = page.locator('aside#admin-sidebar');
    const trigger = page.getByRole('button', { name: 'Toggle Sidebar' });
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    expect((await aside.boundingBox())?.width).toBeCloseTo(256, 0);

    await trigger.click();
    await expect(aside).toHaveAttribute('data-state', 'collapsed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(48);
    // The rail names each icon in a tooltip, on hover and on keyboard focus.
    await navLink(page, 'Announcements').hover();
    await expect(page.getByText('Announcements', { exact: true }).last()).toBeVisible();
    await navLink(page, 'Feedback').focus();
    await expect(page.getByText('Feedback', { exact: true }).last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'admin_sidebar');
    expect(cookie?.value).toBe('collapsed');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(aside).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Meta+b');
    await expect(aside).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+B');
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    await page.reload();
    await expect(aside).toHaveAttribute('data-state', 'expanded');
  });

  test('on a 390 px phone the sidebar is a slide-in sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: `Welcome back, ${ADMIN_NAME}` })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const trigger = page.getByRole('button', { name: 'Toggle Sidebar' });
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Admin Panel' });
    await expect(sheet).toBeVisible();
    // 18rem; the slide-in may leave it a fraction of a pixel short of its final width.
    expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    // Focus stays inside the sheet while it is open, and returns to the trigger when it closes.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await sheet.getByRole('button', { name: 'Close navigation' }).click();
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();

    // ctrl+B opens it too; following a link closes it.
    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Settings' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expectNoSidewaysScroll(page);
  });

  test('unknown admin paths show the 404 page', async ({ page }) => {
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(sidebar(page)).toBeVisible();
  });

  test('shows the pending counts as badges on Parking Approval, Gym & Hall and House Repair', async ({
    page,
    browser,
  }) => {
    // A resident asks for a gym membership: one more pending approval.
    const resident = await browser.newPage();
    const r = await signUpAndVerify(resident);
    // And a house repair: pending house repairs have their own badge.
    const repair = await resident.request.post('/api/house-repairs', {
      multipart: {
        applicant_name: r.name,
        flat_no: r.flat,
        contact_number: '9820012345',
        work_type: 'Renovation',
        terms_accepted: 'true',
      },
    });
    expect(repair.ok(), await repair.text()).toBe(true);
    const plans = await (await resident.request.get('/api/membership-plans')).json();
    const bought = await resident.request.post('/api/memberships', {
      data: {
        plan_id: plans[0].id,
        members: [{ name: 'Meera Kulkarni', phone: '9820012345' }],
        payment_transaction_id: `UPI${Date.now()}4321`,
        payment_last_4_digits: '4321',
      },
    });
    expect(bought.ok(), await bought.text()).toBe(true);
    await resident.close();

    await page.goto('/admin');
    const badges = await (await page.request.get('/api/admin/badges')).json();
    expect(badges.gymHall).toBeGreaterThan(0);
    await expect(navLink(page, 'Gym & Hall')).toContainText(/\d+/);
    await expect(navLink(page, 'Gym & Hall')).toHaveAccessibleName(/Gym & Hall, \d+ pending/);
    if (badges.parking)
      await expect(navLink(page, 'Parking Approval')).toHaveAccessibleName(/Parking Approval, \d+ pending/);
    else await expect(navLink(page, 'Parking Approval')).toHaveAccessibleName('Parking Approval');
    expect(badges.repairs).toBeGreaterThan(0);
    await expect(navLink(page, 'House Repair')).toHaveAccessibleName(/House Repair, \d+ pending/);
  });

  test('View Logs shows the last 10 entries, newest first, and leads to the full audit log', async ({
    page,
  }) => {
    await page.goto('/admin');
    const viewLogs = page.getByRole('button', { name: /^View Logs/ });
    await viewLogs.click();
    const dialog = page.getByRole('dialog', { name: 'System Logs' });
    await expect(dialog).toBeVisible();
    const entries = dialog.getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    expect(await entries.count()).toBeLessThanOrEqual(10);
    const times = await dialog
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(times).toEqual([...times].sort().reverse());
    await expect(dialog.getByText('Admin dashboard viewed').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewLogs).toBeFocused();

    await viewLogs.click();
    await dialog.getByRole('link', { name: 'View Full Audit Log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit log entries' })).toBeVisible();
    await expectAccessible(page);

    // Filters and paging live in the URL: a reload shows the same view.
    await page.getByLabel('Action', { exact: true }).selectOption('sign_in');
    await expect(page).toHaveURL(/action=sign_in/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('e2e.admin@');
    await expect(page).toHaveURL(/q=e2e\.admin%40/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toContainText('Sign in');
    await expect(rows.first()).toContainText('e2e.admin@example.com');
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page).toHaveURL(/pageSize=10/);
    await page.reload();
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('sign_in');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('e2e.admin@');
    await expect(page.getByLabel('Rows per page')).toHaveValue('10');
    await expect(rows.first()).toContainText('Sign in');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Sign in');

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-user-anywhere');
    await expect(page.getByText('No audit entries found')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('View Reports generates a printable summary that prints alone', async ({ page }) => {
    await page.goto('/admin');
    const viewReports = page.getByRole('button', { name: /^View Reports/ });
    await viewReports.click();
    const report = page.getByRole('dialog', { name: 'Society Report' });
    await expect(report.getByText(/^Generated on/)).toBeVisible();
    await expect(report.getByRole('rowheader', { name: 'Total Revenue' })).toBeVisible();
    await expect(report.getByRole('rowheader', { name: 'Pending parking registrations' })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Print Report' })).toBeEnabled();
    await expectAccessible(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#root')).toBeHidden();
    await expect(report.getByRole('rowheader', { name: 'Total Revenue' })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Print Report' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await report.getByRole('button', { name: 'Close' }).first().click();
    await expect(report).toBeHidden();
    await expect(viewReports).toBeFocused();
    await page.getByRole('link', { name: /^Manage Settings/ }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });

  test('the audit log works on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/audit-log?pageSize=10');
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
