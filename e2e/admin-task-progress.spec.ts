// A long step with its progress: the office sends the failed mails again; the bar advances at the mail pace, a
// reload mid-way shows the same task and progress, and the result says what was done and what failed.
// Failed mails need a mail server that refuses them, so this journey runs its own server process, with a real
// SMTP server inside the test that refuses some addresses until told otherwise.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ServerProcess, startServer } from '../src/server/test/server-process';
import { startSmtp, verificationLink } from '../src/server/test/smtp';
import { accessible, PASSWORD } from './support';

const ADMIN = 'tasks.office@example.com';
const RESIDENTS = Array.from({ length: 5 }, (_, i) => `tasks.resident${i + 1}@example.com`);
/** Still refused when the office sends the failed mails again. */
const BOUNCING = RESIDENTS[4];

test.describe.configure({ mode: 'serial' });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ServerProcess;
const refuse = [...RESIDENTS];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp(refuse);
  server = await startServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-tasks-')),
    BACKUP_DIR: 'off',
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // One mail every 3 s, so the bar can be seen advancing; a refused mail is retried after a second.
    MAIL_PER_MINUTE: '20',
    MAIL_RETRY_SECONDS: '1,1,1',
  });
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await smtp?.close();
});

const signUp = (email: string, name: string) =>
  fetch(`${server.url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, phone: '9876543210', flat_no: 'C-301', password: PASSWORD }),
  }).then((res) => expect(res.status).toBe(200));

test('the office sends failed mails again and follows the progress across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  // Five residents whose verification mails the mail server refused.
  for (const [i, email] of RESIDENTS.entries()) await signUp(email, `Resident ${i + 1}`);
  await signUp(ADMIN, 'Tasks Office');
  const link = verificationLink(smtp.received, ADMIN);
  await page.goto(server.url + link.pathname + link.search);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`${server.url}/admin/mail-outbox?status=failed`);
  await expect(page.getByRole('heading', { name: 'Mail Outbox' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'tasks.resident' });
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Mailbox unavailable');

  // The mail server is fixed for four of them.
  refuse.splice(0, refuse.length, BOUNCING);
  await page.getByRole('button', { name: 'Send All Failed Again' }).click();
  await page
    .getByRole('alertdialog', { name: 'Send all failed mails again' })
    .getByRole('button', { name: 'Send All Again' })
    .click();
  await expect(page.getByText('Sending the failed mails again')).toBeVisible();

  const bar = page.getByRole('progressbar', { name: 'Sending 5 failed mails again: progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', '5');
  // It advances while running.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const section = page.getByRole('region', { name: 'Sending 5 failed mails again' });
  await expect(section.getByText('Running', { exact: true })).toBeVisible();
  const before = Number(await bar.getAttribute('aria-valuenow'));
  expect(before).toBeLessThan(5);

  // Reloaded mid-way: the same task, no less far along, still running on the server.
  await page.reload();
  await expect(bar).toBeVisible();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(before);
  await expect(section.getByText('Running', { exact: true })).toBeVisible();

  // The result: four sent, one failed again, and which one and why.
  await expect(section.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '5');
  await expect(section.getByText('4 of 5 done, 1 failed')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveText([
    `${BOUNCING}: Error: Can't send mail - all recipients were rejected: 550 Mailbox unavailable`,
  ]);
  // The list shows the same: one failed mail left.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(BOUNCING);
  for (const email of RESIDENTS.slice(0, 4))
    expect(smtp.received.some((r) => r.to.includes(email))).toBe(true);
  await accessible(page, { afterToasts: true });
});
