// The app must not fall over when the network does (issue 17, item 4): at phone width, a feedback sent
// offline says so and keeps what was typed, even when the toast library itself could not be downloaded; a
// page whose code fails to download offers "Try again" inside the site's frame and recovers once back online.
// Installed (issue 22, item 3): notices, invoices and their PDFs opened once are read again offline, with how old
// they are, until the resident signs out.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { officeConfirmsFlat } from './admin-support';
import { expectAccessible, signUpAndVerify } from './support';

// Signed up at the desktop width the helpers expect, then used at a phone's.
const PHONE = { width: 390, height: 844 };

test('offline, feedback is not lost and a page that cannot load offers Try again', async ({
  page,
  context,
}) => {
  await signUpAndVerify(page, { name: 'Farah Shaikh' });
  await page.setViewportSize(PHONE);
  // As on a first visit with a poor connection: the toast library never arrives.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('data-sonner-toaster')) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });
  await page.goto('/feedback');
  await page.getByLabel('Category*').selectOption('maintenance');
  await page.getByLabel('Subject*').fill('Lift stuck on 4th floor');
  await page.getByLabel('Message*').fill('The B-wing lift stops between floors.');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are offline — nothing was sent' }),
  ).toBeVisible();
  await expect(page.getByLabel('Subject*')).toHaveValue('Lift stuck on 4th floor');
  await expect(page.getByLabel('Message*')).toHaveValue('The B-wing lift stops between floors.');

  // Back online (the toast library too): the same text goes through.
  await page.unroute('**/assets/*.js');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback Submitted Successfully!' })).toBeVisible();

  // A page whose code cannot be downloaded: the frame stays, the page offers Try again.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});

test.describe('installed and offline', () => {
  test.use({ serviceWorkers: 'allow' });

  const NOTICE = 'Water supply suspended for tank cleaning';
  const OFFLINE = /^Offline — last updated at \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m$/;

  test('notices and invoices opened once read again with no network, until the resident signs out', async ({
    page,
    context,
    browser,
  }) => {
    // The demo seed gives flat A-101 its invoices; the office confirms the resident's flat.
    await signUpAndVerify(page, { flat: 'A-101', name: 'Meera Kulkarni' });
    await officeConfirmsFlat(browser, page);
    await page.setViewportSize(PHONE);
    // The worker registers once the page is idle; from then on it keeps what the resident opens.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Chromium's own installability check (what Lighthouse's was): the manifest, its icons, the worker. A test
    // browser is a private window, where nothing installs; that is all it may object to.
    const devtools = await context.newCDPSession(page);
    const { errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);

    await page.goto('/feedback');
    await expect(page.getByLabel('Category*')).toBeVisible();
    await page.goto('/announcements');
    await expect(page.getByText(NOTICE).first()).toBeVisible();
    await page.goto('/member-invoices');
    await expect(page.getByRole('main').getByText('MI-2026-11')).toBeVisible();
    const online = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice MI-2026-11' }).click();
    await online;
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main').getByText('MI-2026-11')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    // The PDF opened online opens again.
    const offline = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice MI-2026-11' }).click();
    expect(
      readFileSync(await (await offline).path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.goto('/announcements');
    await expect(page.getByText(NOTICE).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expectAccessible(page);
    // A form opened before says it needs the network.
    await page.goto('/feedback');
    await page.getByLabel('Category*').selectOption('maintenance');
    await page.getByLabel('Subject*').fill('Water tank');
    await page.getByLabel('Message*').fill('When is the water back?');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('You are offline — nothing was sent').first()).toBeVisible();

    // Signed out online, the next person on this phone reads nothing of hers offline.
    await context.setOffline(false);
    await page.goto('/announcements');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(true);
    await page.goto('/announcements');
    await expect(page.getByText("Please sign in to read the society's announcements.")).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await page.goto('/member-invoices');
    await expect(page.getByText('Please sign in to view your invoices.')).toBeVisible();
    await expect(page.getByText('MI-2026-11')).toHaveCount(0);
    // At most who is signed in (nobody) was kept since.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('private-answers')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(kept.filter((path) => path !== '/api/me' && path !== '/api/settings')).toEqual([]);
  });

  test('signing out of a page opened with a forced reload (which the worker does not control) clears them too', async ({
    page,
    browser,
  }) => {
    await signUpAndVerify(page, { flat: 'A-101', name: 'Nirmala Desai' });
    await officeConfirmsFlat(browser, page);
    await page.setViewportSize(PHONE);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('/announcements');
    await expect(page.getByText(NOTICE).first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('private-answers')).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      .toContain('/api/announcements');

    // Shift-reload (Chromium's "bypassing the cache"): the page and everything it asks for go past the worker.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Page.reload', { ignoreCache: true });
    await expect(page.getByText(NOTICE).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Offline, the worker opens the page again, with nothing of hers.
    await page.context().setOffline(true);
    await page.goto('/announcements');
    await expect(page.getByText("Please sign in to read the society's announcements.")).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });
});
