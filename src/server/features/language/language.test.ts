// A signed-in person's language is kept on the account: chosen once, it is there from any browser, and a bad code
// is refused without changing it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageApi } from '../../../shared/language.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type Resident, signUpResident, type TestApp } from '../../test/harness.ts';

describe('the account language', () => {
  let t: TestApp;
  let meera: Resident;
  beforeAll(async () => {
    t = await createTestApp();
    meera = await signUpResident(t);
  });
  afterAll(() => t.close());

  it('is none until chosen, then the chosen one, with the cookie set for this browser', async () => {
    expect((await t.as(meera).call(languageApi.get)).json()).toEqual({ language: null });

    const set = await t.as(meera).call(languageApi.set, { language: 'mr' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'mr' });
    expect(String(set.headers['set-cookie'])).toMatch(/^lang=mr; Max-Age=31536000; Path=\/; SameSite=Lax/);

    expect((await t.as(meera).call(languageApi.get)).json()).toEqual({ language: 'mr' });
  });

  it('refuses a language that is not one of the three, and keeps the one chosen', async () => {
    const res = await t.as(meera).inject('PUT', '/api/language', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.language).toBe('Choose English, मराठी or हिंदी');
    expect((await t.as(meera).call(languageApi.get)).json()).toEqual({ language: 'mr' });
  });

  it('reads a stored code that is not one of ours as none, without an error', async () => {
    await t.database.db.update(users).set({ language: 'xx' }).where(eq(users.email, meera.email));
    const res = await t.as(meera).call(languageApi.get);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: null });
  });

  it('is for signed-in people only: a visitor keeps theirs in the cookie', async () => {
    expect((await t.as(null).call(languageApi.set, { language: 'hi' })).statusCode).toBe(401);
  });
});
