// The app must not fall over when the network does (issue 17, item 4): at phone width, a feedback sent
// offline says so and keeps what was typed, even when the toast library itself could not be downloaded; a
// page whose code fails to download offers "Try again" inside the site's frame and recovers once back online.
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support';

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
