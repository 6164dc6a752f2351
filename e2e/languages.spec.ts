// The portal in मराठी and हिंदी on a phone: a visitor with a Marathi browser gets Marathi, switches to Hindi and
// English without a reload, signs in, and the choice follows the account to another browser; axe is clean on the
// translated pages in every language.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accessible, newResident, signUpAndVerify } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const phoneIn = async (browser: Browser, locale: string) => {
  const context = await browser.newContext({ ...PHONE, locale });
  return { context, page: await context.newPage() };
};

/** The page never reloaded since `mark` (a reload forgets the window's properties). */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test('a Marathi browser gets Marathi, switches language at once, and the account keeps the choice', async ({
  browser,
}) => {
  // A resident whose account has no language yet (signed up in an English browser).
  const office = await browser.newContext();
  const resident = await signUpAndVerify(await office.newPage(), newResident({ name: 'Sunanda Patil' }));
  await office.close();

  const { context, page } = await phoneIn(browser, 'mr-IN');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  await expect(page.getByRole('heading', { name: 'सुविधा' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'सुरुवात करा' })).toBeVisible();
  await accessible(page);

  // Hindi, then English, in the same document.
  await mark(page);
  await page.getByLabel('भाषा').selectOption('hi');
  await expect(page.getByRole('heading', { name: 'सुविधाएँ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await accessible(page);
  await page.getByLabel('भाषा').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Amenities' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await sameDocument(page)).toBe(true);

  // Remembered by this browser: Hindi again, and a reload draws Hindi from the server's first paint.
  await page.getByLabel('Language').selectOption('hi');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'सुविधाएँ' })).toBeVisible();

  // The sign-in page, in Hindi, then signing in: the account takes this browser's choice.
  await page.getByRole('link', { name: 'शुरू करें' }).click();
  await expect(page.getByRole('tab', { name: 'साइन इन' })).toBeVisible();
  await accessible(page);
  await page.getByLabel('ईमेल').fill(resident.email);
  await page.getByLabel('पासवर्ड').fill(resident.password);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/language') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
  // At 390 px the greeting is the line under the header (the header's own is for wider screens).
  await expect(page.getByText(`नमस्ते, ${resident.name}`).last()).toBeVisible();
  await stored;
  await context.close();

  // Another phone, with an English browser: signing in there brings the account's Hindi.
  const other = await phoneIn(browser, 'en-IN');
  await other.page.goto('/auth');
  await expect(other.page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await other.page.getByLabel('Email').fill(resident.email);
  await other.page.getByLabel('Password').fill(resident.password);
  await other.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other.page.getByText(`नमस्ते, ${resident.name}`).last()).toBeVisible();
  await expect(other.page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await other.context.close();
});

for (const [locale, signIn, amenities] of [
  ['mr-IN', 'साइन इन', 'सुविधा'],
  ['hi-IN', 'साइन इन', 'सुविधाएँ'],
  ['en-IN', 'Sign In', 'Amenities'],
] as const) {
  test(`the home and sign-in pages in ${locale} at 390 px: axe clean, nothing wider than the screen`, async ({
    browser,
  }) => {
    const { context, page } = await phoneIn(browser, locale);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: amenities })).toBeVisible();
    await accessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: signIn })).toBeVisible();
    await page
      .getByRole('tab', {
        name: signIn === 'Sign In' ? 'Sign Up' : locale === 'mr-IN' ? 'नोंदणी करा' : 'पंजीकरण करें',
      })
      .click();
    await accessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
}
