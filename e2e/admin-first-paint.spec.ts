// An office screen opened by its address on a phone (issue 19): the frame and the screen are drawn together, as
// soon as the session has answered, and the dashboard does not wait for the accounts' code below the fold.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';

const PHONE = { width: 390, height: 844 };

test('the frame is never drawn with a spinner where its screen goes', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  // Every change of the page is looked at as it happens: a spinner inside the frame for a single frame counts.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const frame = [...document.querySelectorAll('header')].find((h) =>
        h.textContent?.includes('Admin Panel'),
      );
      if (frame && document.querySelector('main [role="status"][aria-label="Loading"]'))
        document.documentElement.dataset.spinnerInFrame = 'seen';
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/admin', '/admin/parking-approval', '/admin/announcements', '/admin/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html'), path).not.toHaveAttribute('data-spinner-in-frame');
  }
});

test("the dashboard is drawn while the accounts' code is still on its way", async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize(PHONE);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/admin-collection-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Maintenance Dues/ })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: /^Maintenance Dues/ })).toBeVisible();
});
