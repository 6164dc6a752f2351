import { describe, expect, it } from 'vitest';
import { interestOnArrears } from './interest.ts';
import type { LedgerEntry } from './ledger.ts';

// ₹36,500 at 21 % a year is ₹21 a day on actual/365: easy to check by hand.
const P = 36_500_00;
const bill = (id: string, date: string, dueDate: string, amountPaise = P): LedgerEntry => ({
  id,
  kind: 'bill',
  date,
  dueDate,
  amountPaise,
});
const payment = (id: string, date: string, amountPaise: number): LedgerEntry => ({
  id,
  kind: 'payment',
  date,
  amountPaise,
});
const interest = (id: string, date: string, amountPaise: number): LedgerEntry => ({
  id,
  kind: 'interest',
  date,
  amountPaise,
});
const due = (
  entries: LedgerEntry[],
  asOf: string,
  order: 'interest_first' | 'principal_first' = 'interest_first',
) => interestOnArrears(entries, asOf, 2100, order).duePaise;

describe('interest on arrears', () => {
  it('runs per day from the day after the due date, across months', () => {
    const entries = [bill('b1', '2026-11-01', '2026-11-15')];
    expect(due(entries, '2026-11-15')).toBe(0);
    expect(due(entries, '2026-11-16')).toBe(21_00);
    // 16–30 November and 1–15 December: 30 days.
    expect(due(entries, '2026-12-15')).toBe(630_00);
  });

  it('counts 29 February as a day, and a whole leap year as 366 days of rate / 365', () => {
    expect(due([bill('b', '2028-02-01', '2028-02-27')], '2028-03-01')).toBe(3 * 21_00);
    expect(due([bill('b', '2027-02-01', '2027-02-27')], '2027-03-01')).toBe(2 * 21_00);
    expect(due([bill('b', '2027-12-01', '2027-12-31')], '2028-12-31')).toBe(366 * 21_00);
    expect(due([bill('b', '2026-12-01', '2026-12-31')], '2027-12-31')).toBe(365 * 21_00);
  });

  it('none for a payment made on or before the due date; a day for one made the day after', () => {
    const b = bill('b1', '2026-11-01', '2026-11-15');
    expect(due([b, payment('p', '2026-11-10', P)], '2027-03-01')).toBe(0);
    expect(due([b, payment('p', '2026-11-15', P)], '2027-03-01')).toBe(0);
    expect(due([b, payment('p', '2026-11-16', P)], '2027-03-01')).toBe(21_00);
  });

  it('a partial payment stops interest on the part it pays', () => {
    // 10 days on ₹36,500 (₹210), then 20 days on ₹18,250 (₹210).
    const entries = [bill('b1', '2026-11-01', '2026-11-15'), payment('p', '2026-11-25', P / 2)];
    const result = interestOnArrears(entries, '2026-12-15', 2100, 'principal_first');
    expect(result.duePaise).toBe(420_00);
    expect(result.openPrincipal).toEqual([{ entryId: 'b1', dueDate: '2026-11-15', remainingPaise: P / 2 }]);
    expect(result.allocations).toEqual([
      { creditId: 'p', entryId: 'b1', part: 'principal', amountPaise: P / 2, date: '2026-11-25' },
    ]);
  });

  it('rounds once for the whole bill, not per amount', () => {
    // Ten ₹1 bills overdue 10 days: 0.575 paise each. Rounded once: 5.75 -> 6 paise (each rounded: 10 paise).
    const entries = Array.from({ length: 10 }, (_, i) => bill(`b${i}`, '2026-11-01', '2026-11-15', 100));
    expect(due(entries, '2026-11-25')).toBe(6);
  });

  it('never charges interest on interest, and takes off what earlier bills charged', () => {
    const entries = [bill('b1', '2026-11-01', '2026-11-15'), interest('i1', '2026-12-15', 630_00)];
    expect(due(entries, '2026-12-15')).toBe(0);
    // 31 more days on the ₹36,500 only: the unpaid ₹630 of interest earns nothing.
    const later = interestOnArrears(entries, '2027-01-15', 2100, 'interest_first');
    expect(later).toMatchObject({ accruedPaise: 1_281_00, chargedPaise: 630_00, duePaise: 651_00 });
    expect(later.openInterestPaise).toBe(630_00);
  });

  it('applies a payment to interest first or to principal first, as the society sets it', () => {
    const entries = [
      bill('b1', '2026-11-01', '2026-11-15'),
      interest('i1', '2026-12-15', 630_00),
      payment('p', '2026-12-20', P),
    ];
    const interestFirst = interestOnArrears(entries, '2027-01-19', 2100, 'interest_first');
    expect(interestFirst.allocations.map((a) => [a.entryId, a.part, a.amountPaise])).toEqual([
      ['i1', 'interest', 630_00],
      ['b1', 'principal', P - 630_00],
    ]);
    // ₹735 to 20 December, then ₹630 of principal left unpaid for 30 days: ₹10.8739… -> total ₹745.87.
    expect(interestFirst).toMatchObject({ accruedPaise: 745_87, duePaise: 115_87, openInterestPaise: 0 });
    expect(interestFirst.openPrincipal).toEqual([
      { entryId: 'b1', dueDate: '2026-11-15', remainingPaise: 630_00 },
    ]);

    const principalFirst = interestOnArrears(entries, '2027-01-19', 2100, 'principal_first');
    expect(principalFirst.allocations.map((a) => [a.entryId, a.part, a.amountPaise])).toEqual([
      ['b1', 'principal', P],
    ]);
    expect(principalFirst).toMatchObject({
      accruedPaise: 735_00,
      duePaise: 105_00,
      openInterestPaise: 630_00,
    });
    expect(principalFirst.openPrincipal).toEqual([]);
  });

  it('pays the oldest bill first', () => {
    const entries = [
      bill('nov', '2026-11-01', '2026-11-15'),
      bill('oct', '2026-10-01', '2026-10-15'),
      payment('p', '2026-11-20', P),
    ];
    const result = interestOnArrears(entries, '2026-11-20', 2100, 'principal_first');
    expect(result.allocations.map((a) => a.entryId)).toEqual(['oct']);
    expect(result.openPrincipal.map((o) => o.entryId)).toEqual(['nov']);
  });

  it('an advance pays a later bill on its date, so it bears no interest', () => {
    const entries: LedgerEntry[] = [
      { id: 'open', kind: 'opening_balance', date: '2026-04-01', amountPaise: -10_000_00 },
      bill('b1', '2026-11-01', '2026-11-15'),
    ];
    const result = interestOnArrears(entries, '2026-12-15', 2100, 'interest_first');
    expect(result.allocations).toEqual([
      { creditId: 'open', entryId: 'b1', part: 'principal', amountPaise: 10_000_00, date: '2026-11-01' },
    ]);
    // ₹26,500 for 30 days at 21 %: ₹457.397… -> ₹457.40
    expect(result.duePaise).toBe(457_40);
    expect(result.advancePaise).toBe(0);
  });

  it('a bounced cheque counts as never paid, and its charge is principal', () => {
    const entries: LedgerEntry[] = [
      bill('b1', '2026-11-01', '2026-11-15'),
      payment('p', '2026-11-10', P),
      { id: 'r', kind: 'payment_reversal', date: '2026-11-20', amountPaise: P, refersTo: 'p' },
      { id: 'c', kind: 'bounce_charge', date: '2026-11-20', amountPaise: 500_00 },
    ];
    expect(due(entries, '2026-11-19')).toBe(0); // before the reversal, the payment stands
    // ₹630 on the bill as if unpaid, and ₹500 for 25 days: ₹7.19…
    expect(due(entries, '2026-12-15')).toBe(637_19);
    expect(() =>
      due([payment('p', '2026-11-10', 100), { ...entries[2], amountPaise: 101 }], '2026-12-01'),
    ).toThrow();
    // A reversal undoes a payment already received, by no more than it was.
    expect(() => due([payment('p', '2026-11-25', P), entries[2]], '2026-12-01')).toThrow();
  });

  it('a credit note goes to the bill it corrects first', () => {
    const entries: LedgerEntry[] = [
      bill('oct', '2026-10-01', '2026-10-15'),
      bill('nov', '2026-11-01', '2026-11-15'),
      { id: 'cn', kind: 'credit_note', date: '2026-11-01', amountPaise: P, refersTo: 'nov' },
    ];
    // October's bill is still unpaid 16 Oct–15 Nov (31 days); November's was cleared before it fell due.
    const result = interestOnArrears(entries, '2026-11-15', 2100, 'principal_first');
    expect(result.duePaise).toBe(651_00);
    expect(result.openPrincipal.map((o) => o.entryId)).toEqual(['oct']);
  });

  it('follows the rate in force each day, and refuses a rate above 21 % a year', () => {
    const rates = [
      { from: '2026-12-01', bp: 1200 },
      { from: '2020-01-01', bp: 2100 },
    ];
    // 16–30 Nov at 21 % (₹21 a day) and 1–15 Dec at 12 % (₹12 a day).
    const entries = [bill('b1', '2026-11-01', '2026-11-15')];
    expect(interestOnArrears(entries, '2026-12-15', rates, 'interest_first').duePaise).toBe(
      15 * 21_00 + 15 * 12_00,
    );
    expect(() => interestOnArrears(entries, '2026-12-15', 2101, 'interest_first')).toThrow(
      'The interest rate cannot be more than 21% a year.',
    );
    expect(() => interestOnArrears(entries, '2026-12-15', -1, 'interest_first')).toThrow();
    expect(interestOnArrears(entries, '2026-12-15', 0, 'interest_first').duePaise).toBe(0);
  });

  it('ignores entries dated after the day it is worked out for', () => {
    const entries = [bill('b1', '2026-11-01', '2026-11-15'), payment('p', '2026-12-20', P)];
    expect(due(entries, '2026-12-15')).toBe(630_00);
  });
});
