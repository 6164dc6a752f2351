// The resident's verdict on resolved feedback: confirm with a rating of 1 to 5, or reopen within 7 days.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_VERDICT_TEXT, feedbackApi } from '../../../shared/feedback.ts';
import { feedbackAdminApi } from '../../../shared/feedback-admin.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { feedback, mailOutbox, securityAuditLog } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A resident's item, resolved `daysAgo` days ago as the helpdesk records it. */
async function resolvedItem(daysAgo = 1, owner?: Resident) {
  const who = owner ?? (await signUpResident(t));
  const res = await t.as(who).call(feedbackApi.submit, {
    name: 'Meera Kulkarni',
    category: 'maintenance',
    subject: `Lift stuck ${randomUUID().slice(0, 8)}`,
    message: 'The B-wing lift stops between floors.',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id: string = res.json().id;
  await t.database.db
    .update(feedback)
    .set({ status: 'resolved', resolved_at: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(feedback.id, id));
  return { who, id };
}

const row = async (id: string) => (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0];
const auditRows = (action: string, id: string) =>
  t.database.db
    .select()
    .from(securityAuditLog)
    .where(
      and(eq(securityAuditLog.action, action), sql`${securityAuditLog.details}->>'feedback_id' = ${id}`),
    );

describe('confirming resolved feedback', () => {
  it('stores the rating, the comment and when, writes an audit row, and shows them to the office', async () => {
    const { who, id } = await resolvedItem();
    const res = await t.as(who).call(feedbackApi.confirm, { id, rating: 4, comment: '  Fixed quickly  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'resolved', rating: 4, rating_comment: 'Fixed quickly' });
    expect(res.json().confirmed_at).toEqual(expect.any(String));
    expect(await auditRows('feedback_confirmed', id)).toHaveLength(1);

    const office = await t.as(admin).call(feedbackAdminApi.list, { q: (await row(id)).subject });
    expect(office.json().items[0]).toMatchObject({
      id,
      rating: 4,
      rating_comment: 'Fixed quickly',
      reopen_count: 0,
    });
  });

  it('takes a rating without a comment', async () => {
    const { who, id } = await resolvedItem();
    const res = await t.as(who).call(feedbackApi.confirm, { id, rating: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rating: 5, rating_comment: null });
  });

  it.each([0, 6, 3.5, '4', null])('refuses the rating %s and writes nothing', async (rating) => {
    const { who, id } = await resolvedItem();
    const res = await t.as(who).send(feedbackApi.confirm, { id, rating });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({ fields: { rating: FEEDBACK_VERDICT_TEXT.invalidRating } });
    expect(await row(id)).toMatchObject({ rating: null, confirmed_at: null });
  });

  it('refuses an item that is not resolved (409) and one already confirmed (409)', async () => {
    const { who, id } = await resolvedItem();
    await t.database.db.update(feedback).set({ status: 'in_progress' }).where(eq(feedback.id, id));
    const early = await t.as(who).call(feedbackApi.confirm, { id, rating: 3 });
    expect(early.statusCode).toBe(409);
    expect(early.error().message).toBe(FEEDBACK_VERDICT_TEXT.notResolved);
    expect((await row(id)).rating).toBeNull();

    await t.database.db.update(feedback).set({ status: 'resolved' }).where(eq(feedback.id, id));
    expect((await t.as(who).call(feedbackApi.confirm, { id, rating: 3 })).statusCode).toBe(200);
    const again = await t.as(who).call(feedbackApi.confirm, { id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.error().message).toBe(FEEDBACK_VERDICT_TEXT.alreadyConfirmed);
    expect((await row(id)).rating).toBe(3);
    const reopen = await t.as(who).call(feedbackApi.reopen, { id, reason: 'It broke again' });
    expect(reopen.statusCode).toBe(409);
    expect(await row(id)).toMatchObject({ status: 'resolved', reopen_count: 0 });
  });

  it("refuses another resident's item as missing (404), and nobody signed in (401)", async () => {
    const { id } = await resolvedItem();
    const other = await signUpResident(t);
    const res = await t.as(other).call(feedbackApi.confirm, { id, rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.error().message).toBe(FEEDBACK_VERDICT_TEXT.notFound);
    expect((await t.as(null).call(feedbackApi.confirm, { id, rating: 5 })).statusCode).toBe(401);
    expect((await row(id)).rating).toBeNull();
  });
});

describe('reopening resolved feedback', () => {
  it('within 7 days: open again, resolution cleared, count up, reason kept, audit row, office mailed', async () => {
    const { who, id } = await resolvedItem(6.9);
    const res = await t.as(who).call(feedbackApi.reopen, { id, reason: 'The lift stopped again today' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'open', resolved_at: null, reopen_count: 1 });
    expect(await row(id)).toMatchObject({ resolved_at: null, reopen_reason: 'The lift stopped again today' });
    expect(await auditRows('feedback_reopened', id)).toHaveLength(1);

    const { subject } = await row(id);
    await vi.waitFor(
      async () => {
        const mails = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, DEFAULT_SETTINGS.email))
          .orderBy(desc(mailOutbox.created_at));
        const mail = mails.find((m) => m.subject.includes(subject) && m.subject.includes('Reopened'));
        expect(mail?.text).toContain('The lift stopped again today');
      },
      { timeout: 5_000 },
    );

    const office = await t.as(admin).call(feedbackAdminApi.list, { q: subject });
    expect(office.json().items[0]).toMatchObject({
      reopen_count: 1,
      reopen_reason: 'The lift stopped again today',
    });

    // Resolved again, it may be reopened again: the count goes on.
    await t.database.db
      .update(feedback)
      .set({ status: 'resolved', resolved_at: new Date() })
      .where(eq(feedback.id, id));
    const twice = await t.as(who).call(feedbackApi.reopen, { id, reason: 'Still stopping' });
    expect(twice.json()).toMatchObject({ reopen_count: 2 });
  });

  it('after 7 days: 409 with a clear message, nothing written', async () => {
    const { who, id } = await resolvedItem(7.1);
    const res = await t.as(who).call(feedbackApi.reopen, { id, reason: 'It broke again' });
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toBe(FEEDBACK_VERDICT_TEXT.tooLate);
    expect(await row(id)).toMatchObject({ status: 'resolved', reopen_count: 0, reopen_reason: null });
    expect(await auditRows('feedback_reopened', id)).toHaveLength(0);
  });

  it('refuses an open item (409), a blank reason (400) and another resident (404)', async () => {
    const { who, id } = await resolvedItem();
    const blank = await t.as(who).send(feedbackApi.reopen, { id, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.error().fields).toHaveProperty('reason');
    const other = await signUpResident(t);
    expect((await t.as(other).call(feedbackApi.reopen, { id, reason: 'Mine too' })).statusCode).toBe(404);
    await t.database.db.update(feedback).set({ status: 'open' }).where(eq(feedback.id, id));
    const open = await t.as(who).call(feedbackApi.reopen, { id, reason: 'Again' });
    expect(open.statusCode).toBe(409);
    expect(await row(id)).toMatchObject({ reopen_count: 0, reopen_reason: null });
  });

  it('counts an item resolved before the helpdesk kept the time from its last change', async () => {
    const { who, id } = await resolvedItem();
    await t.database.db
      .update(feedback)
      .set({ resolved_at: null, updated_at: new Date(Date.now() - 8 * DAY) })
      .where(eq(feedback.id, id));
    const mine = await t.as(who).call(feedbackApi.mine, {});
    const shown = Date.parse(mine.json().items[0].resolved_at ?? '');
    expect(Math.abs(shown - (Date.now() - 8 * DAY))).toBeLessThan(60_000);
    expect((await t.as(who).call(feedbackApi.reopen, { id, reason: 'Again' })).statusCode).toBe(409);
  });
});
