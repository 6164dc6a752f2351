// Notices that ask to be acknowledged (issue 22, item 4): the office marks a notice with a date by which; a
// resident on a phone sees it pinned on the dashboard and /announcements, presses "I have read this" and it is
// pinned no more; the office sees the count per wing, the flat that has not acknowledged, sends one reminder (a
// second the same day is refused) and exports the list.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import {
  accessible,
  expectAccessible,
  mailSubjects,
  residentInOwnBrowser,
  societyDate,
  toast,
} from './support';

const wing = `K${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
const ashaFlat = `${wing}-1`;
const bharatFlat = `${wing}-2`;
const title = `AGM notice ${wing}`;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a notice asks to be acknowledged: pinned until read, counted per flat, reminded once, exported', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const asha = await residentInOwnBrowser(browser, { flat: ashaFlat, name: 'Asha Kulkarni' });
  const bharat = await residentInOwnBrowser(browser, { flat: bharatFlat, name: 'Bharat Shah' });
  await asha.page.setViewportSize({ width: 390, height: 844 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  // Both flats are in the register, in one wing, and each resident's claim is confirmed.
  for (const r of [asha, bharat]) {
    const added = await page.request.post('/api/admin/flats', { data: { wing, flat_no: r.flat } });
    expect(added.status(), await added.text()).toBe(201);
    const { profile } = await (await r.page.request.get('/api/me')).json();
    const confirmed = await page.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
      data: { confirmed: true, flat_no: profile.flat_no },
    });
    expect(confirmed.status()).toBe(200);
  }

  // The office marks the notice, with the date by which.
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
  await dialog.getByLabel('Title*').fill(title);
  await dialog.getByLabel('Content*').fill('The AGM is on Sunday at 10 AM in the podium hall.');
  await dialog.getByLabel('Requires acknowledgement').check();
  await dialog.getByLabel('Acknowledge by').fill(societyDate(14));
  await dialog.getByRole('button', { name: 'Create Announcement' }).click();
  await toast(page, 'Announcement created successfully');

  try {
    // Asha, on a phone: pinned at the top of the dashboard and of /announcements.
    const pinned = asha.page.getByRole('region', { name: 'Notices to acknowledge' });
    await asha.page.goto('/dashboard');
    await expect(pinned.getByRole('heading', { name: title })).toBeVisible();
    expect(await overflow(asha.page)).toBeLessThanOrEqual(0);
    await asha.page.goto('/announcements');
    await expect(pinned.getByRole('heading', { name: title })).toBeVisible();
    await expect(pinned).toContainText('Please read and acknowledge by');
    expect(await overflow(asha.page)).toBeLessThanOrEqual(0);
    await expectAccessible(asha.page);
    await pinned
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'I have read this' })
      .click();
    await toast(asha.page, 'Thank you: your acknowledgement is recorded');
    await expect(asha.page.getByRole('heading', { name: title })).toHaveCount(1); // in the list, no longer pinned
    await expect(pinned.getByRole('heading', { name: title })).toHaveCount(0);
    await asha.page.goto('/dashboard');
    await expect(asha.page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await expect(
      asha.page.getByRole('region', { name: 'Notices to acknowledge' }).getByText(title),
    ).toHaveCount(0);

    // The office: the wing's count, the flat that has not acknowledged.
    await page.goto('/admin/announcements');
    await page.getByPlaceholder('Search title or content').fill(title);
    await page.getByRole('link', { name: `Acknowledgements of ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Acknowledgements', level: 1 })).toBeVisible();
    await expect(page.getByTestId('ack-count')).toHaveText(/^\d+ of \d+ flats have acknowledged$/);
    await expect(
      page
        .getByRole('list', { name: 'Per wing' })
        .getByRole('listitem')
        .filter({ hasText: `Wing ${wing}` }),
    ).toContainText('1 of 2 flats');
    await page.getByPlaceholder('Search flat, wing or resident').fill(wing);
    // The search is in the URL (so its request has started: axe then waits for it, not for a faded table).
    await expect(page).toHaveURL(new RegExp(`[?&]q=${wing}`));
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: wing });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(bharatFlat);
    await expect(rows).toContainText('Bharat Shah');
    await accessible(page);

    // One reminder, after confirming; a second the same day is refused.
    await page.getByRole('button', { name: 'Send reminder' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Reminder sent to');
    await expect(page.getByText('A reminder was sent today.')).toBeVisible();
    await expect
      .poll(() => mailSubjects(bharat.email), { message: 'reminder mailed to Bharat' })
      .toContain(`Please acknowledge the notice: ${title}`);
    expect(mailSubjects(asha.email)).not.toContain(`Please acknowledge the notice: ${title}`);
    await page.getByRole('button', { name: 'Send reminder' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await toast(page, 'A reminder for this notice has already been sent today');

    // The list, for the record: every flat's confirmed residents with their read and acknowledgement times.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`acknowledgements_AGM_notice_${wing}.csv`);
    await toast(page, 'Acknowledgements exported');
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toContain('Flat,Wing,Resident,Read at,Acknowledged at');
    expect(csv).toMatch(new RegExp(`${ashaFlat},${wing},Asha Kulkarni,"[^"]+ [ap]m","[^"]+ [ap]m"`));
    expect(csv).toContain(`${bharatFlat},${wing},Bharat Shah,,`);
  } finally {
    // Retired, so the residents of other journeys on this server do not find it pinned.
    const [row] = (
      await (await page.request.get(`/api/admin/announcements?q=${encodeURIComponent(title)}`)).json()
    ).items;
    if (row) await page.request.delete(`/api/admin/announcements/${row.id}`);
    await asha.close();
    await bharat.close();
  }
});
