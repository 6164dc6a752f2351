// Helpers for the back-office journeys: one shared admin account.
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';
import type { MoneyAction } from '../src/shared/money-approvals';
import type { Role } from '../src/shared/permissions';
import {
  E2E_ADMIN_EMAIL,
  fillSignUp,
  newResident,
  PASSWORD,
  signIn,
  uniqueEmail,
  waitForMailLink,
} from './support';

export const ADMIN_NAME = 'Society Office';

// Journeys run in parallel workers (separate processes) against one server: the first worker to claim the
// marker signs the admin up and verifies the address; the others wait until it is ready and sign in.
const CLAIMED = '.e2e/admin.claimed';
const READY = '.e2e/admin.ready';

function claim(): boolean {
  mkdirSync('.e2e', { recursive: true });
  try {
    closeSync(openSync(CLAIMED, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Signs the configured admin in (creating and verifying the account the first time); ends on the home page. */
export async function signInAsAdmin(page: Page) {
  if (!existsSync(READY) && claim()) {
    await fillSignUp(page, newResident({ email: E2E_ADMIN_EMAIL, name: ADMIN_NAME }));
    await expect(page.getByText('Email Verification Required')).toBeVisible();
    await page.goto(await waitForMailLink(E2E_ADMIN_EMAIL));
    writeFileSync(READY, '');
  } else {
    await expect
      .poll(() => existsSync(READY), { message: 'admin account ready', timeout: 60_000 })
      .toBe(true);
    await signIn(page, E2E_ADMIN_EMAIL, PASSWORD);
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${ADMIN_NAME}`).first()).toBeVisible();
}

/**
 * A clerk the office (signed in on `page`) invites, in a phone-sized browser of their own, signed in by setting a
 * password from the mailed link. Journeys that change the clerk's language leave the shared office account's alone.
 */
export async function invitedClerk(
  page: Page,
  browser: Browser,
  who: { name: string; emailPrefix: string; role?: Role },
) {
  const email = uniqueEmail(who.emailPrefix);
  const invited = await page.request.post('/api/admin/profiles/invite-staff', {
    data: { name: who.name, email },
  });
  expect(invited.ok()).toBe(true);
  // Invited office staff read the settings; a journey that changes them gives the clerk a role that manages them.
  if (who.role) {
    const granted = await page.request.post('/api/admin/role-holders', { data: { email, role: who.role } });
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clerk = await context.newPage();
  await clerk.goto(await waitForMailLink(email));
  await clerk.getByLabel('New Password', { exact: true }).fill('Office#Desk42');
  await clerk.getByLabel('Confirm New Password').fill('Office#Desk42');
  await clerk.getByRole('button', { name: 'Update Password' }).click();
  await expect(clerk).toHaveURL(/\/$/);
  return { clerk, context, email };
}

/** The society office confirms the signed-in resident's flat, as the profile-management screen does. */
export async function officeConfirmsFlat(browser: Browser, resident: Page) {
  const { profile } = await (await resident.request.get('/api/me')).json();
  const office = await browser.newPage();
  await signInAsAdmin(office);
  const res = await office.request.put(`/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    data: { confirmed: true, flat_no: profile.flat_no },
  });
  expect(res.status()).toBe(200);
  await office.close();
}

/** Opens one action of a flat's row on the Dues screen (the row's actions menu). */
export async function duesFlatAction(
  page: Page,
  flat: string,
  action: 'Record Payment' | 'Ledger & Statement',
) {
  await page.getByRole('button', { name: `Actions for flat ${flat}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Turns the second approver off for these money actions, as an office of one person does: the journey is about the
 * action itself (e2e/money-approvals.spec.ts is about its approval).
 */
export async function withoutSecondApprover(page: Page, kinds: MoneyAction[]) {
  for (const kind of kinds) {
    const res = await page.request.put(`/api/admin/money-approvals/rules/${kind}`, {
      data: { required: false },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}
