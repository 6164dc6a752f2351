import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp, paiseOf } from './exact-money.ts';
import { decimalOf, formatINR, formatPrice } from './money.ts';

describe('money', () => {
  it('writes amounts in Indian grouping with paise', () => {
    expect(formatINR(1500)).toBe('₹1,500.00');
    expect(formatINR(150000.5)).toBe('₹1,50,000.50');
    expect(formatINR('1500.00')).toBe('₹1,500.00');
  });

  it('formats the stored decimal text exactly, beyond what a float holds', () => {
    expect(formatINR('9999999999999999.99')).toBe('₹9,99,99,99,99,99,99,999.99');
  });

  it('writes whole prices without paise and the others with', () => {
    expect(formatPrice(5900)).toBe('₹5,900');
    expect(formatPrice(6489.99)).toBe('₹6,489.99');
    expect(formatPrice(6489.5)).toBe('₹6,489.50');
  });

  it('reads and writes stored amounts in whole paise, exactly', () => {
    expect(paiseOf('1500.00')).toBe(150000);
    expect(paiseOf('99.5')).toBe(9950);
    expect(paiseOf('-20.05')).toBe(-2005);
    expect(decimalOf(paiseOf('0.10') + paiseOf('0.20'))).toBe('0.30');
    for (let p = -1000; p <= 100000; p += 7) expect(paiseOf(decimalOf(p))).toBe(p);
    expect(() => paiseOf('12.345')).toThrow();
  });
});

describe('divideRoundingHalfUp', () => {
  it('rounds once, half away from zero, exactly', () => {
    expect(divideRoundingHalfUp(5n, 10n)).toBe(1);
    expect(divideRoundingHalfUp(4n, 10n)).toBe(0);
    expect(divideRoundingHalfUp(15n, 10n)).toBe(2);
    expect(divideRoundingHalfUp(-5n, 10n)).toBe(-1);
    expect(divideRoundingHalfUp(-4n, 10n)).toBe(0);
    expect(divideRoundingHalfUp(0n, 7n)).toBe(0);
    // Beyond a float's 2^53: a product of a large amount and a rate still rounds on its last digit.
    expect(divideRoundingHalfUp(9_007_199_254_740_993n * 10n + 5n, 10n)).toBe(Number(9_007_199_254_740_994n));
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow();
  });
});
