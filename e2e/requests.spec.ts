// Resident requests: podium booking, car parking registration, house repair request.
import { expect, type Page, test } from '@playwright/test';
import { signUpAndVerify, societyDate } from './support';

const pdf = (size = 600) => ({
  name: 'rc-copy.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]),
});

/** Today in the society's calendar, plus some days. */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('signed out', () => {
  test('each request page asks a visitor to sign in', async ({ page }) => {
    await page.goto('/house-repair-registration');
    await expect(page.getByText('Sign In Required')).toBeVisible();
    await expect(page.getByText('Please sign in to submit repair request.')).toBeVisible();
    await page.goto('/podium-booking');
    await expect(page.getByText('Please sign in to submit booking request')).toBeVisible();
    await page.goto('/parking-registration');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test('a member requests the podium and opens the receipt', async ({ page, context }) => {
  const r = await signUpAndVerify(page, { name: 'Kavita Iyer' });
  await page.goto('/podium-booking');
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  for (const price of ['₹5,900', '₹9,440', '₹11,800', '₹17,700'])
    await expect(page.getByText(price).first()).toBeVisible();
  await expect(page.getByText('GST 18% included')).toBeVisible();
  await expect(page.getByText(/10 AM to 4 PM/)).toBeVisible();
  await expect(page.getByText('The table tennis table cannot be removed.')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Booking Request' });
  await expect(page.getByLabel('Name *')).toHaveValue('Kavita Iyer');
  await expect(page.getByLabel('Flat No *')).toHaveValue(r.flat);
  await expect(submit).toBeDisabled();

  await page.getByLabel('Date of Booking *').fill(societyDate(-1));
  await page.getByLabel('Function Type *').fill('Birthday party');
  await page.getByRole('radio', { name: /Member - Full Day/ }).click();
  await page.getByRole('radio', { name: 'Evening', exact: true }).click();
  await page.getByRole('radio', { name: 'Online Transaction' }).click();
  await page.getByLabel('Transaction ID *').fill('UPI-778899');

  // Switching the method clears the reference and relabels it.
  await page.getByRole('radio', { name: 'Cheque' }).click();
  await expect(page.getByLabel('Cheque Number *')).toHaveValue('');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Cheque Number *').fill('004512');
  await expect(submit).toBeEnabled();

  await submit.click();
  await expectToast(page, 'Please choose today or a later date');

  await page.getByLabel('Date of Booking *').fill(societyDate(30));
  await page.getByLabel('Expected Guests').fill('60');
  await submit.click();
  await expectToast(
    page,
    'Podium booking request submitted successfully! You will receive confirmation soon.',
  );
  await expect(page.getByRole('heading', { name: 'Booking Request Submitted' })).toBeVisible();
  await expect(page.getByText('₹9,440.00')).toBeVisible();

  const receipt = page.getByRole('link', { name: 'Download Receipt' });
  await expect(receipt).toHaveAttribute('href', /^\/receipt\/hall-booking\/[0-9a-f-]{36}$/);
  await expect(receipt).toHaveAttribute('target', '_blank');
  const popup = context.waitForEvent('page');
  await receipt.click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/receipt\/hall-booking\//);
  await tab.close();

  await page.getByRole('button', { name: 'Make Another Booking' }).click();
  await expect(submit).toBeDisabled();
});

test('a member registers cars with an RC copy, and bad files are refused', async ({ page }) => {
  await signUpAndVerify(page, { name: 'Rohan Mehta' });
  await page.goto('/parking-registration');
  await expect(page.getByLabel('Member Name *')).toHaveValue('Rohan Mehta');
  const submit = page.getByRole('button', { name: 'Submit Registration' });

  // No car number yet.
  await submit.click();
  await expectToast(page, 'Please add at least one vehicle');

  // Add and remove vehicle rows; the last one cannot be removed.
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByLabel('Car Number *')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove vehicle 2' }).click();
  await expect(page.getByLabel('Car Number *')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Remove vehicle/ })).toHaveCount(0);

  await page.getByLabel('Car Number *').fill('mh01ab1234');
  await page.getByLabel('Parking Slot').selectOption('rental_open');
  await page.getByLabel('Garage / Slot Number').fill('7');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await page.getByLabel('Car Number *').nth(1).fill('MH02CD5678');
  await page.getByLabel('Parking Slot').nth(1).selectOption('owned_covered');

  const rc = page.getByLabel('RC Copy (optional)');
  await rc.setInputFiles(pdf(201 * 1024));
  await expectToast(page, 'File too large');
  await expectToast(page, 'File size must be less than 200KB');
  await expect(rc).toHaveValue('');

  // Looks like a PDF by name, is text inside: the server refuses it by its bytes.
  await rc.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
  await submit.click();
  await expectToast(page, 'Failed to submit registration: Unsupported file type. Allowed: PDF, JPEG, PNG');

  await rc.setInputFiles(pdf());
  await submit.click();
  await expectToast(page, 'Parking registration submitted successfully!');
  await expect(page.getByLabel('Car Number *')).toHaveValue('');
  const list = page.getByRole('listitem');
  // Stored and shown as registration marks are written: spaced and upper case.
  await expect(list.filter({ hasText: 'MH 01 AB 1234' })).toContainText('Rental Open - Garage No. 7');
  await expect(list.filter({ hasText: 'MH 02 CD 5678' })).toContainText('Owned Covered');
  await expect(list.filter({ hasText: 'MH 01 AB 1234' }).getByText('Pending')).toBeVisible();
  await expect(
    list.filter({ hasText: 'MH 01 AB 1234' }).getByRole('link', { name: 'RC copy' }),
  ).toHaveAttribute('href', /^\/api\/files\/documents\//);
});

test('a member submits a repair request after accepting the rules', async ({ page }) => {
  await signUpAndVerify(page, { name: 'Sunita Patil' });
  await page.goto('/house-repair-registration');
  await expect(page.getByText(/work must stop from 2:00 PM to 4:00 PM/i)).toBeVisible();
  await expect(page.getByText(/penalty of ₹10,000 per extra month/)).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Repair Request' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Work Type *').selectOption('Renovation');
  await expect(submit).toBeDisabled();
  await page.getByLabel('I agree with all the above terms and conditions *').click();
  await expect(submit).toBeEnabled();
  await page.getByLabel('Contact Number *').fill('');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Contact Number *').fill('98200 55555');

  await page.getByLabel('Duration (days)').fill('40');
  await page.getByLabel('Work Description').fill('Kitchen platform and bathroom tiles');
  await page.getByLabel('Contractor Contact').fill('12');
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Phone number must be 10-15 digits' }),
  ).toBeVisible();
  await page.getByLabel('Contractor Contact').fill('9811122233');

  const plans = page.getByLabel('Attach Plans (optional)');
  await plans.setInputFiles({ ...pdf(250 * 1024), name: 'plans.pdf' });
  await expectToast(page, 'File size must be less than 200KB');
  await expect(plans).toHaveValue('');
  await plans.setInputFiles({ name: 'plans.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expectToast(page, 'Invalid file type');
  await expect(plans).toHaveValue('');
  await plans.setInputFiles({ ...pdf(), name: 'plans.pdf' });

  await submit.click();
  await expectToast(page, 'Repair request submitted successfully!');
  await expect(submit).toBeDisabled();
  const item = page.getByRole('listitem').filter({ hasText: 'Renovation' });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Plans' })).toBeVisible();
});
