import { describe, expect, it } from 'vitest';
import { isValidUpiId, settingsInput } from './site-admin.ts';

const valid = {
  name: 'Sagar Darshan Co-operative Housing Society',
  address: 'Plot 14, Carter Road, Bandra (West), Mumbai',
  contact: '+91 22 2640 1234',
  email: 'office@sagardarshan-chs.in',
  description: 'A residential co-operative of 120 families.',
  upi_id: 'sagardarshanchs@upi',
};
const errorsOf = (input: unknown) => {
  const r = settingsInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('UPI id rule', () => {
  it.each(['sagardarshanchs@upi', 'sea.breeze-chs_1@okhdfcbank', '9820012345@ybl'])('accepts %s', (id) =>
    expect(isValidUpiId(id)).toBe(true),
  );
  it.each([
    'sagardarshanchs',
    '@upi',
    'a@upi',
    'chs@',
    'chs@1bank',
    'chs@@upi',
    'chs@up i',
    'chs name@upi',
    `${'x'.repeat(97)}@upi`,
  ])('refuses %s', (id) => expect(isValidUpiId(id)).toBe(false));
});

describe('Society Information form rules', () => {
  it('trims the text and lowercases the e-mail', () => {
    expect(
      settingsInput.parse({ ...valid, name: '  Sea Breeze ', email: ' Office@Example.IN ' }),
    ).toMatchObject({
      name: 'Sea Breeze',
      email: 'office@example.in',
    });
  });

  it.each(['name', 'address', 'description', 'upi_id'])('requires %s', (field) => {
    expect(errorsOf({ ...valid, [field]: '  ' })).toEqual({ [field]: 'This field is required' });
  });

  it('applies the shared e-mail, phone and text rules with their messages', () => {
    expect(errorsOf({ ...valid, email: 'office@', contact: '123', upi_id: 'office' })).toEqual({
      email: 'Invalid email format',
      contact: 'Phone number must be 10-15 digits',
      upi_id: 'Invalid UPI ID format',
    });
    expect(
      errorsOf({ ...valid, name: 'x'.repeat(151), address: '<script>', description: 'x'.repeat(1001) }),
    ).toEqual({
      name: 'Text must be less than 150 characters',
      address: 'Invalid characters detected',
      description: 'Text must be less than 1000 characters',
    });
  });

  it('keeps line breaks in the description only', () => {
    expect(settingsInput.parse({ ...valid, description: 'Gym.\nPodium hall.' }).description).toBe(
      'Gym.\nPodium hall.',
    );
    expect(errorsOf({ ...valid, name: 'Sagar\nDarshan', address: 'Plot 14\tCarter Road' })).toEqual({
      name: 'Invalid characters detected',
      address: 'Invalid characters detected',
    });
  });

  it('has no other fields', () => {
    expect(settingsInput.safeParse({ ...valid, postal_code: '400050' }).success).toBe(false);
  });
});
