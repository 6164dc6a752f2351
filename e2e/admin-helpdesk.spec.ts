// The helpdesk's clock on a phone: the office sets its working hours (hours that end before they start are
// refused) and a category's default assignee; a resident's complaint goes to that person with its deadline, which
// the resident sees with the person's name; the office finds it under "assigned to me" and keeps an internal note
// the resident never sees.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_NAME, signInAsAdmin } from './admin-support';
import { accessible, residentInOwnBrowser, toast } from './support';

test.slow();
const PHONE = { width: 390, height: 844 };

const settingsTab = (page: Page) => page.getByRole('tab', { name: 'Helpdesk settings' });

test('a complaint goes to the category’s assignee with its deadline, and the office’s notes stay in the office', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/feedback');
  await settingsTab(page).click();
  await expect(page).toHaveURL(/tab=settings/);

  const hours = page.getByRole('region', { name: 'Working hours' });
  await hours.getByLabel('Opens at').fill('19:00');
  await hours.getByLabel('Closes at').fill('09:00');
  await hours.getByRole('button', { name: 'Save working hours' }).click();
  await expect(hours.getByText('Working hours must end after they start')).toBeVisible();
  await hours.getByLabel('Opens at').fill('09:00');
  await hours.getByLabel('Closes at').fill('21:00');
  await hours.getByLabel('Sun').check();
  await hours.getByRole('button', { name: 'Save working hours' }).click();
  await toast(page, 'Working hours saved');

  await page.getByRole('button', { name: 'Edit: Cleanliness' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Response deadline (working hours)').fill('4');
  await dialog.getByLabel('Resolution deadline (working hours)').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('The resolution deadline cannot be shorter than the response deadline'),
  ).toBeVisible();
  await dialog.getByLabel('Resolution deadline (working hours)').fill('24');
  await dialog.getByLabel('Default assignee').selectOption({ label: ADMIN_NAME });
  await dialog.getByLabel('Escalation level 1').selectOption({ label: ADMIN_NAME });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Category settings saved');
  await expect(page.getByText('Response 4 h · Resolution 24 h')).toBeVisible();
  await accessible(page, { afterToasts: true });

  // A resident files a cleanliness complaint: it is with the office's assignee, due within 4 working hours.
  const subject = `Garbage not collected ${Date.now().toString(36)}`;
  const resident = await residentInOwnBrowser(browser);
  await resident.page.setViewportSize(PHONE);
  await resident.page.goto('/feedback');
  await resident.page.getByLabel('Category*').selectOption('cleanliness');
  await resident.page.getByLabel('Subject*').fill(subject);
  await resident.page.getByLabel('Message*').fill('The B-wing bins have not been emptied since Friday.');
  await resident.page.getByRole('button', { name: 'Submit Feedback' }).click();
  const item = resident.page.getByRole('listitem').filter({ hasText: subject });
  await expect(item.getByText(`With ${ADMIN_NAME} · Response due`)).toBeVisible();

  // The office finds it under "assigned to me", with its deadline, and writes an internal note.
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await page.getByLabel('Assignee').selectOption({ label: 'Assigned to me' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(subject);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await page.getByRole('button', { name: subject }).click();
  const card = page.getByRole('region', { name: 'Assignee and deadline' });
  await expect(card.getByText(/^Response due/)).toBeVisible();
  await expect(card.getByLabel('Assigned to')).toHaveValue(/.+/);
  const note = 'Housekeeping contractor short of staff this week; called the supervisor.';
  await card.getByLabel('New note').fill(note);
  await card.getByRole('button', { name: 'Add note' }).click();
  await toast(page, 'Note added');
  await expect(card.getByText(note)).toBeVisible();
  await accessible(page, { afterToasts: true });

  // The resident's page never shows it.
  await resident.page.reload();
  await expect(resident.page.getByText(subject)).toBeVisible();
  await expect(resident.page.getByText('Housekeeping contractor')).toHaveCount(0);
});
