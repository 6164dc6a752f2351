import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../shared/account.ts';
import type { Input } from '../../../shared/contract.ts';
import { type FeedbackInput, feedbackApi } from '../../../shared/feedback.ts';
import { feedbackAdminApi } from '../../../shared/feedback-admin.ts';
import { feedback, mailOutbox, users } from '../../db/schema.ts';
import { auditsOf, userIdOf } from '../../test/fixtures.ts';
import {
  cookieOf,
  createTestApp,
  PASSWORD,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let resident: Resident;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  resident = await signUpResident(t, { name: 'Meera Kulkarni', flat_no: 'A-101' });
});
afterAll(() => t.close());

const list = async (query: Input<typeof feedbackAdminApi.list> = {}) => {
  const res = await t.as(admin).call(feedbackAdminApi.list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const stats = async () => (await t.as(admin).call(feedbackAdminApi.stats)).json();
const start = (id: string) => t.as(admin).call(feedbackAdminApi.start, { id });
const resolve = (id: string) => t.as(admin).call(feedbackAdminApi.resolve, { id });
const respond = (id: string, admin_response: unknown, status: unknown) =>
  t.as(admin).send(feedbackAdminApi.respond, { id, admin_response, status });

/** Feedback submitted through the resident API (3 per 10 minutes, so a fresh resident each time). */
async function submitted(over: Partial<FeedbackInput> = {}, who?: Resident) {
  const owner = who ?? (await signUpResident(t));
  const res = await t.as(owner).call(feedbackApi.submit, {
    name: 'Meera Kulkarni',
    email: owner.email,
    category: 'maintenance',
    priority: 'high',
    subject: `Leaking pipe ${randomUUID().slice(0, 8)}`,
    message: 'Water has been dripping near the B-wing lift since Monday.',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Rows written straight to the table, for lists larger than the submission limit allows. */
async function inserted(rows: Partial<typeof feedback.$inferInsert>[]) {
  const [owner] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, resident.email));
  return t.database.db
    .insert(feedback)
    .values(
      rows.map((r) => ({
        user_id: owner.id,
        name: 'Meera Kulkarni',
        category: 'maintenance',
        subject: 'Subject',
        message: 'Message',
        ...r,
      })),
    )
    .returning();
}

const stored = async (id: string) => {
  const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
};
const mailsAbout = async (subject: string) =>
  (await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at))).filter(
    (m) => m.subject.includes(subject) && m.subject.startsWith('Your feedback'),
  );
const waitForMail = (subject: string, n = 1) =>
  vi.waitFor(
    async () => {
      const mails = await mailsAbout(subject);
      expect(mails).toHaveLength(n);
      return mails[0];
    },
    { timeout: 5_000 },
  );

describe('GET /api/admin/feedback', () => {
  it('lists every resident’s feedback newest first with the resident’s flat', async () => {
    const older = await submitted({ subject: `Older ${randomUUID()}` }, resident);
    await t.database.db
      .update(feedback)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(feedback.id, older.id));
    const newer = await submitted({ subject: `Newer ${randomUUID()}` });

    const page = await list({ pageSize: 100 });
    const ids = page.items.map((f) => f.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.find((f) => f.id === older.id)).toMatchObject({
      subject: older.subject,
      status: 'open',
      flat_no: 'A-101',
      admin_response: null,
      updated_at: expect.any(String),
    });
  });

  it('pages on the server', async () => {
    const tag = `Paging ${randomUUID()}`;
    await inserted([1, 2, 3, 4, 5].map((i) => ({ subject: `${tag} ${i}` })));
    const first = await list({ q: tag, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const third = await list({ q: tag, pageSize: 2, page: 3 });
    expect(third.items).toHaveLength(1);
    const seen = [];
    for (let p = 1; p <= 3; p++) seen.push(...(await list({ q: tag, pageSize: 2, page: p })).items);
    expect(new Set(seen.map((f) => f.subject)).size).toBe(5);
  });

  it('filters by status, priority and category, alone and together', async () => {
    const tag = randomUUID().slice(0, 8);
    await inserted([
      { subject: `${tag} a`, status: 'open', priority: 'urgent', category: 'security' },
      { subject: `${tag} b`, status: 'in_progress', priority: 'urgent', category: 'parking' },
      { subject: `${tag} c`, status: 'resolved', priority: 'low', category: 'security' },
      { subject: `${tag} d`, status: 'closed', priority: 'normal', category: 'noise' },
    ]);
    // Raw query strings: a cleared select sends an empty value, which the contract's client leaves out.
    const subjects = async (filters: string) => {
      const res = await t.as(admin).query(feedbackAdminApi.list, `q=${tag}&${filters}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .items.map((f) => f.subject.slice(-1))
        .sort();
    };
    expect(await subjects('status=open')).toEqual(['a']);
    expect(await subjects('status=closed')).toEqual(['d']);
    expect(await subjects('priority=urgent')).toEqual(['a', 'b']);
    expect(await subjects('category=security')).toEqual(['a', 'c']);
    expect(await subjects('priority=urgent&category=security')).toEqual(['a']);
    expect(await subjects('status=resolved&priority=urgent')).toEqual([]);
    // An empty filter, as a cleared select sends it, means "all".
    expect(await subjects('status=&priority=&category=')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches subject, message, name and e-mail, ignoring case, with % and _ taken literally', async () => {
    const tag = randomUUID().slice(0, 8);
    await inserted([
      { subject: `Lift ${tag} stuck`, message: 'x' },
      { subject: 'Noise', message: `Drilling ${tag.toUpperCase()} at night` },
      { subject: 'Gate', message: 'x', name: `Anil ${tag}` },
      { subject: 'Water', message: 'x', email: `anil.${tag}@example.com` },
      { subject: 'Discount', message: `100% ${tag}_off` },
    ]);
    expect((await list({ q: tag })).total).toBe(5);
    expect((await list({ q: tag.toUpperCase() })).total).toBe(5);
    expect((await list({ q: `% ${tag}_` })).items.map((f) => f.subject)).toEqual(['Discount']);
    expect((await list({ q: `${tag}%` })).total).toBe(0);
    expect((await list({ q: `  ${tag}  ` })).total).toBe(5);
  });

  it('refuses unknown filter values and an over-long search with clear messages', async () => {
    const cases: [string, string, string][] = [
      ['status=archived', 'status', 'Please choose a status from the list'],
      ['priority=critical', 'priority', 'Please choose a priority from the list'],
      ['category=gossip', 'category', 'Please choose a category from the list'],
      [`q=${'x'.repeat(101)}`, 'q', 'Search text must be less than 100 characters'],
      ['page=0', 'page', expect.any(String)],
      ['pageSize=101', 'pageSize', expect.any(String)],
      ['order=subject', '_', expect.any(String)],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.as(admin).query(feedbackAdminApi.list, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.error().code).toBe('VALIDATION');
      expect(res.error().fields?.[field], query).toEqual(message);
    }
  });

  it('is for admins only', async () => {
    expect((await t.as(resident).call(feedbackAdminApi.list)).statusCode).toBe(403);
    expect((await t.as(null).call(feedbackAdminApi.list)).statusCode).toBe(401);
    expect((await t.as(resident).call(feedbackAdminApi.stats)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/feedback/stats', () => {
  it('counts all feedback by status, and urgent feedback that is not yet resolved or closed', async () => {
    const before = await stats();
    await inserted([
      { status: 'open', priority: 'urgent' },
      { status: 'open', priority: 'low' },
      { status: 'in_progress', priority: 'urgent' },
      { status: 'resolved', priority: 'urgent' },
      { status: 'closed', priority: 'urgent' },
    ]);
    // Written behind the app's back, as another process would: the figures it keeps a few seconds are dropped
    // here as one of its own writes would drop them.
    t.app.ctx.cache.clear();
    const after = await stats();
    expect({
      total: after.total - before.total,
      open: after.open - before.open,
      in_progress: after.in_progress - before.in_progress,
      resolved: after.resolved - before.resolved,
      urgent: after.urgent - before.urgent,
    }).toEqual({ total: 5, open: 2, in_progress: 1, resolved: 1, urgent: 2 });
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(feedback);
    expect(after.total).toBe(n);
  });
});

describe('the transitions of section 4', () => {
  it('Start Progress moves open feedback to in progress, audits it and tells the resident', async () => {
    const f = await submitted();
    const res = await start(f.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: f.id, status: 'in_progress', admin_response: null });
    expect((await stored(f.id)).status).toBe('in_progress');

    const [entry] = await auditsOf(t, 'feedback_id', f.id);
    expect(entry).toMatchObject({
      user_id: await userIdOf(t, admin.email),
      action: 'feedback_status_changed',
      resource: 'feedback',
      details: { feedback_id: f.id, from: 'open', to: 'in_progress' },
    });

    const mail = await waitForMail(f.subject);
    expect(mail.to).toBe(f.email);
    expect(mail.subject).toBe(`Your feedback "${f.subject}" is In Progress`);
    expect(mail.text).toContain('is now In Progress');
  });

  it('Send & Mark Resolved saves the response with the status; the resident reads both and gets a mail', async () => {
    const owner = await signUpResident(t);
    const f = await submitted({}, owner);
    const answer = 'The plumber replaced the joint on Tuesday.\nPlease tell us if it drips again.';
    const res = await respond(f.id, `  ${answer}  `, 'resolved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', admin_response: answer });

    const mine = await t.as(owner).call(feedbackApi.mine);
    expect(mine.json().items[0]).toMatchObject({ id: f.id, status: 'resolved', admin_response: answer });

    const mail = await waitForMail(f.subject);
    expect(mail.to).toBe(owner.email);
    expect(mail.subject).toContain('Resolved');
    expect(mail.text).toContain(f.subject);
    expect(mail.text).toContain('is now Resolved');
    expect(mail.text).toContain(answer);

    expect((await auditsOf(t, 'feedback_id', f.id)).map((a) => [a.action, a.details])).toEqual([
      ['feedback_responded', { feedback_id: f.id, from: 'open', to: 'resolved' }],
    ]);
  });

  it('Send & Keep in Progress answers from open or in progress, and a later answer replaces the first', async () => {
    const f = await submitted();
    const first = await respond(f.id, 'We have asked the plumber to visit.', 'in_progress');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'in_progress',
      admin_response: 'We have asked the plumber to visit.',
    });

    const second = await respond(f.id, 'The plumber comes on Friday at 10.', 'in_progress');
    expect(second.json()).toMatchObject({
      status: 'in_progress',
      admin_response: 'The plumber comes on Friday at 10.',
    });
    await waitForMail(f.subject, 2);
    expect((await mailsAbout(f.subject))[0].text).toContain('The plumber comes on Friday at 10.');

    const done = await respond(f.id, 'Fixed on Friday.', 'resolved');
    expect(done.json()).toMatchObject({ status: 'resolved', admin_response: 'Fixed on Friday.' });
    expect(
      (await auditsOf(t, 'feedback_id', f.id)).map(
        (a) => `${(a.details as { from: string }).from}>${(a.details as { to: string }).to}`,
      ),
    ).toEqual(['open>in_progress', 'in_progress>in_progress', 'in_progress>resolved']);
  });

  it('Mark Resolved closes in-progress feedback and keeps the response', async () => {
    const f = await submitted();
    await respond(f.id, 'On it.', 'in_progress');
    const res = await resolve(f.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', admin_response: 'On it.' });
    const mail = await waitForMail(f.subject, 2);
    expect(mail.subject).toContain('Resolved');
    expect(mail.text).toContain('On it.');
  });

  it('uses the account’s address when the resident gave no e-mail on the form', async () => {
    const owner = await signUpResident(t);
    const f = await submitted({ email: '' }, owner);
    expect(f.email).toBeNull();
    expect((await start(f.id)).statusCode).toBe(200);
    expect((await waitForMail(f.subject)).to).toBe(owner.email);
  });

  it.each([
    [
      'start',
      'in_progress',
      'Start Progress is only possible while the feedback is Open; it is now In Progress.',
    ],
    ['start', 'resolved', 'Start Progress is only possible while the feedback is Open; it is now Resolved.'],
    ['start', 'closed', 'Start Progress is only possible while the feedback is Open; it is now Closed.'],
    ['resolve', 'open', 'Mark Resolved is only possible while the feedback is In Progress; it is now Open.'],
    [
      'resolve',
      'resolved',
      'Mark Resolved is only possible while the feedback is In Progress; it is now Resolved.',
    ],
    [
      'resolve',
      'closed',
      'Mark Resolved is only possible while the feedback is In Progress; it is now Closed.',
    ],
    [
      'respond',
      'resolved',
      'Respond is only possible while the feedback is Open or In Progress; it is now Resolved.',
    ],
    [
      'respond',
      'closed',
      'Respond is only possible while the feedback is Open or In Progress; it is now Closed.',
    ],
  ])('refuses %s from %s with 409 and writes nothing', async (action, status, message) => {
    const [row] = await inserted([
      { subject: `Refused ${randomUUID()}`, status, admin_response: 'Earlier answer' },
    ]);
    const res =
      action === 'start'
        ? await start(row.id)
        : action === 'resolve'
          ? await resolve(row.id)
          : await respond(row.id, 'New answer', 'resolved');
    expect(res.statusCode).toBe(409);
    expect(res.error()).toMatchObject({ code: 'CONFLICT', message });
    expect(await stored(row.id)).toMatchObject({
      status,
      admin_response: 'Earlier answer',
      updated_at: row.updated_at,
    });
    expect(await auditsOf(t, 'feedback_id', row.id)).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailsAbout(row.subject)).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = randomUUID();
    for (const res of [
      await start(unknown),
      await resolve(unknown),
      await respond(unknown, 'Hello', 'resolved'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.error().message).toBe('This feedback no longer exists');
    }
    const bad = await start('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.error().fields?.id).toBe('Invalid id');
  });

  it('refuses a blank, over-long or script-like response and an unknown status, writing nothing', async () => {
    const f = await submitted();
    const cases: [unknown, unknown, string, string][] = [
      ['', 'resolved', 'admin_response', 'This field is required'],
      ['   \n ', 'resolved', 'admin_response', 'This field is required'],
      [undefined, 'resolved', 'admin_response', 'This field is required'],
      ['x'.repeat(2001), 'resolved', 'admin_response', 'Text must be less than 2000 characters'],
      ['<script>alert(1)</script>', 'resolved', 'admin_response', 'Invalid characters detected'],
      ['<img src=x onerror=alert(1)>', 'in_progress', 'admin_response', 'Invalid characters detected'],
      ['Fine', 'closed', 'status', 'A response either keeps the feedback in progress or resolves it'],
      ['Fine', 'open', 'status', 'A response either keeps the feedback in progress or resolves it'],
      ['Fine', undefined, 'status', 'A response either keeps the feedback in progress or resolves it'],
    ];
    for (const [text, status, field, message] of cases) {
      const res = await respond(f.id, text, status);
      expect(res.statusCode, String(text).slice(0, 20)).toBe(400);
      expect(res.error().fields?.[field]).toBe(message);
    }
    expect(await stored(f.id)).toMatchObject({ status: 'open', admin_response: null });
    expect(await auditsOf(t, 'feedback_id', f.id)).toEqual([]);
    expect((await respond(f.id, 'x'.repeat(2000), 'in_progress')).statusCode).toBe(200);
  });

  it('refuses extra fields such as a forged status on the bare transitions', async () => {
    const f = await submitted();
    const res = await t.as(admin).send(feedbackAdminApi.start, { id: f.id, status: 'closed' });
    expect(res.statusCode).toBe(400);
    expect((await stored(f.id)).status).toBe('open');
  });

  it('is for admins only', async () => {
    const f = await submitted();
    for (const action of [feedbackAdminApi.start, feedbackAdminApi.resolve]) {
      const res = await t.as(resident).call(action, { id: f.id });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await t
          .as(resident)
          .call(feedbackAdminApi.respond, { id: f.id, admin_response: 'x', status: 'resolved' })
      ).statusCode,
    ).toBe(403);
    expect((await stored(f.id)).status).toBe('open');
  });
});

describe('two admins acting on one row at once', () => {
  it('lets exactly one Start Progress through and tells the other', async () => {
    const f = await submitted();
    const results = await Promise.all([start(f.id), start(f.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.error().message).toBe(
      'Start Progress is only possible while the feedback is Open; it is now In Progress.',
    );
    expect(await auditsOf(t, 'feedback_id', f.id)).toHaveLength(1);
  });

  it('keeps the first of two resolving answers and refuses the second', async () => {
    const f = await submitted();
    const results = await Promise.all([
      respond(f.id, 'Answer one', 'resolved'),
      respond(f.id, 'Answer two', 'resolved'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(await stored(f.id)).toMatchObject({ status: 'resolved', admin_response: winner?.admin_response });
    expect(await auditsOf(t, 'feedback_id', f.id)).toHaveLength(1);
    await waitForMail(f.subject, 1);
  });
});

describe('when the resident’s mail cannot be sent', () => {
  it('keeps the response and records the failed mail', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const [resident, office] = await Promise.all([
        verifiedAccount(broken, 'smtp-down.resident@example.com'),
        verifiedAccount(broken, 'office.admin@example.com'),
      ]);
      const sent = await broken.as({ cookie: resident }).call(feedbackApi.submit, {
        name: 'Meera',
        category: 'noise',
        subject: 'Drilling at night',
        message: 'Every night.',
      });
      const id = sent.json().id;
      const res = await broken
        .as({ cookie: office })
        .call(feedbackAdminApi.respond, { id, admin_response: 'We spoke to flat B-12.', status: 'resolved' });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await broken.database.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row).toMatchObject({ status: 'resolved', admin_response: 'We spoke to flat B-12.' });
      await vi.waitFor(
        async () => {
          const failed = await broken.database.db
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.to, 'smtp-down.resident@example.com'), eq(mailOutbox.status, 'failed')));
          const mail = failed.find((m) => m.subject.startsWith('Your feedback'));
          expect(mail?.subject).toContain('Drilling at night');
        },
        { timeout: 10_000 },
      );
    } finally {
      await broken.close();
    }
  });
});

/** Sign-up mails fail too when SMTP is down, so the account is confirmed directly. */
async function verifiedAccount(app: TestApp, email: string) {
  const up = await app.as(null).call(accountApi.signUp, {
    name: 'Meera Kulkarni',
    email,
    phone: '9876543210',
    flat_no: 'C-12',
    password: PASSWORD,
  });
  expect(up.statusCode, up.body).toBe(200);
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await app.as(null).call(accountApi.signIn, { email, password: PASSWORD });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return cookieOf(signIn);
}
