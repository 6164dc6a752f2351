// The office's do's and don'ts API: list (all, by category then priority, searchable), the categories in
// use, create, edit, retire and restore, each write with its audit row, and what residents then see.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dosAndDontsApi } from '../../../shared/dos-and-donts.ts';
import { dosAndDontsAdminApi } from '../../../shared/dos-and-donts-admin.ts';
import { dosAndDonts, securityAuditLog } from '../../db/schema.ts';
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

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUpResident(t);
  await t.database.db.insert(dosAndDonts).values([
    { category: 'waste_management', title: 'Segregate waste', description: 'Wet and dry apart.' },
    { category: 'parking', title: 'Visitor parking', description: 'Use visitor bays.', priority: 'other' },
    { category: 'parking', title: 'No double parking', description: 'Never block cars.', priority: 'urgent' },
    { category: 'noise', title: 'Old rule', description: 'Withdrawn.', priority: 'high', is_active: false },
  ]);
});
afterAll(() => t.close());

const api = dosAndDontsAdminApi;
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);
const residentList = async () => (await t.as(member).call(dosAndDontsApi.list)).json();

async function counts() {
  const [rows] = await t.database.db.select({ n: count() }).from(dosAndDonts);
  const [audits] = await t.database.db
    .select({ n: count() })
    .from(securityAuditLog)
    .where(eq(securityAuditLog.resource, 'dos_and_donts'));
  return { rows: rows.n, audits: audits.n };
}

async function auditOf(action: string, id: string) {
  const rows = await t.database.db
    .select()
    .from(securityAuditLog)
    .where(and(eq(securityAuditLog.action, action), eq(securityAuditLog.resource, 'dos_and_donts')));
  return rows.filter((r) => (r.details as { item_id?: string }).item_id === id);
}

async function firstId() {
  const [row] = await t.database.db.select({ id: dosAndDonts.id }).from(dosAndDonts).limit(1);
  return row.id;
}

describe('GET /api/admin/dos-and-donts', () => {
  it('lists every item, active and inactive, by category then urgent, high, normal, other', async () => {
    const res = await t.as(admin).call(api.list);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(['Old rule', 'No double parking', 'Visitor parking', 'Segregate waste']);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.items[0]).toMatchObject({ category: 'noise', is_active: false, priority: 'high' });
  });

  it('pages, filters by status and category, and searches on the server', async () => {
    const page2 = (await t.as(admin).call(api.list, { page: 2, pageSize: 3 })).json();
    expect(titles(page2)).toEqual(['Segregate waste']);
    expect((await t.as(admin).call(api.list, { status: 'inactive' })).json().total).toBe(1);
    const parking = (await t.as(admin).call(api.list, { category: 'Parking' })).json();
    expect(titles(parking)).toEqual(['No double parking', 'Visitor parking']);
    const search = (await t.as(admin).call(api.list, { q: 'block' })).json();
    expect(titles(search)).toEqual(['No double parking']);
    const byCategory = (await t.as(admin).call(api.list, { q: 'waste_' })).json();
    expect(titles(byCategory)).toEqual(['Segregate waste']);
    const bad = await t.as(admin).query(api.list, 'status=gone');
    expect(bad.statusCode).toBe(400);
  });

  it('lists the categories in use, active or not, once each', async () => {
    const res = await t.as(admin).call(api.categories);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['noise', 'parking', 'waste_management']);
  });

  it('refuses members', async () => {
    for (const e of [api.list, api.categories]) expect((await t.as(member).call(e)).statusCode).toBe(403);
  });
});

describe('creating and editing', () => {
  it('creates an item under a typed category, audits it, and residents see it at once', async () => {
    const res = await t.as(admin).call(api.create, {
      title: 'Gym shoes only',
      category: '  Gym   Etiquette ',
      description: 'Wear clean indoor shoes in the gym.',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Gym shoes only',
      category: 'gym_etiquette',
      priority: 'normal',
      is_active: true,
    });
    expect(await auditOf('dos_and_donts_created', created.id)).toHaveLength(1);
    expect((await residentList()).find((i) => i.id === created.id)).toMatchObject({
      title: 'Gym shoes only',
      category: 'gym_etiquette',
    });
    expect((await t.as(admin).call(api.categories)).json()).toContain('gym_etiquette');
  });

  it('edits every field, with an audit row', async () => {
    const { id } = (
      await t.as(admin).call(api.create, { title: 'Draft', category: 'noise', description: 'x' })
    ).json();
    const res = await t.as(admin).call(api.update, {
      id,
      title: 'Quiet hours',
      category: 'waste_management',
      description: 'No drilling after 7 PM.',
      priority: 'urgent',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'Quiet hours',
      category: 'waste_management',
      priority: 'urgent',
    });
    expect(await auditOf('dos_and_donts_updated', id)).toHaveLength(1);
    expect((await residentList()).find((i) => i.id === id)).toMatchObject({ title: 'Quiet hours' });
  });

  const valid = { title: 'Title', category: 'parking', description: 'Text' };
  const bad: [string, object, string, string][] = [
    ['a missing title', { ...valid, title: undefined }, 'title', 'This field is required'],
    ['a blank category', { ...valid, category: '  ' }, 'category', 'This field is required'],
    ['a blank description', { ...valid, description: '\n' }, 'description', 'This field is required'],
    [
      'an over-long title',
      { ...valid, title: 'x'.repeat(201) },
      'title',
      'Text must be less than 200 characters',
    ],
    [
      'an over-long category',
      { ...valid, category: 'x'.repeat(51) },
      'category',
      'Text must be less than 50 characters',
    ],
    [
      'an over-long description',
      { ...valid, description: 'x'.repeat(2001) },
      'description',
      'Text must be less than 2000 characters',
    ],
    [
      'script in the category',
      { ...valid, category: '<script>x</script>' },
      'category',
      'Invalid characters detected',
    ],
    [
      'a javascript: link',
      { ...valid, description: 'javascript:alert(1)' },
      'description',
      'Invalid characters detected',
    ],
    ['the priority low', { ...valid, priority: 'low' }, 'priority', 'Please choose a priority from the list'],
    [
      'an unknown priority',
      { ...valid, priority: 'other' },
      'priority',
      'Please choose a priority from the list',
    ],
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

  it('answers 404 for an unknown id and writes nothing', async () => {
    const before = await counts();
    const res = await t.as(admin).call(api.update, { ...valid, id: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.error().message).toBe('Item not found');
    expect(await counts()).toEqual(before);
  });
});

describe('retiring and restoring', () => {
  it('deactivates on delete (the row stays), hides it from residents, and restores it', async () => {
    const { id } = (
      await t.as(admin).call(api.create, {
        title: 'Lock the terrace',
        category: 'security',
        description: 'After 9 PM.',
        priority: 'high',
      })
    ).json();
    const off = await t.as(admin).call(api.deactivate, { id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, is_active: false });
    expect(await auditOf('dos_and_donts_deactivated', id)).toMatchObject([{ severity: 'medium' }]);
    expect((await residentList()).some((i) => i.id === id)).toBe(false);
    expect((await t.as(admin).call(api.list, { q: 'terrace' })).json().items).toMatchObject([
      { id, is_active: false },
    ]);

    const on = await t.as(admin).call(api.activate, { id });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, is_active: true });
    expect(await auditOf('dos_and_donts_activated', id)).toHaveLength(1);
    expect((await residentList()).some((i) => i.id === id)).toBe(true);
  });

  it('answers 404 for unknown ids and writes nothing', async () => {
    const before = await counts();
    for (const res of [
      await t.as(admin).call(api.deactivate, { id: randomUUID() }),
      await t.as(admin).call(api.activate, { id: randomUUID() }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.error().message).toBe('Item not found');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses members on every write', async () => {
    const id = await firstId();
    for (const e of [api.create, api.update, api.deactivate, api.activate]) {
      const res = await t.as(member).send(e, { id, title: 'x', category: 'y', description: 'z' });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
    }
  });
});
