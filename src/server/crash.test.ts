// Nothing acknowledged is lost on a crash: a burst of writes (memberships, feedback, hall bookings, a parking
// registration with its RC copy), SIGKILL part-way, a restart on the same data, and every write that had been
// answered 2xx is there — on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../shared/dates.ts';
import { openDatabase } from './db/client.ts';
import { carParkingRegistrations, feedback, hallBookings, memberships } from './db/schema.ts';
import { storageFor } from './storage/storage.ts';
import { freshDatabase } from './test/harness.ts';
import { startServer } from './test/server-process.ts';

const fresh = await freshDatabase();
afterAll(() => fresh.drop());

const PASSWORD = 'Sea-View#2026';
const PDF = Buffer.from('%PDF-1.4\n% RC copy written just before the crash\n%%EOF\n');

describe('a crash loses nothing acknowledged', () => {
  it('keeps every write answered 2xx before SIGKILL', async () => {
    await fresh.database.close();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    const env = { DATA_DIR: dataDir, ...(fresh.url ? { DATABASE_URL: fresh.url } : {}) };
    const server = await startServer(env);
    const json = (path: string, body: unknown, cookie?: string) =>
      fetch(server.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });

    // A resident, verified through the link the server logs in place of a mail.
    await json('/api/account/sign-up', {
      name: 'Crash Test',
      email: 'crash@example.com',
      phone: '9876543210',
      flat_no: 'D-401',
      password: PASSWORD,
    });
    // The log is written once per turn of the event loop, so its line may follow the answer by a moment.
    const linkInLog = () => server.output().match(/https?:\/\/[^"\s]+verify-email[^"\s]+/)?.[0];
    await expect.poll(linkInLog).toBeTruthy();
    const link = linkInLog();
    const verified = await fetch(link!.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith('society.session_token='))!
      .split(';')[0];
    const plans = (await (
      await fetch(`${server.url}/api/membership-plans`, { headers: { cookie } })
    ).json()) as {
      id: string;
    }[];

    const acked = {
      memberships: [] as string[],
      feedback: [] as string[],
      bookings: [] as string[],
      parking: [] as string[],
    };
    const files: string[] = [];
    let i = 0;
    let dead = false;
    const write = async () => {
      const n = i++;
      const kind = n % 4;
      let res: Response;
      if (kind === 0)
        res = await json(
          '/api/memberships',
          {
            plan_id: plans[0].id,
            members: [{ name: `Member ${n}`, phone: '9820012345', age: 30 }],
            payment_transaction_id: `UPI${n}`,
            payment_last_4_digits: '1234',
          },
          cookie,
        );
      else if (kind === 1 && acked.feedback.length < 3)
        res = await json(
          '/api/feedback',
          {
            name: 'Crash Test',
            category: 'suggestion',
            subject: `Note ${n}`,
            message: 'Written in the burst.',
          },
          cookie,
        );
      else if (kind === 2)
        res = await json(
          '/api/hall-bookings',
          {
            applicant_name: 'Crash Test',
            contact_number: '9820012345',
            flat_no: 'D-401',
            event_date: addDays(todayIn('Asia/Kolkata'), 10 + n),
            event_name: `Event ${n}`,
            booking_option: 'member_full_day',
            event_time: 'morning',
            payment_method: 'online',
            payment_transaction_id: `UPI${n}`,
          },
          cookie,
        );
      else {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          owner_name: 'Crash Test',
          flat_no: 'D-401',
          contact_number: '9820012345',
        }))
          form.set(k, v);
        form.set('vehicles', JSON.stringify([{ car_number: `MH01AB${String(1000 + n)}` }]));
        form.set('rc_copy', new Blob([new Uint8Array(PDF)]), 'rc.pdf');
        res = await fetch(`${server.url}/api/parking-registrations`, {
          method: 'POST',
          body: form,
          headers: { cookie },
        });
      }
      if (!res.ok) return;
      const body = await res.json();
      if (kind === 0) acked.memberships.push(...body.memberships.map((m: { id: string }) => m.id));
      else if (kind === 1 && body.subject) acked.feedback.push(body.id);
      else if (kind === 2) acked.bookings.push(body.id);
      else {
        acked.parking.push(body[0].id);
        files.push(body[0].rc_copy_url);
      }
    };
    const client = async () => {
      while (!dead) await write().catch(() => {});
    };
    const clients = Array.from({ length: 4 }, client);
    await new Promise((r) => setTimeout(r, 2500));
    server.child.kill('SIGKILL');
    await server.exited;
    dead = true;
    await Promise.all(clients);
    const total = Object.values(acked).flat().length;
    console.log(
      `acknowledged before the kill: ${JSON.stringify(Object.fromEntries(Object.entries(acked).map(([k, v]) => [k, v.length])))}`,
    );
    expect(total).toBeGreaterThan(8);

    // The restart recovers the data (and the stale lock of the killed process), then stops cleanly.
    const again = await startServer(env);
    expect((await (await fetch(`${again.url}/api/health`)).json()).database.ok).toBe(true);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const database = await openDatabase(fresh.url ? { databaseUrl: fresh.url } : { dataDir });
    try {
      const db = database.db;
      const ids = async (
        table: typeof memberships | typeof feedback | typeof hallBookings | typeof carParkingRegistrations,
        wanted: string[],
      ) =>
        wanted.length
          ? (await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted)))
              .map((r) => r.id)
              .sort()
          : [];
      expect(await ids(memberships, acked.memberships)).toEqual([...acked.memberships].sort());
      expect(await ids(feedback, acked.feedback)).toEqual([...acked.feedback].sort());
      expect(await ids(hallBookings, acked.bookings)).toEqual([...acked.bookings].sort());
      expect(await ids(carParkingRegistrations, acked.parking)).toEqual([...acked.parking].sort());
      const storage = storageFor({ DATA_DIR: dataDir, STORAGE: fresh.url ? 'database' : 'disk' }, db);
      for (const name of files) expect((await storage.get('documents', name))?.equals(PDF)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
