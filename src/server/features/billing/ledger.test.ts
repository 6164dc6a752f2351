import { describe, expect, it } from 'vitest';
import { balanceOf, type LedgerEntry, runningBalances } from './ledger.ts';

const entries: LedgerEntry[] = [
  { id: 'p1', kind: 'payment', date: '2026-11-20', amountPaise: 4_000_00, number: 'RCT/2026-27/0001' },
  { id: 'b1', kind: 'bill', date: '2026-11-01', dueDate: '2026-11-15', amountPaise: 5_000_00 },
  { id: 'o', kind: 'opening_balance', date: '2026-04-01', amountPaise: -1_000_00 },
  { id: 'i1', kind: 'interest', date: '2026-12-01', amountPaise: 12_34 },
  { id: 'b2', kind: 'bill', date: '2026-12-01', dueDate: '2026-12-15', amountPaise: 5_000_00 },
  { id: 'cn', kind: 'credit_note', date: '2026-12-05', amountPaise: 500_00, refersTo: 'b2' },
  { id: 'dn', kind: 'debit_note', date: '2026-12-06', amountPaise: 100_00, refersTo: 'b2' },
  { id: 'r', kind: 'payment_reversal', date: '2026-12-07', amountPaise: 4_000_00, refersTo: 'p1' },
  { id: 'c', kind: 'bounce_charge', date: '2026-12-07', amountPaise: 250_00 },
];

describe('a flat’s ledger', () => {
  it('lists the entries in date order with the balance after each, an advance below zero', () => {
    expect(runningBalances(entries).map((row) => [row.entry.id, row.balancePaise])).toEqual([
      ['o', -1_000_00],
      ['b1', 4_000_00],
      ['p1', 0],
      ['i1', 12_34],
      ['b2', 5_012_34],
      ['cn', 4_512_34],
      ['dn', 4_612_34],
      ['r', 8_612_34],
      ['c', 8_862_34],
    ]);
  });

  it('its balance is what the running balance ends on', () => {
    expect(balanceOf(entries)).toBe(8_862_34);
    expect(balanceOf([])).toBe(0);
  });
});
