// The helpdesk's resident side on a phone (issue 23): a resident files a complaint with a photo, the office resolves
// it, the resident says it is not fixed and reopens it, the office resolves it again, and the resident confirms it
// with four stars. The office sees the photo, the reopen and the rating. Accessible at every step.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, residentInOwnBrowser, toast } from './support';

const PHONE = { width: 390, height: 844 };

/** The office resolves an item with a reply, through its own endpoint, as its response panel does. */
async function officeResolves(office: Page, id: string, reply: string) {
  const res = await office.request.post(`/api/admin/feedback/${id}/respond`, {
    data: { admin_response: reply, status: 'resolved' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a resident reopens resolved feedback, then confirms it with a rating, on a phone', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const resident = await residentInOwnBrowser(browser, { name: 'Sunita Pawar' });
  const me = resident.page;
  await me.setViewportSize(PHONE);
  const subject = `Seepage in the stairwell ${Date.now()}`;

  await me.goto('/feedback');
  await me.getByLabel('Category*').selectOption('maintenance');
  await me.getByLabel('Subject*').fill(subject);
  await me.getByLabel('Message*').fill('Water comes through the wall near the second floor landing.');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a8b99' } })
    .jpeg()
    .toBuffer();
  await me.getByLabel('Photos (optional, up to 3)').setInputFiles({
    name: 'stairwell.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(me.getByRole('list', { name: 'Photos to send' })).toContainText('stairwell.jpg');
  const filed = me.waitForResponse((r) => r.url().endsWith('/api/feedback/with-photos'));
  await me.getByRole('button', { name: 'Submit Feedback' }).click();
  const { id } = await (await filed).json();
  await expect(me.getByRole('heading', { name: 'Feedback Submitted Successfully!' })).toBeVisible();

  const item = me.getByRole('region', { name: 'My Submitted Feedback' }).getByRole('listitem').filter({
    hasText: subject,
  });
  const thumb = item.getByRole('img', { name: 'Attachment 1 of 1' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // Resolved: the resident is asked, in plain words, whether it is fixed. It is not.
  await officeResolves(page, id, 'The plumber sealed the crack.');
  await me.reload();
  await expect(item.getByText('Is the problem fixed?')).toBeVisible();
  await expectAccessible(me);
  await item.getByRole('button', { name: 'No, it is not fixed' }).click();
  await item.getByRole('button', { name: 'Open it again' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please tell us what is still wrong');
  await item.getByLabel('What is still wrong?').fill('It leaked again after the rain last night.');
  await item.getByRole('button', { name: 'Open it again' }).click();
  await toast(me, 'Your feedback is open again. The office will look at it.');
  await expect(item.getByText('Open', { exact: true })).toBeVisible();
  await expect(item.getByText('Is the problem fixed?')).toHaveCount(0);

  // The office sees the reopen, with the reason, and the photo.
  await page.goto(`/admin/feedback?q=${encodeURIComponent(subject)}`);
  await page.getByRole('button', { name: subject }).click();
  await expect(page.getByText('Reopened by the resident once')).toBeVisible();
  await expect(page.getByText('Last reason: It leaked again after the rain last night.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Attachment 1 of 1' })).toBeVisible();

  // Resolved again: this time it is fixed, and the resident gives four stars.
  await officeResolves(page, id, 'The wall was waterproofed from outside.');
  await me.reload();
  await item.getByRole('button', { name: 'Yes, it is fixed' }).click();
  await item.getByRole('button', { name: 'Send my rating' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars');
  const four = item.getByRole('button', { name: '4 stars' });
  const box = await four.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44); // a big target for an older finger
  await four.click();
  await expect(four).toHaveAttribute('aria-pressed', 'true');
  await item.getByLabel('Anything to add? (optional)').fill('Thank you, it is dry now.');
  await expectAccessible(me);
  await item.getByRole('button', { name: 'Send my rating' }).click();
  await toast(me, 'Thank you for your rating');
  await expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(item.getByText('Thank you, it is dry now.')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Yes, it is fixed' })).toHaveCount(0);
  const overflow = await me.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(me);

  await page.reload();
  await page.getByRole('button', { name: subject }).click();
  await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByText('Thank you, it is dry now.')).toBeVisible();
  await resident.close();
});
