// The office's tables sort on the server by clicking a column's header: Society Inventory by Item Name, A to Z
// and back, with the order in the address; the same on a 390 px phone, where the sortable headers stay as
// buttons above the cards.
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible } from './support';

const suffix = Math.random().toString(36).slice(2, 7);

/** The item names the table shows, top to bottom. */
const shownNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Society Inventory' })
    .locator('td[data-label="Item Name"]')
    .allInnerTexts();

/** Adds three items named `<word> <tag>` and sorts the list found by the tag. */
async function sortsByName(page: Page, tag: string, viewport = { width: 1280, height: 720 }) {
  const names = ['Mop', 'Bulb', 'Wire'].map((word) => `${word} ${tag}`);
  await signInAsAdmin(page);
  await page.setViewportSize(viewport);
  // Added oldest first: the default order (newest first) is the reverse of the names' order.
  for (const item_name of names) {
    const res = await page.request.post('/api/admin/inventory', {
      data: { item_name, category: 'electrical', quantity: 3, cost: '99.00' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto(`/admin/inventory?q=${tag}`);
  const header = page.getByRole('columnheader', { name: 'Item Name' });
  const button = header.getByRole('button', { name: 'Item Name' });
  await expect(button).toBeVisible();
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => shownNames(page)).toEqual([...names].reverse());

  await button.click();
  await expect(page).toHaveURL(/sort=item_name&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => shownNames(page)).toEqual([...names].sort());

  // From the keyboard: the header's button takes Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=item_name&dir=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => shownNames(page)).toEqual([...names].sort().reverse());

  // The order survives a reload (it is in the address and asked of the server).
  await page.reload();
  await expect.poll(() => shownNames(page)).toEqual([...names].sort().reverse());

  // A third click goes back to the list's own order, newest first.
  await button.click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => shownNames(page)).toEqual([...names].reverse());
  await expectAccessible(page);
}

test('the office sorts Society Inventory by clicking the Item Name header', async ({ page }) => {
  await sortsByName(page, `desk${suffix}`);
});

test('on a 390 px phone the sortable headers stay as buttons above the cards and sort the list', async ({
  page,
}) => {
  await sortsByName(page, `phone${suffix}`, { width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
