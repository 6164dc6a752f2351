// The analytics range rules the form and the server share, and the duration wording.
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_TEXT,
  analyticsQuery,
  defaultFrom,
  durationParts,
  monthsSpanned,
  rangeProblem,
} from './analytics.ts';

const firstMessage = (input: unknown) => analyticsQuery.safeParse(input).error?.issues[0]?.message;

describe('the default range', () => {
  it('starts on the first day of the month eleven months back, across a year end', () => {
    expect(defaultFrom('2026-11-22')).toBe('2025-12-01');
    expect(defaultFrom('2026-01-31')).toBe('2025-02-01');
    expect(defaultFrom('2026-12-01')).toBe('2026-01-01');
    expect(monthsSpanned(defaultFrom('2026-11-22'), '2026-11-22')).toBe(12);
  });
});

describe('range rules', () => {
  it('counts calendar months, a range inside one month spanning one', () => {
    expect(monthsSpanned('2025-02-01', '2025-02-28')).toBe(1);
    expect(monthsSpanned('2024-12-31', '2025-01-01')).toBe(2);
  });

  it('blames the start for a start after the end or a range past five years', () => {
    expect(rangeProblem('2025-01-01', '2025-01-01')).toBeNull();
    expect(rangeProblem('2025-01-02', '2025-01-01')).toEqual({
      field: 'from',
      message: ANALYTICS_TEXT.fromAfterTo,
    });
    expect(rangeProblem('2020-01-01', '2024-12-31')).toBeNull();
    expect(rangeProblem('2020-01-01', '2025-01-01')?.message).toBe(ANALYTICS_TEXT.tooLong);
  });

  it('accepts nothing, either date or both', () => {
    expect(analyticsQuery.safeParse({}).success).toBe(true);
    expect(analyticsQuery.parse({ from: '2025-01-01' })).toEqual({ from: '2025-01-01' });
    expect(analyticsQuery.parse({ from: '2025-01-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
    });
  });

  it('refuses impossible dates, dates out of bounds, inverted ranges and unknown fields', () => {
    expect(firstMessage({ from: '2026-02-30' })).toBe(ANALYTICS_TEXT.invalidDate);
    expect(firstMessage({ to: '0000-01-01' })).toBe(ANALYTICS_TEXT.invalidDate);
    expect(firstMessage({ from: '1999-12-31' })).toBe(ANALYTICS_TEXT.outOfBounds);
    expect(firstMessage({ from: '2025-02-01', to: '2025-01-31' })).toBe(ANALYTICS_TEXT.fromAfterTo);
    expect(firstMessage({ since: '2025-01-01' })).toBe(
      'Unknown filter: since. The analytics take only from and to.',
    );
  });

  it('names at most three unknown fields, each cut to 40 characters', () => {
    expect(ANALYTICS_TEXT.unknownField(['x'.repeat(100), 'b', 'c', 'd'])).toBe(
      `Unknown filter: ${'x'.repeat(40)}, b, c. The analytics take only from and to.`,
    );
  });
});

describe('durationParts', () => {
  it('says minutes, hours or days as the length suits', () => {
    expect(durationParts(0.25)).toEqual({ value: '15', unit: 'min' });
    expect(durationParts(7)).toEqual({ value: '7', unit: 'h' });
    expect(durationParts(30.25)).toEqual({ value: '30.3', unit: 'h' });
    expect(durationParts(60)).toEqual({ value: '2.5', unit: 'days' });
  });
});
