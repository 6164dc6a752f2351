// The office's numbers as text and back: exact hundredths, and a head's rate in words.
import { describe, expect, it } from 'vitest';
import {
  BILLING_TEXT,
  billingSettingsInput,
  chargeHeadInput,
  hundredthsText,
  rateText,
} from './billing-admin.ts';
import { VALIDATION_TEXT } from './validation.ts';

describe('hundredthsText', () => {
  it('writes basis points and paise as the office types them, without trailing zeros', () => {
    expect([1800, 1550, 25, 0, 10000, 125050, 5].map(hundredthsText)).toEqual([
      '18',
      '15.5',
      '0.25',
      '0',
      '100',
      '1250.5',
      '0.05',
    ]);
  });
});

describe('typed rates', () => {
  it('are read exactly from their digits (no float in between)', () => {
    const head = chargeHeadInput.parse({
      name: 'Repairs',
      basis: 'carpet_area',
      rate: '0.29',
      gst_rate: '18',
    });
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(head).toMatchObject({ rate_paise: 29, rate_bp: 0, gst_rate_bp: 1800 });
    const settings = billingSettingsInput.parse({
      billing_period: 'monthly',
      gst_threshold: '7500.01',
      interest_rate: '20.99',
      payment_order: 'interest_first',
      change_flag_percent: '0.57',
      registration_no: '',
      upi_vpa: '',
      upi_payee_name: '',
      bounced_cheque_charge: 0,
    });
    expect(settings).toMatchObject({
      gst_threshold: 750001,
      interest_rate: 2099,
      change_flag_percent: 57,
      bounced_cheque_charge: 0,
    });
  });
});

describe('a head’s form', () => {
  it('says what is wrong with the rate together with the other fields’ messages', () => {
    const parsed = chargeHeadInput.safeParse({ name: '', basis: 'non_occupancy', rate: '12', gst_rate: '' });
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({ name: VALIDATION_TEXT.required, rate: BILLING_TEXT.nonOccupancyLimit });
  });
});

describe('rateText', () => {
  it('says a head’s rate with its unit', () => {
    expect(rateText({ basis: 'carpet_area', rate_paise: 235, rate_bp: 0 })).toBe(
      '₹2.35 per sq ft of carpet area',
    );
    expect(rateText({ basis: 'construction_cost_percent', rate_paise: 0, rate_bp: 25 })).toBe(
      '0.25 % a year of construction cost',
    );
    expect(rateText({ basis: 'parking_two_wheeler', rate_paise: 10000, rate_bp: 0 })).toBe(
      '₹100.00 per two-wheeler slot',
    );
    expect(rateText({ basis: 'metered', rate_paise: 0, rate_bp: 0 })).toBe(
      'Entered per flat for each period',
    );
  });
});
