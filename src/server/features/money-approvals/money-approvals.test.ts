// Maker and checker for money: each money action, prepared by one office person, waits until a second person
// approves it (performed then, with both names on its audit row and its documents) or rejects it; the maker cannot
// decide their own, a decided action cannot be decided again, and a society that turns a rule off has the action
// done at once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILL_RUNS_TEXT, billRunsAdminApi as runs } from '../../../shared/bill-runs-admin.ts';
import { billingAdminApi as billing } from '../../../shared/billing-admin.ts';
import { duesAdminApi as office } from '../../../shared/dues-admin.ts';
import { flatsAdminApi as flatsApi } from '../../../shared/flats-admin.ts';
import { invoicesApi } from '../../../shared/invoices.ts';
import {
  moneyApprovalsAdminApi as api,
  MONEY_ACTIONS,
  MONEY_APPROVALS_TEXT,
  type MoneyAction,
} from '../../../shared/money-approvals.ts';
import {
  billingSettings,
  billNotes,
  billRuns,
  chargeExceptions,
  chargeHeads,
  ledgerEntries,
  maintenanceInvoices,
  moneyApprovals,
  securityAuditLog,
} from '../../db/schema.ts';
import {
  ADMIN_EMAIL,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-reader.ts';

const TREASURER = 'treasurer@example.com';
let t: TestApp;
let clerk: Resident;
let treasurer: Resident;
const ids = { flat: '', head: '', bill: '' };

const SETTINGS = {
  billing_period: 'monthly',
  gst_threshold: '7500',
  interest_rate: '0',
  payment_order: 'interest_first',
  change_flag_percent: '25',
  registration_no: '',
  upi_vpa: '',
  upi_payee_name: '',
  bounced_cheque_charge: '0',
} as const;

async function setRules(required: boolean, kinds: readonly MoneyAction[] = MONEY_ACTIONS) {
  for (const kind of kinds) {
    const res = await t.as(treasurer).call(api.saveRule, { kind, required });
    expect(res.statusCode, res.body).toBe(200);
  }
}

let month = 0;
/** A fresh case of each action (so one can be prepared again and again), and whether it has been done. */
const PREPARE: Record<
  MoneyAction,
  () => Promise<{ res: { statusCode: number; body: string }; done: () => Promise<boolean> }>
> = {
  bill_run_publish: async () => {
    month += 1;
    const key = `2027-${String(month).padStart(2, '0')}`;
    const run = await t
      .as(clerk)
      .call(runs.create, { period_key: key, bill_date: `${key}-01`, due_date: `${key}-10` });
    expect(run.statusCode, run.body).toBe(201);
    const id = run.json().id;
    const res = await t.as(clerk).call(runs.publish, { id });
    return { res, done: async () => (await status(id)) === 'published' };
  },
  credit_note: async () => {
    const reason = `Waived ${Math.random()}`;
    const res = await t
      .as(clerk)
      .call(runs.addNote, { id: ids.bill, kind: 'credit_note', amount: '1', reason });
    return {
      res,
      done: async () =>
        (await t.database.db.select().from(billNotes).where(eq(billNotes.reason, reason))).length === 1,
    };
  },
  waiver: async () => {
    const reason = `Waived ${Math.random()}`;
    const res = await t
      .as(clerk)
      .call(runs.saveException, { id: ids.flat, head_id: ids.head, amount: '0', reason });
    return {
      res,
      done: async () =>
        (await t.database.db.select().from(chargeExceptions).where(eq(chargeExceptions.reason, reason)))
          .length === 1,
    };
  },
  payment_reversal: async () => {
    const paid = await t.as(clerk).call(office.recordPayment, {
      flat_id: ids.flat,
      mode: 'cheque',
      amount: '100',
      received_on: '2026-11-05',
      received_from: 'Mr Shah',
      cheque_number: '000123',
      cheque_bank: 'Saraswat Bank',
      cheque_date: '2026-11-04',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json().id;
    const res = await t.as(clerk).call(office.bounce, { id });
    return {
      res,
      done: async () =>
        (
          await t.database.db
            .select()
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.kind, 'payment_reversal'), eq(ledgerEntries.document_id, id)))
        ).length === 1,
    };
  },
  charge_heads: async () => {
    const name = `Sinking fund ${Math.random().toString(36).slice(2, 8)}`;
    const res = await t.as(clerk).call(billing.addHead, { name, basis: 'fixed', rate: '250', gst_rate: '' });
    return {
      res,
      done: async () =>
        (await t.database.db.select().from(chargeHeads).where(eq(chargeHeads.name, name))).length === 1,
    };
  },
  interest_rate: async () => {
    // A rate other than the current one: the same rate saved again is no change, and needs no approval.
    const [current] = await t.database.db.select().from(billingSettings);
    const rate = ((current?.interest_rate_bp ?? 0) / 100 + 1 + Math.floor(Math.random() * 5)) % 21 || 1;
    const res = await t.as(clerk).call(billing.saveSettings, { ...SETTINGS, interest_rate: String(rate) });
    return {
      res,
      done: async () =>
        (await t.database.db.select().from(billingSettings))[0].interest_rate_bp === rate * 100,
    };
  },
};

const status = async (id: string) =>
  (await t.database.db.select({ status: billRuns.status }).from(billRuns).where(eq(billRuns.id, id)))[0]
    .status;
const decisions = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(moneyApprovals)
      .where(sql`status <> 'pending'`)
  )[0].n;

/** Prepares one action; it must wait (202) and not be done. Its pending id. */
async function prepared(kind: MoneyAction) {
  const { res, done } = await PREPARE[kind]();
  expect(res.statusCode, res.body).toBe(202);
  const { pending_approval } = JSON.parse(res.body);
  expect(pending_approval.kind).toBe(kind);
  expect(await done()).toBe(false);
  return { id: pending_approval.id as string, done };
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${TREASURER}` }, { secondApprover: true });
  clerk = await signUpAdmin(t);
  treasurer = await signUpResident(t, { email: TREASURER, name: 'Treasurer Tambe' });
  // The society's set-up, as a one-person office would do it; then the rules go on.
  await setRules(false);
  ids.flat = (
    await t.as(clerk).send(flatsApi.create, { wing: 'A', flat_no: 'A-101', carpet_area_sqft: '650' })
  ).json().id;
  const head = await t
    .as(clerk)
    .call(billing.addHead, { name: 'Service charges', basis: 'fixed', rate: '1500', gst_rate: '' });
  ids.head = JSON.parse(head.body).id;
  const run = (
    await t
      .as(clerk)
      .call(runs.create, { period_key: '2026-11', bill_date: '2026-11-01', due_date: '2026-11-10' })
  ).json();
  expect((await t.as(clerk).call(runs.publish, { id: run.id })).statusCode).toBe(200);
  ids.bill = (await t.as(clerk).call(runs.flats, { id: run.id })).json().items[0].bill_id ?? '';
  await setRules(true);
});
afterAll(() => t.close());

describe.each(MONEY_ACTIONS)('%s', (kind) => {
  it('waits for a second person: the maker cannot approve it, the checker does, and only once', async () => {
    const { id, done } = await prepared(kind);
    const listed = (await t.as(treasurer).call(api.list, { status: 'pending' })).json();
    const row = listed.items.find((r) => r.id === id);
    expect(row).toMatchObject({ kind, status: 'pending', maker_name: 'Office Admin' });
    expect(listed.pending).toBeGreaterThan(0);

    const before = await decisions();
    const own = await t.as(clerk).call(api.approve, { id });
    expect(own.statusCode).toBe(403);
    expect(own.error().message).toBe(MONEY_APPROVALS_TEXT.ownAction);
    expect(await done()).toBe(false);
    expect(await decisions()).toBe(before);

    const ok = await t.as(treasurer).call(api.approve, { id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'approved',
      maker_name: 'Office Admin',
      checker_name: 'Treasurer Tambe',
    });
    expect(await done()).toBe(true);
    const [approved] = await t.database.db
      .select({ details: securityAuditLog.details })
      .from(securityAuditLog)
      .where(
        and(
          eq(securityAuditLog.action, 'money_action_approved'),
          sql`${securityAuditLog.details}->>'id' = ${id}`,
        ),
      );
    expect(approved.details).toMatchObject({ prepared_by: 'Office Admin', approved_by: 'Treasurer Tambe' });

    for (const again of [
      await t.as(treasurer).call(api.approve, { id }),
      await t.as(treasurer).call(api.reject, { id, reason: 'Again' }),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.error().message).toBe(MONEY_APPROVALS_TEXT.decided);
    }
  });

  it('is rejected with a reason, and nothing is done', async () => {
    const { id, done } = await prepared(kind);
    const noReason = await t.as(treasurer).send(api.reject, { id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const own = await t.as(clerk).call(api.reject, { id, reason: 'Mine' });
    expect(own.statusCode).toBe(403);
    const res = await t.as(treasurer).call(api.reject, { id, reason: 'Not agreed in the committee' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'Not agreed in the committee' });
    expect(await done()).toBe(false);
    expect((await t.as(treasurer).call(api.approve, { id })).statusCode).toBe(409);
    expect(await done()).toBe(false);
  });

  it('is done at once when the society turns its rule off', async () => {
    await setRules(false, [kind]);
    try {
      const { res, done } = await PREPARE[kind]();
      expect(res.statusCode, res.body).toBeLessThan(202);
      expect(await done()).toBe(true);
    } finally {
      await setRules(true, [kind]);
    }
  });
});

describe('the action’s own rules at approval time', () => {
  it('refuses to approve a publish whose run was published meanwhile, and records no decision', async () => {
    const run = (
      await t
        .as(clerk)
        .call(runs.create, { period_key: '2027-12', bill_date: '2027-12-01', due_date: '2027-12-10' })
    ).json();
    const first = JSON.parse((await t.as(clerk).call(runs.publish, { id: run.id })).body).pending_approval.id;
    const second = JSON.parse((await t.as(clerk).call(runs.publish, { id: run.id })).body).pending_approval
      .id;
    expect((await t.as(treasurer).call(api.approve, { id: first })).statusCode).toBe(200);
    const late = await t.as(treasurer).call(api.approve, { id: second });
    expect(late.statusCode).toBe(409);
    expect(late.error().message).toBe(BILL_RUNS_TEXT.periodPublished('December 2027'));
    const [row] = await t.database.db.select().from(moneyApprovals).where(eq(moneyApprovals.id, second));
    expect(row.status).toBe('pending');
  });

  it('refuses a bad request at once, with the action’s own message, keeping nothing', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(moneyApprovals))[0].n;
    const res = await t
      .as(clerk)
      .call(runs.addNote, { id: ids.bill, kind: 'credit_note', amount: '99999', reason: 'Too much' });
    expect(res.statusCode).toBe(400);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(moneyApprovals))[0].n).toBe(
      before,
    );
  });

  it('writes both names on the bills and ledger lines of an approved publish', async () => {
    const run = (
      await t
        .as(clerk)
        .call(runs.create, { period_key: '2028-01', bill_date: '2028-01-01', due_date: '2028-01-10' })
    ).json();
    const id = JSON.parse((await t.as(clerk).call(runs.publish, { id: run.id })).body).pending_approval.id;
    await t.as(treasurer).call(api.approve, { id });
    const ledger = (await t.as(treasurer).call(office.ledger, { id: ids.flat, pageSize: 100 })).json();
    const line = ledger.items.find((r) => r.description === 'Maintenance bill January 2028');
    expect(line).toMatchObject({ prepared_by: 'Office Admin', approved_by: 'Treasurer Tambe' });
    // The bill's PDF, made after the publish, prints both names.
    let invoice: { id: string } | undefined;
    await vi.waitFor(
      async () => {
        [invoice] = await t.database.db
          .select({ id: maintenanceInvoices.id })
          .from(maintenanceInvoices)
          .where(eq(maintenanceInvoices.invoice_number, line?.number ?? ''));
        expect(invoice).toBeDefined();
      },
      { timeout: 15_000 },
    );
    const pdf = await t.as(treasurer).call(invoicesApi.maintenancePdf, { id: invoice?.id ?? '' });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(new Uint8Array(pdf.rawPayload))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Prepared by Office Admin · Approved by Treasurer Tambe');
  });
});

describe('both names', () => {
  it('are on an approved waiver, beside the flat’s inputs', async () => {
    const { id } = await prepared('waiver');
    await t.as(treasurer).call(api.approve, { id });
    const inputs = (await t.as(clerk).call(runs.flatInputs, { id: ids.flat, period_key: '2027-01' })).json();
    expect(inputs.exceptions[0]).toMatchObject({
      amount_paise: 0,
      prepared_by: 'Office Admin',
      approved_by: 'Treasurer Tambe',
    });
  });

  it('are on the credit note’s ledger line and on none done directly', async () => {
    const { id } = await prepared('credit_note');
    await t.as(treasurer).call(api.approve, { id });
    const ledger = (await t.as(treasurer).call(office.ledger, { id: ids.flat, pageSize: 100 })).json();
    const notes = ledger.items.filter((r) => r.kind === 'credit_note');
    expect(notes.some((r) => r.prepared_by === 'Office Admin' && r.approved_by === 'Treasurer Tambe')).toBe(
      true,
    );
    const opening = ledger.items.filter((r) => r.kind === 'payment');
    expect(opening.every((r) => r.approved_by === null && r.prepared_by === null)).toBe(true);
  });
});

describe('the rules', () => {
  it('are changed only with the right to approve, each change an audit row of high severity', async () => {
    const rules = (await t.as(clerk).call(api.rules)).json();
    expect(rules.every((r) => r.required)).toBe(true);
    const before = (
      await t.database.db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.action, 'money_approval_rule_changed'))
    ).length;
    await setRules(false, ['waiver']);
    await setRules(true, ['waiver']);
    const rows = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'money_approval_rule_changed'));
    expect(rows).toHaveLength(before + 2);
    expect(rows.every((r) => r.severity === 'high')).toBe(true);
    const bad = await t.as(treasurer).send(api.saveRule, { kind: 'lottery', required: false });
    expect(bad.statusCode).toBe(400);
  });
});
