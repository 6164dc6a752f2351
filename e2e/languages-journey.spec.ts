// A resident's first days in each language, on a phone (390×844): signing up in मराठी, हिंदी or English, reading
// a notice the office asks them to acknowledge and pressing "I have read this" in that language, then downloading
// their flat's bill from My Invoices; axe is clean (serious and critical) on every screen visited. Its bill runs bill
// every flat of the register, so it runs after the other journeys (playwright.config.ts); alone:
// `npx playwright test e2e/languages-journey.spec.ts --no-deps`.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { expectAccessible, newResident, societyDate, waitForMailLink } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What the resident reads in each language: the spec's English, and the catalogues' Marathi and Hindi. */
const LANGUAGES = [
  {
    name: 'मराठी',
    browser: 'mr-IN',
    lang: 'mr-IN',
    signUp: 'नोंदणी करा',
    fullName: 'पूर्ण नाव',
    email: 'ईमेल',
    phone: 'फोन नंबर',
    flat: 'सदनिका क्रमांक',
    password: 'पासवर्ड',
    verify: 'ईमेल पडताळणी आवश्यक',
    welcome: 'नमस्कार',
    dashboard: 'माझा डॅशबोर्ड',
    toAcknowledge: 'वाचल्याची पोच द्यायच्या सूचना',
    acknowledgeBy: 'कृपया',
    notices: 'सोसायटीच्या सूचना',
    read: 'मी हे वाचले आहे',
    thanks: 'धन्यवाद: तुमची पोच नोंदवली आहे',
    invoices: 'माझे इनव्हॉइस',
    download: (number: string) => `इनव्हॉइस ${number} डाउनलोड करा`,
  },
  {
    name: 'हिंदी',
    browser: 'hi-IN',
    lang: 'hi-IN',
    signUp: 'पंजीकरण करें',
    fullName: 'पूरा नाम',
    email: 'ईमेल',
    phone: 'फ़ोन नंबर',
    flat: 'फ़्लैट नंबर',
    password: 'पासवर्ड',
    verify: 'ईमेल सत्यापन ज़रूरी है',
    welcome: 'नमस्ते',
    dashboard: 'मेरा डैशबोर्ड',
    toAcknowledge: 'पढ़ने की पुष्टि वाली सूचनाएँ',
    acknowledgeBy: 'कृपया',
    notices: 'सोसायटी की सूचनाएँ',
    read: 'मैंने यह पढ़ लिया है',
    thanks: 'धन्यवाद: आपकी पुष्टि दर्ज हो गई है',
    invoices: 'मेरे इनवॉइस',
    download: (number: string) => `इनवॉइस ${number} डाउनलोड करें`,
  },
  {
    name: 'English',
    browser: 'en-IN',
    lang: 'en-IN',
    signUp: 'Sign Up',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    flat: 'Flat Number',
    password: 'Password',
    verify: 'Email Verification Required',
    welcome: 'Welcome',
    dashboard: 'My Dashboard',
    toAcknowledge: 'Notices to acknowledge',
    acknowledgeBy: 'Please read and acknowledge by',
    notices: 'Society Announcements',
    read: 'I have read this',
    thanks: 'Thank you: your acknowledgement is recorded',
    invoices: 'My Invoices',
    download: (number: string) => `Download invoice ${number}`,
  },
] as const;
type Words = (typeof LANGUAGES)[number];

/** Nothing wider than the phone's screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** axe once the page has settled and its toasts have gone (a toast fading out is not what a reader sees). */
async function clean(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await fits(page);
  await expectAccessible(page);
}

/** Signs up on /auth in the page's language and opens the mailed link: signed in on the home page. */
async function signUpIn(page: Page, w: Words, flat: string) {
  const r = newResident({ flat, name: 'Sunanda Patil' });
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', w.lang);
  await page.getByRole('tab', { name: w.signUp }).click();
  await clean(page);
  await page.getByLabel(w.fullName).fill(r.name);
  await page.getByLabel(w.email).fill(r.email);
  await page.getByLabel(w.phone).fill(r.phone);
  await page.getByLabel(w.flat).fill(r.flat);
  await page.getByLabel(w.password).fill(r.password);
  await page.getByRole('button', { name: w.signUp }).click();
  await expect(page.getByText(w.verify)).toBeVisible();
  await page.goto(await waitForMailLink(r.email));
  await expect(page).toHaveURL(/\/$/);
  // At 390 px the greeting is the line under the header (the header's own is for wider screens).
  await expect(page.getByText(`${w.welcome}, ${r.name}`).last()).toBeVisible();
  return r;
}

/**
 * The office puts the flat in the register and confirms the resident's claim, publishes a notice asking to be
 * acknowledged, and publishes a bill run (a fixed charge per flat) of a period of its own; returns the notice's
 * title and the flat's bill number once its PDF is made.
 */
async function officePrepares(browser: Browser, resident: Page, wing: string, flat: string) {
  const office = await browser.newPage();
  await signInAsAdmin(office);
  const call = async (method: 'post' | 'put' | 'get', path: string, data?: object) => {
    const res = await office.request[method](path, data ? { data } : undefined);
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  // An office of one person: the head and the bills are done at once (e2e/money-approvals.spec.ts shows the approval).
  for (const kind of ['charge_heads', 'bill_run_publish'])
    await call('put', `/api/admin/money-approvals/rules/${kind}`, { required: false });
  await call('post', '/api/admin/flats', { wing, flat_no: flat });
  const { profile } = await (await resident.request.get('/api/me')).json();
  await call('put', `/api/admin/profiles/${profile.user_id}/flat-confirmation`, {
    confirmed: true,
    flat_no: profile.flat_no,
  });

  const title = `Water tank cleaning ${wing}`;
  await call('post', '/api/admin/announcements', {
    title,
    content: 'The overhead tanks are cleaned on Saturday from 10 AM: please store water the night before.',
    requires_ack: true,
    ack_due_on: societyDate(7),
  });

  await call('post', '/api/admin/billing/heads', {
    name: `Service charges ${wing}`,
    basis: 'fixed',
    rate: '1850',
    gst_rate: '',
    is_service_charge: true,
  });
  // A period no other journey bills: a far year, in the kind (month or quarter) the settings say.
  const { billing_period: kind } = await call('get', '/api/admin/billing/settings');
  const year = 2040 + Math.floor(Math.random() * 50);
  const month = 1 + Math.floor(Math.random() * 12);
  const period =
    kind === 'quarter' ? `${year}-Q${Math.ceil(month / 3)}` : `${year}-${String(month).padStart(2, '0')}`;
  const run = await call('post', '/api/admin/billing/runs', {
    period_key: period,
    bill_date: societyDate(0),
    due_date: societyDate(15),
  });
  await call('post', `/api/admin/billing/runs/${run.id}/publish`);
  await expect
    .poll(
      async () => {
        const { bills, made } = await call('get', `/api/admin/billing/runs/${run.id}/documents`);
        return bills > 0 && made === bills;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const { items } = await call(
    'get',
    `/api/admin/billing/runs/${run.id}/flats?q=${encodeURIComponent(flat)}`,
  );
  const bill: string = items.find((row: { flat_no: string }) => row.flat_no === flat)?.bill_number;
  expect(bill).toBeTruthy();
  await office.close();
  return { title, bill };
}

for (const w of LANGUAGES) {
  test(`in ${w.name} on a phone: sign up, read a notice and say "${w.read}", download the bill`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const wing = `L${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const flat = `${wing}-1`;
    const context = await browser.newContext({ ...PHONE, locale: w.browser });
    const page = await context.newPage();

    await signUpIn(page, w, flat);
    await clean(page);
    const { title, bill } = await officePrepares(browser, page, wing, flat);

    // The dashboard, in the language: the notice pinned at the top.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: w.dashboard })).toBeVisible();
    const pinned = page.getByRole('region', { name: w.toAcknowledge });
    await expect(pinned.getByRole('heading', { name: title })).toBeVisible();
    await clean(page);

    // The notices: read, then acknowledged with the language's "I have read this".
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { name: w.notices })).toBeVisible();
    const notice = pinned.getByRole('article').filter({ hasText: title });
    await expect(notice).toContainText(w.acknowledgeBy);
    await clean(page);
    await notice.getByRole('button', { name: w.read }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.thanks })).toBeVisible();
    await expect(pinned.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(1); // in the list, no longer pinned
    await clean(page);

    // My Invoices: the bill, downloaded as a PDF.
    await page.goto('/member-invoices');
    await expect(page.getByRole('heading', { name: w.invoices })).toBeVisible();
    await expect(page.getByRole('heading', { name: bill, exact: true })).toBeVisible();
    await clean(page);
    const pdf = page.waitForResponse((r) => r.request().method() === 'GET' && /\/pdf|\.pdf/.test(r.url()));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download(bill) }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await saved.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await context.close();
  });
}
