import { describe, expect, it } from 'vitest';
import {
  BOOKING_OPTIONS,
  bookingOption,
  HALL_GST_PERCENT,
  hallBookingInput,
  isBlocked,
  lastBookableDate,
  lastCancelDate,
  timingsClash,
} from './hall-bookings.ts';

describe('hall prices', () => {
  it('are the spec prices, GST of 18% included', () => {
    expect(BOOKING_OPTIONS.map((o) => [o.value, o.hours, o.base, o.price])).toEqual([
      ['member_half_day', 6, 5000, 5900],
      ['member_full_day', 12, 8000, 9440],
      ['corporate_half_day', 6, 10000, 11800],
      ['corporate_full_day', 12, 15000, 17700],
    ]);
    for (const o of BOOKING_OPTIONS) expect(o.price).toBe((o.base * (100 + HALL_GST_PERCENT)) / 100);
    expect(bookingOption('corporate_half_day').membership).toBe('corporate');
  });
});

describe('timings', () => {
  it.each([
    ['morning', 'morning', true],
    ['morning', 'evening', false],
    ['evening', 'morning', false],
    ['evening', 'evening', true],
    ['both', 'morning', true],
    ['evening', 'both', true],
    ['both', 'both', true],
    ['10 AM', 'evening', true],
  ])('%s against %s clashes: %s', (a, b, clash) => {
    expect(timingsClash(a, b)).toBe(clash);
  });
});

describe('booking form rules', () => {
  const valid = {
    applicant_name: 'Asha',
    contact_number: '9820012345',
    flat_no: 'B-101',
    event_date: '2030-01-01',
    event_name: 'Birthday',
    booking_option: 'member_half_day',
    event_time: 'both',
    payment_method: 'cheque',
    payment_transaction_id: '000123',
  };

  it('needs a booking option', () => {
    const r = hallBookingInput.safeParse({ ...valid, booking_option: '' });
    expect(r.error?.issues[0].message).toBe('Please select a booking option');
  });

  it('turns an empty guest count and notes into null', () => {
    expect(hallBookingInput.parse({ ...valid, expected_guests: '', additional_notes: '' })).toMatchObject({
      expected_guests: null,
      additional_notes: null,
    });
    expect(hallBookingInput.parse({ ...valid, expected_guests: '25' }).expected_guests).toBe(25);
  });
});

describe('the booking window and the cut-off', () => {
  it.each([
    ['2026-11-26', 12, '2027-11-26'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 3, '2027-03-15'],
  ])('from %s, %i months ahead end on %s', (today, months, last) => {
    expect(lastBookableDate(today, months)).toBe(last);
  });

  it('lets an approved booking be cancelled until the cut-off days before the event', () => {
    expect(lastCancelDate('2027-03-10', 7)).toBe('2027-03-03');
    expect(lastCancelDate('2027-03-10', 0)).toBe('2027-03-10');
  });

  it('blocks a timing only for an approved booking that clashes with it', () => {
    const a = {
      today: '2026-11-26',
      last_date: '2027-11-26',
      cancel_cutoff_days: 7,
      taken: [
        { event_date: '2027-01-05', event_time: 'morning', status: 'approved' as const },
        { event_date: '2027-01-06', event_time: 'both', status: 'pending' as const },
      ],
    };
    expect(isBlocked(a, '2027-01-05', 'morning')).toBe(true);
    expect(isBlocked(a, '2027-01-05', 'both')).toBe(true);
    expect(isBlocked(a, '2027-01-05', 'evening')).toBe(false);
    expect(isBlocked(a, '2027-01-06', 'morning')).toBe(false);
  });
});
