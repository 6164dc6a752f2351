// The balance the API reports, over random histories: bills, debit and credit notes and interest written as a
// published bill run writes them, payments recorded and cheques bounced through the API. Each flat's balance (its
// ledger's, and the dues list's) equals opening balance + bills + debit notes + interest + bounce charges − the
// payments that stood − credit notes, to the paisa; the society's total is the sum of its flats. A ledger checkpoint
// written midway (dropped when a later entry reaches back over it) changes none of it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAdminApi } from '../../../shared/billing-admin.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { duesAdminApi as office } from '../../../shared/dues-admin.ts';
import { decimalOf } from '../../../shared/money.ts';
import { flats } from '../../db/schema.ts';
import { createTestApp, type Resident, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { interestOnArrears } from '../billing/interest.ts';
import { balanceOf } from '../billing/ledger.ts';
import { checkpointOf, lockCheckpoints, saveCheckpoints } from './checkpoints.ts';
import { postEntries, readLedgers, readLedgersSince } from './ledger-store.ts';

let t: TestApp;
let admin: Resident;
const CHARGE = 17_500; // the society's bounced-cheque charge, paise

const op = fc.record({
  kind: fc.constantFrom('bill', 'debit_note', 'credit_note', 'interest', 'cash', 'cheque', 'bounce'),
  daysAgo: fc.integer({ min: 1, max: 700 }),
  amountPaise: fc.integer({ min: 1, max: 2_000_000 }),
  pick: fc.nat(),
});
const history = fc.record({
  opening: fc.integer({ min: -500_000, max: 500_000 }),
  ops: fc.array(op, { minLength: 1, maxLength: 12 }),
  // A checkpoint written (as a publish writes them) after this many operations, for the end of this day.
  checkpoint: fc.record({ after: fc.nat(), daysAgo: fc.integer({ min: 1, max: 700 }) }),
});
const SETTINGS = { interest_rate_bp: 2100, payment_order: 'principal_first' as const };

/** Writes the flat's checkpoint for the end of a day, from its whole ledger, as a publish does. */
async function writeCheckpoint(flatId: string, day: string) {
  await t.database.db.transaction(async (tx) => {
    await lockCheckpoints(tx);
    const checkpoint = checkpointOf(
      flatId,
      { entries: (await readLedgers(tx, [flatId])).get(flatId) ?? [] },
      day,
      SETTINGS,
    );
    if (checkpoint) await saveCheckpoints(tx, SETTINGS, [checkpoint]);
  });
}

let flatCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const saved = await t.as(admin).call(billingAdminApi.saveSettings, {
    billing_period: 'monthly',
    gst_threshold: '7500',
    interest_rate: '21',
    payment_order: 'principal_first',
    change_flag_percent: '20',
    registration_no: '',
    upi_vpa: '',
    upi_payee_name: '',
    bounced_cheque_charge: decimalOf(CHARGE),
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(() => t.close());

/** Plays a history on a new flat and returns what its balance must be, worked out from the operations alone. */
async function play({ opening, ops, checkpoint }: typeof history extends fc.Arbitrary<infer H> ? H : never) {
  flatCount += 1;
  const [flat] = await t.database.db
    .insert(flats)
    .values({
      wing: `W${flatCount % 3}`,
      flat_no: `P-${flatCount}`,
      opening_balance: decimalOf(opening),
      opening_balance_date: addDays(todayIn('Asia/Kolkata'), -800),
    })
    .returning({ id: flats.id });
  let expected = opening;
  const cheques: string[] = [];
  const bills: string[] = [];
  for (const [i, { kind, daysAgo, amountPaise, pick }] of ops.entries()) {
    if (i === checkpoint.after % ops.length)
      await writeCheckpoint(flat.id, addDays(todayIn('Asia/Kolkata'), -checkpoint.daysAgo));
    const date = addDays(todayIn('Asia/Kolkata'), -daysAgo);
    if (kind === 'cash' || kind === 'cheque') {
      const res = await t.as(admin).call(office.recordPayment, {
        flat_id: flat.id,
        mode: kind,
        amount: decimalOf(amountPaise),
        received_on: date,
        received_from: 'Payer',
        ...(kind === 'cheque' ? { cheque_number: `C${i}`, cheque_bank: 'SBI', cheque_date: date } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      if (kind === 'cheque') cheques.push(res.json().id);
      expected -= amountPaise;
    } else if (kind === 'bounce') {
      const [payment] = cheques.splice(pick % Math.max(cheques.length, 1), 1);
      if (!payment) continue;
      const res = await t.as(admin).call(office.bounce, { id: payment });
      expect(res.statusCode, res.body).toBe(200);
      const { amount_paise } = (await t.as(admin).call(office.payments, { id: flat.id, pageSize: 100 }))
        .json()
        .items.find((p) => p.id === payment)!;
      expected += amount_paise + CHARGE;
    } else {
      const refersTo = kind.endsWith('_note') && bills.length ? bills[pick % bills.length] : undefined;
      const [entry] = await t.database.db.transaction((tx) =>
        postEntries(tx, [
          {
            flat_id: flat.id,
            kind,
            entry_date: date,
            due_date: kind === 'bill' || kind === 'debit_note' ? addDays(date, 15) : null,
            amount_paise: amountPaise,
            refers_to: refersTo,
            description: `${kind} ${i}`,
          },
        ]),
      );
      if (kind === 'bill') bills.push(entry.id);
      expected += kind === 'credit_note' ? -amountPaise : amountPaise;
    }
  }
  return { flatId: flat.id, flatNo: `P-${flatCount}`, expected };
}

describe('balances over random histories', () => {
  it('each flat’s balance as the API reports it follows from its documents, and the society’s is their sum', async () => {
    await fc.assert(
      fc.asyncProperty(history, async (h) => {
        const { flatId, flatNo, expected } = await play(h);
        const ledger = (await t.as(admin).call(office.ledger, { id: flatId, pageSize: 100 })).json();
        expect(ledger.balance_paise).toBe(expected);
        // The running balance of the newest row is the balance, and each row adds its own debit less credit.
        expect(ledger.items[0]?.balance_paise ?? 0).toBe(expected);
        const list = (await t.as(admin).call(office.list, { pageSize: 100 })).json();
        expect(list.items.find((r) => r.flat_no === flatNo)?.outstanding_paise).toBe(expected);
        // The society's dues are its owing flats' balances; its advances, its flats in credit: together the sum.
        const owed = list.items.reduce((s, r) => s + Math.max(r.outstanding_paise, 0), 0);
        const ahead = list.items.reduce((s, r) => s + Math.max(-r.outstanding_paise, 0), 0);
        expect(list.total).toBe(flatCount);
        expect(list.society).toMatchObject({ outstanding_paise: owed, advance_paise: ahead });
        expect(list.wings.reduce((s, w) => s + w.outstanding_paise, 0)).toBe(owed);
        expect(list.wings.reduce((s, w) => s + w.advance_paise, 0)).toBe(ahead);
        // The dues list reads each ledger from its checkpoint (the one written midway, unless a later entry
        // reached back over it): the balance, the interest and what is open, and how old, are the whole ledger's.
        const today = todayIn('Asia/Kolkata');
        const [whole, since] = await Promise.all([
          readLedgers(t.database.db, [flatId]),
          readLedgersSince(t.database.db, today, SETTINGS, [flatId]),
        ]);
        const { start, entries } = since.get(flatId) ?? { entries: [] };
        const all = interestOnArrears(whole.get(flatId) ?? [], today, 2100, 'principal_first');
        const resumed = interestOnArrears(entries, today, 2100, 'principal_first', start?.state);
        expect(resumed.accruedPaise).toBe(all.accruedPaise);
        expect(resumed.duePaise).toBe(all.duePaise);
        expect(resumed.openPrincipal).toEqual(all.openPrincipal);
        expect(resumed.openInterestPaise).toBe(all.openInterestPaise);
        expect(resumed.advancePaise).toBe(all.advancePaise);
        expect((start?.balancePaise ?? 0) + balanceOf(entries)).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});
