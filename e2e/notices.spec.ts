// Announcements must not break residents' pages (issue 17, item 5): the office's form shows the limit and
// refuses more instead of cutting a paste; at phone width a 200-character title and a long Google Form link
// wrap inside the page, and the link is clickable, safely.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { signUpAndVerify } from './support';

const FORM_URL =
  'https://docs.google.com/forms/d/e/1FAIpQLSdXyZ0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789abcdefghij/viewform?usp=sf_link';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function residentAtPhoneWidth(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed up at the desktop width the helpers expect, then used at a phone's.
  await signUpAndVerify(page);
  await page.setViewportSize({ width: 390, height: 844 });
  return { page, close: () => context.close() };
}

test('a long notice wraps on a phone and its link is clickable', async ({ page, browser }) => {
  const title = `Notice${Math.random().toString(36).slice(2, 8)}${'W'.repeat(188)}`.slice(0, 200);
  await signInAsAdmin(page);
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Announcement' });

  // One character too many is kept as pasted, counted, and refused on saving.
  await dialog.getByLabel('Title*').fill(`${title}X`);
  await expect(dialog.getByText('201/200 characters: 1 too many')).toBeVisible();
  await dialog.getByLabel('Content*').fill(`Please fill the parking survey: ${FORM_URL}. Thank you!`);
  await dialog.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(dialog.getByText('Text must be less than 200 characters')).toBeVisible();
  await expect(dialog.getByLabel('Title*')).toHaveValue(`${title}X`);

  await dialog.getByLabel('Title*').fill(title);
  await expect(dialog.getByText('200/200 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(dialog).toBeHidden();

  const resident = await residentAtPhoneWidth(browser);
  try {
    for (const path of ['/announcements', '/dashboard']) {
      await resident.page.goto(path);
      if (path === '/dashboard') await resident.page.getByRole('tab', { name: 'Announcements' }).click();
      const notice = resident.page.getByText(title.slice(0, 20), { exact: false }).first();
      await expect(notice).toBeVisible();
      expect(await overflow(resident.page), path).toBeLessThanOrEqual(0);
      const link = resident.page.getByRole('link', { name: FORM_URL }).first();
      await expect(link).toHaveAttribute('href', FORM_URL);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
  } finally {
    await resident.close();
  }

  // The office's own table at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/announcements');
  await expect(page.getByText(title.slice(0, 20)).first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
