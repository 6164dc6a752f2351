// The office imports its bank statement: new lines are stored and their credits proposed to flats; the same or an
// overlapping statement again adds nothing twice; a bad file is refused naming its line and writes nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input } from '../../../shared/contract.ts';
import { flatsAdminApi } from '../../../shared/flats-admin.ts';
import { reconciliationAdminApi as api, STATEMENT_MAX_BYTES } from '../../../shared/reconciliation-admin.ts';
import {
  bankStatementLines,
  bankStatements,
  reconciliationAllocations,
  reconciliationProposals,
} from '../../db/schema.ts';
import {
  createTestApp,
  postForm,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
const flatIds: Record<string, string> = {};

const register = (flat_no: string, wing: string, opening_balance: string) => ({
  wing,
  flat_no,
  carpet_area_sqft: '650',
  built_up_area_sqft: '',
  construction_cost: '',
  occupancy: 'owner',
  parking_covered: '0',
  parking_open: '0',
  parking_two_wheeler: '0',
  opening_balance,
  opening_balance_date: opening_balance === '0' ? '' : '2026-04-01',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  // Arrears brought forward: owe ₹3,450 each, B-201 owes ₹5,120.50.
  for (const [no, wing, owed] of [
    ['A-101', 'A', '3450'],
    ['A-102', 'A', '3450'],
    ['B-201', 'B', '5120.50'],
  ] as const) {
    const res = await t.as(admin).send(flatsAdminApi.create, register(no, wing, owed));
    expect(res.statusCode, res.body).toBe(201);
    flatIds[no] = res.json().id;
  }
});
afterAll(() => t.close());

const HEAD = [
  'HDFC BANK Ltd.,Statement of account',
  'Account No :,50200012345678',
  '',
  'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
];
const A101 =
  '24/11/26,UPI-RAMESH KUMAR-ramesh@okhdfcbank-HDFC0001234-433012345678-A101 MAINT,0000433012345678,24/11/26,,"3,450.00","1,03,450.00"';
const B201 =
  '25/11/26,NEFT CR-ICIC0000104-SUNITA SHAH-SOCIETY-ICICN52026112500001,ICICN52026112500001,25/11/26,,"5,120.50","1,08,570.50"';
const UNKNOWN =
  '25/11/26,IMPS-433012345680-V NAIR-SBI-XXXXXXXX1234-NA,433012345680,25/11/26,,"1,000.00","1,09,570.50"';
const DEBIT = '26/11/26,NEFT DR-MSEDCL ELECTRICITY,N123,26/11/26,"12,500.00",,"97,070.50"';
const LATER =
  '27/11/26,UPI-V NAIR-vnair@ybl-SBIN0001234-433012345690-A-102,0000433012345690,27/11/26,,"3,450.00","1,00,520.50"';

const csv = (...rows: string[]) => Buffer.from([...HEAD, ...rows].join('\r\n'));
const upload = (bytes: Buffer, fields: Record<string, string> = {}, who: Resident = admin) =>
  postForm(t, api.importStatement.path, fields, who, { field: 'file', name: 'statement.csv', bytes });
const rows = async () => {
  const [lines] = await t.database.db.select({ n: count() }).from(bankStatementLines);
  const [statements] = await t.database.db.select({ n: count() }).from(bankStatements);
  return { lines: lines.n, statements: statements.n };
};

describe('importing a bank statement', () => {
  it('stores its lines and proposes its credits to flats', async () => {
    const res = await upload(csv(A101, B201, UNKNOWN, DEBIT));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      layout: 'hdfc',
      lines_read: 4,
      lines_new: 4,
      duplicates: 0,
      credits_new: 3,
      matched: 2,
      left: 1,
      by_confidence: { high: 1, medium: 0, low: 1 },
    });
    // A-101 by its flat number (high); B-201 by the one amount only it owes (low); the debit is kept, not matched.
    const proposed = await t.database.db
      .select({
        narration: bankStatementLines.narration,
        rule: reconciliationProposals.rule,
        confidence: reconciliationProposals.confidence,
        flat_id: reconciliationAllocations.flat_id,
        amount_paise: reconciliationAllocations.amount_paise,
      })
      .from(reconciliationProposals)
      .innerJoin(bankStatementLines, eq(bankStatementLines.id, reconciliationProposals.line_id))
      .innerJoin(
        reconciliationAllocations,
        eq(reconciliationAllocations.proposal_id, reconciliationProposals.id),
      )
      .orderBy(bankStatementLines.line_no);
    expect(proposed.map(({ narration: _, ...p }) => p)).toEqual([
      { rule: 'flat', confidence: 'high', flat_id: flatIds['A-101'], amount_paise: 345000 },
      { rule: 'amount', confidence: 'low', flat_id: flatIds['B-201'], amount_paise: 512050 },
    ]);
  });

  it('the same statement again adds nothing; an overlapping one adds only its new lines', async () => {
    const again = await upload(csv(A101, B201, UNKNOWN, DEBIT));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      lines_read: 4,
      lines_new: 0,
      duplicates: 4,
      credits_new: 0,
      matched: 0,
    });
    const overlapping = await upload(csv(DEBIT, LATER));
    expect(overlapping.json()).toMatchObject({
      lines_read: 2,
      lines_new: 1,
      duplicates: 1,
      credits_new: 1,
      matched: 1,
    });
    expect((await rows()).lines).toBe(5);
  });

  it('two imports of one statement at once store each line once', async () => {
    const file = csv(
      '03/12/26,UPI-P-p1@ybl-HDFC0001234-433012345701-NOTE,1,03/12/26,,11.00,11.00',
      '03/12/26,UPI-Q-q1@ybl-HDFC0001234-433012345702-NOTE,2,03/12/26,,12.00,23.00',
    );
    const both = await Promise.all([upload(file), upload(file)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both.map((r) => r.json().lines_new).sort()).toEqual([0, 2]);
  });

  it('refuses a bad file naming its line, and writes nothing of it', async () => {
    const before = await rows();
    const fresh = '28/11/26,UPI-X-x1@ybl-HDFC0001234-433012345699-A101,1,28/11/26,,10.00,10.00';
    const formula = await upload(csv(fresh, '29/11/26,"=HYPERLINK(""http://x"")",2,29/11/26,,1.00,11.00'));
    expect(formula.statusCode).toBe(400);
    expect(formula.json().error.message).toMatch(/^Line 6: the cell "=HYPERLINK/);
    const badDate = await upload(csv(fresh, '11/29/2026,UPI-Y,3,,,1.00,12.00'));
    expect(badDate.json().error.message).toMatch(/^Line 6: "11\/29\/2026" is not a date/);
    const wrongColumns = await upload(Buffer.from('name,email\nRamesh,r@example.com\n'));
    expect(wrongColumns.json().error.message).toMatch(/^Lines 1 to 2 have no row of column headings/);
    expect(await rows()).toEqual(before);
    // The good line of the refused files is still new.
    expect((await upload(csv(fresh))).json()).toMatchObject({ lines_new: 1 });
  });

  it('refuses an executable renamed .csv and a file over the limit', async () => {
    const exe = await upload(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.message).toBe('Unsupported file type. Allowed: CSV');
    const big = await upload(Buffer.alloc(STATEMENT_MAX_BYTES + 1, 0x41));
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toMatch(/^The statement is larger than 10 MB/);
  });

  it("remembers the office's mapping of a bank's columns and uses it for the next statement", async () => {
    const file = (row: string) => Buffer.from(['Posting;Details;Cr Amt;Dr Amt', row].join('\n'));
    const mapping = JSON.stringify({
      date: 'Posting',
      narration: 'Details',
      credit: 'Cr Amt',
      debit: 'Dr Amt',
    });
    const first = await upload(file('30/11/2026;BY CASH B-201;100;'), { bank: 'Saraswat  bank', mapping });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ layout: 'SARASWAT BANK', lines_new: 1, matched: 1 });
    const next = await upload(file('01/12/2026;BY CASH;250;'), { bank: 'saraswat bank' });
    expect(next.json()).toMatchObject({ layout: 'SARASWAT BANK', lines_new: 1 });
    const unknownBank = await upload(file('02/12/2026;BY CASH;250;'), { bank: 'Cosmos Bank' });
    expect(unknownBank.json().error.message).toBe(
      'No column mapping is remembered for COSMOS BANK: please map its columns once',
    );
    const incomplete = await upload(file('02/12/2026;BY CASH;250;'), {
      bank: 'Cosmos Bank',
      mapping: JSON.stringify({ date: 'Posting', narration: 'Details', credit: 'Cr Amt' }),
    });
    expect(incomplete.json().error.message).toBe(
      'Please map the credit and debit columns, or the one amount column',
    );
  });

  it('lists the credits with their proposals, a page at a time, searched and filtered', async () => {
    const list = async (query: Input<typeof api.credits>) => {
      const res = await t.as(admin).call(api.credits, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await list({ q: 'A101 MAINT', show: 'proposed' })).toMatchObject({
      total: 1,
      items: [
        {
          txn_date: '2026-11-24',
          amount_paise: 345000,
          proposal: {
            rule: 'flat',
            confidence: 'high',
            parts: [{ flat_no: 'A-101', document_number: null, amount_paise: 345000 }],
          },
        },
      ],
    });
    const low = await list({ confidence: 'low' });
    expect(low.items.map((c) => c.narration)).toContain(
      'NEFT CR-ICIC0000104-SUNITA SHAH-SOCIETY-ICICN52026112500001',
    );
    expect(low.items.every((c) => c.proposal?.confidence === 'low')).toBe(true);
    const unmatched = await list({ show: 'unmatched' });
    expect(unmatched.items.map((c) => c.narration)).toContain('IMPS-433012345680-V NAIR-SBI-XXXXXXXX1234-NA');
    expect(unmatched.items.every((c) => c.proposal === null)).toBe(true);
    // Debits are kept for the report, never in the queue; pages are the server's.
    expect((await list({ q: 'MSEDCL' })).total).toBe(0);
    const all = await list({ pageSize: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(unmatched.total + (await list({ show: 'proposed' })).total);
    expect((await t.as(admin).query(api.credits, 'show=maybe')).statusCode).toBe(400);
  });

  it("offers the presets and the remembered banks, and reads with the chosen preset's headings only", async () => {
    const layouts = await t.as(admin).call(api.layouts);
    expect(layouts.statusCode).toBe(200);
    expect(layouts.json().presets).toContainEqual({ id: 'hdfc', bank: 'HDFC Bank' });
    expect(layouts.json().remembered).toEqual(['SARASWAT BANK']);
    const fresh = '05/12/26,UPI-Z-z1@ybl-HDFC0001234-433012345777-NOTE,7,05/12/26,,17.00,17.00';
    const wrongBank = await upload(csv(fresh), { preset: 'sbi' });
    expect(wrongBank.statusCode).toBe(400);
    expect(wrongBank.json().error.message).toMatch(/^Lines 1 to \d+ have no row of column headings/);
    expect((await upload(csv(fresh), { preset: 'nobank' })).json().error.message).toBe(
      'Please choose one of the banks whose layout is known',
    );
    expect((await upload(csv(fresh), { preset: 'hdfc' })).json()).toMatchObject({
      layout: 'hdfc',
      lines_new: 1,
    });
  });

  it('is for the office only', async () => {
    const resident = await signUpResident(t);
    expect((await upload(csv(A101), {}, resident)).statusCode).toBe(403);
    expect((await t.as(resident).call(api.credits, {})).statusCode).toBe(403);
  });
});
