// House Repair Approval: a resident requests a renovation with plans, the office previews and approves it once;
// a second decision is impossible (no buttons, and the server answers 409); the resident sees it and is mailed.
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './admin-support';
import { accessible, mailSubjects, signUpAndVerify, toast } from './support';

const row = (page: Page, name: string) =>
  page.getByRole('region', { name: 'House repair registrations' }).getByRole('row').filter({ hasText: name });
const preview = (page: Page) => page.getByRole('dialog', { name: 'House Repair Registration' });

/** A resident in a browser of their own who files a repair request with plans through the form. */
async function residentWithRequest(
  browser: Browser,
  plans: { name: string; mimeType: string; buffer: Buffer },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const r = await signUpAndVerify(page, { name: `Sunita ${Math.random().toString(36).slice(2, 8)}` });
  await page.goto('/house-repair-registration');
  await page.getByLabel('Work Type *').selectOption('Renovation');
  await page.getByLabel('Work Description').fill('Kitchen platform and bathroom tiles');
  await page.getByLabel('Duration (days)').fill('40');
  await page.getByLabel('I agree with all the above terms and conditions *').click();
  await page.getByLabel('Attach Plans (optional)').setInputFiles(plans);
  await page.getByRole('button', { name: 'Submit Repair Request' }).click();
  await toast(page, 'Repair request submitted successfully!');
  return { ...r, page, close: () => context.close() };
}

async function openSearched(page: Page, text: string) {
  await page.goto('/admin/house-repair');
  await expect(page.getByRole('heading', { level: 1, name: 'House Repair Approval' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
}

const pdf = {
  name: 'plans.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% plans\n%%EOF\n'),
};

test('the office previews the plans and approves once; a second decision is impossible', async ({
  page,
  browser,
}) => {
  const resident = await residentWithRequest(browser, pdf);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'House Repair' }).click();
  await openSearched(page, resident.name);
  const mine = row(page, resident.name);
  await expect(mine).toContainText('Renovation');
  await expect(mine).toContainText(resident.flat);
  await expect(mine).toContainText('Pending');
  await accessible(page);

  await mine.getByRole('button', { name: /^Print preview/ }).click();
  const sheet = preview(page);
  await expect(sheet.getByText('Kitchen platform and bathroom tiles')).toBeVisible();
  await expect(sheet.getByText('Repair Plans (PDF)')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /^\/api\/files\/documents\//,
  );
  await accessible(page);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  await mine.getByRole('button', { name: /^Approve: / }).click();
  const ask = page.getByRole('alertdialog', { name: 'Approve house repair' });
  await expect(ask).toContainText('This decision is final');
  await ask.getByRole('button', { name: 'Approve' }).click();
  await toast(page, 'House repair registration approved successfully');
  await expect(mine).toContainText('Approved');
  await expect(mine.getByRole('button', { name: /^(Approve|Reject): / })).toHaveCount(0);
  await expect(mine.getByText('No actions')).toBeAttached();

  // The server refuses a second decision too, whoever asks.
  const list = await page.request.get(`/api/admin/house-repairs?q=${encodeURIComponent(resident.name)}`);
  const [{ id }] = (await list.json()).items as { id: string }[];
  const again = await page.request.post(`/api/admin/house-repairs/${id}/reject`);
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe(
    'This house repair registration is already approved. Reject is only possible while it is pending.',
  );

  await resident.page.goto('/house-repair-registration');
  await expect(
    resident.page.getByRole('listitem').filter({ hasText: 'Renovation' }).getByText('Approved'),
  ).toBeVisible();
  await expect
    .poll(() => mailSubjects(resident.email))
    .toContain('Your house repair request has been approved');
  await resident.close();
});

test('on a 390 px phone the office rejects a request after seeing its plans image', async ({
  page,
  browser,
}) => {
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e8e0c8' } })
    .png()
    .toBuffer();
  const resident = await residentWithRequest(browser, {
    name: 'plans.png',
    mimeType: 'image/png',
    buffer: image,
  });
  await resident.close();
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearched(page, resident.name);
  await accessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  const mine = row(page, resident.name);
  await mine.getByRole('button', { name: /^Print preview/ }).click();
  await expect(preview(page).getByRole('img', { name: 'Repair Plans' })).toBeVisible();
  await accessible(page);
  await preview(page).getByRole('button', { name: 'Cancel' }).click();

  await mine.getByRole('button', { name: /^Reject: / }).click();
  await page
    .getByRole('alertdialog', { name: 'Reject house repair' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await toast(page, 'House repair registration rejected');
  await expect(mine).toContainText('Rejected');
  await expect(mine.getByRole('button', { name: /^(Approve|Reject): / })).toHaveCount(0);
});
