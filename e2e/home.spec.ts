import { expect, type Page, test } from '@playwright/test';
import { signUpAndVerify } from './support';

test('a visitor sees the home page: hero, gallery, amenities and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sagar Darshan');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Gallery images can be managed by administrators')).toBeVisible();
  for (const amenity of [
    'Gym',
    'Hall Booking',
    'Parking',
    'Announcements',
    'Multipurpose Court',
    'Kids Play Area',
  ]) {
    await expect(page.getByRole('heading', { name: amenity, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Quick Actions')).toHaveCount(0);
  const footer = page.locator('footer');
  await expect(footer).toContainText('400050');
  await expect(footer).toContainText('office@sagardarshan-chs.in');
  await expect(footer).toContainText('Disclaimer');
});

test('the gallery advances by itself and opens an enlarged view', async ({ page }) => {
  await page.goto('/');
  const dots = page.getByRole('button', { name: /Show image/ });
  // The five demo pictures come first; the gallery journey may add images after them.
  await expect(dots.nth(4)).toBeVisible();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
  await page
    .getByRole('button', { name: /Enlarge/ })
    .nth(1)
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Society gymnasium');
  await expect(dialog.getByText('Amenity')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('HEAD of a page answers as GET does, without the body', async ({ request }) => {
  for (const path of ['/', '/auth', '/no-such-page']) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect(await head.body(), path).toHaveLength(0);
  }
  // The API's unknown paths stay 404, whatever the method.
  expect((await request.head('/api/no-such-thing')).status()).toBe(404);
});

test('resident pages ask visitors to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Please sign in to view your dashboard')).toBeVisible();
  await page.goto('/membership');
  await expect(page.getByText('Please sign in to access membership plans.')).toBeVisible();
  await page.goto('/house-repair-registration');
  await expect(page.getByText('Please sign in to submit repair request.')).toBeVisible();
});

test('the home page fits a phone without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Gallery images can be managed by administrators')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('the home and sign-in pages come drawn: their first paint needs no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sagar Darshan');
  await expect(page.getByRole('button', { name: /Enlarge/ }).first()).toBeVisible();
  expect(
    await page
      .locator('section[aria-label="Photo gallery"] img')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sagar Darshan');
  await context.close();
});

test('the app takes the drawn pages over without an error, and they work', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Flat Number')).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(errors).toEqual([]);
});

test("a signed-in page's chunks come with it as modulepreload links", async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  const files = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  expect(files.some((f) => /dashboard-page-[\w-]+\.js$/.test(f))).toBe(true);
  for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
  // The build's manifest they come from is the server's, not a visitor's.
  expect(await (await request.get('/.vite/manifest.json')).text()).not.toContain('"isEntry"');
});

/** The scripts a page fetches from now on (their text). */
function scriptsOf(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return { texts: () => Promise.all(scripts) };
}
// An error message of TanStack Query's, which minifying keeps.
const QUERY_LIBRARY = 'No QueryClient set';

test("a member's home page comes without the query library; a screen brings it, and signing out there shows at once", async ({
  page,
}) => {
  await signUpAndVerify(page, { name: 'Sunita Patil' });
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByText('Welcome, Sunita Patil').filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText('Quick Actions')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const home = await scripts.texts();
  // The entry (it reads the page's data block) is among them.
  expect(home.some((text) => text.includes('page-data'))).toBe(true);
  expect(home.some((text) => text.includes(QUERY_LIBRARY))).toBe(false);

  // The dashboard reads its data through the query client, which comes with the screen.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText('Water supply suspended for tank cleaning')).toBeVisible();
  expect((await scripts.texts()).some((text) => text.includes(QUERY_LIBRARY))).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Welcome, Sunita Patil')).toHaveCount(0);
});
