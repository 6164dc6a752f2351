// Regression tests for the defects a security probe found, one block per defect, named for it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../shared/account.ts';
import { addDays, todayIn } from '../../shared/dates.ts';
import { documentsApi } from '../../shared/documents.ts';
import { feedbackApi } from '../../shared/feedback.ts';
import { galleryApi } from '../../shared/gallery.ts';
import { hallBookingsApi } from '../../shared/hall-bookings.ts';
import { houseRepairsApi } from '../../shared/house-repairs.ts';
import { parkingApi } from '../../shared/parking.ts';
import { sessionApi } from '../../shared/session.ts';
import { siteApi } from '../../shared/site.ts';
import { carParkingRegistrations, storedFiles } from '../db/schema.ts';
import { type FilePart, multipart } from '../test/client.ts';
import {
  cookieOf,
  createTestApp,
  PASSWORD,
  type Resident,
  sampleImage,
  signUpAdmin,
  signUpResident,
  storedDocumentCount,
  type TestApp,
} from '../test/harness.ts';

let t: TestApp;
let member: Resident;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpResident(t, { flat_no: 'B-201' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.as(null).call(accountApi.signIn, { email, password });

let plate = 1000;
/** A new vehicle each time: one vehicle has only one active registration. */
const parkingFields = (over: Record<string, string> = {}) => ({
  owner_name: 'Asha Rao',
  flat_no: 'B-201',
  contact_number: '9876543210',
  vehicles: JSON.stringify([{ car_number: `MH01AB${plate++}`, slot_type: 'owned_covered' }]),
  ...over,
});
/** Registers a vehicle as the member, with an RC copy when given. */
const register = (fields: Record<string, string>, file?: FilePart) =>
  t.as(member).upload(parkingApi.register, fields, file);

describe('defect 1: the flat on a request is the flat on the profile', () => {
  it.each([
    [parkingApi.register.path, () => register(parkingFields({ flat_no: 'C-301' }))],
    [
      hallBookingsApi.create.path,
      () =>
        t.as(member).call(hallBookingsApi.create, {
          applicant_name: 'Asha Rao',
          contact_number: '9876543210',
          flat_no: 'C-301',
          // Within the booking window (12 months ahead by default).
          event_date: addDays(todayIn('Asia/Kolkata'), 60),
          event_name: 'Birthday',
          booking_option: 'member_half_day',
          event_time: 'morning',
          payment_method: 'online',
          payment_transaction_id: 'UPI123',
          expected_guests: 20,
        }),
    ],
  ] as const)(
    'refuses another flat on %s with a clear message and writes nothing',
    async (_path, request) => {
      const before = await t.database.db.select().from(carParkingRegistrations);
      const res = await request();
      expect(res.statusCode).toBe(400);
      expect(res.error()).toMatchObject({
        message: 'Requests can only be made for your own flat (B-201).',
        fields: { flat_no: 'Requests can only be made for your own flat (B-201).' },
      });
      expect(await t.database.db.select().from(carParkingRegistrations)).toEqual(before);
    },
  );

  it('stores the profile’s flat as the profile writes it', async () => {
    const res = await register(parkingFields({ flat_no: ' b-201 ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()[0].flat_no).toBe('B-201');
  });
});

describe('defect 2: change password follows the password rules and is limited', () => {
  const change = (cookie: string, current: string, next: string) =>
    t.as({ cookie }).call(accountApi.changePassword, {
      currentPassword: current,
      newPassword: next,
      confirmPassword: next,
    });

  it.each([
    ['abcdef', 'Password must be at least 8 characters long'],
    ['password', 'Password cannot contain common patterns'],
    ['abcdefgh', 'Password must contain at least 3 of: uppercase, lowercase, numbers, special characters'],
    ['abc12', 'Password must be at least 6 characters long'],
  ])('refuses %s with the rule’s message', async (next, message) => {
    const r = await signUpResident(t);
    const res = await change(r.cookie, PASSWORD, next);
    expect(res.statusCode).toBe(400);
    expect(res.error().fields?.newPassword).toBe(message);
    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits wrong current passwords like sign-in: 5 per 15 minutes per account', async () => {
    const r = await signUpResident(t);
    for (let i = 0; i < 5; i++)
      expect((await change(r.cookie, `Wrong-Pass#${i}x`, 'Harbour#2031')).statusCode).toBe(400);
    const limited = await change(r.cookie, PASSWORD, 'Harbour#2031');
    expect(limited.statusCode).toBe(429);
    expect(limited.error().message).toMatch(/^Please wait \d+ minutes before trying again\.$/);
    expect((await signIn(r.email, PASSWORD)).statusCode).toBe(200);
  });

  it('signs out the account’s other sessions on success', async () => {
    const r = await signUpResident(t);
    const other = cookieOf(await signIn(r.email, PASSWORD));
    expect((await change(r.cookie, PASSWORD, 'Harbour#2031')).statusCode).toBe(200);
    const me = await t.as({ cookie: other }).call(sessionApi.me);
    expect(me.json().user).toBeNull();
  });
});

describe('defect 3: deeply nested JSON', () => {
  it('answers 400 to a 10 000-level body before any recursive walk', async () => {
    const body = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)},"password":"x"}`;
    // A body no contract's input can be: sent as raw JSON text.
    const res = await t
      .as(null, { 'content-type': 'application/json' })
      .inject('POST', accountApi.signIn.path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request is nested too deeply' },
    });
  });

  it('accepts the nesting real forms use', async () => {
    const res = await register(parkingFields());
    expect(res.statusCode).toBe(201);
  });
});

describe('defect 4: malformed multipart', () => {
  it.each([parkingApi.register.path, houseRepairsApi.create.path])(
    'answers 400 "The upload could not be read" on %s',
    async (url) => {
      const { payload: body, contentType: type } = await multipart(parkingFields());
      for (const [payload, contentType] of [
        [body.subarray(0, body.length - 20), type], // truncated
        [body, 'multipart/form-data'], // no boundary
      ] as const) {
        // Bodies no browser's form sends: raw requests.
        const res = await t.as(member, { 'content-type': contentType }).inject('POST', url, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe('The upload could not be read');
      }
    },
  );
});

describe('defect 5: control characters in an upload’s file name', () => {
  it('stores a cleaned name: no NUL, no folders', async () => {
    const res = await register(parkingFields(), {
      field: 'rc_copy',
      name: '../../etc/rc\u0000copy\u0007.pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(res.statusCode).toBe(201);
    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.name, res.json()[0].rc_copy_url!));
    expect(file.original_name).toBe('rccopy.pdf');
  });
});

describe('defect 6: sign-ups are limited per client address', () => {
  const signUp = (app: TestApp, headers: Record<string, string> = {}) =>
    app.as(null, headers).call(accountApi.signUp, {
      name: 'Visitor',
      email: `visitor.${randomUUID().slice(0, 8)}@example.com`,
      phone: '9876543210',
      flat_no: 'A-1',
      password: PASSWORD,
    });

  it('refuses the sign-up past the limit with the attempts message, and X-Forwarded-For is ignored', async () => {
    const app = await createTestApp({ SIGNUP_LIMIT_PER_HOUR: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await signUp(app)).statusCode).toBe(200);
      const refused = await signUp(app, { 'x-forwarded-for': '203.0.113.9' });
      expect(refused.statusCode).toBe(429);
      expect(refused.error().message).toMatch(/^Please wait \d+ minutes before trying again\.$/);
    } finally {
      await app.close();
    }
  });

  it('counts per forwarded address only when TRUST_PROXY is set', async () => {
    const app = await createTestApp({ SIGNUP_LIMIT_PER_HOUR: '1', TRUST_PROXY: 'true' });
    try {
      expect((await signUp(app, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
      expect((await signUp(app, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
      expect((await signUp(app, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('defect 7: uploads are re-encoded or served as downloads', () => {
  const upload = (name: string, bytes: Buffer) =>
    register(parkingFields(), { field: 'rc_copy', name, bytes });
  const fetchFile = (storedName: string | null, who: Resident) =>
    t.as(who).call(documentsApi.file, { name: storedName! });

  it('serves a PDF as a download under a sandbox policy, even one carrying HTML and JavaScript', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n<html><script>alert(1)</script></html>\n%%EOF',
    );
    const res = await upload('rc.pdf', pdf);
    expect(res.statusCode).toBe(201);
    const file = await fetchFile(res.json()[0].rc_copy_url, member);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('re-encodes a PNG with HTML appended: the HTML is gone and the image shows inline', async () => {
    const png = Buffer.concat([
      await sampleImage('png'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const res = await upload('rc.png', png);
    expect(res.statusCode).toBe(201);
    const file = await fetchFile(res.json()[0].rc_copy_url, member);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.rawPayload.includes('<html')).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
  });

  it('strips EXIF (a phone photo’s GPS position) from a JPEG', async () => {
    const photo = await sharp(await sampleImage('jpeg'))
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload('rc.jpg', photo);
    const file = await fetchFile(res.json()[0].rc_copy_url, member);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses an image that does not decode, and keeps no file', async () => {
    const before = storedDocumentCount(t);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html>'),
    ]);
    const res = await upload('rc.png', fake);
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('The image could not be read. Please choose another file.');
    expect(storedDocumentCount(t)).toBe(before);
  });
});

describe('defect 8: the smaller ones', () => {
  it('refuses line breaks and control characters in one-line fields, keeps them in messages', async () => {
    const oneLine = await register(parkingFields({ owner_name: 'Asha\nRao' }));
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.error().fields?.owner_name).toBe('Invalid characters detected');
    const bell = await register(parkingFields({ owner_name: 'Asha\u0007' }));
    expect(bell.statusCode).toBe(400);
    const message = await t.as(member).call(feedbackApi.submit, {
      name: 'Asha',
      category: 'noise',
      subject: 'Drilling',
      message: 'First line\nSecond line',
    });
    expect(message.statusCode).toBe(200);
    expect(message.json().message).toBe('First line\nSecond line');
  });

  it('answers an over-long path with the standard error body, without echoing it', async () => {
    const long = 'x'.repeat(300);
    const res = await t.as(member).call(documentsApi.file, { name: long });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'The address is too long' } });
  });

  it('sends Cache-Control: no-store on authenticated API answers', async () => {
    const res = await t.as(member).call(sessionApi.me);
    expect(res.headers['cache-control']).toBe('no-store');
    const admin = await signUpAdmin(t);
    const list = await t.as(admin).call(feedbackApi.mine);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await t.as(null).call(siteApi.health);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    try {
      const res = await https.as(null).call(siteApi.health);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});

describe('file names that cannot exist (a probe found two 500s)', () => {
  // Every file route with a name the server never stores: a 400 or a 404 with the standard error body, never a 500.
  const NAMES = ['....', 'a..b.webp', '..', '%2e%2e', '.%2e', 'a%00b.webp', '%E0%A4%98.webp', 'x..%2Fy.webp'];
  const ROUTES = ['/api/files/gallery/', '/api/files/documents/', '/api/files/documents/folder%2F'];

  for (const route of ROUTES)
    it(`refuses them on ${route}`, async () => {
      for (const name of NAMES) {
        // Already-encoded names, sent as they are: a contract would encode them again.
        const res = await t.as(member).inject('GET', route + name);
        expect([route + name, [400, 404].includes(res.statusCode)]).toEqual([route + name, true]);
        expect(res.json().error.message).toEqual(expect.any(String));
      }
    });

  it('says 404 for a well-formed name that is not stored', async () => {
    const missing = await t.as(null).call(galleryApi.file, { name: '1-missing.webp' });
    expect(missing.statusCode).toBe(404);
  });
});
