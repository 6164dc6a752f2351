// The office hears of every new gym, hall, parking and house repair request: a mail per request to the society's
// e-mail with a link to the approval screen, or, in digest mode, nothing per request and one digest a day from the
// daily job (once, however many server processes run it).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/dates.ts';
import { feedbackApi } from '../../shared/feedback.ts';
import { hallBookingsApi } from '../../shared/hall-bookings.ts';
import { houseRepairsApi } from '../../shared/house-repairs.ts';
import { membershipsApi } from '../../shared/memberships.ts';
import { officeMailAdminApi } from '../../shared/office-mail.ts';
import { parkingApi } from '../../shared/parking.ts';
import { jobRuns, mailOutbox, membershipPlans, securityAuditLog } from '../db/schema.ts';
import { startOfficeDigestJob } from '../jobs/office-digest.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';

const OFFICE = 'office@sagardarshan-chs.in'; // the society's e-mail in the default settings
const BASE = 'http://localhost:3000'; // PUBLIC_URL in the test harness

let t: TestApp;
let admin: Resident;
let asha: Resident;
let planId: string;
let txn = 0;
/** A payment reference never used before, its last four digits given with it. */
const payment = () => {
  txn += 1;
  const id = `UPI${String(700000 + txn)}`;
  return { id, last4: id.slice(-4) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  asha = await signUpResident(t, { name: 'Asha Rao', flat_no: 'B-101' });
  [{ id: planId }] = await t.database.db.select({ id: membershipPlans.id }).from(membershipPlans).limit(1);
});
afterAll(() => t.close());

/** A request is answered 200 or 201 Created. */
const created = [200, 201];
const readOfficeMails = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, OFFICE), like(mailOutbox.subject, 'New %')))
    .orderBy(mailOutbox.created_at);
/** How many office mails there are now: the mails after this mark are the ones a step sent (not a clock, whose
 * milliseconds could take in the mail of the step before). */
const since = async () => (await readOfficeMails()).length;
/** The office's mails written after the mark; the mail is sent after the request's answer, so this waits a little. */
async function officeMails(mark: number, expected: number) {
  for (let i = 0; i < 100; i++) {
    const rows = (await readOfficeMails()).slice(mark);
    if (rows.length >= expected) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (await readOfficeMails()).slice(mark);
}

const requests = {
  membership: () => {
    const p = payment();
    return t.as(asha).call(membershipsApi.create, {
      plan_id: planId,
      members: [{ name: 'Asha Rao', phone: '9820012345' }],
      payment_transaction_id: p.id,
      payment_last_4_digits: p.last4,
    });
  },
  hallBooking: (day: number) =>
    t.as(asha).call(hallBookingsApi.create, {
      applicant_name: 'Asha Rao',
      contact_number: '9820012345',
      flat_no: 'B-101',
      event_date: addDays(todayIn('Asia/Kolkata'), day),
      event_name: 'Birthday party',
      booking_option: 'member_full_day',
      event_time: 'morning',
      payment_method: 'online',
      payment_transaction_id: payment().id,
    }),
  parking: (car: string) =>
    t.as(asha).upload(parkingApi.register, {
      owner_name: 'Asha Rao',
      flat_no: 'B-101',
      contact_number: '9820012345',
      vehicles: JSON.stringify([{ car_number: car, slot_type: 'owned_covered', slot_number: 'G-12' }]),
    }),
  repair: () =>
    t.as(asha).upload(houseRepairsApi.create, {
      applicant_name: 'Asha Rao',
      flat_no: 'B-101',
      contact_number: '9820012345',
      work_type: 'Renovation',
      terms_accepted: 'true',
    }),
};

const setMode = (mode: string, who: Resident = admin) => t.as(who).send(officeMailAdminApi.update, { mode });

describe('a mail to the office per new request (the default)', () => {
  it('starts in each-request mode', async () => {
    const res = await t.as(admin).call(officeMailAdminApi.get);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mode: 'each' });
  });

  it('mails the office about each kind of request, with the link to its approval screen', async () => {
    const cases = [
      {
        send: requests.membership,
        subject: 'New gym membership request from Asha Rao (flat B-101)',
        path: '/admin/gym-hall-management',
      },
      {
        send: () => requests.hallBooking(40),
        subject: 'New hall booking request from Asha Rao (flat B-101)',
        path: '/admin/gym-hall-management?tab=bookings',
      },
      {
        send: () => requests.parking('MH 02 AB 1234'),
        subject: 'New parking registration from Asha Rao (flat B-101)',
        path: '/admin/parking-approval',
      },
      {
        send: requests.repair,
        subject: 'New house repair request from Asha Rao (flat B-101)',
        path: '/admin/house-repair',
      },
    ];
    for (const c of cases) {
      const from = await since();
      const res = await c.send();
      expect(created, res.body).toContain(res.statusCode);
      const mails = await officeMails(from, 1);
      expect(mails, c.subject).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: c.subject, links: [`${BASE}${c.path}`] });
      expect(mails[0].text).toContain(`Review it: ${BASE}${c.path}`);
    }
  });

  it('names what was asked for in the mail', async () => {
    const from = await since();
    await requests.parking('MH04CD5678');
    const [mail] = await officeMails(from, 1);
    expect(mail.text).toContain('Vehicles: MH 04 CD 5678');
  });
});

it("mails the office a resident's new feedback, in English when the office's address has no language", async () => {
  const res = await t.as(asha).send(feedbackApi.submit, {
    name: 'Asha Rao',
    category: 'noise',
    priority: 'urgent',
    subject: 'Drilling after 10 pm',
    message: 'Every night this week.',
  });
  expect(res.statusCode, res.body).toBe(200);
  const subject = '[Feedback · urgent] Drilling after 10 pm';
  const mail = () =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, OFFICE), eq(mailOutbox.subject, subject)));
  for (let i = 0; i < 100 && (await mail()).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  const [sent] = await mail();
  expect(sent.text).toContain('New feedback from Asha Rao\nCategory: noise\nPriority: urgent\n');
});

describe('the daily digest instead', () => {
  it('is a setting for admins only, refused when unknown, and audited', async () => {
    expect((await setMode('digest', asha)).statusCode).toBe(403);
    const bad = await setMode('weekly');
    expect(bad.statusCode).toBe(400);
    expect(bad.error().message).toBe('Please choose each request or daily digest');
    const res = await setMode('digest');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mode: 'digest' });
    const audited = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'settings_updated'));
    expect(audited.at(-1)?.details).toEqual({
      changes: { office_mail_mode: { from: 'each', to: 'digest' } },
    });
  });

  it('sends nothing per request, and one digest from the daily job however many processes run it', async () => {
    const from = await since();
    expect(created).toContain((await requests.repair()).statusCode);
    expect(created).toContain((await requests.parking('MH 02 EF 9012')).statusCode);
    // Give a per-request mail the time it would take, then make sure none came.
    await new Promise((r) => setTimeout(r, 300));
    expect(await officeMails(from, 0)).toEqual([]);

    const stops = [startOfficeDigestJob(t.app.ctx), startOfficeDigestJob(t.app.ctx)];
    await Promise.all(stops.map((stop) => stop()));
    const digests = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, OFFICE), like(mailOutbox.subject, 'Daily requests digest%')));
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    // Everything filed in the last 24 hours (this is the first digest): 1 membership, 1 booking, 3 cars, 2 repairs.
    expect(digest.subject).toMatch(/: 7 new, 7 pending$/);
    expect(digest.text).toContain(`House repairs: 2 new, 2 pending — ${BASE}/admin/house-repair`);
    expect(digest.text).toContain(`Parking registrations: 3 new, 3 pending — ${BASE}/admin/parking-approval`);
    expect(digest.links).toContain(`${BASE}/admin/gym-hall-management?tab=bookings`);
    const [run] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'office-digest'));
    expect(run.result).toBe('7 new');
  });

  it('sends no digest in each-request mode', async () => {
    await t.database.db.delete(jobRuns).where(eq(jobRuns.job, 'office-digest'));
    expect((await setMode('each')).statusCode).toBe(200);
    const digests = () =>
      t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Daily requests digest%'));
    const before = (await digests()).length;
    await startOfficeDigestJob(t.app.ctx)();
    expect(await digests()).toHaveLength(before);
  });
});
