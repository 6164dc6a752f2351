// The resident forms in मराठी on a phone (issue 22): a resident registers a car and asks for the podium, sees the
// forms' validation errors in Marathi after a bad submit, submits, and axe is clean; offline, a form says in
// Marathi that nothing was sent, and a page read from the phone's copy says how old it is, in Marathi's date format.
import { expect, type Page, test } from '@playwright/test';
import { accessible, signUpAndVerify, societyDate, toast } from './support';

const PHONE = { width: 390, height: 844 };

/** Signs a resident up (at the width the helpers expect), then reads the portal in Marathi at 390 px. */
async function residentInMarathi(page: Page, name: string) {
  const resident = await signUpAndVerify(page, { name });
  await page.setViewportSize(PHONE);
  await page.getByLabel('Language').selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN');
  return resident;
}

const noWiderThanPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('in Marathi at 390 px, a resident registers a car and asks for the podium, with Marathi errors first', async ({
  page,
}) => {
  await residentInMarathi(page, 'Sunanda Patil');

  await page.goto('/parking-registration');
  await expect(page.getByRole('heading', { name: 'कार पार्किंग नोंदणी' })).toBeVisible();
  await expect(page.getByText('तुमच्या प्रोफाइलमधून. सोसायटी कार्यालय तो दुरुस्त करू शकते.')).toBeVisible();
  await page.getByLabel('कार क्रमांक *').fill('ABCD');
  await page.getByRole('button', { name: 'नोंदणी पाठवा' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'कृपया भारतीय नोंदणी क्रमांक लिहा' })).toBeVisible();
  await toast(page, 'माहितीत चूक');
  await noWiderThanPhone(page);
  await accessible(page, { afterToasts: true });

  await page.getByLabel('कार क्रमांक *').fill('MH 02 AB 1234');
  await page.getByLabel('पार्किंगची जागा').selectOption({ label: 'स्वतःचे आच्छादित पार्किंग' });
  await page.getByRole('button', { name: 'नोंदणी पाठवा' }).click();
  await toast(page, 'पार्किंग नोंदणी पाठवली!');
  const mine = page.getByRole('listitem').filter({ hasText: 'MH 02 AB 1234' });
  await expect(page.getByRole('heading', { name: 'माझ्या नोंदण्या' })).toBeVisible();
  await expect(mine.getByText('प्रलंबित')).toBeVisible();
  await accessible(page, { afterToasts: true });

  await page.goto('/podium-booking');
  await expect(page.getByRole('heading', { name: 'पोडियम बुकिंग', exact: true })).toBeVisible();
  await expect(page.getByText('अर्धा दिवस (6 तास): सकाळी 10 ते दुपारी 4.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'बुकिंग विनंती पाठवा' });
  await page.getByLabel('बुकिंगची तारीख *').fill(societyDate(-1));
  await page.getByLabel('कार्यक्रमाचा प्रकार *').fill('Satyanarayan Pooja');
  await page.getByRole('radio', { name: /सभासद - अर्धा दिवस \(6 तास\)/ }).click();
  await page.getByRole('radio', { name: 'चेक', exact: true }).click();
  await page.getByLabel('चेक क्रमांक *').fill('004512');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'कृपया आजची किंवा पुढची तारीख निवडा' })).toBeVisible();
  await noWiderThanPhone(page);
  await accessible(page, { afterToasts: true });

  await page.getByLabel('बुकिंगची तारीख *').fill(societyDate(30));
  await submit.click();
  await toast(page, 'पोडियम बुकिंगची विनंती पाठवली! लवकरच तुम्हाला पुष्टी मिळेल.');
  await expect(page.getByRole('heading', { name: 'बुकिंग विनंती पाठवली' })).toBeVisible();
  await expect(page.getByText('₹5,900.00')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'माझी बुकिंग्ज' })).toBeVisible();
  await noWiderThanPhone(page);
  await accessible(page, { afterToasts: true });
});

test.describe('offline, in Marathi', () => {
  test.use({ serviceWorkers: 'allow' });

  // "ऑफलाइन — शेवटचे अद्ययावत: 27 नोव्हेंबर, 2026 रोजी 3:59 PM वाजता": Marathi's month, Latin digits.
  const OFFLINE = /^ऑफलाइन — शेवटचे अद्ययावत: \d{1,2} [\u0900-\u097F]+, \d{4} रोजी \d{1,2}:\d{2} [AP]M वाजता$/;

  test('a form says nothing was sent, and pages read from the phone say how old they are', async ({
    page,
    context,
  }) => {
    await residentInMarathi(page, 'Vasant Joshi');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker keeps each page as last drawn: the home page, now in Marathi.
    await page.reload();

    const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/announcements' && r.ok());
    await page.goto('/announcements');
    await kept;

    await page.goto('/feedback');
    await page.getByLabel('प्रकार*').selectOption({ label: 'देखभाल' });
    await page.getByLabel('विषय*').fill('Water tank');
    await page.getByLabel('संदेश*').fill('When is the water back?');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'अभिप्राय पाठवा' }).click();
    await expect(
      page.getByText('तुम्ही ऑफलाइन आहात — काहीही पाठवले गेले नाही. इंटरनेट परत आल्यावर पुन्हा प्रयत्न करा.').first(),
    ).toBeVisible();
    await expect(page.getByLabel('विषय*')).toHaveValue('Water tank');

    await page.goto('/announcements');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await accessible(page);
    // The home page draws none of the screens' messages itself: the notice brings them from the phone's copy.
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  });
});
