import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsApi } from '../../../shared/announcements.ts';
import { announcements } from '../../db/schema.ts';
import { createTestApp, type Resident, signUpResident, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let member: Resident;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpResident(t);
  await t.database.db.insert(announcements).values([
    {
      title: 'Water tank cleaning',
      content: 'No water 10 AM-2 PM.\nStore water.',
      priority: 'high',
      created_at: minutesAgo(30),
    },
    { title: 'AGM notice', content: 'AGM on Sunday.', priority: 'normal', created_at: minutesAgo(10) },
    { title: 'Lift maintenance', content: 'Lift B off.', priority: 'urgent', created_at: minutesAgo(20) },
    {
      title: 'Old notice',
      content: 'Withdrawn.',
      priority: 'low',
      is_active: false,
      created_at: minutesAgo(5),
    },
  ]);
});
afterAll(() => t.close());

/** The resident's list for a raw query string ('page=2&pageSize=2'), as the member or as nobody. */
const list = (query = '', who: Resident | null = member) => t.as(who).query(announcementsApi.list, query);

describe('GET /api/announcements', () => {
  it('lists active announcements only, newest first, with their fields', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((a) => a.title)).toEqual(['AGM notice', 'Lift maintenance', 'Water tank cleaning']);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items[2]).toMatchObject({
      content: 'No water 10 AM-2 PM.\nStore water.',
      priority: 'high',
    });
    expect(new Date(body.items[2].created_at).getTime()).toBeGreaterThan(0);
  });

  it('pages on the server', async () => {
    const first = (await list('page=1&pageSize=2')).json();
    expect(first.items.map((a) => a.title)).toEqual(['AGM notice', 'Lift maintenance']);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = (await list('page=2&pageSize=2')).json();
    expect(second.items.map((a) => a.title)).toEqual(['Water tank cleaning']);
  });

  it('refuses bad paging and unknown query fields', async () => {
    for (const q of ['page=0', 'pageSize=101', 'page=abc', 'status=all']) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.error().code).toBe('VALIDATION');
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await list('', null);
    expect(res.statusCode).toBe(401);
    expect(res.error().code).toBe('UNAUTHORIZED');
  });
});
