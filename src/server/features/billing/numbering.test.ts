import { describe, expect, it } from 'vitest';
import { financialYear, receiptNumber } from '../../../shared/receipts.ts';
import { ACCOUNTS_SERIES, documentNumber } from './numbering.ts';

describe('document numbers of the accounts', () => {
  it('writes the prefix, the financial year of the document date and a four-digit serial', () => {
    expect(documentNumber('bill', financialYear('2026-11-01'), 1)).toBe('MB/2026-27/0001');
    expect(documentNumber('creditNote', financialYear('2026-11-01'), 12)).toBe('CN/2026-27/0012');
    expect(documentNumber('debitNote', financialYear('2027-01-15'), 345)).toBe('DN/2026-27/0345');
    expect(documentNumber('bill', '2026-27', 10_000)).toBe('MB/2026-27/10000');
  });

  it('31 March closes a financial year and 1 April opens the next', () => {
    expect(documentNumber('bill', financialYear('2027-03-31'), 4812)).toBe('MB/2026-27/4812');
    expect(documentNumber('bill', financialYear('2027-04-01'), 1)).toBe('MB/2027-28/0001');
    expect(documentNumber('receipt', financialYear('2100-03-31'), 7)).toBe('RCT/2099-00/0007');
  });

  it('a maintenance receipt reads like every other receipt of the society, from the same series', () => {
    expect(ACCOUNTS_SERIES.receipt.series).toBe('receipt');
    for (const n of [1, 99, 10_001])
      expect(documentNumber('receipt', '2026-27', n)).toBe(receiptNumber('2026-27', n));
  });

  it('each document has its own series', () => {
    const series = Object.values(ACCOUNTS_SERIES).map((s) => s.series);
    expect(new Set(series).size).toBe(series.length);
  });

  it('refuses a serial that is not a positive whole number', () => {
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => documentNumber('bill', '2026-27', bad)).toThrow();
  });
});
