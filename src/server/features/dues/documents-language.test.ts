// A resident who reads Marathi gets the ledger's lines of their statement and of their flat's receipt in Marathi:
// the wordings the server stored in English (the bill, the payment, the interest it paid), with the numbers as
// they were. The CSV statement keeps the ledger's English.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BillingSettingsInput, billingAdminApi } from '../../../shared/billing-admin.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { duesApi } from '../../../shared/dues.ts';
import { duesAdminApi } from '../../../shared/dues-admin.ts';
import { languageApi } from '../../../shared/language.ts';
import { flats } from '../../db/schema.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-reader.ts';
import { postEntries } from './ledger-store.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;
let flatId: string;
const today = todayIn('Asia/Kolkata');

const SETTINGS: BillingSettingsInput = {
  billing_period: 'monthly',
  gst_threshold: '7500',
  interest_rate: '21',
  payment_order: 'interest_first',
  change_flag_percent: '20',
  registration_no: 'MUM/WHW/HSG/TC/1234/1990',
  upi_vpa: '',
  upi_payee_name: '',
  bounced_cheque_charge: '250',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { flat_no: 'A-101', name: 'Asha Kulkarni' });
  [{ id: flatId }] = await t.database.db
    .insert(flats)
    .values({ wing: 'A', flat_no: 'A-101' })
    .returning({ id: flats.id });
  await confirmFlat(t, resident, admin);
  expect((await t.as(admin).call(billingAdminApi.saveSettings, SETTINGS)).statusCode).toBe(200);
  expect((await t.as(resident).send(languageApi.set, { language: 'mr' })).statusCode).toBe(200);
  // A bill and an interest charge as a bill run writes them, overdue: the payment pays the interest first.
  await t.database.db.transaction((tx) =>
    postEntries(tx, [
      {
        flat_id: flatId,
        kind: 'bill',
        entry_date: addDays(today, -90),
        due_date: addDays(today, -75),
        amount_paise: 3_000_00,
        number: 'MB/TEST/0001',
        description: 'Maintenance bill October 2025',
      },
      {
        flat_id: flatId,
        kind: 'interest',
        entry_date: addDays(today, -30),
        amount_paise: 52_00,
        number: 'MB/TEST/0002',
        description: 'Interest on arrears to 2026-10-01',
      },
    ]),
  );
});
afterAll(() => t.close());

const text = async (res: { statusCode: number; rawPayload: Buffer }) => {
  expect(res.statusCode).toBe(200);
  return (await pdfPages(new Uint8Array(res.rawPayload))).join('\n').replace(/\s+/g, ' ');
};

it('prints the receipt’s and the statement’s ledger lines in the resident’s language', async () => {
  const paid = await t
    .as(admin)
    .send(duesAdminApi.recordPayment, { flat_id: flatId, mode: 'cash', amount: '5000', received_on: today });
  expect(paid.statusCode, paid.body).toBe(201);

  // The receipt (in the flat's language: its resident chose मराठी) names the bill and the interest it paid.
  const receipt = await text(await t.as(resident).call(duesApi.receiptPdf, { id: paid.json().id }));
  expect(receipt).toContain('पावती');
  expect(receipt).toMatch(/MB\/TEST\/0002 1 ऑक्टो, 2026 \S+ थकबाकीवरील .* \(व्याज\) ₹52.00/);
  expect(receipt).toMatch(/MB\/TEST\/0001 देखभाल शुल्क \S+ ऑक्टोबर 2025 ₹3,000.00/);
  expect(receipt).not.toMatch(/Maintenance bill|Interest|interest/);

  const range = { from: addDays(today, -100), to: today };
  const statement = await text(await t.as(resident).call(duesApi.myStatement, { ...range, format: 'pdf' }));
  expect(statement).toMatch(/MB\/TEST\/0001 देखभाल शुल्क \S+ ऑक्टोबर 2025 ₹3,000.00/);
  expect(statement).toContain('रोख भरणा');
  expect(statement).toMatch(/1 ऑक्टो, 2026 \S+ थकबाकीवरील/);
  expect(statement).not.toMatch(/Maintenance bill|Interest|Payment in cash/);

  // The CSV is the ledger as stored, for a spreadsheet: in English.
  const csv = await t.as(resident).call(duesApi.myStatement, { ...range, format: 'csv' });
  expect(csv.body).toContain('Maintenance bill October 2025');
  expect(csv.body).toContain('Payment in cash');
});
