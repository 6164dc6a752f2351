// Maker and checker for money, on a phone: the office clerk waives a head of charges for one flat and is told it was
// sent for approval (nothing changes yet, and the clerk cannot approve it); the treasurer (the committee's role) opens
// Money Approvals, sees who asked and what, and approves it; the waiver is then in force, beside both names.
import { expect, test } from '@playwright/test';
import { ADMIN_NAME, signInAsAdmin } from './admin-support';
import { accessible, expectAccessible, residentInOwnBrowser, societyDate, toast } from './support';

const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
const flat = `M${suffix}`;
const head = `Lift charges ${suffix}`;
const TREASURER = `Treasurer ${suffix}`;

test('a clerk prepares a waiver and sees "Sent for approval"; the treasurer approves it; both names stand beside it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // The treasurer: a member the chairman gives the treasurer's role (which reaches accounts:approve).
  const treasurer = await residentInOwnBrowser(browser, { name: TREASURER });
  await treasurer.page.setViewportSize({ width: 390, height: 844 });
  const { user } = await (await treasurer.page.request.get('/api/me')).json();
  const granted = await page.request.post('/api/admin/role-holders', {
    data: { email: user.email, role: 'treasurer' },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  const call = async (who: typeof page, method: 'post' | 'get', path: string, data?: object) => {
    const res = await who.request[method](path, data ? { data } : undefined);
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  /** A money action of the set-up, approved by the treasurer when it waits for a second person. */
  const done = async (answer: { pending_approval?: { id: string } }) => {
    if (answer.pending_approval)
      await call(treasurer.page, 'post', `/api/admin/money-approvals/${answer.pending_approval.id}/approve`);
  };

  // The set-up: a flat, a head of charges and a draft bill run for a period no other journey bills.
  await call(page, 'post', '/api/admin/flats', { wing: 'M', flat_no: flat });
  await done(
    await call(page, 'post', '/api/admin/billing/heads', {
      name: head,
      basis: 'fixed',
      rate: '400',
      gst_rate: '',
    }),
  );
  const { billing_period } = await call(page, 'get', '/api/admin/billing/settings');
  const year = 2100 + Math.floor(Math.random() * 400);
  const run = await call(page, 'post', '/api/admin/billing/runs', {
    period_key: billing_period === 'quarterly' ? `${year}-Q2` : `${year}-05`,
    bill_date: societyDate(0),
    due_date: societyDate(15),
  });

  try {
    // The clerk waives the lift charges for the flat: it is sent for approval, and not yet in force.
    await page.goto(`/admin/billing?tab=runs&run=${run.id}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(flat);
    const row = page
      .getByRole('region', { name: /^Flats of the bill run/ })
      .getByRole('row')
      .filter({ hasText: flat });
    await row.getByRole('button', { name: 'Adjust' }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust flat ${flat}` });
    await adjust.getByLabel(`${head} amount (₹)`).fill('0');
    await adjust.getByLabel(`${head} reason`).fill('Ground floor: no lift');
    const item = adjust.getByRole('listitem').filter({ hasText: head });
    await item.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Sent for approval');
    await expect(item.getByText('Computed by its rate')).toBeVisible();
    await page.keyboard.press('Escape');

    // The clerk finds it waiting on Money Approvals, without a button to approve it.
    await page.goto('/admin/money-approvals');
    const mine = page.getByRole('row').filter({ hasText: flat });
    await expect(mine).toContainText('Waiver or exception to a head');
    await expect(mine).toContainText(ADMIN_NAME);
    await expect(mine).toContainText('Waiting for another person');
    await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The treasurer sees who asked and what, and approves it.
    const office = treasurer.page;
    await office.goto('/admin/money-approvals');
    await expect(office.getByRole('heading', { name: 'Money Approvals', level: 1 })).toBeVisible();
    const waiting = office.getByRole('row').filter({ hasText: flat });
    await expect(waiting).toContainText(`${flat} · ${head}: Ground floor: no lift`);
    await expect(waiting).toContainText(ADMIN_NAME);
    await expect(waiting).toContainText('₹0.00');
    await expectAccessible(office);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await office.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await toast(office, 'Approved and done');
    await expect(waiting).toContainText(`Approved by ${TREASURER}`);
    await accessible(office, { afterToasts: true });

    // The waiver is in force on the flat, with both names beside it.
    await page.goto(`/admin/billing?tab=runs&run=${run.id}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(flat);
    await row.getByRole('button', { name: 'Adjust' }).click();
    await expect(item.getByText('Exception in force')).toBeVisible();
    await expect(item).toContainText(`Prepared by ${ADMIN_NAME} · Approved by ${TREASURER}`);
    await expectAccessible(page);
  } finally {
    // The draft and the head go, so the bill runs of other journeys neither meet this period nor charge this head.
    await call(page, 'post', `/api/admin/billing/runs/${run.id}/discard`);
    const heads: { id: string; name: string }[] = await call(page, 'get', '/api/admin/billing/heads');
    const id = heads.find((h) => h.name === head)?.id;
    if (id) await done(await call(page, 'post', `/api/admin/billing/heads/${id}/active`, { active: false }));
    await treasurer.close();
  }
});
