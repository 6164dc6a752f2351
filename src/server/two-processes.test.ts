// Two server processes on one PostgreSQL, as behind a load balancer: whichever process a request reaches, the
// answer is the same. Runs where PostgreSQL is (TEST_DATABASE_URL, as in CI); the embedded database allows one.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../shared/account.ts';
import { addDays, todayIn } from '../shared/dates.ts';
import { documentsApi } from '../shared/documents.ts';
import { feedbackApi } from '../shared/feedback.ts';
import { hallBookingsApi } from '../shared/hall-bookings.ts';
import { hallBookingsAdminApi } from '../shared/hall-bookings-admin.ts';
import { parkingApi } from '../shared/parking.ts';
import { receiptsApi } from '../shared/receipts.ts';
import { sessionApi } from '../shared/session.ts';
import { fileChunks, jobRuns } from './db/schema.ts';
import { httpCallerOf } from './test/client.ts';
import { freshDatabase, latestMailLinks } from './test/harness.ts';
import { type ServerProcess, startServer } from './test/server-process.ts';

const ADMIN = 'two.admin@example.com';
const PASSWORD = 'Sea-View#2026';
const PDF = Buffer.from('%PDF-1.4\n% RC copy through the other process\n%%EOF\n');

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let started: ServerProcess[] = [];
  beforeAll(async () => {
    fresh = await freshDatabase();
    const env = {
      DATABASE_URL: fresh.url!,
      ADMIN_EMAILS: ADMIN,
      DATA_DIR: '/nonexistent-data-dir',
      BACKUP_DIR: 'off',
    };
    // Started together, as behind a load balancer: both run the migrations at the same moment.
    const starts = await Promise.allSettled([startServer(env), startServer(env)]);
    started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of starts) if (s.status === 'rejected') throw s.reason;
    [a, b] = started;
  }, 300_000);
  afterAll(async () => {
    for (const s of started) s.child.kill('SIGTERM');
    await Promise.all(started.map((s) => s.exited));
    await fresh?.database.close();
    await fresh?.drop();
  });

  /** One process, asked by one person (a session cookie) or by nobody. */
  const on = (server: ServerProcess, cookie?: string) => httpCallerOf(server.url, cookie ? { cookie } : null);

  /** The office's session, signed up once for every journey of this file. */
  let officeCookie: Promise<string> | undefined;
  const officeSession = () => {
    officeCookie ??= signUp(ADMIN, 'OFFICE');
    return officeCookie;
  };

  /** Signs up on one process and opens the mailed link on the other; returns the session cookie. */
  async function signUp(email: string, flat_no: string) {
    const res = await on(a).call(accountApi.signUp, {
      name: 'Two Process',
      email,
      phone: '9876543210',
      flat_no,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    const link = new URL((await latestMailLinks(fresh.database, email))[0]);
    const verified = await on(b).open(link.pathname + link.search);
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('society.session_token='));
    expect(cookie).toBeTruthy();
    return cookie!.split(';')[0];
  }

  it('accepts a session made on one process on the other', async () => {
    const cookie = await signUp('session@example.com', 'C-301');
    for (const server of [a, b]) {
      const me = await on(server, cookie).call(sessionApi.me);
      expect(me.status).toBe(200);
      expect((await me.json()).user.email).toBe('session@example.com');
    }
  });

  it('serves a file uploaded through one process from the other, out of the database', async () => {
    const cookie = await signUp('files@example.com', 'C-302');
    const res = await on(a, cookie).upload(
      parkingApi.register,
      {
        owner_name: 'Asha Rao',
        flat_no: 'C-302',
        contact_number: '9820012345',
        vehicles: JSON.stringify([{ car_number: 'MH01AB1234' }]),
      },
      { field: 'rc_copy', name: 'rc.pdf', bytes: PDF },
    );
    expect(res.status).toBe(201);
    const [row] = (await res.json()) as { rc_copy_url: string }[];
    const download = await on(b, cookie).call(documentsApi.file, { name: row.rc_copy_url });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    const [stored] = await fresh.database.db
      .select({ n: count() })
      .from(fileChunks)
      .where(and(eq(fileChunks.bucket, 'documents'), eq(fileChunks.name, row.rc_copy_url)));
    expect(stored.n).toBe(1);
  });

  it('counts failed sign-ins and feedback across both processes', async () => {
    const cookie = await signUp('limits@example.com', 'C-303');
    for (let i = 0; i < 5; i++) {
      const wrong = await on(i % 2 ? a : b).call(accountApi.signIn, {
        email: 'limits@example.com',
        password: `Wrong-${i}#pass`,
      });
      expect(wrong.status).toBe(401);
    }
    const sixth = await on(a).call(accountApi.signIn, { email: 'limits@example.com', password: PASSWORD });
    expect(sixth.status).toBe(429);

    const feedback = (server: ServerProcess, i: number) =>
      on(server, cookie).call(feedbackApi.submit, {
        name: 'Meera',
        category: 'maintenance',
        subject: `Leak ${i}`,
        message: 'Please look.',
      });
    for (let i = 0; i < 3; i++) expect((await feedback(i % 2 ? a : b, i)).status).toBe(200);
    expect((await feedback(a, 3)).status).toBe(429);
    expect((await feedback(b, 4)).status).toBe(429);
  });

  it('lets one of two processes take a payment reference, and numbers approvals in both without a gap or a repeat', async () => {
    const resident = await signUp('payer@example.com', 'D-401');
    const office = await officeSession();
    const book = (server: ServerProcess, reference: string, day: number) =>
      on(server, resident).call(hallBookingsApi.create, {
        applicant_name: 'Asha Rao',
        contact_number: '9820012345',
        flat_no: 'D-401',
        event_date: addDays(todayIn('Asia/Kolkata'), day),
        event_name: 'Anniversary',
        booking_option: 'member_half_day',
        event_time: 'evening',
        payment_method: 'online',
        payment_transaction_id: reference,
      });
    const raced = await Promise.all([book(a, 'UPI RACE 77', 40), book(b, 'upirace77', 41)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400]);

    const ids: Response[] = [raced.find((r) => r.status === 201)!];
    for (let i = 0; i < 3; i++) ids.push(await book(i % 2 ? a : b, `UPI-SEQ-${i}`, 50 + i));
    const bookingIds = await Promise.all(ids.map(async (r) => (await r.json()).id as string));
    const approvals = await Promise.all(
      bookingIds.map((id, i) =>
        on(i % 2 ? a : b, office).call(hallBookingsAdminApi.decide, { id, status: 'approved' }),
      ),
    );
    expect(approvals.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const numbers = await Promise.all(
      bookingIds.map(
        async (id) =>
          (await (await on(a, resident).call(receiptsApi.hallBooking, { id })).json()).number as string,
      ),
    );
    const seq = numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y);
    expect(seq).toEqual([seq[0], seq[0] + 1, seq[0] + 2, seq[0] + 3]);
  });

  it('refuses a hall-booking clash whichever process approves each booking', async () => {
    // Two residents ask for the same slot (one resident asking twice is refused as a duplicate).
    const residents = [
      { cookie: await signUp('hall@example.com', 'C-304'), flat: 'C-304' },
      { cookie: await signUp('hall.two@example.com', 'C-305'), flat: 'C-305' },
    ];
    const office = await officeSession();
    const event_date = addDays(todayIn('Asia/Kolkata'), 30);
    const ids: string[] = [];
    for (const [i, server] of [a, b].entries()) {
      const res = await on(server, residents[i].cookie).call(hallBookingsApi.create, {
        applicant_name: 'Asha Rao',
        contact_number: '9820012345',
        flat_no: residents[i].flat,
        event_date,
        event_name: `Function via ${server.url}`,
        booking_option: 'member_full_day',
        event_time: 'morning',
        payment_method: 'online',
        payment_transaction_id: `UPI12345${ids.length}`,
      });
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    const decisions = await Promise.all(
      [a, b].map((server, i) =>
        on(server, office).call(hallBookingsAdminApi.decide, { id: ids[i], status: 'approved' }),
      ),
    );
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
  });

  it('ran the daily membership expiry once for the two processes', async () => {
    const runs = await fresh.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'expire-memberships'));
    expect(runs).toHaveLength(1);
    expect(runs[0].period).toBe(todayIn('Asia/Kolkata'));
  });
});
