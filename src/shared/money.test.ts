import { describe, expect, it } from 'vitest';
import { decimalOf, formatINR, formatPrice, paiseOf } from './money.ts';

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
