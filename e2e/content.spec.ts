import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support';

test('visitors are asked to sign in for announcements and guidelines', async ({ page }) => {
  for (const path of ['/announcements', '/dos-and-donts']) {
    await page.goto(path);
    await expect(page.getByText('Sign In Required')).toBeVisible();
    // Signing in returns to the page that asked.
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  }
});

// The journeys read what the server holds (demo data or nothing) and check the page shows exactly that. The
// office's journeys change notices at the same time, so a comparison that raced a change is made again.
test('a member reads the active announcements, newest first', async ({ page }) => {
  await signUpAndVerify(page);
  await expect(async () => {
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { name: 'Society Announcements' })).toBeVisible();
    const res = await page.request.get('/api/announcements?pageSize=100');
    expect(res.ok()).toBe(true);
    const { items } = (await res.json()) as { items: { title: string; priority: string }[] };
    if (items.length === 0) {
      await expect(page.getByText('No Announcements', { exact: true })).toBeVisible({ timeout: 2000 });
    } else {
      const titles = page.getByRole('main').getByRole('heading', { level: 3 });
      await expect(titles.first()).toHaveText(items[0].title, { timeout: 2000 });
      for (const a of items.slice(0, 10))
        await expect(page.getByRole('heading', { name: a.title })).toBeVisible({ timeout: 2000 });
    }
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a member reads the do's and don'ts grouped by category", async ({ page }) => {
  await signUpAndVerify(page);
  await expect(async () => {
    await page.goto('/dos-and-donts');
    await expect(page.getByRole('heading', { name: "Do's and Don'ts", level: 1 })).toBeVisible();
    const items = (await (await page.request.get('/api/dos-and-donts')).json()) as {
      category: string;
      title: string;
    }[];
    if (items.length === 0) {
      await expect(page.getByText('No Guidelines Available')).toBeVisible({ timeout: 2000 });
      return;
    }
    const categories = [...new Set(items.map((i) => i.category))];
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(categories.length, { timeout: 2000 });
    for (const c of categories)
      await expect(
        page.getByRole('heading', { level: 2, name: c.replace(/_/g, ' '), exact: false }),
      ).toBeVisible({ timeout: 2000 });
    for (const i of items)
      await expect(page.getByRole('heading', { level: 3, name: i.title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});
