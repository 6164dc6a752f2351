import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

// Amounts are written as rupees in Indian grouping followed by two digits of paise: 1_00_000_00 is ₹1,00,000.00.
describe('amountInWords (integer paise, Indian numbering)', () => {
  it.each([
    [12345670, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [1, 'One Paisa Only'],
    [10001, 'Rupees One Hundred and One Paisa Only'],
    [100, 'Rupees One Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      99_99_99_999_99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [1_00_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [
      12_34_56_78_901_00,
      'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Only',
    ],
    [350000, 'Rupees Three Thousand Five Hundred Only'],
    [7_50_000, 'Rupees Seven Thousand Five Hundred Only'],
    [11_11_900, 'Rupees Eleven Thousand One Hundred Nineteen Only'],
    [20_00_040, 'Rupees Twenty Thousand and Forty Paise Only'],
    [1_00_001_00, 'Rupees One Lakh One Only'],
    [15_00_000_00, 'Rupees Fifteen Lakh Only'],
  ])('%i paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('refuses %s', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
