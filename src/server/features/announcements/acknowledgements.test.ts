// Notices that ask to be acknowledged: the office marks one (with a date by which, not before today); a resident
// sees it pinned until they press "I have read this", their read and acknowledgement stored once with their times;
// the office counts flats (a flat has acknowledged when any confirmed resident has), lists the others per wing,
// sends one reminder a day to their confirmed residents and exports the list.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACK_TEXT, announcementsApi } from '../../../shared/announcements.ts';
import { ANNOUNCEMENTS_ADMIN_TEXT, announcementsAdminApi } from '../../../shared/announcements-admin.ts';
import { addDays, todayIn } from '../../../shared/dates.ts';
import {
  announcementReceipts,
  announcements,
  flats,
  mailOutbox,
  profiles,
  securityAuditLog,
} from '../../db/schema.ts';
import {
  confirmFlat,
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
/** Confirmed in A-101 and B-201; the third claims B-201 but is not confirmed there. */
let asha: Resident;
let bharat: Resident;
let claimant: Resident;
let noticeId: string;

const api = announcementsAdminApi;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  await t.database.db.insert(flats).values([
    { wing: 'A', flat_no: 'A-101' },
    { wing: 'B', flat_no: 'B-201' },
  ]);
  asha = await signUpResident(t, { name: 'Asha Kulkarni', flat_no: 'A-101' });
  bharat = await signUpResident(t, { name: 'Bharat Shah', flat_no: 'B-201' });
  claimant = await signUpResident(t, { name: 'Chetan Claimant', flat_no: 'B-201' });
  await confirmFlat(t, asha, admin);
  await confirmFlat(t, bharat, admin);
});
afterAll(() => t.close());

const agm = {
  title: 'AGM on 14 December',
  content: 'The AGM is held in the podium hall.',
  priority: 'high' as const,
};

describe('marking a notice', () => {
  it('refuses a date to acknowledge by before today, and creates nothing', async () => {
    const res = await t
      .as(admin)
      .call(api.create, { ...agm, requires_ack: true, ack_due_on: addDays(today, -1) });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: ANNOUNCEMENTS_ADMIN_TEXT.dueBeforeToday,
      fields: { ack_due_on: ANNOUNCEMENTS_ADMIN_TEXT.dueBeforeToday },
    });
    expect(await t.database.db.select().from(announcements)).toHaveLength(0);
  });

  it('marks it with its date and writes the marking to the audit log', async () => {
    const res = await t.as(admin).call(api.create, { ...agm, requires_ack: true, ack_due_on: today });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requires_ack: true, ack_due_on: today });
    noticeId = res.json().id;
    const audits = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.action, 'announcement_ack_required'));
    expect(audits.map((a) => a.details)).toEqual([expect.objectContaining({ announcement_id: noticeId })]);
  });

  it('drops the date of a notice that does not ask to be acknowledged', async () => {
    const res = await t
      .as(admin)
      .call(api.create, { title: 'Lift service', content: 'Lift B off on Monday.', ack_due_on: today });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requires_ack: false, ack_due_on: null });
  });
});

describe('a resident acknowledging', () => {
  it('sees the notice pinned, not repeated in the list, until they acknowledge it', async () => {
    const pinned = (await t.as(asha).call(announcementsApi.pinned)).json();
    expect(pinned.items.map((a) => a.title)).toEqual([agm.title]);
    const list = (await t.as(asha).call(announcementsApi.list)).json();
    expect(list.items.map((a) => a.title)).toEqual(['Lift service']);
  });

  it('stores the first read once', async () => {
    const first = await t.as(asha).call(announcementsApi.read, { ids: [noticeId] });
    expect(first.json()).toEqual({ recorded: 1 });
    const again = await t.as(asha).call(announcementsApi.read, { ids: [noticeId] });
    expect(again.json()).toEqual({ recorded: 0 });
  });

  it('stores the acknowledgement once: a second press changes nothing and says so', async () => {
    const first = await t.as(asha).call(announcementsApi.acknowledge, { id: noticeId });
    expect(first.statusCode).toBe(200);
    expect(first.json().already).toBe(false);
    const second = await t.as(asha).call(announcementsApi.acknowledge, { id: noticeId });
    expect(second.json()).toEqual({ already: true, acknowledged_at: first.json().acknowledged_at });
    const rows = await t.database.db
      .select()
      .from(announcementReceipts)
      .where(eq(announcementReceipts.announcement_id, noticeId));
    expect(rows).toHaveLength(1);
    expect(rows[0].read_at.getTime()).toBeLessThanOrEqual(rows[0].acknowledged_at?.getTime() ?? 0);
    // No longer pinned; back in the list.
    expect((await t.as(asha).call(announcementsApi.pinned)).json().items).toEqual([]);
    const list = (await t.as(asha).call(announcementsApi.list)).json();
    expect(list.items.map((a) => a.title)).toEqual(['Lift service', agm.title]);
  });

  it('refuses a notice that does not ask for it, an inactive one, and someone who is not a resident', async () => {
    const [lift] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.title, 'Lift service'));
    const plain = await t.as(bharat).call(announcementsApi.acknowledge, { id: lift.id });
    expect([plain.statusCode, plain.error().message]).toEqual([400, ACK_TEXT.notRequired]);

    const gone = await t.as(admin).call(api.create, { ...agm, title: 'Withdrawn', requires_ack: true });
    await t.as(admin).call(api.deactivate, { id: gone.json().id });
    const inactive = await t.as(bharat).call(announcementsApi.acknowledge, { id: gone.json().id });
    expect(inactive.statusCode).toBe(404);
    const unknown = await t.as(bharat).call(announcementsApi.acknowledge, { id: randomUUID() });
    expect(unknown.statusCode).toBe(404);

    const staff = await signUpResident(t, { name: 'Office Clerk' });
    await t.database.db
      .update(profiles)
      .set({ office_staff: true, flat_no: null })
      .where(eq(profiles.email, staff.email));
    const notResident = await t.as(staff).call(announcementsApi.acknowledge, { id: noticeId });
    expect([notResident.statusCode, notResident.error().message]).toEqual([403, ACK_TEXT.notResident]);
    expect((await t.as(staff).call(announcementsApi.pinned)).json().items).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(announcementReceipts)
      .where(eq(announcementReceipts.announcement_id, noticeId));
    expect(stored).toHaveLength(1);
  });
});

describe("the office's acknowledgements", () => {
  it('counts two flats, one acknowledging, and lists the other per wing with its confirmed residents', async () => {
    // A resident whose flat is not confirmed may acknowledge, but does not answer for the flat.
    expect((await t.as(claimant).call(announcementsApi.acknowledge, { id: noticeId })).statusCode).toBe(200);
    const res = await t.as(admin).call(api.acknowledgements, { id: noticeId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      flats: 2,
      acknowledged: 1,
      overdue: false,
      reminded_today: false,
      total: 1,
      wings: [
        { wing: 'A', flats: 1, acknowledged: 1 },
        { wing: 'B', flats: 1, acknowledged: 0 },
      ],
    });
    expect(body.items).toEqual([
      expect.objectContaining({ wing: 'B', flat_no: 'B-201', residents: 'Bharat Shah', read_at: null }),
    ]);
  });

  it('searches the flats that have not acknowledged by flat, wing or resident on the server', async () => {
    const byName = (await t.as(admin).call(api.acknowledgements, { id: noticeId, q: 'bharat' })).json();
    expect(byName.items.map((f) => f.flat_no)).toEqual(['B-201']);
    const acknowledged = (await t.as(admin).call(api.acknowledgements, { id: noticeId, q: 'A-101' })).json();
    expect(acknowledged.total).toBe(0);
  });

  it('sends one reminder a day to the confirmed residents of the flats that have not acknowledged', async () => {
    const res = await t.as(admin).call(api.remind, { id: noticeId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flats: 1, mails: 1 });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.batch, 'announcement-reminder-%'));
    expect(mails.map((m) => m.to)).toEqual([bharat.email]);
    expect(mails[0].subject).toContain(agm.title);
    expect(mails[0].links).toEqual(['http://localhost:3000/announcements']);

    const again = await t.as(admin).call(api.remind, { id: noticeId });
    expect([again.statusCode, again.error().message]).toEqual([409, ANNOUNCEMENTS_ADMIN_TEXT.remindedToday]);
    expect(
      await t.database.db.select().from(mailOutbox).where(like(mailOutbox.batch, 'announcement-reminder-%')),
    ).toHaveLength(1);
    expect((await t.as(admin).call(api.acknowledgements, { id: noticeId })).json().reminded_today).toBe(true);
    const audits = await t.database.db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.action, 'announcement_reminder_sent')));
    expect(audits).toHaveLength(1);
  });

  it('exports every flat with its confirmed residents and their read and acknowledgement times', async () => {
    const res = await t.as(admin).call(api.exportAcknowledgements, { id: noticeId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Flat,Wing,Resident,Read at,Acknowledged at');
    expect(lines).toHaveLength(3);
    // Society time (the test's "today" is the society's): 26/11/2026, 9:19 pm.
    const day = today.split('-').reverse().join('/');
    const at = `"${day}, \\d{1,2}:\\d{2} [ap]m"`;
    expect(lines[1]).toMatch(new RegExp(`^A-101,A,Asha Kulkarni,${at},${at}$`));
    expect(lines[2]).toBe('B-201,B,Bharat Shah,,');
  });

  it('shows an overdue notice as overdue, and lets the office edit it keeping its date but not move it into the past', async () => {
    const lastWeek = addDays(today, -7);
    await t.database.db
      .update(announcements)
      .set({ ack_due_on: lastWeek })
      .where(eq(announcements.id, noticeId));
    expect((await t.as(admin).call(api.acknowledgements, { id: noticeId })).json().overdue).toBe(true);
    // Still pinned for whoever has not acknowledged it.
    expect((await t.as(bharat).call(announcementsApi.pinned)).json().items.map((a) => a.id)).toEqual([
      noticeId,
    ]);

    const edit = { ...agm, id: noticeId, requires_ack: true };
    const kept = await t
      .as(admin)
      .call(api.update, { ...edit, content: 'Venue: podium hall.', ack_due_on: lastWeek });
    expect(kept.statusCode).toBe(200);
    const moved = await t.as(admin).call(api.update, { ...edit, ack_due_on: addDays(today, -1) });
    expect(moved.statusCode).toBe(400);
    expect(moved.error().fields).toEqual({ ack_due_on: ANNOUNCEMENTS_ADMIN_TEXT.dueBeforeToday });
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, noticeId));
    expect(row).toMatchObject({ ack_due_on: lastWeek, content: 'Venue: podium hall.' });
  });

  it('is for the office only', async () => {
    expect((await t.as(asha).call(api.acknowledgements, { id: noticeId })).statusCode).toBe(403);
    expect((await t.as(asha).call(api.remind, { id: noticeId })).statusCode).toBe(403);
    expect((await t.as(asha).call(api.exportAcknowledgements, { id: noticeId })).statusCode).toBe(403);
  });
});
