// The office's announcements API: list (all, newest first, searchable), create, edit, retire and restore,
// each write with its audit row, and what residents then see on /announcements and the dashboard.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsApi } from '../../../shared/announcements.ts';
import { announcementsAdminApi } from '../../../shared/announcements-admin.ts';
import { dashboardApi } from '../../../shared/dashboard.ts';
import { announcements, securityAuditLog } from '../../db/schema.ts';
import {
  createTestApp,
  type Resident,
  signUpAdmin,
  signUpResident,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: Resident;
let member: Resident;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t);
  await t.database.db.insert(announcements).values([
    {
      title: 'Water tank cleaning',
      content: 'No water 10 AM-2 PM.',
      priority: 'high',
      created_at: minutesAgo(30),
    },
    {
      title: 'Old notice',
      content: 'Withdrawn 50% off.',
      priority: 'low',
      is_active: false,
      created_at: minutesAgo(20),
    },
    { title: 'AGM notice', content: 'AGM on Sunday.', priority: 'normal', created_at: minutesAgo(10) },
  ]);
});
afterAll(() => t.close());

const api = announcementsAdminApi;
const titles = (body: { items: { title: string }[] }) => body.items.map((a) => a.title);

async function counts() {
  const [rows] = await t.database.db.select({ n: count() }).from(announcements);
  const [audits] = await t.database.db
    .select({ n: count() })
    .from(securityAuditLog)
    .where(eq(securityAuditLog.resource, 'announcements'));
  return { rows: rows.n, audits: audits.n };
}

async function auditOf(action: string, id: string) {
  const rows = await t.database.db
    .select()
    .from(securityAuditLog)
    .where(and(eq(securityAuditLog.action, action), eq(securityAuditLog.resource, 'announcements')));
  return rows.filter((r) => (r.details as { announcement_id?: string }).announcement_id === id);
}

describe('GET /api/admin/announcements', () => {
  it('lists every announcement, active and inactive, newest first, with its status', async () => {
    const res = await t.as(admin).call(api.list);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(['AGM notice', 'Old notice', 'Water tank cleaning']);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items[1]).toMatchObject({ is_active: false, priority: 'low', created_by_name: null });
  });

  it('pages, filters by status and searches title and content on the server', async () => {
    const page2 = (await t.as(admin).call(api.list, { page: 2, pageSize: 2 })).json();
    expect(titles(page2)).toEqual(['Water tank cleaning']);
    expect(page2.total).toBe(3);
    const inactive = (await t.as(admin).call(api.list, { status: 'inactive' })).json();
    expect(titles(inactive)).toEqual(['Old notice']);
    const active = (await t.as(admin).call(api.list, { status: 'active' })).json();
    expect(titles(active)).toEqual(['AGM notice', 'Water tank cleaning']);
    const byContent = (await t.as(admin).call(api.list, { q: 'WATER' })).json();
    expect(titles(byContent)).toEqual(['Water tank cleaning']);
    // % is searched for literally, not as a wildcard.
    const literal = (await t.as(admin).call(api.list, { q: '50%' })).json();
    expect(titles(literal)).toEqual(['Old notice']);
    expect((await t.as(admin).call(api.list, { q: '%' })).json().total).toBe(1);
  });

  it('refuses bad filters with a clear message', async () => {
    const status = await t.as(admin).query(api.list, 'status=deleted');
    expect(status.statusCode).toBe(400);
    expect(status.error().message).toBe('Please choose a status from the list');
    const long = await t.as(admin).call(api.list, { q: 'x'.repeat(101) });
    expect(long.error().message).toBe('Search text must be less than 100 characters');
  });

  it('refuses members', async () => {
    const res = await t.as(member).call(api.list);
    expect(res.statusCode).toBe(403);
  });
});

describe('creating and editing', () => {
  it('creates with priority normal by default, audits it, and residents see it at once', async () => {
    const res = await t.as(admin).call(api.create, {
      title: '  Lift B maintenance  ',
      content: 'Lift B is off on Monday.\nUse lift A.',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Lift B maintenance',
      content: 'Lift B is off on Monday.\nUse lift A.',
      priority: 'normal',
      is_active: true,
      created_by_name: 'Office Admin',
    });
    expect(await auditOf('announcement_created', created.id)).toHaveLength(1);

    const resident = (await t.as(member).call(announcementsApi.list)).json();
    expect(resident.items[0]).toMatchObject({ id: created.id, title: 'Lift B maintenance' });
    const dashboard = (await t.as(member).call(dashboardApi.get)).json();
    expect(dashboard.announcements[0].title).toBe('Lift B maintenance');
  });

  it('edits title, content and priority, with an audit row', async () => {
    const { id } = (
      await t.as(admin).call(api.create, { title: 'Draft', content: 'Text', priority: 'low' })
    ).json();
    const res = await t.as(admin).call(api.update, {
      id: id,
      title: 'Pest control',
      content: 'Thursday, all wings.',
      priority: 'urgent',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Pest control', priority: 'urgent', is_active: true });
    expect(await auditOf('announcement_updated', id)).toHaveLength(1);
    const resident = (await t.as(member).call(announcementsApi.list)).json();
    expect(resident.items.find((a: { id: string }) => a.id === id)).toMatchObject({
      title: 'Pest control',
      content: 'Thursday, all wings.',
    });
  });

  const bad: [string, object, string, string][] = [
    ['a missing title', { content: 'x' }, 'title', 'This field is required'],
    ['a blank title', { title: '   ', content: 'x' }, 'title', 'This field is required'],
    ['a blank content', { title: 'x', content: ' \n ' }, 'content', 'This field is required'],
    [
      'an over-long title',
      { title: 'x'.repeat(201), content: 'x' },
      'title',
      'Text must be less than 200 characters',
    ],
    [
      'an over-long content',
      { title: 'x', content: 'x'.repeat(5001) },
      'content',
      'Text must be less than 5000 characters',
    ],
    [
      'script in the title',
      { title: '<script>alert(1)</script>', content: 'x' },
      'title',
      'Invalid characters detected',
    ],
    [
      'an event handler in the content',
      { title: 'x', content: '<img src=x onerror=alert(1)>' },
      'content',
      'Invalid characters detected',
    ],
    [
      'an unknown priority',
      { title: 'x', content: 'x', priority: 'critical' },
      'priority',
      'Please choose a priority from the list',
    ],
    ['a non-text title', { title: 42, content: 'x' }, 'title', 'This field is required'],
  ];
  it.each(bad)('refuses %s with a clear message and writes nothing', async (_, payload, field, message) => {
    const before = await counts();
    for (const [method, e, id] of [
      ['POST', api.create, undefined],
      ['PUT', api.update, await firstId()],
    ] as const) {
      const res = await t.as(admin).send(e, { ...payload, id });
      expect(res.statusCode, method).toBe(400);
      expect(res.error()).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps a title and content at their limits as typed, never cut', async () => {
    const title = `${'T'.repeat(199)}!`;
    const link = `https://docs.google.com/forms/d/e/${'x'.repeat(60)}/viewform?usp=sf_link`;
    const content = `${link} ${'c'.repeat(5000 - link.length - 1)}`;
    const res = await t.as(admin).call(api.create, { title, content });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title, content });
    const again = await t.as(admin).call(api.update, {
      id: res.json().id,
      title: `${title}x`,
      content,
    });
    expect(again.error().message).toBe('Text must be less than 200 characters');
    // Gone again, so the other tests' lists stay as they expect.
    await t.database.db.delete(announcements).where(eq(announcements.id, res.json().id));
  });

  it('refuses unknown fields', async () => {
    const res = await t.as(admin).send(api.create, {
      title: 'x',
      content: 'y',
      is_active: false,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const before = await counts();
    const missing = await t.as(admin).call(api.update, {
      id: randomUUID(),
      title: 'x',
      content: 'y',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.error().message).toBe('Announcement not found');
    const malformed = await t.as(admin).send(api.update, { id: 42, title: 'x', content: 'y' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.error().message).toBe('Invalid id');
    expect(await counts()).toEqual(before);
  });
});

async function firstId() {
  const [row] = await t.database.db.select({ id: announcements.id }).from(announcements).limit(1);
  return row.id;
}

describe('retiring and restoring', () => {
  it('deactivates on delete (the row stays), hides it from residents, and restores it', async () => {
    const { id } = (
      await t.as(admin).call(api.create, { title: 'Diwali party', content: 'On the podium.' })
    ).json();
    const residentSees = async () => {
      const list = (await t.as(member).call(announcementsApi.list, { pageSize: 100 })).json();
      const dashboard = (await t.as(member).call(dashboardApi.get)).json();
      return {
        list: list.items.some((a: { id: string }) => a.id === id),
        dashboard: dashboard.announcements.some((a: { id: string }) => a.id === id),
      };
    };
    expect(await residentSees()).toEqual({ list: true, dashboard: true });

    const off = await t.as(admin).call(api.deactivate, { id: id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, is_active: false, title: 'Diwali party' });
    expect(await auditOf('announcement_deactivated', id)).toMatchObject([{ severity: 'medium' }]);
    expect(await residentSees()).toEqual({ list: false, dashboard: false });
    const admins = (await t.as(admin).call(api.list, { q: 'Diwali' })).json();
    expect(admins.items).toMatchObject([{ id, is_active: false }]);

    const on = await t.as(admin).call(api.activate, { id: id });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, is_active: true });
    expect(await auditOf('announcement_activated', id)).toHaveLength(1);
    expect(await residentSees()).toEqual({ list: true, dashboard: true });
  });

  it('answers 404 for unknown ids and writes nothing', async () => {
    const before = await counts();
    for (const res of [
      await t.as(admin).call(api.deactivate, { id: randomUUID() }),
      await t.as(admin).call(api.activate, { id: randomUUID() }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.error().message).toBe('Announcement not found');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses members on every write', async () => {
    const id = await firstId();
    for (const e of [api.create, api.update, api.deactivate, api.activate]) {
      const res = await t.as(member).send(e, { id, title: 'x', content: 'y' });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
    }
  });
});
