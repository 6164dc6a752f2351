// The helpdesk's clock: the office's working hours and each category's deadlines, default assignee and escalation
// levels; an item's stored deadlines, assignee and internal notes; and the escalation job with the clock moved on.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates.ts';
import { type FeedbackInput, feedbackApi } from '../../../shared/feedback.ts';
import {
  feedbackAdminApi,
  HELPDESK_DEFAULTS,
  HELPDESK_TEXT,
  type HelpdeskCategoryInput,
  helpdeskAdminApi,
} from '../../../shared/feedback-admin.ts';
import { addWorkingMinutes, minutesOfDay } from '../../../shared/working-hours.ts';
import { findUserByEmail, grantRole } from '../../auth/roles.ts';
import { feedback, jobRuns, publicHolidays, users } from '../../db/schema.ts';
import { ESCALATION_JOB, escalateOverdue, startEscalationJob } from '../../jobs/escalate-feedback.ts';
import { auditsOf, mailsTo, userIdOf } from '../../test/fixtures.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';
import { restartResolutionClock } from './helpdesk.ts';

let t: TestApp;
let admin: Resident;
let clerk: Resident;
let secretary: Resident;
let ids: { admin: string; clerk: string; secretary: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  clerk = await signUpResident(t, { name: 'Sunil Pawar' });
  secretary = await signUpResident(t, { name: 'Anjali Deshmukh' });
  for (const [who, role] of [
    [clerk, 'office_staff'],
    [secretary, 'secretary'],
  ] as const) {
    const user = await findUserByEmail(t.database.db, who.email);
    if (user) await grantRole(t.database.db, user, role);
  }
  ids = {
    admin: await userIdOf(t, admin.email),
    clerk: await userIdOf(t, clerk.email),
    secretary: await userIdOf(t, secretary.email),
  };
  // The secretary reads the back-office in Marathi.
  await t.database.db.update(users).set({ language: 'mr' }).where(eq(users.id, ids.secretary));
});
afterAll(() => t.close());

const settings = async () => (await t.as(admin).call(helpdeskAdminApi.settings)).json();
const saveCategory = (input: HelpdeskCategoryInput) => t.as(admin).send(helpdeskAdminApi.saveCategory, input);
const stored = async (id: string) => {
  const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
};

async function file(over: Partial<FeedbackInput> = {}, who?: Resident) {
  const owner = who ?? (await signUpResident(t));
  const res = await t.as(owner).call(feedbackApi.submit, {
    name: 'Meera Kulkarni',
    category: 'security',
    subject: `Gate left open ${randomUUID().slice(0, 8)}`,
    message: 'The back gate was open all night.',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { item: res.json(), owner };
}

describe('working hours', () => {
  it('refuses hours that end before they start, and writes nothing', async () => {
    const res = await t
      .as(admin)
      .send(helpdeskAdminApi.saveHours, { opens_at: '18:00', closes_at: '09:30', working_days: [1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      message: HELPDESK_TEXT.hoursOrder,
      fields: { closes_at: HELPDESK_TEXT.hoursOrder },
    });
    const none = await t.as(admin).send(helpdeskAdminApi.saveHours, {
      opens_at: '09:00',
      closes_at: '18:00',
      working_days: [],
    });
    expect(none.error().message).toBe(HELPDESK_TEXT.noWorkingDay);
    expect((await settings()).hours).toEqual({
      opens_at: '10:00',
      closes_at: '18:00',
      working_days: [1, 2, 3, 4, 5, 6],
    });
  });

  it('is a setting of the society, kept by someone who manages the settings', async () => {
    const hours = { opens_at: '09:30', closes_at: '17:30', working_days: [1, 2, 3, 4, 5] };
    const res = await t.as(admin).call(helpdeskAdminApi.saveHours, hours);
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings()).hours).toEqual(hours);
    const resident = await signUpResident(t);
    expect((await t.as(resident).call(helpdeskAdminApi.saveHours, hours)).statusCode).toBe(403);
    expect((await t.as(resident).call(helpdeskAdminApi.settings)).statusCode).toBe(403);
  });
});

describe('per category', () => {
  it('offers the people who manage the helpdesk, and refuses anyone else', async () => {
    const { staff } = await settings();
    expect(staff.map((s: { id: string }) => s.id).sort()).toEqual(Object.values(ids).sort());
    const resident = await signUpResident(t);
    const refused = await saveCategory({
      category: 'noise',
      response_hours: 4,
      resolution_hours: 16,
      default_assignee_id: await userIdOf(t, resident.email),
      escalation: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.error().message).toBe(HELPDESK_TEXT.notStaff);
    const backwards = await saveCategory({
      category: 'noise',
      response_hours: 16,
      resolution_hours: 4,
      default_assignee_id: null,
      escalation: [],
    });
    expect(backwards.error().fields).toEqual({ resolution_hours: HELPDESK_TEXT.deadlineOrder });
    const tooMany = await saveCategory({
      category: 'noise',
      response_hours: 4,
      resolution_hours: 16,
      default_assignee_id: null,
      escalation: Array(5).fill(ids.clerk),
    });
    expect(tooMany.error().message).toBe(HELPDESK_TEXT.tooManyLevels);
    const noise = (await settings()).categories.find((c: { category: string }) => c.category === 'noise');
    expect(noise).toEqual({
      category: 'noise',
      response_hours: HELPDESK_DEFAULTS.response_hours,
      resolution_hours: HELPDESK_DEFAULTS.resolution_hours,
      default_assignee_id: null,
      escalation: [],
    });
  });

  it('stores the deadlines (working hours, holidays skipped) and the default assignee on a new item', async () => {
    const rule: HelpdeskCategoryInput = {
      category: 'security',
      response_hours: 2,
      resolution_hours: 9,
      default_assignee_id: ids.clerk,
      escalation: [ids.secretary, ids.admin],
    };
    const saved = await saveCategory(rule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(rule);
    // Tomorrow is a public holiday on the attendance register.
    const tomorrow = addDays(todayIn('Asia/Kolkata'), 1);
    await t.database.db.insert(publicHolidays).values({
      holiday_name: 'Ganesh Chaturthi',
      holiday_date: tomorrow,
      year: Number(tomorrow.slice(0, 4)),
    });

    const { item, owner } = await file();
    const row = await stored(item.id);
    const calendar = {
      timeZone: 'Asia/Kolkata',
      opensAt: minutesOfDay('09:30'),
      closesAt: minutesOfDay('17:30'),
      weekdays: [1, 2, 3, 4, 5],
      holidays: new Set([tomorrow]),
    };
    expect(row.response_due_at).toEqual(addWorkingMinutes(row.created_at, 120, calendar));
    expect(row.resolution_due_at).toEqual(addWorkingMinutes(row.created_at, 540, calendar));
    // 9 working hours is more than a working day: the deadline is on a later day, never on the holiday.
    expect(todayIn('Asia/Kolkata', row.resolution_due_at ?? undefined)).not.toBe(tomorrow);
    expect(row.assignee_id).toBe(ids.clerk);

    // The resident sees the deadline and who has it: a name, never an address.
    const mine = (await t.as(owner).call(feedbackApi.mine, {})).json().items[0];
    expect(mine).toMatchObject({
      id: item.id,
      assignee_name: 'Sunil Pawar',
      response_due_at: row.response_due_at?.toISOString(),
      resolution_due_at: row.resolution_due_at?.toISOString(),
    });
    expect(JSON.stringify(mine)).not.toContain(clerk.email);
  });
});

describe('an item in the office', () => {
  it('changes hands (audited), only to someone who manages the helpdesk', async () => {
    const { item } = await file();
    const res = await t.as(admin).call(feedbackAdminApi.assign, { id: item.id, assignee_id: ids.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assignee_id: ids.admin, assignee_name: 'Office Admin' });
    expect((await auditsOf(t, 'feedback_id', item.id)).map((a) => [a.action, a.details])).toEqual([
      ['feedback_assigned', { feedback_id: item.id, from: ids.clerk, to: ids.admin }],
    ]);
    const resident = await signUpResident(t);
    const refused = await t
      .as(admin)
      .call(feedbackAdminApi.assign, { id: item.id, assignee_id: await userIdOf(t, resident.email) });
    expect(refused.statusCode).toBe(400);
    expect((await stored(item.id)).assignee_id).toBe(ids.admin);
    const mine = (await t.as(admin).call(feedbackAdminApi.list, { assignee: 'me' })).json();
    expect(mine.items.map((f: { id: string }) => f.id)).toEqual([item.id]);
  });

  it('keeps internal notes the resident never sees', async () => {
    const { item, owner } = await file();
    const note = 'Watchman Ramesh on night duty admits leaving it open; spoke to the agency.';
    const added = await t.as(admin).call(feedbackAdminApi.addNote, { id: item.id, note });
    expect(added.statusCode, added.body).toBe(200);
    const notes = (await t.as(admin).call(feedbackAdminApi.notes, { id: item.id })).json();
    expect(notes.items).toEqual([expect.objectContaining({ note, author_name: 'Office Admin' })]);
    // Not in any answer the resident gets, nor can they ask for it.
    const answers = [
      await t.as(owner).call(feedbackApi.mine, {}),
      await t.as(owner).call(feedbackAdminApi.notes, { id: item.id }),
      await t.as(owner).call(feedbackAdminApi.addNote, { id: item.id, note: 'mine' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 403, 403]);
    for (const r of answers) expect(r.body).not.toContain('Ramesh');
    const blank = await t.as(admin).send(feedbackAdminApi.addNote, { id: item.id, note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await t.as(admin).call(feedbackAdminApi.notes, { id: item.id })).json().items).toHaveLength(1);
  });

  it('times the first response and the resolution, in working minutes', async () => {
    const { item } = await file();
    expect(await stored(item.id)).toMatchObject({ first_response_at: null, resolved_at: null });
    await t.as(admin).call(feedbackAdminApi.start, { id: item.id });
    const started = await stored(item.id);
    expect(started.first_response_at).not.toBeNull();
    expect(started.first_response_work_minutes).toBeGreaterThanOrEqual(0);
    await t.as(admin).call(feedbackAdminApi.respond, {
      id: item.id,
      admin_response: 'The agency has been told.',
      status: 'resolved',
    });
    const resolved = await stored(item.id);
    // The first response stays the first.
    expect(resolved.first_response_at).toEqual(started.first_response_at);
    expect(resolved.resolved_at).not.toBeNull();
    expect(resolved.resolution_work_minutes).toBeGreaterThanOrEqual(0);
  });
});

describe('escalation', () => {
  const minuteAfter = (d: Date | null) => new Date((d ?? new Date()).getTime() + 60_000);
  /** The mails about one item to an address. */
  const escalationMails = (to: string, subject: string) => mailsTo(t, to, `%${subject}%`);

  it('moves an item up one level per passed deadline, mails that person in their language, once', async () => {
    const { item } = await file();
    const row = await stored(item.id);
    const overdueList = async () =>
      (await t.as(admin).call(feedbackAdminApi.list, { deadline: 'overdue' })).json().items;
    expect((await overdueList()).map((f: { id: string }) => f.id)).not.toContain(item.id);

    // The clock a minute past the response deadline, nobody having answered.
    expect(await escalateOverdue(t.app.ctx, minuteAfter(row.response_due_at))).toBeGreaterThanOrEqual(1);
    const first = await stored(item.id);
    expect(first).toMatchObject({ escalation_level: 1, assignee_id: ids.secretary });
    const mails = await escalationMails(secretary.email, item.subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(item.subject);
    expect(mails[0].subject).not.toMatch(/^Escalated/); // Marathi, the secretary's language
    expect(mails[0].text).toContain('http://localhost:3000/admin/feedback');
    const audits = (await auditsOf(t, 'feedback_id', item.id)).filter(
      (a) => a.action === 'feedback_escalated',
    );
    expect(audits.map((a) => a.details)).toEqual([
      { feedback_id: item.id, from_level: 0, to_level: 1, to: ids.secretary, deadline: 'response' },
    ]);

    // The same deadline never counts twice: another look (or a restart) later that day changes nothing.
    await escalateOverdue(t.app.ctx, minuteAfter(row.response_due_at));
    expect(await stored(item.id)).toMatchObject({ escalation_level: 1, escalated_at: first.escalated_at });

    // The resolution deadline passes too: the next level.
    await escalateOverdue(t.app.ctx, minuteAfter(row.resolution_due_at));
    expect(await stored(item.id)).toMatchObject({ escalation_level: 2, assignee_id: ids.admin });
    expect(await mailsTo(t, admin.email, `Escalated to you: ${item.subject}`)).toHaveLength(1);
    // No level left, and no deadline left: it stays where it is.
    await escalateOverdue(t.app.ctx, new Date(Date.now() + 365 * 86_400_000));
    expect((await stored(item.id)).escalation_level).toBe(2);
  });

  it('leaves an answered or resolved item alone, and counts both deadlines after a long stop', async () => {
    const answered = (await file()).item;
    await t.as(admin).call(feedbackAdminApi.start, { id: answered.id });
    const resolved = (await file()).item;
    await t
      .as(admin)
      .call(feedbackAdminApi.respond, { id: resolved.id, admin_response: 'Fixed.', status: 'resolved' });
    const forgotten = (await file()).item;
    const row = await stored(answered.id);

    // Every server was down past the response deadline: only the never-answered item moves.
    await escalateOverdue(t.app.ctx, minuteAfter(row.response_due_at));
    expect((await stored(answered.id)).escalation_level).toBe(0);
    expect((await stored(resolved.id)).escalation_level).toBe(0);
    // Down again past the resolution deadline: the answered item goes up one, the forgotten one its second.
    await escalateOverdue(t.app.ctx, minuteAfter(row.resolution_due_at));
    expect((await stored(answered.id)).escalation_level).toBe(1);
    expect((await stored(forgotten.id)).escalation_level).toBe(2);
    expect((await stored(resolved.id)).escalation_level).toBe(0);

    const later = (await file()).item;
    const late = await stored(later.id);
    await escalateOverdue(t.app.ctx, minuteAfter(late.resolution_due_at));
    expect((await stored(later.id)).escalation_level).toBe(2);
  });

  it('restarts the resolution clock of a reopened item, which can then escalate again', async () => {
    const { item } = await file();
    await t.as(admin).call(feedbackAdminApi.start, { id: item.id });
    const filed = await stored(item.id);
    await escalateOverdue(t.app.ctx, minuteAfter(filed.resolution_due_at));
    expect((await stored(item.id)).escalation_level).toBe(1);
    await t.as(admin).call(feedbackAdminApi.resolve, { id: item.id });

    // Reopened a day after its deadline (the resident's reopen sets the status; the clock starts again).
    const reopenedAt = new Date((filed.resolution_due_at?.getTime() ?? 0) + 86_400_000);
    await t.database.db.transaction(async (tx) => {
      await tx.update(feedback).set({ status: 'in_progress' }).where(eq(feedback.id, item.id));
      await restartResolutionClock(tx, item.id, 'Asia/Kolkata', reopenedAt);
    });
    const reopened = await stored(item.id);
    expect(reopened).toMatchObject({ resolved_at: null, resolution_work_minutes: null, escalation_level: 1 });
    expect(reopened.resolution_due_at?.getTime()).toBeGreaterThan(reopenedAt.getTime());
    // Before the new deadline nothing moves; after it, one level more.
    await escalateOverdue(t.app.ctx, reopenedAt);
    expect((await stored(item.id)).escalation_level).toBe(1);
    await escalateOverdue(t.app.ctx, minuteAfter(reopened.resolution_due_at));
    expect(await stored(item.id)).toMatchObject({ escalation_level: 2, assignee_id: ids.admin });
  });

  it('escalates once when two processes look at the same moment', async () => {
    const { item } = await file();
    const row = await stored(item.id);
    const at = minuteAfter(row.response_due_at);
    await Promise.all([escalateOverdue(t.app.ctx, at), escalateOverdue(t.app.ctx, at)]);
    expect((await stored(item.id)).escalation_level).toBe(1);
    expect(await escalationMails(secretary.email, item.subject)).toHaveLength(1);
    expect(
      (await auditsOf(t, 'feedback_id', item.id)).filter((a) => a.action === 'feedback_escalated'),
    ).toHaveLength(1);
  });

  it('runs the job once per quarter of an hour across processes', async () => {
    const stops = [startEscalationJob(t.app.ctx), startEscalationJob(t.app.ctx)];
    await Promise.all(stops.map((stop) => stop()));
    const runs = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, ESCALATION_JOB));
    expect(runs).toHaveLength(1);
    expect(Date.parse(runs[0].period) % (15 * 60_000)).toBe(0);
  });
});

describe('escalate now', () => {
  const escalate = (id: string, who: Resident = clerk) => t.as(who).call(feedbackAdminApi.escalate, { id });
  const escalations = async (id: string) =>
    (await auditsOf(t, 'feedback_id', id)).filter((a) => a.action === 'feedback_escalated');

  it('moves an item one level up as a passed deadline would, naming who did it, and mails that person', async () => {
    const rule = { response_hours: 8, resolution_hours: 48, default_assignee_id: ids.clerk };
    expect(
      (await saveCategory({ category: 'complaint', ...rule, escalation: [ids.secretary, ids.admin] }))
        .statusCode,
    ).toBe(200);
    const { item } = await file({ category: 'complaint' });
    expect((await stored(item.id)).assignee_id).toBe(ids.clerk);
    // The clerk passes it to the secretary, who passes it on to the chairman.
    const res = await escalate(item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      escalation_level: 1,
      assignee_id: ids.secretary,
      assignee_name: 'Anjali Deshmukh',
    });
    // The secretary's mail, in Marathi, says who escalated it.
    const mails = await mailsTo(t, secretary.email, `%${item.subject}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).not.toMatch(/^Escalated/);
    expect(mails[0].text).toContain('Sunil Pawar');
    expect(mails[0].text).toContain('http://localhost:3000/admin/feedback');

    const next = await escalate(item.id, secretary);
    expect(next.json()).toMatchObject({ escalation_level: 2, assignee_id: ids.admin });
    const [toAdmin] = await mailsTo(t, admin.email, `Escalated to you: ${item.subject}`);
    expect(toAdmin.text).toContain(`Anjali Deshmukh escalated the feedback "${item.subject}" to you.`);
    expect(toAdmin.text).toContain('It has been escalated to you (level 2).');
    const row = await stored(item.id);
    expect(row.escalated_at).not.toBeNull();
    const audits = await escalations(item.id);
    expect(audits.map((a) => [a.user_id, a.details])).toEqual([
      [ids.clerk, { feedback_id: item.id, from_level: 0, to_level: 1, to: ids.secretary, by: ids.clerk }],
      [ids.secretary, { feedback_id: item.id, from_level: 1, to_level: 2, to: ids.admin, by: ids.secretary }],
    ]);

    // No level left: refused, nothing written.
    const last = await escalate(item.id);
    expect(last.statusCode).toBe(409);
    expect(last.error().message).toBe(HELPDESK_TEXT.noNextLevel);
    expect(await stored(item.id)).toEqual(row);
    expect(await escalations(item.id)).toHaveLength(2);

    // A passed deadline still counts afterwards: at the last level, the job leaves it there.
    await escalateOverdue(t.app.ctx, new Date((row.resolution_due_at ?? new Date()).getTime() + 60_000));
    expect((await stored(item.id)).escalation_level).toBe(2);
  });

  it('refuses a category without a chain, a resolved item and a caller who does not manage the helpdesk', async () => {
    const { item: plain } = await file({ category: 'appreciation' });
    const none = await escalate(plain.id);
    expect(none.statusCode).toBe(409);
    expect(none.error().message).toBe(HELPDESK_TEXT.noNextLevel);

    const { item, owner } = await file({ category: 'complaint' });
    expect((await t.as(owner).call(feedbackAdminApi.escalate, { id: item.id })).statusCode).toBe(403);
    const answered = await t
      .as(admin)
      .call(feedbackAdminApi.respond, { id: item.id, admin_response: 'Done.', status: 'resolved' });
    expect(answered.statusCode, answered.body).toBe(200);
    const before = await stored(item.id);
    const resolved = await escalate(item.id);
    expect(resolved.statusCode).toBe(409);
    expect(resolved.error().message).toBe(HELPDESK_TEXT.escalateDone);
    expect(await stored(item.id)).toEqual(before);
    expect(await escalations(item.id)).toHaveLength(0);
    expect(await escalations(plain.id)).toHaveLength(0);
    expect((await escalate(randomUUID())).statusCode).toBe(404);
  });
});
