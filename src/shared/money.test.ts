import { describe, expect, it } from 'vitest';
import { formatINR, formatPrice } from './money.ts';

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
});
