// The helpdesk from complaint to rating on phones (issue 23): the chairman sends Complaints to an office clerk, with
// the secretary as the first escalation level; a resident files one; it is with the clerk, who escalates it at once
// (the resident called back angry); the secretary is mailed, finds it "Assigned to me" and resolves it; the resident
// reopens it; the secretary resolves it again; the resident gives five stars; the office sees the rating and the
// reopen. Accessible at every screen.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_NAME, invitedClerk, signInAsAdmin } from './admin-support';
import { accessible, mailLinks, mailSubjects, residentInOwnBrowser, toast } from './support';

test.describe.configure({ timeout: 240_000 });
const PHONE = { width: 390, height: 844 };

/** Opens one item of Feedback Management, found by its subject among the items assigned to the signed-in person. */
async function openMine(office: Page, subject: string) {
  await office.getByLabel('Assignee').selectOption({ label: 'Assigned to me' });
  await office.getByRole('searchbox', { name: 'Search' }).fill(subject);
  await expect(office.getByText('Showing 1–1 of 1')).toBeVisible();
  await office.getByRole('button', { name: subject }).click();
}

/** The secretary answers and resolves the open item from its response panel. */
async function resolveWith(office: Page, reply: string) {
  await office.getByRole('button', { name: /^(Add|Update) Response$/ }).click();
  await office.getByRole('textbox', { name: 'Response' }).fill(reply);
  await office.getByRole('button', { name: 'Send & Mark Resolved' }).click();
  await toast(office, 'Feedback status updated to Resolved');
}

test('a complaint escalates once, the secretary resolves it, the resident reopens it and rates the second fix', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const SECRETARY = `Anjali Deshmukh ${tag}`;
  const CLERK = `Sunil Pawar ${tag}`;
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);

  // The committee: a member made secretary by the chairman, and an office clerk the chairman invites.
  const secretary = await residentInOwnBrowser(browser, { name: SECRETARY });
  await secretary.page.setViewportSize(PHONE);
  const granted = await page.request.post('/api/admin/role-holders', {
    data: { email: secretary.email, role: 'secretary' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const { clerk, context: clerkContext } = await invitedClerk(page, browser, {
    name: CLERK,
    emailPrefix: 'clerk',
  });

  // Complaints go to the clerk; the first level up is the secretary, then the chairman.
  await page.goto('/admin/feedback?tab=settings');
  await page.getByRole('button', { name: 'Edit: Complaint' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Default assignee').selectOption({ label: CLERK });
  await dialog.getByLabel('Escalation level 1').selectOption({ label: SECRETARY });
  await dialog.getByLabel('Escalation level 2').selectOption({ label: ADMIN_NAME });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Category settings saved');
  await expect(page.getByText(`Escalation: ${SECRETARY} → ${ADMIN_NAME}`)).toBeVisible();
  await accessible(page, { afterToasts: true });

  // A resident files a complaint: it is with the clerk.
  const subject = `Lift stuck between floors ${tag}`;
  const resident = await residentInOwnBrowser(browser, { name: 'Meera Kulkarni' });
  const me = resident.page;
  await me.setViewportSize(PHONE);
  await me.goto('/feedback');
  await me.getByLabel('Category*').selectOption('complaint');
  await me.getByLabel('Subject*').fill(subject);
  await me
    .getByLabel('Message*')
    .fill('The A-wing lift stopped between the 3rd and 4th floor twice this week.');
  await me.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(me.getByRole('heading', { name: 'Feedback Submitted Successfully!' })).toBeVisible();
  const item = me.getByRole('region', { name: 'My Submitted Feedback' }).getByRole('listitem').filter({
    hasText: subject,
  });
  await expect(item.getByText(`With ${CLERK} · Response due`)).toBeVisible();
  await accessible(me);

  // The resident calls back angry: the clerk escalates it at once, asked first, and is told who has it now.
  await clerk.goto('/admin/feedback');
  await openMine(clerk, subject);
  const card = clerk.getByRole('region', { name: 'Assignee and deadline' });
  await expect(card.getByLabel('Assigned to').locator('option:checked')).toHaveText(CLERK);
  await expect(card.getByText('Escalation level')).toBeVisible();
  await accessible(clerk);
  await card.getByRole('button', { name: 'Escalate now' }).click();
  const ask = clerk.getByRole('alertdialog');
  await expect(ask).toContainText(`to ${SECRETARY}?`);
  await ask.getByRole('button', { name: 'Escalate', exact: true }).click();
  await toast(clerk, 'Escalated');
  await toast(clerk, SECRETARY);
  await expect(card.getByLabel('Assigned to').locator('option:checked')).toHaveText(SECRETARY);
  await accessible(clerk, { afterToasts: true });

  // The secretary is mailed; the mail's link opens Feedback Management, where it is "Assigned to me".
  await expect.poll(() => mailSubjects(secretary.email)).toContain(`Escalated to you: ${subject}`);
  const link = mailLinks(secretary.email).findLast((l) => l.endsWith('/admin/feedback'));
  expect(link).toBeTruthy();
  const sec = secretary.page;
  await sec.goto(link ?? '');
  await openMine(sec, subject);
  await expect(
    sec.getByRole('region', { name: 'Assignee and deadline' }).getByRole('definition').nth(1),
  ).toHaveText('1');
  await accessible(sec);
  await resolveWith(sec, 'The lift company replaced the door sensor on Tuesday.');
  await accessible(sec, { afterToasts: true });

  // Not fixed: the resident reopens it with a reason.
  await me.reload();
  await expect(item.getByText('Is the problem fixed?')).toBeVisible();
  await item.getByRole('button', { name: 'No, it is not fixed' }).click();
  await item
    .getByLabel('What is still wrong?')
    .fill('It stopped again this morning with two children inside.');
  await item.getByRole('button', { name: 'Open it again' }).click();
  await toast(me, 'Your feedback is open again. The office will look at it.');
  await accessible(me, { afterToasts: true });

  // Still the secretary's: resolved again.
  await sec.reload();
  await openMine(sec, subject);
  await expect(sec.getByText('Reopened by the resident once')).toBeVisible();
  await resolveWith(sec, 'The controller board was replaced and the lift was certified again.');

  // Fixed this time: five stars.
  await me.reload();
  await item.getByRole('button', { name: 'Yes, it is fixed' }).click();
  await item.getByRole('button', { name: '5 stars' }).click();
  await item.getByLabel('Anything to add? (optional)').fill('Quick work the second time, thank you.');
  await item.getByRole('button', { name: 'Send my rating' }).click();
  await toast(me, 'Thank you for your rating');
  await expect(item.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await accessible(me, { afterToasts: true });

  // The office sees the rating and the one reopen.
  await page.goto(`/admin/feedback?q=${encodeURIComponent(subject)}`);
  await expect(page.getByText('Reopened ×1')).toBeVisible();
  await page.getByRole('button', { name: subject }).click();
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(page.getByText('Quick work the second time, thank you.')).toBeVisible();
  await accessible(page);

  await resident.close();
  await secretary.close();
  await clerkContext.close();
});
