// Every back-office screen (the sidebar's and the audit log), signed in as the office, at a desktop and a phone width: no serious or
// critical WCAG 2.1 A/AA violation (axe) once the screen has loaded, and nothing wider than the phone. The
// journeys check their screens' dialogs; this walk makes sure no screen is left out at either width.
import { expect, test } from '@playwright/test';
import { ADMIN_NAV } from '../src/web/features/admin/admin-nav';
import { signInAsAdmin } from './admin-support';
import { accessible } from './support';

const SCREENS = [
  ...ADMIN_NAV.flatMap((g) => g.links.map((l) => ({ path: l.to, label: l.label }))),
  { path: '/admin/audit-log', label: 'Audit log' },
];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

test('every back-office screen is accessible at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  expect(SCREENS.length).toBeGreaterThanOrEqual(15);
  await signInAsAdmin(page);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const { path, label } of SCREENS) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await page.goto(path);
        // The screen has drawn its title and nothing is still loading.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
        await accessible(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${label} fits ${viewport.width} px`).toBeLessThanOrEqual(0);
      });
    }
  }
});
