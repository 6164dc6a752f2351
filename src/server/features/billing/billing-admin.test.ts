// Admin -> Billing: the heads of charges and the settings of the accounts. Amounts and percentages typed with two
// decimals are kept exactly; a bad one is refused with its field's message and writes nothing; every change leaves
// an audit row naming who changed what; only the office reaches any of it.

import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAdminApi as api,
  BILLING_TEXT,
  type BillingSettingsInput,
  type ChargeHeadInput,
} from '../../../shared/billing-admin.ts';
import { billingSettings, chargeHeads, securityAuditLog, users } from '../../db/schema.ts';
import type { Who } from '../../test/client.ts';
import { done } from '../../test/fixtures.ts';
import {
  ADMIN_EMAIL,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let asha: Resident;
let adminId: string;

const SETTINGS: BillingSettingsInput = {
  billing_period: 'monthly',
  gst_threshold: '7500',
  interest_rate: '18',
  payment_order: 'interest_first',
  change_flag_percent: '20',
  registration_no: 'MUM/WHW/HSG/TC/1234/1990',
  upi_vpa: 'sagardarshan@okhdfc',
  upi_payee_name: 'Sagar Darshan CHS',
  bounced_cheque_charge: '500',
};

const add = (head: Partial<Record<keyof ChargeHeadInput, unknown>>, who: Who = admin) =>
  t.as(who).send(api.addHead, { gst_rate: '', is_service_charge: false, ...head });
const heads = async () => (await t.as(admin).call(api.heads)).json();
const headRows = () => t.database.db.select().from(chargeHeads);
const auditRows = (action: string) =>
  t.database.db
    .select()
    .from(securityAuditLog)
    .where(eq(securityAuditLog.action, action))
    .orderBy(desc(securityAuditLog.created_at));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  asha = await signUpResident(t);
  [{ id: adminId }] = await t.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
});
afterAll(() => t.close());

describe('heads of charges', () => {
  it('keeps rates exactly, in paise or basis points as the basis says, in the order they were added', async () => {
    const fixed = await add({
      name: 'Service charges',
      basis: 'fixed',
      rate: '1250.50',
      is_service_charge: true,
    });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const area = await add({
      name: 'Repairs and maintenance',
      basis: 'carpet_area',
      rate: '2.35',
      gst_rate: '18',
    });
    const sinking = await add({ name: 'Sinking fund', basis: 'construction_cost_percent', rate: '0.25' });
    const water = await add({ name: 'Water', basis: 'metered', rate: '' });
    for (const res of [area, sinking, water]) expect(res.statusCode, res.body).toBe(201);

    expect(
      (await heads()).map((h) => [
        h.name,
        h.basis,
        h.rate_paise,
        h.rate_bp,
        h.gst_rate_bp,
        h.is_service_charge,
      ]),
    ).toEqual([
      ['Service charges', 'fixed', 125050, 0, 0, true],
      ['Repairs and maintenance', 'carpet_area', 235, 0, 1800, false],
      ['Sinking fund', 'construction_cost_percent', 0, 25, 0, false],
      ['Water', 'metered', 0, 0, 0, false],
    ]);
    const [entry] = await auditRows('charge_head_added');
    expect(entry.user_id).toBe(adminId);
    expect(entry.details).toMatchObject({ name: 'Water', basis: 'metered' });
  });

  it('refuses each bad rate with its field’s message, and writes nothing', async () => {
    const before = await headRows();
    const audits = (await auditRows('charge_head_added')).length;
    const cases: [Partial<Record<keyof ChargeHeadInput, unknown>>, string, string][] = [
      [{ basis: 'fixed', rate: '-5' }, 'rate', BILLING_TEXT.rate],
      [{ basis: 'fixed', rate: 'abc' }, 'rate', BILLING_TEXT.rate],
      [{ basis: 'carpet_area', rate: '2.345' }, 'rate', BILLING_TEXT.rate],
      [{ basis: 'parking_covered', rate: '' }, 'rate', BILLING_TEXT.rateRequired],
      [{ basis: 'fixed', rate: '1000000' }, 'rate', BILLING_TEXT.amountTooLarge],
      [{ basis: 'non_occupancy', rate: '12' }, 'rate', BILLING_TEXT.nonOccupancyLimit],
      [{ basis: 'non_occupancy', rate: '10.01' }, 'rate', BILLING_TEXT.nonOccupancyLimit],
      [{ basis: 'construction_cost_percent', rate: '100.5' }, 'rate', BILLING_TEXT.percentTooLarge],
      [{ basis: 'fixed', rate: '100', gst_rate: '28.01' }, 'gst_rate', BILLING_TEXT.gstRange],
      [{ basis: 'fixed', rate: '100', gst_rate: '-1' }, 'gst_rate', BILLING_TEXT.gstRange],
      [
        { basis: 'non_occupancy', rate: '10', is_service_charge: true },
        'is_service_charge',
        BILLING_TEXT.nonOccupancyService,
      ],
      [{ basis: 'yearly', rate: '100' }, 'basis', BILLING_TEXT.basis],
      [
        { name: 'service CHARGES', basis: 'fixed', rate: '1' },
        'name',
        BILLING_TEXT.duplicateName('Service charges'),
      ],
    ];
    for (const [head, field, message] of cases) {
      const res = await add({ name: 'Lift', ...head });
      expect(res.statusCode, JSON.stringify(head)).toBe(400);
      expect(res.error().fields?.[field], JSON.stringify(head)).toBe(message);
    }
    expect(await headRows()).toEqual(before);
    expect(await auditRows('charge_head_added')).toHaveLength(audits);
  });

  it('takes one non-occupancy head, at most 10 % of the service charges', async () => {
    const ten = await add({ name: 'Non-occupancy', basis: 'non_occupancy', rate: '10' });
    expect(ten.statusCode, ten.body).toBe(201);
    expect(done(ten.json()).rate_bp).toBe(1000);
    const second = await add({ name: 'Sub-letting', basis: 'non_occupancy', rate: '5' });
    expect(second.statusCode).toBe(400);
    expect(second.error().message).toBe(BILLING_TEXT.oneNonOccupancy);
  });

  it('lets one of two heads of one name, saved at the same moment, in', async () => {
    const both = await Promise.all([
      add({ name: 'Lift maintenance', basis: 'fixed', rate: '150' }),
      add({ name: 'LIFT MAINTENANCE', basis: 'fixed', rate: '175' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const lift = (await heads()).filter((h) => h.name.toLowerCase() === 'lift maintenance');
    expect(lift).toHaveLength(1);
    await t.as(admin).call(api.setHeadActive, { id: lift[0].id, active: false });
  });

  it('edits a head, auditing each change old and new', async () => {
    const sinking = (await heads()).find((h) => h.name === 'Sinking fund')!;
    const res = await t.as(admin).call(api.updateHead, {
      id: sinking.id,
      name: 'Sinking fund',
      basis: 'construction_cost_percent',
      rate: '0.5',
      gst_rate: '',
      is_service_charge: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(done(res.json()).rate_bp).toBe(50);
    const [entry] = await auditRows('charge_head_updated');
    expect(entry.details).toEqual({
      id: sinking.id,
      name: 'Sinking fund',
      changes: { rate_bp: { from: 25, to: 50 } },
    });

    const bad = await t.as(admin).send(api.updateHead, {
      id: sinking.id,
      name: 'Sinking fund',
      basis: 'construction_cost_percent',
      rate: '-0.25',
      gst_rate: '',
    });
    expect(bad.error().fields?.rate).toBe(BILLING_TEXT.rate);
    expect((await heads()).find((h) => h.id === sinking.id)?.rate_bp).toBe(50);
  });

  it('retires a head instead of deleting it, and brings it back unless an active head took its name', async () => {
    const water = (await heads()).find((h) => h.name === 'Water')!;
    const retired = await t.as(admin).call(api.setHeadActive, { id: water.id, active: false });
    expect(done(retired.json()).active).toBe(false);
    expect((await auditRows('charge_head_retired'))[0].details).toEqual({ id: water.id, name: 'Water' });

    // Its name is free among the active heads while it is retired…
    const other = await add({ name: 'WATER', basis: 'fixed', rate: '300' });
    expect(other.statusCode, other.body).toBe(201);
    // …so it cannot come back beside the new one.
    const back = await t.as(admin).call(api.setHeadActive, { id: water.id, active: true });
    expect(back.statusCode).toBe(400);
    expect(back.error().message).toBe(BILLING_TEXT.duplicateName('WATER'));
    await t.as(admin).call(api.setHeadActive, { id: done(other.json()).id, active: false });
    const again = await t.as(admin).call(api.setHeadActive, { id: water.id, active: true });
    expect(done(again.json()).active).toBe(true);
    expect(await auditRows('charge_head_reactivated')).toHaveLength(1);

    const gone = await t.as(admin).call(api.setHeadActive, { id: randomUUID(), active: false });
    expect(gone.statusCode).toBe(404);
  });

  it('puts the heads in the order given, and refuses an out-of-date list', async () => {
    const before = await heads();
    const reversed = before.map((h) => h.id).reverse();
    const res = await t.as(admin).call(api.reorderHeads, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((h) => h.id)).toEqual(reversed);
    expect((await auditRows('charge_heads_reordered'))[0].details).toEqual({
      from: before.map((h) => h.name),
      to: before.map((h) => h.name).reverse(),
    });

    const stale = await t.as(admin).call(api.reorderHeads, { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.error().message).toBe(BILLING_TEXT.listChanged);
    expect((await heads()).map((h) => h.id)).toEqual(reversed);
  });
});

describe('settings of the accounts', () => {
  it('starts from the defaults: monthly, ₹7,500 GST threshold, 18 % interest, interest first', async () => {
    const res = await t.as(admin).call(api.settings);
    expect(res.json()).toMatchObject({
      billing_period: 'monthly',
      gst_threshold_paise: 750000,
      interest_rate_bp: 1800,
      payment_order: 'interest_first',
      change_flag_bp: 2000,
      bounced_cheque_charge_paise: 0,
      upi_vpa: '',
    });
  });

  it('saves exact amounts and audits each changed setting, the order of payment among them', async () => {
    const res = await t.as(admin).call(api.saveSettings, {
      ...SETTINGS,
      billing_period: 'quarterly',
      interest_rate: '15.5',
      payment_order: 'principal_first',
      bounced_cheque_charge: '350.75',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      billing_period: 'quarterly',
      interest_rate_bp: 1550,
      payment_order: 'principal_first',
      bounced_cheque_charge_paise: 35075,
      registration_no: SETTINGS.registration_no,
    });
    const [entry] = await auditRows('billing_settings_updated');
    expect(entry.user_id).toBe(adminId);
    expect(entry.severity).toBe('high');
    expect(entry.details).toMatchObject({
      changes: {
        billing_period: { from: 'monthly', to: 'quarterly' },
        interest_rate_bp: { from: 1800, to: 1550 },
        payment_order: { from: 'interest_first', to: 'principal_first' },
        bounced_cheque_charge_paise: { from: 0, to: 35075 },
      },
    });
    // Saved again unchanged: nothing to audit.
    await t.as(admin).call(api.saveSettings, {
      ...SETTINGS,
      billing_period: 'quarterly',
      interest_rate: '15.50',
      payment_order: 'principal_first',
      bounced_cheque_charge: '350.75',
    });
    expect(await auditRows('billing_settings_updated')).toHaveLength(1);
  });

  it('refuses each bad setting with its field’s message, and writes nothing', async () => {
    const [before] = await t.database.db.select().from(billingSettings);
    const cases: [Partial<Record<keyof BillingSettingsInput, unknown>>, string, string][] = [
      [{ interest_rate: '21.01' }, 'interest_rate', BILLING_TEXT.interestLimit],
      [{ interest_rate: '24' }, 'interest_rate', BILLING_TEXT.interestLimit],
      [{ interest_rate: '-1' }, 'interest_rate', BILLING_TEXT.percent],
      [{ interest_rate: 'twelve' }, 'interest_rate', BILLING_TEXT.percent],
      [{ gst_threshold: '-7500' }, 'gst_threshold', BILLING_TEXT.amount],
      [{ gst_threshold: '7500.001' }, 'gst_threshold', BILLING_TEXT.amount],
      [{ bounced_cheque_charge: '-1' }, 'bounced_cheque_charge', BILLING_TEXT.amount],
      [{ change_flag_percent: '0' }, 'change_flag_percent', BILLING_TEXT.changeFlag],
      [{ billing_period: 'yearly' }, 'billing_period', BILLING_TEXT.period],
      [{ payment_order: 'newest_first' }, 'payment_order', BILLING_TEXT.order],
      [{ upi_vpa: 'not a vpa' }, 'upi_vpa', BILLING_TEXT.invalidUpi],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.as(admin).send(api.saveSettings, { ...SETTINGS, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.error().fields?.[field], JSON.stringify(change)).toBe(message);
    }
    const [after] = await t.database.db.select().from(billingSettings);
    expect(after).toEqual(before);
    expect(await auditRows('billing_settings_updated')).toHaveLength(1);
  });

  it('takes 21 % a year exactly, the bye-law’s limit', async () => {
    const res = await t.as(admin).call(api.saveSettings, { ...SETTINGS, interest_rate: '21' });
    expect(done(res.json()).interest_rate_bp).toBe(2100);
  });
});

describe('access', () => {
  it('is for the office only', async () => {
    const head = { name: 'Lift', basis: 'fixed', rate: '10' };
    for (const who of [asha, null]) {
      const status = who ? 403 : 401;
      expect((await t.as(who).call(api.heads)).statusCode).toBe(status);
      expect((await add(head, who)).statusCode).toBe(status);
      expect((await t.as(who).call(api.settings)).statusCode).toBe(status);
      expect((await t.as(who).send(api.saveSettings, { ...SETTINGS, interest_rate: '20' })).statusCode).toBe(
        status,
      );
    }
    const written = await t.database.db.select().from(chargeHeads).where(eq(chargeHeads.name, 'Lift'));
    expect(written).toEqual([]);
    const [settings] = await t.database.db.select().from(billingSettings);
    expect(settings.interest_rate_bp).toBe(2100);
    expect(
      await t.database.db.select().from(securityAuditLog).where(like(securityAuditLog.action, '%billing%')),
    ).toHaveLength(2);
  });
});
