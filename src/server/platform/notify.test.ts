import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../shared/dates.ts';
import { membershipsAdminApi } from '../../shared/memberships-admin.ts';
import { profilesAdminApi } from '../../shared/profiles.ts';
import { membershipPlans, memberships } from '../db/schema.ts';
import { serverI18n } from '../mail/language.ts';
import { decisionMail } from '../mail/templates.ts';
import { mailsTo, userIdOf } from '../test/fixtures.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../test/harness.ts';

let t: TestApp;
let admin: Resident;

/** The mail is sent after the answer: waits for it. */
const mailTo = (to: string, subject: string) =>
  vi.waitFor(
    async () => {
      const [m] = await mailsTo(t, to, subject);
      expect(m).toBeDefined();
      return m;
    },
    { timeout: 5_000 },
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

describe('decision mail subjects', () => {
  const society = { name: 'Sagar Darshan CHS', email: 'office@example.com', contact: '022 2640 1234' };
  const subject = (decision: string) =>
    decisionMail(serverI18n('en'), society, 'r@example.com', {
      name: 'Meera',
      request: 'gym membership',
      decision,
      details: [],
    });

  it('reads "has been approved / rejected" for the office’s acts and "has expired" for a membership', () => {
    expect(subject('approved').subject).toBe('Your gym membership has been approved');
    expect(subject('rejected').subject).toBe('Your gym membership has been rejected');
    expect(subject('expired').subject).toBe('Your gym membership has expired');
    expect(subject('expired').text).toContain('office has marked your gym membership as expired.');
    expect(subject('approved').text).toContain('office has approved your gym membership.');
  });

  it('mails "Your gym membership has expired" when the office marks one expired', async () => {
    const resident = await signUpResident(t, { name: 'Meera Kulkarni' });
    const [plan] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
    const today = todayIn('Asia/Kolkata');
    const [row] = await t.database.db
      .insert(memberships)
      .values({
        user_id: await userIdOf(t, resident.email),
        plan_id: plan.id,
        start_date: addDays(today, -10),
        end_date: addDays(today, 20),
        amount_paid: '1500.00',
        status: 'approved',
        approved_at: new Date(),
        member_name: 'Meera Kulkarni',
        member_phone: '9820012345',
      })
      .returning({ id: memberships.id });
    const res = await t.as(admin).call(membershipsAdminApi.decide, { id: row.id, status: 'expired' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(resident.email, 'Your gym membership has expired');
    expect(mail.text).toContain('has marked your gym membership as expired');
    expect(await mailsTo(t, resident.email, '%has been expired%')).toEqual([]);
  });
});

describe('flat confirmation mail', () => {
  it('tells the resident their flat is confirmed and that its invoices are now theirs, once', async () => {
    const resident = await signUpResident(t, { name: 'Asha Rao', flat_no: 'c-304' });
    expect(await mailsTo(t, resident.email, 'Your flat %')).toEqual([]);
    await confirmFlat(t, resident, admin);
    const mail = await mailTo(resident.email, 'Your flat C-304 is confirmed on the % portal');
    expect(mail.text).toContain(
      'Hello Asha Rao, the society office has confirmed that you live in flat C-304.',
    );
    expect(mail.text).toContain('maintenance and repair invoices under My Invoices');
    expect(mail.links).toEqual(['http://localhost:3000/member-invoices']);

    // Confirming an already confirmed flat changes nothing and mails nothing more.
    await confirmFlat(t, resident, admin);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(t, resident.email, 'Your flat %')).toHaveLength(1);
  });

  it('mails when the edit dialog confirms a flat, and not when it only revokes one', async () => {
    const resident = await signUpResident(t, { name: 'Ravi Iyer', flat_no: 'D-12' });
    const userId = await userIdOf(t, resident.email);
    const edit = (flat_confirmed: boolean) =>
      t
        .as(admin)
        .call(profilesAdminApi.update, { userId, name: 'Ravi Iyer', flat_no: 'D-12', flat_confirmed });
    expect((await edit(true)).statusCode).toBe(200);
    await mailTo(resident.email, 'Your flat D-12 is confirmed%');
    expect((await edit(false)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(t, resident.email, 'Your flat %')).toHaveLength(1);
  });
});
