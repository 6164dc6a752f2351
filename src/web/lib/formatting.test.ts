// Dates and amounts in each language's Indian form, on the society's clock, with Latin digits, whatever the machine.
import { afterEach, describe, expect, it } from 'vitest';
import { formatINR, formatPrice } from '@/shared/money';
import { formatDate, formatDateTime, setDisplayLocale } from './utils';

afterEach(() => setDisplayLocale('en'));

describe('dates in each language', () => {
  it('writes a calendar date in English, Marathi and Hindi, with Latin digits', () => {
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    setDisplayLocale('mr');
    expect(formatDate('2026-11-21')).toBe('21 नोव्हें, 2026');
    setDisplayLocale('hi');
    expect(formatDate('2026-11-21')).toBe('21 नव॰ 2026');
  });

  it("reads a timestamp on the society's clock (Asia/Kolkata): 20:00 UTC is the next day there", () => {
    setDisplayLocale('mr');
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 नोव्हें, 2026');
    expect(formatDateTime('2026-11-21T20:00:00Z')).toMatch(/^22 नोव्हेंबर, 2026.*1:30/);
    setDisplayLocale('hi');
    expect(formatDateTime('2026-11-21T20:00:00Z')).toMatch(/^22 नवंबर 2026.*1:30/);
  });

  it('never writes Devanagari digits', () => {
    for (const locale of ['mr', 'hi'] as const) {
      setDisplayLocale(locale);
      expect(formatDate('2026-11-21') + formatDateTime('2026-11-21T20:00:00Z')).not.toMatch(/[०-९]/);
    }
  });
});

describe('money in every language', () => {
  it('is written as Indian bills print it, lakh grouping and Latin digits, whatever the language', () => {
    for (const locale of ['en', 'mr', 'hi'] as const) {
      setDisplayLocale(locale);
      expect(formatINR('150000.50')).toBe('₹1,50,000.50');
      expect(formatPrice(5900)).toBe('₹5,900');
    }
  });
});
