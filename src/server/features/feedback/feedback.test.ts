import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import type { Input } from '../../../shared/contract.ts';
import { feedbackApi } from '../../../shared/feedback.ts';
import { DEFAULT_SETTINGS } from '../../db/reference-data.ts';
import { feedback, mailOutbox, users } from '../../db/schema.ts';
import { cookieOf, createTestApp, type Resident, signUpResident, type TestApp } from '../../test/harness.ts';

let t: TestApp;

const valid = {
  name: 'Meera Kulkarni',
  email: 'meera@example.com',
  category: 'maintenance',
  priority: 'high',
  subject: 'Leaking pipe near B-wing lift',
  message: 'Water has been dripping since Monday.\nPlease send the plumber.',
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Feedback as sent (the tests send wrong ones too), by a member or by nobody. */
const submit = (who: Resident | null, payload: Record<string, unknown>) =>
  t.as(who).send(feedbackApi.submit, payload);
const mine = (who: Resident, query: Input<typeof feedbackApi.mine> = {}) =>
  t.as(who).call(feedbackApi.mine, query);

describe('POST /api/feedback', () => {
  it('stores the feedback as open, returns it and lists it as the member’s own', async () => {
    const member = await signUpResident(t);
    const res = await submit(member, { ...valid, name: '  Meera Kulkarni ' });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ ...valid, status: 'open', admin_response: null });
    expect(created).not.toHaveProperty('user_id');

    const list = (await mine(member)).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.items[0]).toMatchObject({ id: created.id, subject: valid.subject, status: 'open' });
  });

  it('defaults the priority to normal and accepts no e-mail', async () => {
    const member = await signUpResident(t);
    const { priority: _, email: __, ...rest } = valid;
    const res = await submit(member, { ...rest, email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priority: 'normal', email: null });
  });

  it('mails the society office with the subject and message', async () => {
    const member = await signUpResident(t);
    const subject = `Gym AC not cooling ${Date.now()}`;
    expect((await submit(member, { ...valid, subject })).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const mails = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, DEFAULT_SETTINGS.email));
        const mail = mails.find((m) => m.subject.includes(subject));
        expect(mail).toBeDefined();
        expect(mail?.text).toContain(valid.message);
        expect(mail?.text).toContain('Meera Kulkarni');
      },
      { timeout: 5_000 },
    );
  });

  it.each(['name', 'category', 'subject', 'message'])('refuses a missing %s', async (field) => {
    const member = await signUpResident(t);
    for (const value of [undefined, '', '   ']) {
      const res = await submit(member, { ...valid, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.error()).toMatchObject({
        code: 'VALIDATION',
        fields: { [field]: 'This field is required' },
      });
    }
    expect((await mine(member)).json().total).toBe(0);
  });

  it.each([
    ['name', 100],
    ['subject', 200],
    ['message', 2000],
  ])('refuses a %s longer than %i characters', async (field, max) => {
    const member = await signUpResident(t);
    const res = await submit(member, { ...valid, [field]: 'x'.repeat(max + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.error().fields?.[field]).toBe(`Text must be less than ${max} characters`);
    expect((await submit(member, { ...valid, [field]: 'x'.repeat(max) })).statusCode).toBe(200);
  });

  it('refuses a bad e-mail, category or priority, and unknown fields', async () => {
    const member = await signUpResident(t);
    const cases: [object, string, string][] = [
      [{ email: 'meera@' }, 'email', 'Invalid email format'],
      [{ email: 'a..b@example.com' }, 'email', 'Invalid email format'],
      [{ category: 'gossip' }, 'category', 'Please choose a category from the list'],
      [{ priority: 'critical' }, 'priority', 'Please choose a priority from the list'],
      [{ status: 'resolved' }, '_', ''],
      [{ user_id: '00000000-0000-4000-8000-000000000000' }, '_', ''],
    ];
    for (const [patch, field, message] of cases) {
      const res = await submit(member, { ...valid, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.error().code).toBe('VALIDATION');
      if (message) expect(res.error().fields?.[field]).toBe(message);
    }
    expect((await mine(member)).json().total).toBe(0);
  });

  it('refuses script-like input in every text field', async () => {
    const member = await signUpResident(t);
    for (const field of ['name', 'subject', 'message']) {
      for (const bad of [
        '<script>alert(1)</script>',
        'javascript:alert(1)',
        '<img src=x onerror=alert(1)>',
      ]) {
        const res = await submit(member, { ...valid, [field]: bad });
        expect(res.statusCode).toBe(400);
        expect(res.error().fields?.[field]).toBe('Invalid characters detected');
      }
    }
  });

  it('refuses a body that is not an object', async () => {
    const member = await signUpResident(t);
    const res = await t
      .as(member, { 'content-type': 'application/json' })
      .inject('POST', feedbackApi.submit.path, '["x"]');
    expect(res.statusCode).toBe(400);
  });

  it('allows 3 submissions per 10 minutes per user, counted from the stored feedback', async () => {
    const member = await signUpResident(t);
    const other = await signUpResident(t);
    for (let i = 1; i <= 3; i++)
      expect((await submit(member, { ...valid, subject: `Try ${i}` })).statusCode).toBe(200);

    const refused = await submit(member, { ...valid, subject: 'Try 4' });
    expect(refused.statusCode).toBe(429);
    expect(refused.error()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Please wait 10 minutes before submitting another feedback.',
    });
    expect((await mine(member)).json().total).toBe(3);

    // Another member is not affected.
    expect((await submit(other, valid)).statusCode).toBe(200);

    // Once the oldest submission is more than 10 minutes old, one more is allowed; the wait follows the rows.
    const [oldest] = (await mine(member)).json().items.slice(-1);
    await t.database.db
      .update(feedback)
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(feedback.id, oldest.id));
    const [second] = (await mine(member)).json().items.slice(-2);
    await t.database.db
      .update(feedback)
      .set({ created_at: new Date(Date.now() - 7.5 * 60_000) })
      .where(eq(feedback.id, second.id));
    expect((await submit(member, { ...valid, subject: 'Try 5' })).statusCode).toBe(200);
    const again = await submit(member, { ...valid, subject: 'Try 6' });
    expect(again.statusCode).toBe(429);
    expect(again.error().message).toBe('Please wait 3 minutes before submitting another feedback.');
  });

  it('holds the limit when submissions arrive together', async () => {
    const member = await signUpResident(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => submit(member, { ...valid, subject: `Burst ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await submit(null, valid);
    expect(res.statusCode).toBe(401);
    expect(res.error().message).toBe('Authentication required. Please log in to continue.');
  });
});

describe('GET /api/feedback', () => {
  it('shows a member only their own feedback, newest first, with the admin response', async () => {
    const a = await signUpResident(t);
    const b = await signUpResident(t);
    const first = (await submit(a, { ...valid, subject: 'A first' })).json();
    await submit(a, { ...valid, subject: 'A second' });
    await submit(b, { ...valid, subject: 'B only' });
    await t.database.db
      .update(feedback)
      .set({ status: 'resolved', admin_response: 'Plumber visited on Tuesday.' })
      .where(and(eq(feedback.id, first.id)));
    // Make the order independent of clock resolution.
    await t.database.db
      .update(feedback)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(feedback.id, first.id));

    const listA = (await mine(a)).json();
    expect(listA.items.map((f: { subject: string }) => f.subject)).toEqual(['A second', 'A first']);
    expect(listA.items[1]).toMatchObject({
      status: 'resolved',
      admin_response: 'Plumber visited on Tuesday.',
    });
    const listB = (await mine(b)).json();
    expect(listB.total).toBe(1);
    expect(listB.items.map((f: { subject: string }) => f.subject)).toEqual(['B only']);
  });

  it('pages on the server', async () => {
    const member = await signUpResident(t);
    for (let i = 1; i <= 3; i++) await submit(member, { ...valid, subject: `Page ${i}` });
    const page1 = (await mine(member, { pageSize: 2 })).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    const page2 = (await mine(member, { page: 2, pageSize: 2 })).json();
    expect(page2.items).toHaveLength(1);
    const all = [...page1.items, ...page2.items].map((f: { subject: string }) => f.subject);
    expect(new Set(all)).toEqual(new Set(['Page 1', 'Page 2', 'Page 3']));
    expect((await mine(member, { pageSize: 500 })).statusCode).toBe(400);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await t.as(null).call(feedbackApi.mine);
    expect(res.statusCode).toBe(401);
  });
});

describe('when the mail cannot be sent', () => {
  it('keeps the feedback and records the failed mail', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      // Sign-up mails fail too, so confirm the account directly.
      const member = await signUpResidentVerifiedDirectly(broken);
      const res = await broken.as({ cookie: member }).send(feedbackApi.submit, valid);
      expect(res.statusCode).toBe(200);
      const list = await broken.as({ cookie: member }).call(feedbackApi.mine);
      expect(list.json().total).toBe(1);
      await vi.waitFor(
        async () => {
          const [mail] = await broken.database.db
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.to, DEFAULT_SETTINGS.email), eq(mailOutbox.status, 'failed')));
          expect(mail?.subject).toContain(valid.subject);
        },
        { timeout: 10_000 },
      );
    } finally {
      await broken.close();
    }
  });
});

async function signUpResidentVerifiedDirectly(app: TestApp) {
  const email = `smtp-down.${Date.now()}@example.com`;
  const password = 'Sea-View#2026';
  const up = await app.as(null).call(accountApi.signUp, {
    name: 'Meera Kulkarni',
    email,
    phone: '9876543210',
    flat_no: 'C-12',
    password,
  });
  expect(up.statusCode).toBe(200);
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await app.as(null).call(accountApi.signIn, { email, password });
  expect(signIn.statusCode).toBe(200);
  return cookieOf(signIn);
}
