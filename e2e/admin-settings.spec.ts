// Settings: the office changes the society's details (checked by the shared rules), the admin header and the
// site header show them at once without a reload, and the System Information block reports real status.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, signUpAndVerify, toast } from './support';

test('the office saves the society details and the headers change at once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const name = page.getByLabel('Society Name*');
  const address = page.getByLabel('Address*');
  await expect(name).not.toHaveValue('');
  const original = { name: await name.inputValue(), address: await address.inputValue() };

  // System Information: measured, not static text.
  const status = page.getByRole('region', { name: 'System Information' });
  await expect(status.getByText('Embedded (PGlite)')).toBeVisible();
  await expect(status.getByText('Connected', { exact: true })).toBeVisible();
  await expect(status.getByText('Outbox', { exact: true })).toBeVisible();
  await expect(status.getByText(/^Local disk · \d+ files?, /)).toBeVisible();
  await expect(status.getByText(/\.e2e[/\\]data[/\\]files$/)).toBeVisible();
  // The daily backup runs when the server starts: its time, on the society's clock.
  await expect(status.getByText('No backup yet')).toHaveCount(0);
  await expect(status.getByText(/^\d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m$/).first()).toBeVisible();
  await expectAccessible(page);

  // The shared rules, with their messages; nothing is saved.
  await page.getByLabel('UPI ID*').fill('sagardarshan');
  await page.getByLabel('Email*').fill('office@');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Invalid UPI ID format')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(name).toHaveValue(original.name);

  // A save changes the admin header's address at once, and the site header's name after client navigation.
  // The name keeps 'Sagar Darshan' so journeys running meanwhile still recognise the society.
  const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
  const newName = `Sagar Darshan Residents ${suffix}`;
  const newAddress = `Plot 15, Carter Road, Bandra (West), Mumbai ${suffix}`;
  await name.fill(newName);
  await address.fill(newAddress);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast(page, 'Settings Saved');
  await expect(page.getByRole('banner').getByText(newAddress, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(newName)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: newName })).toBeVisible();

  // Everyone else reads the new details too.
  const settings = await (await page.request.get('/api/settings')).json();
  expect(settings).toMatchObject({ name: newName, address: newAddress });

  // Restore, and check the phone layout on the way.
  await page.goto('/admin/settings');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(name).toHaveValue(newName);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await name.fill(original.name);
  await address.fill(original.address);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast(page, 'Settings Saved');
});

test('the settings screen refuses a signed-in member', async ({ page }) => {
  await signUpAndVerify(page);
  await page.goto('/admin/settings');
  await expect(page.getByText('Access Denied')).toBeVisible();
  const res = await page.request.put('/api/admin/settings', { data: { name: 'Taken over' } });
  expect(res.status()).toBe(403);
});
