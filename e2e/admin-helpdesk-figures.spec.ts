// The helpdesk figures in Analytics (issue 23) on a phone: the chart per month and the table per month and category
// show what a resident just filed; and the feedback chart's value labels stay apart when the counts run into the
// thousands (the server's real answer, its feedback counts scaled up: no journey can file thousands of items).
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, residentInOwnBrowser } from './support';

const PHONE = { width: 390, height: 844 };

/** The horizontal extent of each value label under a chart's horizontal bars. */
const tickBoxes = (page: Page, figure: string) =>
  page
    .getByRole('figure', { name: figure })
    .locator('svg[data-chart="bars"] text[text-anchor="middle"]')
    .evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { left: r.left, right: r.right, text: t.textContent };
      }),
    );

test.describe('helpdesk figures', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('shows a resident’s new complaint per month and category, readable at 390 px', async ({
    page,
    browser,
  }) => {
    const resident = await residentInOwnBrowser(browser);
    const res = await resident.page.request.post('/api/feedback', {
      data: { name: 'Ravi Iyer', category: 'noise', subject: 'Drilling after 10 pm', message: 'Flat 702.' },
    });
    expect(res.status()).toBe(200);
    await resident.close();

    await page.setViewportSize(PHONE);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/helpdesk/figures');
    await page.goto('/admin/analytics');
    const figures = await (await answer).json();
    const noise = figures.rows.filter((r: { category: string }) => r.category === 'noise');
    expect(noise.length).toBeGreaterThan(0);

    const chart = page.getByRole('figure', { name: /Helpdesk by month/ });
    await expect(chart.locator('svg[data-chart="columns"]')).toBeVisible();
    const table = page.getByRole('region', { name: 'Helpdesk by month and category' });
    await expect(table.getByRole('row').filter({ hasText: 'Noise' }).first()).toContainText(
      String(noise.at(-1).items),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('the feedback chart’s value labels do not overlap at 390 px with thousands of items', async ({
    page,
  }) => {
    await page.route('**/api/admin/analytics?*', async (route) => {
      const real = await route.fetch();
      const body = await real.json();
      // 400 to 3,600 a category: an axis of 0 to 4,000 in steps of 1,000.
      body.feedback = {
        total: 18_000,
        resolved: 13_500,
        medianResolveHours: 30,
        byCategory: body.feedback.byCategory.map((c: { category: string }, i: number) => ({
          ...c,
          total: 400 * (i + 1),
          resolved: 300 * (i + 1),
          medianResolveHours: 30,
        })),
      };
      await route.fulfill({ response: real, json: body });
    });
    await page.route('**/api/admin/analytics', (route) => route.fallback());
    await page.setViewportSize(PHONE);
    await page.goto('/admin/analytics?from=2026-01-01&to=2026-12-31');
    const figure = 'Feedback by category';
    await expect(page.getByRole('figure', { name: figure }).locator('svg[data-chart="bars"]')).toBeVisible();
    const boxes = await tickBoxes(page, figure);
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(boxes.at(-1)?.text).toMatch(/\d,\d{3}/);
    for (let i = 1; i < boxes.length; i += 1)
      expect(boxes[i].left, `${boxes[i - 1].text} and ${boxes[i].text} overlap`).toBeGreaterThan(
        boxes[i - 1].right,
      );
  });
});
