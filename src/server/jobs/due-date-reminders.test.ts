// The reminders around due dates: a flat whose latest bill is unpaid is mailed the set days before its due date and
// again the set days after, once a day at most (the office's own reminders included), with the Pay by UPI link.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BillingSettingsInput, billingAdminApi } from '../../shared/billing-admin.ts';
import { addDays, todayIn } from '../../shared/dates.ts';
import { DUES_ADMIN_TEXT, duesAdminApi } from '../../shared/dues-admin.ts';
import { flats } from '../db/schema.ts';
import { postEntries } from '../features/dues/ledger-store.ts';
import { mailsTo } from '../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../test/harness.ts';
import { sendDueDateReminders } from './due-date-reminders.ts';

let t: TestApp;
let admin: Resident;
const today = () => todayIn('Asia/Kolkata');
const flatIds: Record<string, string> = {};
const residents: Record<string, Resident> = {};

const SETTINGS: BillingSettingsInput = {
  billing_period: 'monthly',
  gst_threshold: '7500',
  interest_rate: '0',
  payment_order: 'interest_first',
  change_flag_percent: '20',
  registration_no: '',
  upi_vpa: 'sagardarshan@hdfcbank',
  upi_payee_name: 'Sagar Darshan CHS',
  bounced_cheque_charge: '0',
};

/** A confirmed resident on a flat of the register whose one bill falls due `dueIn` days from today. */
async function flatDueIn(flatNo: string, dueIn: number, amountPaise: number) {
  const [flat] = await t.database.db.insert(flats).values({ wing: 'C', flat_no: flatNo }).returning();
  flatIds[flatNo] = flat.id;
  residents[flatNo] = await signUpResident(t, { flat_no: flatNo });
  await confirmFlat(t, residents[flatNo], admin);
  await t.database.db.transaction((tx) =>
    postEntries(tx, [
      {
        flat_id: flat.id,
        kind: 'bill',
        entry_date: addDays(today(), dueIn - 15),
        due_date: addDays(today(), dueIn),
        amount_paise: amountPaise,
        number: `MB/2026-27/9${flatNo.slice(-3)}`,
        description: 'Maintenance bill',
      },
    ]),
  );
}

const reminders = (flatNo: string) => mailsTo(t, residents[flatNo].email, 'Reminder:%');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  const saved = await t.as(admin).call(billingAdminApi.saveSettings, SETTINGS);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  await flatDueIn('C-301', 3, 425_050); // due in 3 days, unpaid: reminded
  await flatDueIn('C-302', -1, 300_000); // due yesterday, unpaid: reminded again
  await flatDueIn('C-303', 3, 100_000); // due in 3 days, but paid
  await flatDueIn('C-304', 5, 200_000); // due in 5 days: not yet
  await flatDueIn('C-305', -2, 200_000); // due 2 days ago: its day after has passed
  const paid = await t.as(admin).call(duesAdminApi.recordPayment, {
    flat_id: flatIds['C-303'],
    mode: 'cash',
    amount: '1000',
    received_on: today(),
  });
  if (paid.statusCode !== 201) throw new Error(paid.body);
});
afterAll(() => t.close());

describe('reminders around the due date', () => {
  it('mails the unpaid flats 3 days before and 1 day after, with the Pay by UPI link and the upi:// link', async () => {
    expect(await sendDueDateReminders(t.app.ctx)).toBe('2 flats reminded');
    await vi.waitFor(async () => {
      expect(await reminders('C-301')).toHaveLength(1);
      expect(await reminders('C-302')).toHaveLength(1);
    });
    const [mail] = await reminders('C-301');
    expect(mail.subject).toBe('Reminder: ₹4,250.50 due for flat C-301');
    expect(mail.text).toContain('Pay by UPI: http://localhost:3000/member-invoices?pay=upi');
    expect(mail.text).toContain(
      'upi://pay?pa=sagardarshan@hdfcbank&pn=Sagar%20Darshan%20CHS&am=4250.50&cu=INR&tn=MB%2F2026-27%2F9301',
    );
    for (const flat of ['C-303', 'C-304', 'C-305']) expect(await reminders(flat)).toHaveLength(0);
  });

  it('never mails a flat twice a day: again, or by the office by hand', async () => {
    expect(await sendDueDateReminders(t.app.ctx)).toBe('0 flats reminded');
    const byHand = await t.as(admin).call(duesAdminApi.remind, { flat_ids: [flatIds['C-301']] });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.error().message).toBe(DUES_ADMIN_TEXT.reminderToday);
    expect(await reminders('C-301')).toHaveLength(1);
  });

  it('follows the settings of the accounts: 5 days before reaches the next flat; 0 turns a reminder off', async () => {
    const five = await t.as(admin).call(billingAdminApi.saveSettings, {
      ...SETTINGS,
      reminder_days_before: '5',
      reminder_days_after: '0',
    });
    expect(five.statusCode).toBe(200);
    expect(five.json()).toMatchObject({ reminder_days_before: 5, reminder_days_after: 0 });
    expect(await sendDueDateReminders(t.app.ctx)).toBe('1 flats reminded');
    await vi.waitFor(async () => expect(await reminders('C-304')).toHaveLength(1));
    expect(await reminders('C-305')).toHaveLength(0);

    const refused = await t.as(admin).send(billingAdminApi.saveSettings, {
      ...SETTINGS,
      reminder_days_before: '31',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.error().fields?.reminder_days_before).toMatch(/from 0 to 30/);
  });
});
