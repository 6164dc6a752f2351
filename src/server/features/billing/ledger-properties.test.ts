// Properties of the ledger and of interest on arrears over random histories of many flats: bills, notes, interest,
// payments, reversals of payments (bounced cheques) and their charges, across a leap day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from '../../../shared/billing-admin.ts';
import { interestOnArrears } from './interest.ts';
import { balanceOf, type LedgerEntry, runningBalances } from './ledger.ts';

const OPS = [
  'bill',
  'debit_note',
  'credit_note',
  'interest',
  'payment',
  'reversal',
  'bounce_charge',
] as const;
const DAYS = 800; // 1 Jan 2026 to 11 Mar 2028: takes in 29 Feb 2028
const isoDay = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

const op = fc.record({
  kind: fc.constantFrom(...OPS),
  day: fc.integer({ min: 0, max: DAYS }),
  dueIn: fc.integer({ min: 0, max: 30 }),
  amountPaise: fc.integer({ min: 1, max: 50_000_00 }),
  pick: fc.nat(),
});
const history = fc.record({
  opening: fc.option(fc.integer({ min: -50_000_00, max: 50_000_00 }).filter((n) => n !== 0)),
  ops: fc.array(op, { maxLength: 40 }),
});

/** A flat's ledger from random operations: a reversal undoes a payment not yet undone, on or after its date. */
function ledgerOf(flat: string, { opening, ops }: History) {
  const entries: LedgerEntry[] = [];
  if (opening !== null)
    entries.push({ id: `${flat}-open`, kind: 'opening_balance', date: isoDay(0), amountPaise: opening });
  const payments: LedgerEntry[] = [];
  ops.forEach(({ kind, day, dueIn, amountPaise, pick }, i) => {
    const id = `${flat}-${i}`;
    const date = isoDay(day);
    if (kind === 'reversal') {
      const payment = payments.splice(pick % Math.max(payments.length, 1), 1)[0];
      if (!payment) return;
      const on = [payment.date, date].sort()[1]; // not before the payment
      entries.push({
        id,
        kind: 'payment_reversal',
        date: on,
        amountPaise: payment.amountPaise,
        refersTo: payment.id,
      });
      return;
    }
    const bills = entries.filter((e) => e.kind === 'bill');
    const entry: LedgerEntry = { id, kind, date, amountPaise };
    if (kind === 'bill' || kind === 'debit_note') entry.dueDate = isoDay(day + dueIn);
    if ((kind === 'credit_note' || kind === 'debit_note') && bills.length)
      entry.refersTo = bills[pick % bills.length].id;
    if (kind === 'payment') payments.push(entry);
    entries.push(entry);
  });
  return entries;
}

type History = typeof history extends fc.Arbitrary<infer T> ? T : never;
const society = fc.array(history, { minLength: 1, maxLength: 6 });
const sumOf = (entries: LedgerEntry[], kind: LedgerEntry['kind']) =>
  entries.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amountPaise, 0);

describe('ledger properties', () => {
  it('every flat owes bills + debit notes + interest − payments − credit notes, and the society the sum of its flats', () => {
    fc.assert(
      fc.property(society, (histories) => {
        const flats = histories.map((h, i) => ledgerOf(`F${i}`, h));
        for (const entries of flats) {
          const expected =
            sumOf(entries, 'opening_balance') +
            sumOf(entries, 'bill') +
            sumOf(entries, 'debit_note') +
            sumOf(entries, 'bounce_charge') +
            sumOf(entries, 'interest') -
            (sumOf(entries, 'payment') - sumOf(entries, 'payment_reversal')) -
            sumOf(entries, 'credit_note');
          expect(balanceOf(entries)).toBe(expected);
          const rows = runningBalances(entries);
          expect(rows.at(-1)?.balancePaise ?? 0).toBe(expected);
          expect(rows.map((r) => r.entry.date)).toEqual(entries.map((e) => e.date).sort());
        }
        const everyEntry = flats.flat();
        expect(balanceOf(everyEntry)).toBe(flats.reduce((sum, entries) => sum + balanceOf(entries), 0));
      }),
      { numRuns: 300 },
    );
  });
});

describe('interest properties', () => {
  const args = fc.record({
    history,
    asOf: fc.integer({ min: 0, max: DAYS + 60 }),
    later: fc.integer({ min: 0, max: 400 }),
    rateBp: fc.integer({ min: 0, max: 2100 }),
    order: fc.constantFrom<PaymentOrder>('interest_first', 'principal_first'),
  });

  it('is never negative, accounts for every paisa, grows with time, and charging it leaves none due', () => {
    fc.assert(
      fc.property(args, ({ history: h, asOf, later, rateBp, order }) => {
        const entries = ledgerOf('F', h);
        const on = isoDay(asOf);
        const result = interestOnArrears(entries, on, rateBp, order);
        expect(result.accruedPaise).toBeGreaterThanOrEqual(0);
        expect(result.duePaise).toBe(Math.max(0, result.accruedPaise - result.chargedPaise));
        // What is open (principal, charged interest, less any advance) is the balance: no paisa lost in applying.
        const open =
          result.openPrincipal.reduce((sum, o) => sum + o.remainingPaise, 0) + result.openInterestPaise;
        expect(open - result.advancePaise).toBe(balanceOf(entries.filter((e) => e.date <= on)));
        // Interest accrued by a later day is never less.
        const afterwards = interestOnArrears(entries, isoDay(asOf + later), rateBp, order);
        expect(afterwards.accruedPaise).toBeGreaterThanOrEqual(result.accruedPaise);
        // Charging what is due on a bill of that day leaves nothing due.
        if (result.duePaise > 0) {
          const charged = [
            ...entries,
            { id: 'charged', kind: 'interest' as const, date: on, amountPaise: result.duePaise },
          ];
          expect(interestOnArrears(charged, on, rateBp, order).duePaise).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is earned on principal only: unpaid, it is exactly Σ principal × rate × days overdue / 365, whatever interest was charged', () => {
    const debtsOnly = args.map((a) => ({
      ...a,
      history: {
        opening: a.history.opening !== null && a.history.opening > 0 ? a.history.opening : null,
        ops: a.history.ops.filter(
          (o) =>
            o.kind === 'bill' ||
            o.kind === 'debit_note' ||
            o.kind === 'interest' ||
            o.kind === 'bounce_charge',
        ),
      },
    }));
    fc.assert(
      fc.property(debtsOnly, ({ history: h, asOf, rateBp, order }) => {
        const entries = ledgerOf('F', h);
        const on = isoDay(asOf);
        const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
        let numerator = 0n;
        for (const e of entries) {
          if (e.date > on || e.kind === 'interest') continue;
          const overdue = Math.max(0, dayOf(on) - dayOf(e.dueDate ?? e.date));
          numerator += BigInt(e.amountPaise) * BigInt(rateBp) * BigInt(overdue);
        }
        // Half up, once: (2n + d) / 2d.
        const expected = Number((2n * numerator + 3_650_000n) / 7_300_000n);
        expect(interestOnArrears(entries, on, rateBp, order).accruedPaise).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('checkpoint properties', () => {
  it('going on from a checkpoint gives what the whole journal gives: interest, what is open, advances, balance', () => {
    const args = fc.record({
      history,
      cut: fc.integer({ min: -1, max: DAYS + 30 }),
      asOf: fc.integer({ min: 0, max: DAYS + 60 }),
      rateBp: fc.integer({ min: 0, max: 2100 }),
      order: fc.constantFrom<PaymentOrder>('interest_first', 'principal_first'),
    });
    fc.assert(
      fc.property(args, ({ history: h, cut, asOf, rateBp, order }) => {
        const entries = ledgerOf('F', h);
        const [checkpointDay, on] = [isoDay(Math.min(cut, asOf)), isoDay(asOf)];
        const before = entries.filter((e) => e.date <= checkpointDay);
        const after = entries.filter((e) => e.date > checkpointDay);
        // A reversal of a payment received by the checkpoint reaches back over it: the checkpoint is dropped then.
        fc.pre(!after.some((e) => e.kind === 'payment_reversal' && before.some((p) => p.id === e.refersTo)));
        const checkpoint = interestOnArrears(before, checkpointDay, rateBp, order).state;
        // Stored as JSON, as the table keeps it.
        const stored = JSON.parse(JSON.stringify(checkpoint));
        const whole = interestOnArrears(entries, on, rateBp, order);
        const resumed = interestOnArrears(after, on, rateBp, order, stored);
        expect(resumed.accruedPaise).toBe(whole.accruedPaise);
        expect(resumed.chargedPaise).toBe(whole.chargedPaise);
        expect(resumed.duePaise).toBe(whole.duePaise);
        expect(resumed.openPrincipal).toEqual(whole.openPrincipal);
        expect(resumed.openInterestPaise).toBe(whole.openInterestPaise);
        expect(resumed.advancePaise).toBe(whole.advancePaise);
        expect(resumed.state).toEqual(whole.state);
        expect(balanceOf(before) + balanceOf(after.filter((e) => e.date <= on))).toBe(
          balanceOf(entries.filter((e) => e.date <= on)),
        );
      }),
      { numRuns: 500 },
    );
  });
});
