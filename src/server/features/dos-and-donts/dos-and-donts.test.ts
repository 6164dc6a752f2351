import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dosAndDontsApi } from '../../../shared/dos-and-donts.ts';
import { dosAndDonts } from '../../db/schema.ts';
import { createTestApp, type Resident, signUpResident, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let member: Resident;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpResident(t);
  await t.database.db.insert(dosAndDonts).values([
    {
      category: 'waste_management',
      title: 'Segregate waste',
      description: 'Wet and dry apart.',
      priority: 'normal',
    },
    { category: 'parking', title: 'Visitor parking', description: 'Use visitor bays.', priority: 'other' },
    { category: 'parking', title: 'No double parking', description: 'Never block cars.', priority: 'urgent' },
    { category: 'parking', title: 'Park in your slot', description: 'Only your slot.', priority: 'normal' },
    { category: 'parking', title: 'Speed limit', description: '10 km/h.', priority: 'high' },
    { category: 'noise', title: 'Old rule', description: 'Withdrawn.', priority: 'urgent', is_active: false },
  ]);
});
afterAll(() => t.close());

describe('GET /api/dos-and-donts', () => {
  it('lists active guidelines by category, then urgent, high, normal and other', async () => {
    const res = await t.as(member).call(dosAndDontsApi.list);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((i) => `${i.category}:${i.priority}`)).toEqual([
      'parking:urgent',
      'parking:high',
      'parking:normal',
      'parking:other',
      'waste_management:normal',
    ]);
    expect(items[0]).toMatchObject({ title: 'No double parking', description: 'Never block cars.' });
    expect(items.some((i) => i.title === 'Old rule')).toBe(false);
  });

  it('refuses unknown query fields', async () => {
    const res = await t.as(member).query(dosAndDontsApi.list, 'all=true');
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await t.as(null).call(dosAndDontsApi.list);
    expect(res.statusCode).toBe(401);
  });
});
