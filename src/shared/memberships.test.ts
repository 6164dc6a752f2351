import { describe, expect, it } from 'vitest';
import {
  createMembershipInput,
  displayStatus,
  MEMBERSHIPS_TEXT,
  memberInput,
  membersStepError,
  paymentStepError,
  statusBadgeVariant,
  upiPayLink,
} from './memberships.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('display status (spec section 4)', () => {
  const today = '2026-03-15';
  it('shows inactive once the end date is before today, whatever is stored', () => {
    for (const s of ['active', 'approved', 'pending', 'rejected', 'expired', 'inactive'])
      expect(displayStatus(s, '2026-03-14', today)).toBe('inactive');
  });
  it('treats the end date itself as still current', () => {
    expect(displayStatus('approved', today, today)).toBe('active');
  });
  it('shows approved as active and any other status as stored', () => {
    expect(displayStatus('approved', '2026-04-01', today)).toBe('active');
    expect(displayStatus('pending', '2026-04-01', today)).toBe('pending');
    expect(displayStatus('rejected', '2026-04-01', today)).toBe('rejected');
    expect(displayStatus('expired', '2026-04-01', today)).toBe('expired');
  });
  it('maps statuses to badge styles', () => {
    expect(statusBadgeVariant('active')).toBe('default');
    expect(statusBadgeVariant('approved')).toBe('default');
    expect(statusBadgeVariant('pending')).toBe('secondary');
    expect(statusBadgeVariant('inactive')).toBe('outline');
    expect(statusBadgeVariant('expired')).toBe('outline');
    expect(statusBadgeVariant('rejected')).toBe('destructive');
  });
});

describe('member rules (spec section 5)', () => {
  const member = { name: 'Asha Rao', phone: '9820012345', age: 30 };
  it('accepts a complete member and defaults the age to 18', () => {
    expect(memberInput.parse({ name: 'Asha Rao', phone: '9820012345' }).age).toBe(18);
    expect(memberInput.safeParse(member).success).toBe(true);
  });
  it('needs a name and a phone', () => {
    expect(firstMessage(memberInput.safeParse({ ...member, name: '  ' }))).toBe(
      'Please fill all member details',
    );
    expect(firstMessage(memberInput.safeParse({ ...member, phone: '' }))).toBe(
      'Please fill all member details',
    );
  });
  it('checks the phone shape and script-like names', () => {
    expect(firstMessage(memberInput.safeParse({ ...member, phone: '12345' }))).toBe(
      'Phone number must be 10-15 digits',
    );
    expect(firstMessage(memberInput.safeParse({ ...member, name: '<script>x</script>' }))).toBe(
      'Invalid characters detected',
    );
  });
  it('keeps the age between 1 and 120', () => {
    expect(memberInput.safeParse({ ...member, age: 1 }).success).toBe(true);
    expect(memberInput.safeParse({ ...member, age: 120 }).success).toBe(true);
    for (const age of [0, 121, 2.5])
      expect(firstMessage(memberInput.safeParse({ ...member, age }))).toBe('Age must be between 1 and 120');
  });
  it('refuses unknown fields', () => {
    expect(memberInput.safeParse({ ...member, role: 'admin' }).success).toBe(false);
  });
  it('gates the members step with the two messages of the spec', () => {
    expect(membersStepError([])).toBe('Please add at least one member');
    expect(membersStepError([{ name: 'A', phone: '' }])).toBe('Please fill all member details');
    expect(membersStepError([{ name: 'A', phone: '9820012345' }])).toBeNull();
  });
});

describe('payment rules (spec section 5)', () => {
  const input = {
    plan_id: '6f1d1c2e-7a3b-4c5d-8e9f-0a1b2c3d4e5f',
    members: [{ name: 'Asha Rao', phone: '9820012345' }],
    payment_transaction_id: 'UPI123456789',
    payment_last_4_digits: '6789',
  };
  it('accepts a complete purchase', () => {
    expect(createMembershipInput.safeParse(input).success).toBe(true);
  });
  it('needs both payment fields', () => {
    expect(paymentStepError({ payment_transaction_id: '', payment_last_4_digits: '1234' })).toBe(
      'Please fill all payment details',
    );
    expect(paymentStepError({ payment_transaction_id: 'T1', payment_last_4_digits: ' ' })).toBe(
      'Please fill all payment details',
    );
    expect(firstMessage(createMembershipInput.safeParse({ ...input, payment_transaction_id: '' }))).toBe(
      'Please fill all payment details',
    );
  });
  it('allows at most 4 characters for the last digits', () => {
    expect(firstMessage(createMembershipInput.safeParse({ ...input, payment_last_4_digits: '12345' }))).toBe(
      MEMBERSHIPS_TEXT.last4,
    );
  });
  it('needs at least one member', () => {
    expect(firstMessage(createMembershipInput.safeParse({ ...input, members: [] }))).toBe(
      'Please add at least one member',
    );
  });
});

describe('display helpers', () => {
  it('builds the UPI link with the amount and encoded names', () => {
    expect(
      upiPayLink({ upiId: 'society@upi', payee: 'Sagar Darshan', amountPaise: 300000, note: 'Gym Monthly' }),
    ).toBe('upi://pay?pa=society@upi&pn=Sagar%20Darshan&am=3000.00&cu=INR&tn=Gym%20Monthly');
  });
  it('writes the amount from whole paise exactly, a bill number as the note', () => {
    const link = (amountPaise: number) =>
      upiPayLink({ upiId: 'society@upi', payee: 'S', amountPaise, note: 'MB/2026-27/0001' });
    expect(link(5)).toBe('upi://pay?pa=society@upi&pn=S&am=0.05&cu=INR&tn=MB%2F2026-27%2F0001');
    expect(link(123_456_789_01)).toContain('&am=123456789.01&');
  });
});
