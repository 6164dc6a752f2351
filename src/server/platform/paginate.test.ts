// A list's total is counted once and kept with the app's cached reads: a write through this app shows at once,
// a row written by another process within CACHE_TTL_MS, and the page's rows themselves are never cached.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedbackApi } from '../../shared/feedback.ts';
import { feedbackAdminApi } from '../../shared/feedback-admin.ts';
import { feedback, users } from '../db/schema.ts';
import { createTestApp, type Resident, signUpAdmin, signUpResident, type TestApp } from '../test/harness.ts';
import { CACHE_TTL_MS } from './cache.ts';

let t: TestApp;
let admin: Resident;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const list = async () => {
  const res = await t.as(admin).call(feedbackAdminApi.list);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function submit(subject: string) {
  const resident = await signUpResident(t);
  const res = await t.as(resident).call(feedbackApi.submit, {
    name: 'Meera Kulkarni',
    category: 'maintenance',
    subject,
    message: 'Water near the B-wing lift.',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A row as another process writes it: straight into the database, unseen by this app's caches. */
async function writtenElsewhere(subject: string) {
  const [owner] = await t.database.db.select({ id: users.id }).from(users).limit(1);
  await t.database.db.insert(feedback).values({
    user_id: owner.id,
    name: 'Anil Deshpande',
    category: 'security',
    subject,
    message: 'Gate open.',
  });
}

describe('the cached total of a list', () => {
  it('counts a write through the app at once', async () => {
    const before = (await list()).total;
    await submit('Lift stuck on the fifth floor');
    expect((await list()).total).toBe(before + 1);
  });

  it("keeps another process's row out of the total until CACHE_TTL_MS has passed, but shows it in the rows", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = (await list()).total;
    await writtenElsewhere('Gate left open at night');
    const soon = await list();
    expect(soon.items[0].subject).toBe('Gate left open at night');
    expect(soon.total).toBe(before);
    vi.advanceTimersByTime(CACHE_TTL_MS);
    expect((await list()).total).toBe(before + 1);
  });
});
