// The office's settings API: the Society Information form is saved (with its audit row) and used at once by
// the public settings and the mails; the System Information block reports what it measures.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import { parkingApi } from '../../../shared/parking.ts';
import { siteApi } from '../../../shared/site.ts';
import { siteAdminApi } from '../../../shared/site-admin.ts';
import { grantRole } from '../../auth/roles.ts';
import { mailOutbox, securityAuditLog, societySettings, users } from '../../db/schema.ts';
import {
  cookieOf,
  createTestApp,
  PASSWORD,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

const FORM = {
  name: 'Sea Breeze Co-operative Housing Society',
  address: 'Plot 7, Juhu Tara Road, Juhu, Mumbai',
  contact: '+91 22 2660 7788',
  email: 'Office@SeaBreeze-CHS.in',
  description: 'Sixty families by the beach.',
  upi_id: 'seabreeze.chs@okhdfcbank',
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = Buffer.from('%PDF-1.4\n% RC copy\n%%EOF\n');

describe('saving the Society Information form', () => {
  let t: TestApp;
  let admin: Resident;
  let member: Resident;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    member = await signUpResident(t);
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>, who = admin) =>
    t.as(who).send(siteAdminApi.updateSettings, payload);
  const publicSettings = async () => (await t.as(null).call(siteApi.settings)).json();
  const counts = async () => ({
    audits: (
      await t.database.db
        .select({ n: count() })
        .from(securityAuditLog)
        .where(eq(securityAuditLog.action, 'settings_updated'))
    )[0].n,
    settings: await publicSettings(),
  });

  it('saves the form, keeps postal code and disclaimer, and the public settings change at once', async () => {
    const before = await publicSettings();
    const res = await save({ ...FORM, name: `  ${FORM.name}  ` });
    expect(res.statusCode).toBe(200);
    const expected = { ...FORM, email: 'office@seabreeze-chs.in' };
    expect(res.json()).toMatchObject(expected);
    expect(await publicSettings()).toEqual({
      ...expected,
      postal_code: before.postal_code,
      disclaimer: before.disclaimer,
      hall_prices: before.hall_prices,
      time_zone: before.time_zone,
    });
  });

  it('writes one audit row naming each changed field with its old and new value', async () => {
    await save({ ...FORM, description: 'Sixty-two families by the beach.' });
    const rows = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'settings_updated'));
    expect(rows).toHaveLength(2);
    const last = rows.find((r) => JSON.stringify(r.details).includes('Sixty-two'));
    expect(last).toMatchObject({
      resource: 'society_settings',
      severity: 'medium',
      details: {
        changes: {
          description: { from: 'Sixty families by the beach.', to: 'Sixty-two families by the beach.' },
        },
      },
    });
  });

  it('names the society from the saved settings in the mails sent next', async () => {
    const email = 'new.resident@example.com';
    await t.as(null).call(accountApi.signUp, {
      name: 'Kiran',
      email,
      phone: '9876543210',
      flat_no: 'A-1',
      password: PASSWORD,
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.subject).toContain(FORM.name);
    expect(mail.text).toContain(FORM.contact);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a blank name', { ...FORM, name: '   ' }, 'name', 'This field is required'],
    ['a missing address', { ...FORM, address: undefined }, 'address', 'This field is required'],
    [
      'an over-long name',
      { ...FORM, name: 'x'.repeat(151) },
      'name',
      'Text must be less than 150 characters',
    ],
    [
      'an over-long description',
      { ...FORM, description: 'x'.repeat(1001) },
      'description',
      'Text must be less than 1000 characters',
    ],
    [
      'script in the address',
      { ...FORM, address: '<script>x</script>' },
      'address',
      'Invalid characters detected',
    ],
    ['a bad e-mail', { ...FORM, email: 'office@' }, 'email', 'Invalid email format'],
    ['a bad phone', { ...FORM, contact: '12345' }, 'contact', 'Phone number must be 10-15 digits'],
    ['a UPI id without a provider', { ...FORM, upi_id: 'seabreeze' }, 'upi_id', 'Invalid UPI ID format'],
    ['a blank UPI id', { ...FORM, upi_id: ' ' }, 'upi_id', 'This field is required'],
  ];
  it.each(bad)('refuses %s with a clear message and writes nothing', async (_, payload, field, message) => {
    const before = await counts();
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it('refuses fields the form does not have, and members', async () => {
    const before = await counts();
    expect((await save({ ...FORM, disclaimer: 'Changed' })).statusCode).toBe(400);
    expect((await save(FORM, member)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('creates the settings row if it is missing', async () => {
    await t.database.db.delete(societySettings);
    const res = await save(FORM);
    expect(res.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ ...FORM, email: 'office@seabreeze-chs.in' });
  });
});

describe('the System Information block', () => {
  let t: TestApp;
  let admin: Resident;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const status = async (who = admin) => t.as(who).call(siteAdminApi.systemStatus);

  it('reports the database, outbox mail, file storage and no backup', async () => {
    const res = await status();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      database: { kind: t.database.kind, reachable: true },
      mail: { mode: 'outbox', server: null, last_failure: null },
      storage: { location: expect.stringMatching(/portal-test-.*[/\\]files$/) },
      backup: { last_at: null },
    });
    expect(body.storage.buckets).toEqual([
      { bucket: 'gallery', files: 0, bytes: 0 },
      { bucket: 'documents', files: 0, bytes: 0 },
      { bucket: 'maintenance-invoices', files: 0, bytes: 0 },
      { bucket: 'repair-invoices', files: 0, bytes: 0 },
    ]);
    expect(Date.now() - new Date(body.checked_at).getTime()).toBeLessThan(60_000);
  });

  it('counts the files and bytes of every bucket', async () => {
    await t.app.ctx.storage.put('gallery', 'a.png', PNG);
    await t.app.ctx.storage.put('gallery', 'thumbs/a.png', PNG);
    await t.app.ctx.storage.put('maintenance-invoices', 'A-101_M-1_1.pdf', PDF);
    const resident = await signUpResident(t);
    const upload = await t.as(resident).upload(
      parkingApi.register,
      {
        owner_name: 'Asha Rao',
        flat_no: resident.flat_no,
        contact_number: '9820012345',
        vehicles: JSON.stringify([
          { car_number: 'mh01ab1234', slot_type: 'owned_covered', slot_number: 'G-12' },
        ]),
      },
      { field: 'rc_copy', name: 'rc.pdf', bytes: PDF },
    );
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const { buckets } = (await status()).json().storage;
    expect(buckets).toEqual([
      { bucket: 'gallery', files: 2, bytes: 2 * PNG.length },
      { bucket: 'documents', files: 1, bytes: PDF.length },
      { bucket: 'maintenance-invoices', files: 1, bytes: PDF.length },
      { bucket: 'repair-invoices', files: 0, bytes: 0 },
    ]);
  });

  it('refuses members', async () => {
    const member = await signUpResident(t);
    expect((await status(member)).statusCode).toBe(403);
  });
});

describe('the System Information block with SMTP', () => {
  let t: TestApp;

  // Nothing listens on port 9 here: every delivery fails, as with an SMTP server that is down.
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://portal:secret-password@127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('names the SMTP host without its credentials and reports the last delivery failure', async () => {
    const email = 'office.admin@example.com';
    await t.as(null).call(accountApi.signUp, {
      name: 'Office Admin',
      email,
      phone: '9876543210',
      flat_no: 'A-1',
      password: PASSWORD,
    });
    // The verification mail could not go out: the operator verifies and grants by hand.
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await grantRole(t.database.db, user, 'chairman');
    const signIn = await t.as(null).call(accountApi.signIn, { email, password: PASSWORD });
    const cookie = cookieOf(signIn);

    let body: {
      mail: { mode: string; server: string; last_failure: { subject: string; error: string } | null };
    };
    await expect
      .poll(async () => {
        body = (await t.as({ cookie }).call(siteAdminApi.systemStatus)).json();
        return body.mail?.last_failure;
      })
      .not.toBeNull();
    expect(body!.mail).toMatchObject({
      mode: 'smtp',
      server: '127.0.0.1:9',
      last_failure: {
        subject: expect.stringContaining('Verify your e-mail'),
        error: expect.stringContaining('ECONNREFUSED'),
      },
    });
    expect(JSON.stringify(body!)).not.toContain('secret-password');
  });
});
