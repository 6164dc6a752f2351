// The helpdesk figures in Analytics: per month and category, aggregated by the database from the stored times.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT, analyticsAdminApi } from '../../../shared/analytics.ts';
import { feedbackApi } from '../../../shared/feedback.ts';
import { feedback } from '../../db/schema.ts';
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

type Stored = Partial<typeof feedback.$inferInsert>;

/** An item filed through the API, then given the times the helpdesk stores as they happen. */
async function item(category: string, stored: Stored) {
  const who = await signUpResident(t);
  const res = await t.as(who).call(feedbackApi.submit, {
    name: 'Meera Kulkarni',
    category,
    subject: `Item ${randomUUID().slice(0, 8)}`,
    message: 'Details',
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.database.db.update(feedback).set(stored).where(eq(feedback.id, res.json().id));
}

const at = (iso: string) => new Date(iso);
const due = at('2026-08-12T12:00:00Z');

describe('GET /api/admin/helpdesk/figures', () => {
  beforeAll(async () => {
    // August 2026 (society time), maintenance: one on time, one late and reopened, one still open past its deadline.
    await item('maintenance', {
      created_at: at('2026-08-10T05:00:00Z'),
      resolution_due_at: due,
      status: 'resolved',
      resolved_at: at('2026-08-11T10:00:00Z'),
      first_response_work_minutes: 60,
      resolution_work_minutes: 600,
      rating: 4,
    });
    await item('maintenance', {
      created_at: at('2026-08-10T06:00:00Z'),
      resolution_due_at: due,
      status: 'resolved',
      resolved_at: at('2026-08-14T10:00:00Z'),
      first_response_work_minutes: 120,
      resolution_work_minutes: 1200,
      reopen_count: 1,
      rating: 2,
    });
    await item('maintenance', {
      created_at: at('2026-08-10T07:00:00Z'),
      resolution_due_at: due,
      status: 'in_progress',
      first_response_work_minutes: 180,
    });
    // 01:30 on 1 August in Mumbai: August, though it is still 31 July in UTC.
    await item('security', {
      created_at: at('2026-07-31T20:00:00Z'),
      resolution_due_at: at('2026-08-02T12:00:00Z'),
      status: 'resolved',
      resolved_at: at('2026-08-01T10:00:00Z'),
      first_response_work_minutes: 30,
      resolution_work_minutes: 90,
      rating: 5,
    });
    // 23:30 on 31 July in Mumbai: outside the range.
    await item('security', {
      created_at: at('2026-07-31T18:00:00Z'),
      status: 'resolved',
      resolved_at: at('2026-08-01T10:00:00Z'),
      first_response_work_minutes: 5000,
      rating: 1,
    });
  });

  it('answers per month and per category, in working hours, with the shares and the average rating', async () => {
    const res = await t.as(admin).call(analyticsAdminApi.helpdesk, { from: '2026-08-01', to: '2026-09-30' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months).toEqual([
      {
        month: '2026-08',
        category: null,
        items: 4,
        resolvedInTime: 2,
        withinDeadline: 0.5,
        medianFirstResponseHours: 1.5,
        medianResolutionHours: 10,
        reopenRate: 0.25,
        averageRating: expect.closeTo(11 / 3, 6),
      },
      {
        month: '2026-09',
        category: null,
        items: 0,
        resolvedInTime: 0,
        withinDeadline: null,
        medianFirstResponseHours: null,
        medianResolutionHours: null,
        reopenRate: null,
        averageRating: null,
      },
    ]);
    expect(body.rows).toEqual([
      {
        month: '2026-08',
        category: 'maintenance',
        items: 3,
        resolvedInTime: 1,
        withinDeadline: expect.closeTo(1 / 3, 6),
        medianFirstResponseHours: 2,
        medianResolutionHours: 15,
        reopenRate: expect.closeTo(1 / 3, 6),
        averageRating: 3,
      },
      {
        month: '2026-08',
        category: 'security',
        items: 1,
        resolvedInTime: 1,
        withinDeadline: 1,
        medianFirstResponseHours: 0.5,
        medianResolutionHours: 1.5,
        reopenRate: 0,
        averageRating: 5,
      },
    ]);
  });

  it('takes the analytics date filter: a range without the items has none', async () => {
    const res = await t.as(admin).call(analyticsAdminApi.helpdesk, { from: '2026-06-01', to: '2026-07-15' });
    expect(res.json().rows).toEqual([]);
    expect(res.json().months.map((m: { month: string }) => m.month)).toEqual(['2026-06', '2026-07']);
    const bad = await t.as(admin).call(analyticsAdminApi.helpdesk, { from: '2026-09-01', to: '2026-08-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().fields).toMatchObject({ from: ANALYTICS_TEXT.fromAfterTo });
  });

  it('is the helpdesk’s: a resident gets 403, nobody signed in 401', async () => {
    const resident = await signUpResident(t);
    expect((await t.as(resident).call(analyticsAdminApi.helpdesk, {})).statusCode).toBe(403);
    expect((await t.as(null).call(analyticsAdminApi.helpdesk, {})).statusCode).toBe(401);
  });
});
