// The back-office's Settings in हिंदी: a clerk of the office chooses Hindi in the back-office's header, on a phone,
// reads the society's details and the system's state in Hindi, is told in Hindi what is wrong with a hall booking
// rule, saves a good one and reads the toast in Hindi; the screen is accessible. The clerk is invited for this
// journey, so the shared office account (which the other journeys read in English) keeps its language, and holds the
// secretary's role (office staff only read the settings).
import { expect, test } from '@playwright/test';
import { invitedClerk, signInAsAdmin } from './admin-support';
import { accessible, toast } from './support';

const RULES = '/api/admin/settings/hall-bookings';

test('a clerk in हिंदी saves the hall booking rules and reads the toast in Hindi, at 390×844', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const original = await (await page.request.get(RULES)).json();
  const { clerk, context } = await invitedClerk(page, browser, {
    name: 'Lipik Karyalay',
    emailPrefix: 'lipik-hi',
    role: 'secretary',
  });
  try {
    await clerk.goto('/admin/settings');
    await expect(clerk.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await clerk.getByRole('banner').getByLabel('Language').selectOption('hi');
    await expect(clerk.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(clerk.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();

    // The society's details and the system's state, measured by the server, in Hindi.
    await expect(
      clerk.getByRole('region', { name: 'सोसायटी की जानकारी' }).getByLabel('सोसायटी का नाम*'),
    ).not.toHaveValue('');
    const system = clerk.getByRole('region', { name: 'सिस्टम की जानकारी' });
    await expect(system.getByText('अंतर्निहित (PGlite)')).toBeVisible();
    await expect(system.getByText('जुड़ा हुआ', { exact: true })).toBeVisible();
    await expect(system.getByText(/^लोकल डिस्क · \d+ फ़ाइल(ें)?, /)).toBeVisible();

    // A rule out of bounds is refused, in Hindi; nothing is saved.
    const rules = clerk.getByRole('region', { name: 'हॉल बुकिंग के नियम' });
    const months = rules.getByLabel('बुकिंग खुली (कितने महीने पहले)*');
    await expect(months).toHaveValue(String(original.months_ahead));
    await months.fill('40');
    await rules.getByRole('button', { name: 'नियम सहेजें' }).click();
    await expect(rules.getByText('कृपया ज़्यादा से ज़्यादा 36 संख्या लिखें')).toBeVisible();
    expect(await (await page.request.get(RULES)).json()).toEqual(original);

    // A good one is saved, and the toast says so in Hindi.
    const next = original.months_ahead === 36 ? 35 : original.months_ahead + 1;
    await months.fill(String(next));
    await rules.getByRole('button', { name: 'नियम सहेजें' }).click();
    await toast(clerk, 'हॉल बुकिंग के नियम सहेजे गए');
    expect(await (await page.request.get(RULES)).json()).toMatchObject({ months_ahead: next });
    expect(await clerk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await accessible(clerk, { afterToasts: true });
  } finally {
    await page.request.put(RULES, { data: original });
    await context.close();
  }
});
