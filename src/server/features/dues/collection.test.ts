// The office's collection figures: billed, collected (net of bounced cheques) and outstanding for the current
// billing period, and the collection rate of each of the last 12 periods, from a known history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates.ts';
import { duesAdminApi as office } from '../../../shared/dues-admin.ts';
import { flats } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';
import { periodOf, previousPeriod } from '../billing/periods.ts';
import { postEntries } from './ledger-store.ts';

let t: TestApp;
let admin: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

describe('GET /api/admin/dues/collection', () => {
  it('sums what was billed and collected per period, and what is owed at its end', async () => {
    const today = todayIn('Asia/Kolkata');
    const current = periodOf(today, 'monthly');
    const previous = previousPeriod(current);
    const [flat] = await t.database.db
      .insert(flats)
      .values({ wing: 'A', flat_no: 'A-1', opening_balance: '1000.00', opening_balance_date: '2020-04-01' })
      .returning({ id: flats.id });
    const entry = (kind: 'bill' | 'credit_note', date: string, amount_paise: number) => ({
      flat_id: flat.id,
      kind,
      entry_date: date,
      due_date: kind === 'bill' ? date : null,
      amount_paise,
      description: kind,
    });
    await t.database.db.transaction((tx) =>
      postEntries(tx, [
        entry('bill', previous.start, 50_000),
        entry('bill', current.start, 120_000),
        entry('credit_note', current.start, 20_000),
      ]),
    );
    const pay = (amount: string, received_on: string, mode: 'cash' | 'cheque') =>
      t.as(admin).call(office.recordPayment, {
        flat_id: flat.id,
        amount,
        received_on,
        mode,
        received_from: 'Owner',
        ...(mode === 'cheque' ? { cheque_number: '1', cheque_bank: 'SBI', cheque_date: received_on } : {}),
      });
    await pay('500', previous.start, 'cash');
    await pay('600', today, 'cash');
    const bounced = (await pay('200', today, 'cheque')).json();
    expect((await t.as(admin).call(office.bounce, { id: bounced.id })).statusCode).toBe(200);

    const res = await t.as(admin).call(office.collection);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      period: { key: current.key, label: current.label },
      billed_paise: 100_000,
      collected_paise: 60_000,
      // 1,000 opening + 500 + 1,200 − 200 billed − 500 − 600 paid (the bounced 200 and its reversal cancel).
      outstanding_paise: 140_000,
    });
    expect(body.periods).toHaveLength(12);
    expect(body.periods.at(-2)).toMatchObject({
      key: previous.key,
      billed_paise: 50_000,
      collected_paise: 50_000,
      rate_bp: 10_000,
    });
    expect(body.periods.at(-1)?.rate_bp).toBe(6_000);
    expect(body.periods[0].rate_bp).toBeNull();
    const resident = await signUpResident(t);
    expect((await t.as(resident).call(office.collection)).statusCode).toBe(403);
  });
});
