import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support';

test('a visitor is asked to sign in for membership plans', async ({ page }) => {
  await page.goto('/membership');
  await expect(page.getByText('Please sign in to access membership plans.')).toBeVisible();
});

test('a resident buys a monthly plan for two members, pays by UPI and opens the acknowledgement', async ({
  page,
}) => {
  await signUpAndVerify(page, { name: 'Anita Desai' });
  await page.goto('/membership');

  // Plans, shortest first, with the Monthly plan marked popular.
  const cards = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(['Daily', 'Monthly', 'Quarterly', 'Yearly']);
  await expect(page.getByText('Popular')).toBeVisible();
  await expect(page.getByText('₹1,500.00')).toBeVisible();
  await expect(page.getByText('30 days', { exact: true })).toBeVisible();
  await expect(page.getByText('1 day', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Select Plan Monthly' }).click();

  // Members: the last one stays, both fields are needed, the total follows the count.
  await expect(page.getByRole('button', { name: 'Remove member 1' })).toBeDisabled();
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('18');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Please fill all member details').first()).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full Name').fill('Anita Desai');
  await page.getByLabel('Phone').fill('98200 11111');
  await page.getByRole('button', { name: 'Add Member' }).click();
  await page.getByLabel('Full Name').nth(1).fill('Kiran Desai');
  await page.getByLabel('Phone').nth(1).fill('98200 22222');
  await page.getByLabel('Age', { exact: true }).nth(1).fill('0');
  await expect(page.getByTestId('membership-total')).toHaveText('₹3,000.00');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Age must be between 1 and 120')).toBeVisible();
  await page.getByLabel('Age', { exact: true }).nth(1).fill('12');

  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Payment: the society UPI id and a QR code for the amount due.
  await expect(page.getByText('sagardarshanchs@upi')).toBeVisible();
  const qr = page.getByRole('img', { name: /UPI QR code to pay ₹3,000.00/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('button', { name: 'Back to Members' }).click();
  await expect(page.getByLabel('Full Name').nth(1)).toHaveValue('Kiran Desai');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.getByText('Please fill all payment details')).toBeVisible();
  await page.getByLabel('Transaction ID').fill('412345678901');
  const last4 = page.getByLabel('Last 4 digits of transaction');
  await last4.fill('890123');
  await expect(last4).toHaveValue('8901');
  await page.getByRole('button', { name: 'Confirm Payment' }).click();

  await expect(page.getByText('Membership created successfully for 2 member(s)!')).toBeVisible();
  await expect(page.getByText('Membership Confirmed!')).toBeVisible();
  await expect(page.getByText('Kiran Desai')).toBeVisible();

  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  // Pending: an acknowledgement, plainly not a receipt (the receipt comes with the office's approval).
  await expect(receipt.getByText('Gym Membership Request')).toBeVisible();
  await expect(receipt.getByText('Acknowledgement: this is not a receipt')).toBeVisible();
  await expect(receipt.getByText('Gym Membership Receipt')).toHaveCount(0);
  await expect(receipt.getByText('412345678901')).toBeVisible();
  const members = receipt.getByRole('listitem');
  await expect(members.filter({ hasText: 'Anita Desai' })).toBeVisible();
  await expect(members.filter({ hasText: 'Kiran Desai' })).toBeVisible();
  await expect(members.filter({ hasText: 'Pending approval' })).toHaveCount(2);
  await expect(receipt.getByText('₹3,000.00')).toBeVisible();
  await expect(receipt.getByText('400050')).toBeVisible();
  await expect(
    receipt.getByText('This is a computer-generated acknowledgement of a request. It is not a receipt.'),
  ).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await receipt.close();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Gym' }).click();
  await expect(page.getByText('Kiran Desai')).toBeVisible();
  await expect(page.getByText('Pending')).toHaveCount(2);
});

test('another resident cannot open someone else’s receipt', async ({ page, browser }) => {
  await signUpAndVerify(page);
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Select Plan Daily' }).click();
  await page.getByLabel('Full Name').fill('Owner Only');
  await page.getByLabel('Phone').fill('9820033333');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Transaction ID').fill('T-OWNER-3333');
  await page.getByLabel('Last 4 digits of transaction').fill('3333');
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  await expect(receipt.getByText('Owner Only')).toBeVisible();
  const url = receipt.url();

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(url);
  await expect(stranger.getByText('Sign In Required')).toBeVisible();
  await signUpAndVerify(stranger);
  await stranger.goto(url);
  await expect(stranger.getByText('Receipt not found')).toBeVisible();
  await expect(stranger.getByText('Owner Only')).toHaveCount(0);
  await other.close();
});
