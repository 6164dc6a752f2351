// Feedback management: a resident writes in, the office starts progress and answers it, and the resident reads
// the answer and gets a mail; the list filters and searches; a second admin acting on a stale view is told.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { accessible, mailSubjects, residentInOwnBrowser, signUpAndVerify, toast } from './support';

// Each journey signs a resident up in a browser of their own before the office acts, and runs axe several
// times: more than the default minute on a busy machine.
test.slow();

const panel = (page: Page) => page.getByRole('complementary', { name: 'Response panel' });
const list = (page: Page) => page.getByRole('region', { name: 'Feedback', exact: true });

/** A resident in a browser of their own who submits one feedback item through the form. */
async function residentWithFeedback(browser: Browser, subject: string, priority = 'High') {
  const r = await residentInOwnBrowser(browser, { name: `Kavita ${Math.random().toString(36).slice(2, 6)}` });
  const { page } = r;
  await page.goto('/feedback');
  await page.getByLabel('Category*').selectOption('maintenance');
  await page.getByRole('radio', { name: priority }).click();
  await page.getByLabel('Subject*').fill(subject);
  await page
    .getByLabel('Message*')
    .fill('The lobby light on the 4th floor flickers all night.\nPlease replace it.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback Submitted Successfully!' })).toBeVisible();
  return r;
}

/** The office's screen, searched down to one subject. */
async function openItem(page: Page, subject: string) {
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await list(page).getByRole('button', { name: subject }).click();
  await expect(panel(page).getByRole('heading', { name: subject })).toBeFocused();
}

test('visitors and members are refused with the page’s own message', async ({ page }) => {
  await page.goto('/admin/feedback');
  await expect(page.getByText('Please sign in to access admin panel.')).toBeVisible();
  await signUpAndVerify(page);
  await page.goto('/admin/feedback');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText("You don't have admin privileges to access feedback management."),
  ).toBeVisible();
});

test('the office starts progress, answers a resident, and the resident reads the answer', async ({
  page,
  browser,
}) => {
  const subject = `Flickering lobby light ${Date.now().toString(36)}`;
  const resident = await residentWithFeedback(browser, subject);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Feedback' }).first().click();
  const figures = page.getByRole('region', { name: 'Feedback figures' });
  for (const label of ['Total', 'Open', 'In Progress', 'Resolved', 'Urgent'])
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  await accessible(page);

  await openItem(page, subject);
  const details = panel(page);
  await expect(details.getByText('The lobby light on the 4th floor flickers all night.')).toBeVisible();
  await expect(details.getByText(resident.email)).toBeVisible();
  await expect(details.getByText('Open', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);

  await details.getByRole('button', { name: 'Start Progress' }).click();
  await toast(page, 'Updated Successfully');
  await toast(page, 'Feedback status updated to In Progress');
  await expect(details.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Start Progress' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Mark Resolved' })).toBeVisible();

  // The send buttons wait for text.
  await details.getByRole('button', { name: 'Add Response' }).click();
  const response = details.getByRole('textbox', { name: 'Response' });
  await expect(response).toBeFocused();
  await expect(details.getByRole('button', { name: 'Send & Mark Resolved' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Send & Keep in Progress' })).toBeDisabled();
  await response.fill('   ');
  await expect(details.getByRole('button', { name: 'Send & Mark Resolved' })).toBeDisabled();
  await response.fill('<script>alert(1)</script>');
  await details.getByRole('button', { name: 'Send & Keep in Progress' }).click();
  await expect(details.getByText('Invalid characters detected')).toBeVisible();
  await accessible(page);

  const answer = 'The electrician replaced the tube light on Tuesday.';
  await response.fill(answer);
  await details.getByRole('button', { name: 'Send & Mark Resolved' }).click();
  await toast(page, 'Feedback status updated to Resolved');
  await expect(details.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(details.getByText(answer)).toBeVisible();
  await expect(details.getByText('no further action is needed')).toBeVisible();
  await expect(list(page).getByText('Resolved', { exact: true })).toBeVisible();

  // The resident sees the status and the answer, and got a mail naming both.
  await resident.page.goto('/feedback');
  const mine = resident.page
    .getByRole('region', { name: 'My Submitted Feedback' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(mine.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(mine.getByText('Admin Response')).toBeVisible();
  await expect(mine.getByText(answer)).toBeVisible();
  await expect.poll(() => mailSubjects(resident.email)).toContain(`Your feedback "${subject}" is Resolved`);
  expect(mailSubjects(resident.email)).toContain(`Your feedback "${subject}" is In Progress`);
  await resident.close();
});

test('on a phone the office filters, searches and answers from the keyboard', async ({ page, browser }) => {
  const subject = `Pump room noise ${Date.now().toString(36)}`;
  const resident = await residentWithFeedback(browser, subject, 'Urgent');
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/feedback');
  await page.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'Urgent' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(subject.toUpperCase());
  await expect(page).toHaveURL(/priority=urgent/);
  await expect(page).toHaveURL(/status=open/);
  await expect(page).toHaveURL(/q=PUMP/);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  // The link keeps the view.
  await page.reload();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(subject.toUpperCase());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await accessible(page);

  // Keyboard only: focus the subject, open it, answer, keep it in progress.
  await list(page).getByRole('button', { name: subject }).focus();
  await page.keyboard.press('Enter');
  const details = panel(page);
  await expect(details.getByRole('heading', { name: subject })).toBeFocused();
  await details.getByRole('button', { name: 'Add Response' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('A mechanic will look at the pump on Monday.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(details.getByRole('button', { name: 'Send & Keep in Progress' })).toBeFocused();
  await page.keyboard.press('Enter');
  await toast(page, 'Feedback status updated to In Progress');
  await expect(details.getByRole('button', { name: 'Update Response' })).toBeVisible();
  // No longer open, so it leaves the filtered list; the panel keeps it until closed.
  await expect(page.getByText('No feedback found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In Progress' });
  await expect(list(page).getByRole('button', { name: subject })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await accessible(page);

  // Escape leaves the editor without saving; closing the panel returns the focus to the list.
  await details.getByRole('button', { name: 'Update Response' }).click();
  await expect(details.getByRole('textbox', { name: 'Response' })).toHaveValue(
    'A mechanic will look at the pump on Monday.',
  );
  await page.keyboard.press('Escape');
  await expect(details.getByRole('textbox', { name: 'Response' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Update Response' })).toBeFocused();
  await details.getByRole('button', { name: 'Close feedback details' }).click();
  await expect(list(page).getByRole('button', { name: subject })).toBeFocused();
  await resident.close();
});

test('a second admin acting on a stale view is told, and sees the current status', async ({
  page,
  browser,
}) => {
  const subject = `Stale view ${Date.now().toString(36)}`;
  const resident = await residentWithFeedback(browser, subject);
  await signInAsAdmin(page);
  await openItem(page, subject);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAsAdmin(other);
  await openItem(other, subject);
  await panel(other).getByRole('button', { name: 'Start Progress' }).click();
  await toast(other, 'Feedback status updated to In Progress');

  await panel(page).getByRole('button', { name: 'Start Progress' }).click();
  await toast(page, 'Update Failed');
  await toast(
    page,
    'Failed to update feedback: Start Progress is only possible while the feedback is Open; it is now In Progress.',
  );
  await expect(panel(page).getByRole('button', { name: 'Mark Resolved' })).toBeVisible();
  await expect(panel(page).getByText('In Progress', { exact: true })).toBeVisible();
  await otherContext.close();
  await resident.close();
});
