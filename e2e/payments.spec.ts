// Money the portal takes on trust, as a resident meets it on a phone: the UPI QR code before the payment form,
// the last 4 digits held to the transaction id, the pending status beside the confirmation's heading, and the
// request's page (acknowledgement, then receipt) found again from the dashboard.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { signUpAndVerify } from './support';

/** A phone's width; set after signing up, which checks the desktop header's welcome. */
const PHONE = { width: 390, height: 844 };

const top = async (locator: Locator) => (await locator.boundingBox())!.y;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

async function buyDaily(page: Page, member: string, transactionId: string) {
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Select Plan Daily' }).click();
  await page.getByLabel('Full Name').fill(member);
  await page.getByLabel('Phone').fill('9820033333');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // On a phone the QR code and its instructions come before the fields and "Confirm Payment".
  const qr = page.getByRole('img', { name: /UPI QR code to pay ₹100.00/ });
  await expect(qr).toBeVisible();
  const idField = page.getByLabel('Transaction ID');
  expect(await top(qr)).toBeLessThan(await top(idField));
  expect(await top(page.getByText('Note the transaction ID shown by your UPI app.'))).toBeLessThan(
    await top(idField),
  );
  expect(await top(qr)).toBeLessThan(await top(page.getByRole('button', { name: 'Confirm Payment' })));

  await idField.fill(transactionId);
  // "Last 4: 9999" beside an id ending in other digits is refused before anything is sent.
  await page.getByLabel('Last 4 digits of transaction').fill('9999');
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
  const ending = transactionId.slice(-4);
  await expect(
    page.getByText(`The last 4 digits must be the last 4 characters of the transaction ID (${ending})`),
  ).toBeVisible();
  await page.getByLabel('Last 4 digits of transaction').fill(ending);
  await page.getByRole('button', { name: 'Confirm Payment' }).click();
}

test('on a phone a resident pays with the QR code first, sees the request pending, and finds its receipt from the dashboard once approved', async ({
  page,
  browser,
}) => {
  await signUpAndVerify(page, { name: 'Rohan Mehta' });
  await page.setViewportSize(PHONE);
  const reference = `UPI${unique()}`;
  await buyDaily(page, 'Rohan Mehta', reference);

  // The spec's heading stays; the status is plain beside it.
  const heading = page.getByText('Membership Confirmed!');
  await expect(heading).toBeVisible();
  const status = page.getByText('Pending approval', { exact: true });
  await expect(status).toBeVisible();
  // Right under the heading (it wraps to two lines at this width), before the explanation.
  const headingBox = (await heading.boundingBox())!;
  expect((await top(status)) - (headingBox.y + headingBox.height)).toBeLessThan(16);
  await expect(page.getByText(/gives an acknowledgement, not a receipt/)).toBeVisible();

  // The same transaction id cannot pay for a second membership.
  await buyDaily(page, 'Someone Else', reference);
  await expect(
    page
      .getByText('This transaction ID has already been used for another payment.', { exact: false })
      .first(),
  ).toBeVisible();

  // The dashboard links the request to its acknowledgement.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Gym' }).click();
  const acknowledgement = page.getByRole('link', { name: 'Acknowledgement' });
  await expect(acknowledgement).toHaveCount(1);
  const [ack] = await Promise.all([page.waitForEvent('popup'), acknowledgement.click()]);
  await expect(ack.getByText('Acknowledgement: this is not a receipt')).toBeVisible();
  await expect(ack.getByText('Receipt Number')).toHaveCount(0);
  await ack.close();

  // The office approves it.
  const id = ((await (await page.request.get('/api/memberships')).json()) as { id: string }[])[0].id;
  const office = await browser.newPage();
  await signInAsAdmin(office);
  const approved = await office.request.post(`/api/admin/memberships/${id}/status`, {
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await office.close();

  // Now the dashboard links to a numbered receipt that states the status today.
  await page.reload();
  await page.getByRole('tab', { name: 'Gym' }).click();
  const [receipt] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Receipt', exact: true }).click(),
  ]);
  await expect(receipt.getByText('Gym Membership Receipt')).toBeVisible();
  await expect(receipt.getByText(/^RCT\/\d{4}-\d{2}\/\d{4,}$/)).toBeVisible();
  await expect(receipt.getByRole('listitem').filter({ hasText: /Active, valid until / })).toHaveCount(1);
  await expect(receipt.getByText('Total Paid')).toBeVisible();
  const overflow = await receipt.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the podium booking shows the UPI QR code for the chosen price before the Transaction ID field', async ({
  page,
}) => {
  await signUpAndVerify(page);
  await page.setViewportSize(PHONE);
  await page.goto('/podium-booking');
  await page.getByRole('radio', { name: /Member - Half Day/ }).click();
  await page.getByRole('radio', { name: 'Online Transaction' }).click();
  const qr = page.getByRole('img', { name: /UPI QR code to pay ₹5,900.00/ });
  await expect(qr).toBeVisible();
  expect(await top(qr)).toBeLessThan(await top(page.getByLabel('Transaction ID *')));
  // A cheque needs no QR code.
  await page.getByRole('radio', { name: 'Cheque' }).click();
  await expect(qr).toHaveCount(0);
});
