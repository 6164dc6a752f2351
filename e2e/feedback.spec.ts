import { expect, type Page, test } from '@playwright/test';
import { signUpAndVerify } from './support';

test('visitors are sent to sign in', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/auth$/);
});

async function fillFeedback(page: Page, subject: string) {
  await page.getByLabel('Category*').selectOption('maintenance');
  await page.getByRole('radio', { name: 'High' }).click();
  await page.getByLabel('Subject*').fill(subject);
  await page.getByLabel('Message*').fill('Water has been dripping since Monday.\nPlease send the plumber.');
}

test('a member submits feedback, sees it listed, and is limited to 3 in 10 minutes', async ({ page }) => {
  const r = await signUpAndVerify(page, { name: 'Anil Deshpande' });
  await page.goto('/feedback');
  await expect(page.getByLabel('Name*')).toHaveValue('Anil Deshpande');
  await expect(page.getByLabel('Email')).toHaveValue(r.email);
  await expect(page.getByRole('radio', { name: 'Normal' })).toBeChecked();

  // Required fields first, then a bad e-mail.
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await fillFeedback(page, 'Leaking pipe near B-wing lift');
  await page.getByLabel('Email').fill('anil@');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Invalid Input')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email format' })).toBeVisible();

  await page.getByLabel('Email').fill(r.email);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedback Submitted Successfully!' })).toBeVisible();
  await expect(page.getByText('2-3 business days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

  const list = page.getByRole('region', { name: 'My Submitted Feedback' });
  const item = list.getByRole('listitem').filter({ hasText: 'Leaking pipe near B-wing lift' });
  await expect(item).toBeVisible();
  for (const badge of ['Maintenance', 'High', 'Open'])
    await expect(item.getByText(badge, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Another' }).click();
  await expect(page.getByLabel('Subject*')).toHaveValue('');
  await expect(page.getByLabel('Name*')).toHaveValue('Anil Deshpande');

  for (const subject of ['Second note', 'Third note']) {
    await fillFeedback(page, subject);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Feedback Submitted Successfully!' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Another' }).click();
  }
  await fillFeedback(page, 'Fourth note');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Too Many Attempts')).toBeVisible();
  await expect(page.getByText('Please wait 10 minutes before submitting another feedback.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
});
